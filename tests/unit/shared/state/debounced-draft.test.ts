// A draft handed on once the user pauses (spec-3 §4: 1 second): each change restarts the wait, the value handed
// on coming back leaves the draft alone, and a value the page takes from elsewhere replaces the draft and drops
// the change waiting.

import t from 'tap'
import { createDebouncedDraft, DEBOUNCE_MS } from '../../../../shared/state/debouncedDraft.js'
import { fakeTimers } from '../fakeTimers.js'

function setUp(initial = '') {
  const timers = fakeTimers()
  const committed: string[] = []
  const shown: string[] = []
  const draft = createDebouncedDraft(initial, { commit: (v) => committed.push(v), show: (v) => shown.push(v), timers })
  return { timers, committed, shown, draft }
}

t.test('the value is handed on after a second of no change, once, as last typed', async (t) => {
  const { timers, committed, shown, draft } = setUp()
  draft.change('n')
  draft.change('na')
  draft.change('nav')
  t.same(shown, ['n', 'na', 'nav'], 'every keystroke is shown at once')
  t.same(committed, [], 'nothing handed on while typing')
  t.equal(timers.pending.size, 1, 'each change restarts the one wait')
  t.equal([...timers.pending.values()][0]!.ms, DEBOUNCE_MS)
  timers.runAll()
  t.same(committed, ['nav'])
})

t.test('its own value coming back leaves the draft as the user has it since', async (t) => {
  const { timers, committed, shown, draft } = setUp()
  draft.change('navy')
  timers.runAll()
  timers.pending.clear()
  draft.change('navy b')
  draft.received('navy')
  t.same(shown, ['navy', 'navy b'], 'the draft was not put back')
  t.equal(timers.pending.size, 1, 'the newer change still waits')
  timers.runAll()
  t.same(committed, ['navy', 'navy b'])
})

t.test('a value from elsewhere replaces the draft and drops the change waiting', async (t) => {
  const { timers, committed, shown, draft } = setUp('lion')
  draft.change('lion gold')
  draft.received('')
  t.same(shown, ['lion gold', ''])
  t.equal(timers.pending.size, 0)
  timers.runAll()
  t.same(committed, [])
  draft.received('')
  t.same(shown, ['lion gold', ''], 'the same value again changes nothing')
})

t.test('disposing drops the change waiting', async (t) => {
  const { timers, committed, draft } = setUp()
  draft.change('x')
  draft.dispose()
  t.equal(timers.pending.size, 0)
  timers.runAll()
  t.same(committed, [])
})
