// The one client every browser call to /v1 goes through (ARCHITECTURE.md "Rules every part keeps").
//
// Reply shapes (spec-1 §7 "Successful object replies get success true; failures give success false"):
// - 2xx with a JSON object body: the body with `success: true` (a body saying `success: false` is a Failure).
// - 2xx with any other JSON body (an array, a number...): `{ success: true, data: body }`, so a list call is
//   typed `api.get<Data<SavedSearch[]>>('/searches')`.
// - 2xx with an empty body (204): `{ success: true }`; a body that is not JSON is a Failure (files are not
//   this client's job). Every failure is a Failure (types/reply.ts) with the spec's message; nothing rejects.
// - A cancelled call resolves to CANCELLED, whatever its reply was.
// - A call the edge or the service refused as busy (503, Retry-After, "The server is busy. …"), which no
//   handler ran or which only read (a read that met a busy database), is made again after the wait it asks
//   for, a few times, before its refusal is the reply.

import { readJustification } from '../session/justification.js'
import { API_BASE, callUrl, requestInit, type Method, type PartialRead, type RequestOptions } from './request.js'
export type { PartialRead, RequestOptions } from './request.js'
import { fetchClaimingEarly } from './earlyReplies.js'
import { createStreamedListReader } from './streamedList.js'
import { isServerBusy, PERMISSION_DENIED, type Failure, type Reply } from './types/reply.js'

/** spec-1 §7: "A cancelled request yields a cancelled marker and is ignored." */
export const CANCELLED: Readonly<{ cancelled: true }> = /* @__PURE__ */ Object.freeze({ cancelled: true as const })
export type Cancelled = typeof CANCELLED
export const isCancelled = (value: unknown): value is Cancelled => value === CANCELLED

/** The payload of a 2xx reply whose JSON body is not an object. */
export type Data<T> = { data: T }

/** A reply that asked for some of its headers (RequestOptions.readHeaders). */
export type WithHeaders = { headers: Record<string, string> }

export interface ApiClientOptions {
  base?: string
  fetch?: (input: string, init: RequestInit) => Promise<Response>
  /** Waits before a busy call is made again (the default: a timer; tests pass their own). */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>
  justification?: () => string
  /** Gets the current path and query; the default sends the browser to /logout with it as redirect. */
  onUnauthorized?: (redirectTarget: string) => void
  currentLocation?: () => string
}

/** A call without a signal cannot be cancelled, so its type leaves CANCELLED out. */
export interface Call {
  <T extends object = object>(path: string, options?: RequestOptions & { signal?: undefined }): Promise<Reply<T>>
  <T extends object = object>(path: string, options: RequestOptions): Promise<Reply<T> | Cancelled>
}

export type Cancelable<R> = { promise: Promise<R | Cancelled>; cancel: () => void }
export type CancelableCall = <T extends object = object>(path: string, options?: RequestOptions) => Cancelable<Reply<T>>

/** A file a call answered with: its bytes and the name the service gave it. */
export interface DownloadedFile {
  file: Blob
  fileName: string
}

export interface ApiClient {
  get: Call
  post: Call
  put: Call
  delete: Call
  /**
   * GET a file (an export or a report) with the same headers as any call, the justification among them;
   * a failure is a Reply like any other.
   */
  download(path: string, options?: RequestOptions): Promise<Reply<DownloadedFile>>
  /** The same calls, returning `{ promise, cancel }` (spec-1 §7: the search calls are cancelable). */
  cancelable: { get: CancelableCall; post: CancelableCall; put: CancelableCall; delete: CancelableCall }
}

type Body = { parsed: true; value: unknown } | { parsed: false }

function browserLocation(): string {
  return typeof location === 'undefined' ? '/' : location.pathname + location.search
}

// spec-1 §4.3: a 401 reply to any call sends the browser to /logout with a redirect holding the path and query. On the
// sign-out page itself a 401 is the session it is ending: the page goes on to sign-in by itself.
function signOut(redirectTarget: string): void {
  if (typeof window === 'undefined' || window.location.pathname === '/logout') return
  window.location.assign('/logout?redirect=' + encodeURIComponent(redirectTarget))
}

const failure = (error: string, status?: number, field?: string): Failure => ({
  success: false,
  error,
  ...(status === undefined ? {} : { status }),
  ...(field === undefined ? {} : { field }),
})

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/**
 * How often a call refused as busy is made again. The edge and the service refuse a call at once when past
 * their capacity (api-admission.ts, load-shedding.ts) so that it does not queue for seconds, and the service
 * refuses a read that met a busy database the same way (failures.ts); the client then
 * backs off for the Retry-After they send, so that a passing peak delays a search by seconds instead of
 * showing the investigator an error to retry by hand.
 */
export const BUSY_RETRIES = 2
/** A longer wait asked for is not waited for: the refusal is shown, with its own words. */
const MAX_BUSY_WAIT_SECONDS = 10

