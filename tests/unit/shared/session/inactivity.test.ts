// The inactivity limit (spec-1 §4.3): over 30 minutes without input is idle, checked on a timer, when the
// page is shown again, and at once for a stale record found on load.

import t, { type Test } from 'tap'
import {
  CHECK_EVERY_MS,
  IDLE_LIMIT_MS,
  isIdle,
  LAST_ACTIVITY_KEY,
  readLastActivity,
  RECORD_AT_MOST_EVERY_MS,
  watchInactivity,
} from '../../../../shared/session/inactivity.js'
import { memoryStorage } from '../memoryStorage.js'

t.test('the limit is 1,800,000 ms and only time beyond it is idle', async (t) => {
  t.equal(IDLE_LIMIT_MS, 1_800_000)
  t.equal(isIdle(0, IDLE_LIMIT_MS), false, 'exactly 30 minutes is not yet over the limit')
  t.equal(isIdle(0, IDLE_LIMIT_MS + 1), true)
  t.equal(isIdle(1_000, 1_000 + 29 * 60_000), false)
  t.equal(isIdle(null, Number.MAX_SAFE_INTEGER), false, 'no record yet is not idle')
})

t.test('the timer checks well within the limit', async (t) => {
  t.ok(CHECK_EVERY_MS >= 15_000 && CHECK_EVERY_MS <= 30_000)
})

/** A page under test: a clock moved by hand, one interval run by hand, input and visibility targets. */
function page(t: Test, start: number, storage: Storage = memoryStorage()) {
  let clock = start
  let tick: (() => void) | null = null
  let interval = 0
  let visible = true
  const input = new EventTarget()
  const visibility = new EventTarget()
  let idle = 0
  const stop = watchInactivity({
    input,
    visibility,
    isVisible: () => visible,
    storage,
    now: () => clock,
    every: (ms, check) => {
      interval = ms
      tick = check
      return () => (tick = null)
    },
    onIdle: () => idle++,
  })
  t.teardown(stop)
  return {
    storage,
    stop,
    get idle() {
      return idle
    },
    get interval() {
      return interval
    },
    get ticking() {
      return tick !== null
    },
    advance(ms: number) {
      clock += ms
    },
    tick: () => tick?.(),
    act: (type = 'pointerdown') => input.dispatchEvent(new Event(type)),
    show() {
      visible = true
      visibility.dispatchEvent(new Event('visibilitychange'))
    },
    hide() {
      visible = false
      visibility.dispatchEvent(new Event('visibilitychange'))
    },
  }
}

t.test('a fresh page records its start and signs out after 30 minutes without input', async (t) => {
  const p = page(t, 1_000_000)
  t.equal(p.interval, CHECK_EVERY_MS)
  t.equal(readLastActivity(p.storage), 1_000_000, 'the start counts as activity')
  p.advance(IDLE_LIMIT_MS)
  p.tick()
  t.equal(p.idle, 0)
  p.advance(CHECK_EVERY_MS)
  p.tick()
  t.equal(p.idle, 1)
  t.equal(p.ticking, false, 'the watch stops once it has fired')
  p.advance(CHECK_EVERY_MS)
  p.tick()
  t.equal(p.idle, 1, 'it fires only once')
})

t.test('input keeps the user active and is written to session storage', async (t) => {
  const p = page(t, 0)
  for (const type of ['pointermove', 'keydown', 'wheel', 'scroll', 'focusin', 'touchstart']) {
    p.advance(20 * 60_000)
    p.act(type)
    p.tick()
  }
  t.equal(p.idle, 0, '2 hours of input every 20 minutes is never idle')
  t.equal(p.storage.getItem(LAST_ACTIVITY_KEY), String(6 * 20 * 60_000))
})

t.test('input is written at most once per throttle window, yet counts in full', async (t) => {
  const p = page(t, 0)
  p.advance(RECORD_AT_MOST_EVERY_MS)
  p.act()
  p.advance(1_000)
  p.act()
  t.equal(readLastActivity(p.storage), RECORD_AT_MOST_EVERY_MS, 'the second input is not written yet')
  p.advance(IDLE_LIMIT_MS)
  p.tick()
  t.equal(p.idle, 0, 'the unwritten input still counts for this page')
  p.advance(1_000)
  p.tick()
  t.equal(p.idle, 1)
})

t.test('a record older than 30 minutes found on load counts as idle at once', async (t) => {
  const storage = memoryStorage()
  storage.setItem(LAST_ACTIVITY_KEY, String(0))
  const p = page(t, IDLE_LIMIT_MS + 60_000, storage)
  t.equal(p.idle, 1)
  t.equal(p.ticking, false)
})

t.test('a recent record found on load is kept, not reset to the load time', async (t) => {
  const storage = memoryStorage()
  storage.setItem(LAST_ACTIVITY_KEY, String(0))
  const p = page(t, 29 * 60_000, storage)
  t.equal(p.idle, 0)
  p.advance(2 * 60_000)
  p.tick()
  t.equal(p.idle, 1, '31 minutes after the last input elsewhere in this tab')
})

t.test('input after a long absence does not wipe out the idle time it ends', async (t) => {
  const p = page(t, 0)
  p.advance(IDLE_LIMIT_MS + 1) // a laptop asleep: no timer ran
  p.act('pointermove')
  t.equal(p.idle, 1)
})

t.test('coming back to a hidden page checks at once', async (t) => {
  const p = page(t, 0)
  p.hide()
  p.advance(IDLE_LIMIT_MS + 1)
  t.equal(p.idle, 0, 'hiding alone does not check')
  p.show()
  t.equal(p.idle, 1)
})

t.test('a stopped watch neither listens nor fires', async (t) => {
  const p = page(t, 0)
  p.stop()
  t.equal(p.ticking, false)
  p.advance(IDLE_LIMIT_MS + 1)
  p.show()
  p.act()
  t.equal(p.idle, 0)
})

t.test('a storage that throws or holds junk reads as no record', async (t) => {
  const broken = { getItem: () => { throw new Error('SecurityError') }, setItem: () => { throw new Error('QuotaExceededError') } } as unknown as Storage
  t.equal(readLastActivity(broken), null)
  t.equal(readLastActivity(null), null)
  const junk = memoryStorage()
  junk.setItem(LAST_ACTIVITY_KEY, 'yesterday')
  t.equal(readLastActivity(junk), null)
  const p = page(t, 0, broken)
  p.advance(IDLE_LIMIT_MS + 1)
  p.tick()
  t.equal(p.idle, 1, 'the watch still works from its own copy')
})
