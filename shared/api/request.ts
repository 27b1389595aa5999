// How a call to /v1 is written: its address and what it sends (the client's headers, the justification among
// them, and the body). Apart from the client (client.ts) so that a page's early script (entries/search/early.ts)
// writes the very same call without carrying the client in its one small file.

import { JUSTIFICATION_HEADER, REQUESTING_APP, REQUESTING_APP_HEADER } from './headers.js'
import { toSearchParams, withQuery } from './query.js'
import type { Params } from './query.js'
import type { PartialObject } from './streamedList.js'

/** Where the browser's calls go. */
export const API_BASE = '/v1'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RequestOptions {
  /**
   * Appended to the path; arrays become repeated keys, undefined values are dropped. URLSearchParams (a
   * query a codec already wrote, such as the search filters) go as they are.
   */
  query?: Params | URLSearchParams
  /** Sent as JSON. Wins over `form` if both are given. */
  json?: unknown
  /** Sent as application/x-www-form-urlencoded. */
  form?: Params | URLSearchParams
  /**
   * Sent as it is, when neither `json` nor `form` is given: multipart form data (the browser writes its
   * content type and boundary) or a file's own bytes (name its type in `headers`).
   */
  body?: FormData | Blob
  /** Extra headers; they override the client's own. */
  headers?: HeadersInit
  /** The justification for this call; when absent or empty the stored one is sent (spec-1 §4.4). */
  justification?: string
  /** Aborting it resolves the call to CANCELLED. */
  signal?: AbortSignal
  /** Reply headers to hand back: a successful reply then carries `headers` with those present. */
  readHeaders?: readonly string[]
  /**
   * Reads a 2xx JSON reply as it arrives and tells what it holds so far (issue 15 §9); the call still
   * resolves to the reply the whole text makes, exactly as without this option.
   */
  partial?: PartialRead
}

/** A reply object whose list field comes last, read as it arrives (streamedList.ts). */
export interface PartialRead {
  /** The list field: the last field of the reply object. */
  field: string
  /** Told of the leading fields and the list's items so far, at doubling counts; never after a cancel. */
  onPartial(value: PartialObject): void
  /** The number of items of the first report (streamedList.ts FIRST_REPORT_AT when absent). */
  firstAt?: number
}

/**
 * The justification as a header value. A header can hold neither line breaks nor characters beyond
 * Latin-1, yet the justification is free text (spec-1 §4.4): control characters become spaces, and text
 * outside printable ASCII goes as an RFC 8187 ext-value (utf-8''<percent-encoded>) that the server decodes.
 */
export function justificationHeaderValue(text: string): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return /^[\u0020-\u007e]*$/.test(flat) ? flat : `utf-8''${encodeURIComponent(flat)}`
}

/** The address of a call: the client's base, the path, then the query. */
export function callUrl(base: string, path: string, query?: RequestOptions['query']): string {
  return withQuery(base + (path.startsWith('/') ? path : `/${path}`), query)
}

/** What a call sends besides its address: the client's headers (the justification among them) and the body. */
export function requestInit(method: Method, opts: RequestOptions, signal: AbortSignal | undefined, storedJustification: () => string): RequestInit {
  const headers = new Headers({ Accept: 'application/json', [REQUESTING_APP_HEADER]: REQUESTING_APP })
  const justification = opts.justification || storedJustification()
  if (justification.trim() !== '') headers.set(JUSTIFICATION_HEADER, justificationHeaderValue(justification))
  let body: BodyInit | undefined
  if (opts.json !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(opts.json)
  } else if (opts.form !== undefined) {
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
    body = toSearchParams(opts.form).toString()
  } else if (opts.body !== undefined) {
    body = opts.body
  }
  new Headers(opts.headers).forEach((value, name) => headers.set(name, value))
  return { method, headers, body, credentials: 'include', signal }
}
