// Calls a page starts before its area's code has arrived, and the area's client takes over (issue 15 §9). The
// search page's early script (entries/search/early.ts) is a few kilobytes that run while the area's hundred
// arrive and compile, and it asks for the page's one list call then; when the area's client makes that very
// call (same address, same headers: client.ts builds both), it is handed the reply already on its way, so the
// service sees one call, counted and audited once, as if the area had made it.
//
// The early script is built on its own (one small file, fetched first, build.mjs), so the page holds two copies
// of this module: they share one list, kept on the page's global object.

interface EarlyCall {
  reply: Promise<Response>
  controller: AbortController
}

interface EarlyCalls {
  waiting: Map<string, EarlyCall>
  /** Once the area's code runs, it makes its own calls: an early script that runs later must not add one. */
  closed: boolean
}

/** The page's one list, whichever copy of this module asks first. */
export const EARLY_CALLS_KEY = Symbol.for('sightline.earlyCalls')

function earlyCalls(): EarlyCalls {
  const page = globalThis as typeof globalThis & { [EARLY_CALLS_KEY]?: EarlyCalls }
  return (page[EARLY_CALLS_KEY] ??= { waiting: new Map(), closed: false })
}

/** Starts a GET that the area's client will take over; nothing once the area's code has started. */
export function startEarlyCall(url: string, init: RequestInit, fetchReply: typeof fetch = globalThis.fetch): void {
  const { waiting, closed } = earlyCalls()
  if (closed || waiting.has(url) || init.method !== 'GET') return
  const controller = new AbortController()
  // The area may never ask (a visitor who leaves at once): the reply is then left unread, as a cancelled call's.
  const reply = fetchReply(url, { ...init, signal: controller.signal })
  reply.catch(() => {})
  waiting.set(url, { reply, controller })
}

/** Called as the area's code starts: from now on only the area calls. */
export function closeEarlyCalls(): void {
  earlyCalls().closed = true
}

/**
 * The area's fetch: the early reply for this GET when one is waiting (taken once; aborting the area's call
 * aborts it), else a call of its own.
 */
export function fetchClaimingEarly(url: string, init: RequestInit): Promise<Response> {
  const { waiting } = earlyCalls()
  const early = init.method === 'GET' ? waiting.get(url) : undefined
  if (!early) return globalThis.fetch(url, init)
  waiting.delete(url)
  const { signal } = init
  if (signal?.aborted) early.controller.abort()
  else signal?.addEventListener('abort', () => early.controller.abort(), { once: true })
  return early.reply
}
