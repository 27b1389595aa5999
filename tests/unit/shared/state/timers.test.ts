// The browser timers: the page's own setTimeout and clearTimeout, looked up when called and called as plain
// functions, since a browser throws "Illegal invocation" when they run as another object's methods.

import t from 'tap'
import { browserTimers } from '../../../../shared/state/timers.js'

t.test("a timer is set and cleared with the page's own functions, called on nothing", async (t) => {
  const real = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout }
  const seen: { call: string; self: unknown; ms?: number }[] = []
  globalThis.setTimeout = function (this: unknown, _run: () => void, ms?: number) {
    seen.push({ call: 'set', self: this, ms })
    return 7 as unknown as ReturnType<typeof setTimeout>
  } as typeof setTimeout
  globalThis.clearTimeout = function (this: unknown) {
    seen.push({ call: 'clear', self: this })
  } as typeof clearTimeout
  t.teardown(() => Object.assign(globalThis, real))
  const handle = browserTimers.setTimeout(() => {}, 250)
  browserTimers.clearTimeout(handle)
  Object.assign(globalThis, real)
  t.same(seen, [
    { call: 'set', self: undefined, ms: 250 },
    { call: 'clear', self: undefined },
  ])
})

t.test('a timer runs its function after the wait, and a cleared one never does', async (t) => {
  const ran: string[] = []
  const cleared = browserTimers.setTimeout(() => ran.push('cleared'), 5)
  browserTimers.clearTimeout(cleared)
  await new Promise<void>((resolve) =>
    browserTimers.setTimeout(() => {
      ran.push('kept')
      resolve()
    }, 10),
  )
  t.same(ran, ['kept'])
})
