// The timers the state kit waits with: the browser's own by default, a fake one in tests
// (tests/unit/shared/fakeTimers.ts), so that a test decides when a message goes away.

export type TimerHandle = ReturnType<typeof setTimeout>

export interface Timers {
  setTimeout(run: () => void, ms: number): TimerHandle
  clearTimeout(handle: TimerHandle): void
}

// A browser's timer functions throw "Illegal invocation" when called as another object's methods, so each
// is looked up and called as a plain function at the time of the call.
export const browserTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle),
}
