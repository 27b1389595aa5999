// The inactivity limit (spec-1 §4.3): the last-activity time kept in session storage, the idle rule, and a
// watcher that records input and reports when the user has been idle too long.

/** spec-1 §9: inactivity over 30 minutes counts as idle. */
export const IDLE_LIMIT_MS = 1_800_000
export const LAST_ACTIVITY_KEY = 'sightline.lastActivity'
/** How often the idle rule is checked; well under the limit, so expiry comes at most this late. */
export const CHECK_EVERY_MS = 15_000
/** Input is frequent (every pointer move): storage is written at most this often. */
export const RECORD_AT_MOST_EVERY_MS = 5_000

/** The kinds of input that count as activity; scroll and focus do not bubble, hence capture. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'scroll', 'focusin', 'touchstart'] as const

/** True when the last activity is more than the limit before `now`; no record yet is not idle. */
export function isIdle(lastActivity: number | null, now: number): boolean {
  return lastActivity !== null && now - lastActivity > IDLE_LIMIT_MS
}

export function readLastActivity(storage: Storage | null): number | null {
  try {
    const raw = storage?.getItem(LAST_ACTIVITY_KEY)
    const value = raw ? Number(raw) : NaN
    return Number.isFinite(value) ? value : null
  } catch {
    return null
  }
}

export function recordActivity(storage: Storage | null, now: number): void {
  try {
    storage?.setItem(LAST_ACTIVITY_KEY, String(now))
  } catch {
    // storage refused: the watcher's own copy still counts
  }
}

/** Forgets the record, so the page that follows an expiry starts counting afresh. */
export function forgetActivity(storage: Storage | null): void {
  try {
    storage?.removeItem(LAST_ACTIVITY_KEY)
  } catch {
    // nothing stored to forget
  }
}

export interface InactivityWatch {
  /** Where input is listened for (the window). */
  input: EventTarget
  /** Where visibility changes are announced (the document), and whether the page is visible. */
  visibility: EventTarget
  isVisible: () => boolean
  storage: Storage | null
  now: () => number
  /** Runs `check` every `ms`; returns a function that stops it. */
  every: (ms: number, check: () => void) => () => void
  onIdle: () => void
}

/**
 * Starts watching: input is recorded (throttled), the idle rule is checked on a timer and whenever the page
 * becomes visible again, and `onIdle` runs once when the limit is passed. A record older than the limit
 * found at start counts at once. Returns a function that stops the watch.
 */
export function watchInactivity(watch: InactivityWatch): () => void {
  const { storage, now } = watch
  // The stored time wins, as another page of this tab may have seen input more recently.
  let last = readLastActivity(storage)
  let lastWritten = -Infinity
  let stopped = false

  const stop = () => {
    if (stopped) return
    stopped = true
    for (const type of ACTIVITY_EVENTS) watch.input.removeEventListener(type, onInput, { capture: true })
    watch.visibility.removeEventListener('visibilitychange', onVisibility)
    stopTimer()
  }

  const check = () => {
    if (stopped) return
    const stored = readLastActivity(storage)
    if (stored !== null && (last === null || stored > last)) last = stored
    if (!isIdle(last, now())) return
    stop()
    watch.onIdle()
  }

  function onInput() {
    const time = now()
    // Input after a long absence (a laptop woken from sleep) must not wipe out the idle time it ends.
    if (isIdle(last, time)) return check()
    last = time
    if (time - lastWritten < RECORD_AT_MOST_EVERY_MS) return
    lastWritten = time
    recordActivity(storage, time)
  }

  function onVisibility() {
    if (watch.isVisible()) check()
  }

  const stopTimer = watch.every(CHECK_EVERY_MS, check)
  for (const type of ACTIVITY_EVENTS) watch.input.addEventListener(type, onInput, { capture: true, passive: true })
  watch.visibility.addEventListener('visibilitychange', onVisibility)

  check()
  if (!stopped && last === null) {
    last = now()
    lastWritten = last
    recordActivity(storage, last)
  }
  return stop
}