/** The wait in ms before a busy refusal is made again, or null when the reply is not one to make again. */
function busyWaitMs(response: Response, body: Body): number | null {
  if (response.status !== 503) return null
  const error = errorText(body)
  if (error === undefined || !isServerBusy(error)) return null
  const header = response.headers.get('retry-after')
  // Only delay-seconds (RFC 9110 §10.2.3): a date would mean the clocks of two machines agree.
  if (header === null || !/^\d+$/.test(header.trim())) return null
  const seconds = Number(header)
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= MAX_BUSY_WAIT_SECONDS ? seconds * 1000 : null
}

/** Resolves after `ms`, or at once when the signal aborts. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })
}

interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background'; signal?: AbortSignal }): Promise<unknown>
}

/**
 * Resolves in a task of its own after the page's waiting tasks, a draw it asked for among them, or at once when
 * the signal aborts. Where the browser has task priorities it is a background task: a timer of 0 can come
 * before the task React's render is queued in.
 */
function afterPageTasks(signal: AbortSignal | undefined): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler
  if (typeof scheduler?.postTask !== 'function') return wait(0, signal)
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    scheduler.postTask!(resolve, { priority: 'background', signal }).catch(() => resolve())
  })
}

/**
 * The most of a reply's piece decoded before its list is read on: 64 KB (a page of 25 results is about 28 KB).
 * A literal: the bundler keeps `64 * 1024` as code that may act, and with it this module in the early script.
 */
const READ_SLICE_BYTES = 65_536

/**
 * The reply's whole text, as response.text() gives it; when a partial read is asked for and the reply is a
 * 2xx JSON body, read piece by piece, telling the partial reader of each piece on the way.
 */
async function replyText(response: Response, partial: PartialRead | undefined, signal: AbortSignal | undefined): Promise<string> {
  const json = (response.headers.get('content-type') ?? '').includes('json')
  if (!partial || !response.ok || !json || !response.body) return response.text()
  const reader = createStreamedListReader({
    field: partial.field,
    firstAt: partial.firstAt,
    onPartial: (value) => {
      if (signal?.aborted) return
      try {
        partial.onPartial(value)
      } catch (error) {
        // The page's fault in drawing a partial must not turn the reply into a failure: it is reported apart.
        setTimeout(() => {
          throw error
        })
      }
    },
  })
  const decoder = new TextDecoder()
  const pieces: string[] = []
  const stream = response.body.getReader()
  for (;;) {
    const { done, value } = await stream.read()
    if (done) {
      pieces.push(decoder.decode())
      reader.push(pieces[pieces.length - 1]!)
      return pieces.join('')
    }
    // A reply already in comes as one piece of the whole megabyte: decoded a slice at a time, its first page is
    // read, and drawn, before the rest of it is decoded.
    for (let from = 0; from < value.length; from += READ_SLICE_BYTES) {
      const piece = decoder.decode(value.subarray(from, from + READ_SLICE_BYTES), { stream: true })
      pieces.push(piece)
      // After each report the page is let draw it before reading goes on, the rest of the piece included. The
      // pieces of a reply that is already in come one after another without a pause, and reading them all, and
      // then the whole, would keep a first page the page was told of from being drawn for as long.
      let reported = reader.push(piece)
      while (reported && !signal?.aborted) {
        await afterPageTasks(signal)
        reported = reader.push('')
      }
    }
  }
}

function parseBody(text: string): Body {
  if (text.trim() === '') return { parsed: true, value: undefined }
  try {
    return { parsed: true, value: JSON.parse(text) as unknown }
  } catch {
    return { parsed: false }
  }
}

/** The file name of a Content-Disposition header (RFC 6266): filename*, else filename; never a path. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1]
  let name = extended
  if (extended) {
    try {
      name = decodeURIComponent(extended)
    } catch {
      name = undefined
    }
  }
  name ??= /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(header)?.[1]
  const base = name?.split(/[\\/]/).pop()?.trim()
  return base ? base : null
}

/** The value a refusal names (types/schemas/reply.ts FailureReply), for a form to show it under that value. */
function refusedField(body: Body): string | undefined {
  if (!body.parsed || typeof body.value !== 'object' || body.value === null) return undefined
  const field = (body.value as { field?: unknown }).field
  return typeof field === 'string' && field !== '' ? field : undefined
}

