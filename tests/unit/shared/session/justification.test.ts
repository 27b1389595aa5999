// The stored justification (spec-1 §4.4, §5): its length rule and where it is kept.

import t, { type Test } from 'tap'
import {
  isValidJustification,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  readJustification,
  storeJustification,
} from '../../../../shared/session/justification.js'
import { memoryStorage } from '../memoryStorage.js'

const KEY = 'sightline.justification'

/** Puts a localStorage on the global for one test (Node has none). */
function installStorage(t: Test, storage: unknown, asGetter = false): void {
  Object.defineProperty(globalThis, 'localStorage', asGetter
    ? { get: storage as () => Storage, configurable: true }
    : { value: storage, configurable: true, writable: true })
  t.teardown(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage
  })
}

t.test('the length limits are 3 and 1000 characters', async (t) => {
  t.equal(JUSTIFICATION_MIN, 3)
  t.equal(JUSTIFICATION_MAX, 1000)
})

t.test('a justification is valid from 3 to 1000 characters after trimming', async (t) => {
  t.equal(isValidJustification('ab'), false)
  t.equal(isValidJustification('abc'), true)
  t.equal(isValidJustification('   ab   '), false)
  t.equal(isValidJustification('x'.repeat(1000)), true)
  t.equal(isValidJustification('x'.repeat(1001)), false)
  t.equal(isValidJustification(`  ${'x'.repeat(1000)}  `), true)
  t.equal(isValidJustification(''), false)
  t.equal(isValidJustification(undefined), false)
})

t.test('without localStorage the justification is kept in memory', async (t) => {
  t.equal(typeof (globalThis as { localStorage?: unknown }).localStorage, 'undefined')
  storeJustification('  Case 2024-17 review  ')
  t.equal(readJustification(), 'Case 2024-17 review')
  storeJustification('')
  t.equal(readJustification(), '')
})

t.test('the justification is stored in localStorage under sightline.justification', async (t) => {
  const storage = memoryStorage()
  installStorage(t, storage)
  storeJustification(' Operation Lantern ')
  t.equal(storage.items.get(KEY), 'Operation Lantern')
  storage.setItem(KEY, 'Set in another tab')
  t.equal(readJustification(), 'Set in another tab')
})

t.test('storing an empty justification removes it from localStorage', async (t) => {
  const storage = memoryStorage()
  installStorage(t, storage)
  storeJustification('Operation Lantern')
  storeJustification('   ')
  t.equal(storage.items.has(KEY), false)
  t.equal(readJustification(), '')
})

t.test('a localStorage that throws falls back to the in-memory value', async (t) => {
  installStorage(t, {
    getItem: () => { throw new Error('SecurityError') },
    setItem: () => { throw new Error('QuotaExceededError') },
    removeItem: () => { throw new Error('SecurityError') },
  })
  t.doesNotThrow(() => storeJustification('Child safety referral 88'))
  t.equal(readJustification(), 'Child safety referral 88')
})

t.test('a blocked localStorage global that throws on access falls back to memory', async (t) => {
  installStorage(t, () => { throw new Error('The operation is insecure.') }, true)
  t.doesNotThrow(() => storeJustification('Blocked storage case'))
  t.equal(readJustification(), 'Blocked storage case')
})
