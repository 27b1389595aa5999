// Setting the justification (spec-1 §4.4, §5): only a valid one is stored, and the dialog is owed while
// a user who needs one has none.

import t from 'tap'
import { justification, setJustification } from '../../../../shared/session/justificationState.js'
import { justificationMissing, readJustification } from '../../../../shared/session/justification.js'

t.test('a justification outside 3..1000 characters is refused and changes nothing', async (t) => {
  t.equal(setJustification('Case 2026-0142'), true)
  for (const bad of ['', 'ab', '  ab  ', 'x'.repeat(1001)]) {
    t.equal(setJustification(bad), false, JSON.stringify(bad.slice(0, 10)))
    t.equal(justification.value, 'Case 2026-0142')
    t.equal(readJustification(), 'Case 2026-0142')
  }
})

t.test('a valid justification is stored trimmed and the signal follows', async (t) => {
  t.equal(setJustification('  Operation Lantern  '), true)
  t.equal(justification.value, 'Operation Lantern')
  t.equal(readJustification(), 'Operation Lantern')
  t.equal(setJustification('x'.repeat(1000)), true, 'exactly 1000 is allowed')
  t.equal(setJustification('abc'), true, 'exactly 3 is allowed')
})

t.test('the dialog is owed only to a user who needs a justification and has no valid one', async (t) => {
  t.equal(justificationMissing(true, ''), true)
  t.equal(justificationMissing(true, 'ab'), true)
  t.equal(justificationMissing(true, 'x'.repeat(1001)), true)
  t.equal(justificationMissing(true, 'Case 12'), false)
  t.equal(justificationMissing(false, ''), false)
})