function errorText(body: Body): string | undefined {
  if (!body.parsed || typeof body.value !== 'object' || body.value === null) return undefined
  const error = (body.value as { error?: unknown }).error
  return typeof error === 'string' && error !== '' ? error : undefined
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = (options.base ?? '/v1').replace(/\/+$/, '')
  const fetchReply = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init))
  const storedJustification = options.justification ?? readJustification
  const onUnauthorized = options.onUnauthorized ?? signOut
  const currentLocation = options.currentLocation ?? browserLocation
  const sleep = options.sleep ?? wait

  const buildInit = (method: Method, opts: RequestOptions, signal: AbortSignal | undefined) =>
    requestInit(method, opts, signal, storedJustification)

  function interpret(response: Response, body: Body, readHeaders: readonly string[] = []): Reply<object> {
    const { status } = response
    // spec-1 §8: "Other failure without an error text": "Error." with status and statusText
    // (HTTP/2 has no statusText, hence the trim).
    const fallback = `Error. ${status} ${response.statusText}`.trim()
    if (status === 401) {
      onUnauthorized(currentLocation()) // spec-1 §4.3: 401 signs the user out
      return failure(errorText(body) ?? fallback, status)
    }
    if (status === 403) return failure(PERMISSION_DENIED, status) // spec-1 §8
    if (!response.ok || !body.parsed) return failure(errorText(body) ?? fallback, status, refusedField(body))
    const value = body.value
    if (value === undefined) return { success: true }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return { success: true, data: value } as Reply<Data<unknown>>
    }
    if ((value as { success?: unknown }).success === false) return failure(errorText(body) ?? fallback, status, refusedField(body))
    const reply = { ...value, success: true as const } // spec-1 §7: successful object replies get success true
    if (readHeaders.length === 0) return reply
    const headers: Record<string, string> = {}
    for (const name of readHeaders) {
      const header = response.headers.get(name)
      if (header !== null) headers[name.toLowerCase()] = header
    }
    return { ...reply, headers } as Reply<WithHeaders>
  }

  // Never rejects: every outcome is a Reply, or CANCELLED once the signal has aborted.
  async function perform(method: Method, path: string, opts: RequestOptions, signal?: AbortSignal) {
    let init: RequestInit
    try {
      init = buildInit(method, opts, signal)
    } catch (error) {
      return failure(messageOf(error))
    }
    const url = callUrl(base, path, opts.query)
    let response: Response
    let body: Body
    for (let attempt = 0; ; attempt++) {
      try {
        response = await fetchReply(url, init)
        body = parseBody(await replyText(response, opts.partial, signal))
      } catch (error) {
        // spec-1 §4.1: no reply at all; sign-in retries and finally shows CANNOT_CONNECT
        return signal?.aborted ? CANCELLED : { ...failure(messageOf(error)), networkError: true }
      }
      if (signal?.aborted) return CANCELLED
      const waitMs = attempt < BUSY_RETRIES ? busyWaitMs(response, body) : null
      if (waitMs === null) break
      await sleep(waitMs, signal)
      if (signal?.aborted) return CANCELLED
    }
    return interpret(response, body, opts.readHeaders)
  }

  async function download(path: string, opts: RequestOptions = {}): Promise<Reply<DownloadedFile>> {
    let init: RequestInit
    try {
      init = buildInit('GET', opts, undefined)
    } catch (error) {
      return failure(messageOf(error))
    }
    ;(init.headers as Headers).set('Accept', '*/*')
    try {
      const response = await fetchReply(callUrl(base, path, opts.query), init)
      // A file is never JSON; a JSON reply is the service's failure, read as any other call's.
      if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
        const reply = interpret(response, parseBody(await response.text()))
        return reply.success ? failure(`Error. ${response.status} The service sent no file.`, response.status) : reply
      }
      return { success: true, file: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) ?? 'download' }
    } catch (error) {
      return { ...failure(messageOf(error)), networkError: true }
    }
  }

  // Resolves to CANCELLED as soon as the signal aborts, even if the fetch ignores it; a late reply is dropped.
  function guarded(method: Method, path: string, opts: RequestOptions, signal: AbortSignal) {
    if (signal.aborted) return Promise.resolve(CANCELLED)
    return new Promise<Reply<object> | Cancelled>((resolve) => {
      const onAbort = () => resolve(CANCELLED)
      signal.addEventListener('abort', onAbort, { once: true })
      void perform(method, path, opts, signal).then((reply) => {
        signal.removeEventListener('abort', onAbort)
        resolve(reply)
      })
    })
  }

  const call = (method: Method) =>
    ((path: string, opts: RequestOptions = {}) =>
      opts.signal ? guarded(method, path, opts, opts.signal) : perform(method, path, opts)) as Call

  const cancelable =
    (method: Method): CancelableCall =>
    <T extends object>(path: string, opts: RequestOptions = {}) => {
      const controller = new AbortController()
      const cancel = () => controller.abort()
      opts.signal?.addEventListener('abort', cancel, { once: true })
      if (opts.signal?.aborted) cancel()
      const promise = guarded(method, path, opts, controller.signal) as Promise<Reply<T> | Cancelled>
      return { promise, cancel }
    }

  return {
    get: call('GET'),
    post: call('POST'),
    put: call('PUT'),
    delete: call('DELETE'),
    download,
    cancelable: { get: cancelable('GET'), post: cancelable('POST'), put: cancelable('PUT'), delete: cancelable('DELETE') },
  }
}

/**
 * The client with browser defaults: /v1, the page's fetch (taking a reply the page's early script already
 * asked for, earlyReplies.ts), the stored justification, 401 → /logout.
 */
// Marked pure so that a script importing only this module's types or constants (the early script) leaves it out.
export const api: ApiClient = /* @__PURE__ */ createApiClient({ base: API_BASE, fetch: fetchClaimingEarly })
export default api
