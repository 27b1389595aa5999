// Sign-in failures counted per client address and per address no account has, on both engines: the schedules of
// each policy, a window that starts again, the clean-up, and failures arriving at once on several instances each
// counted (issue 34: the limits hold across instances sharing one database).

import t from 'tap'
import { sql } from 'kysely'
import {
  addressKey,
  CLIENT_ADDRESS_POLICY,
  deleteStaleThrottles,
  recordThrottledFailure,
  throttledUntil,
  UNKNOWN_ACCOUNT_POLICY,
  unknownAccountKey,
} from '../../../../../../server/api/store/throttle.js'
import { DELAY_FROM_FAILURES, FAILURE_WINDOW_MS, FIRST_DELAY_MS, LOCK_AT_FAILURES, LOCK_MS, MAX_FAILURES_PER_WINDOW } from '../../../../../../server/api/store/users.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const ADDRESS = addressKey('203.0.113.7')
const NOBODY = unknownAccountKey(' Nobody@Example.org ')

async function keys(store: Store): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`SELECT key FROM login_throttle ORDER BY key`.execute(store.db)
  return rows.map((row) => row.key)
}

t.test('the keys name what is counted; an unknown address whatever its case or spaces', async (t) => {
  t.equal(ADDRESS, 'ip:203.0.113.7')
  t.equal(NOBODY, 'email:nobody@example.org')
})

onEachEngine(t, 'a key never counted may try now', async (t, store) => {
  t.equal(await throttledUntil(store, ADDRESS, NOW), null)
})

onEachEngine(t, 'an address no account has waits and locks as an account does', async (t, store) => {
  for (let i = 1; i < DELAY_FROM_FAILURES; i++) t.equal(await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW), i)
  t.equal(await throttledUntil(store, NOBODY, NOW), null, 'no wait before the delay threshold')
  t.equal(await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW), DELAY_FROM_FAILURES)
  t.equal(await throttledUntil(store, NOBODY, NOW), NOW + FIRST_DELAY_MS, 'then the first wait')
  t.equal(await throttledUntil(store, NOBODY, NOW + FIRST_DELAY_MS), null, 'which ends')
  for (let i = DELAY_FROM_FAILURES + 1; i <= LOCK_AT_FAILURES; i++) await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW + 1)
  t.equal(await throttledUntil(store, NOBODY, NOW + 1), NOW + 1 + LOCK_MS, 'locked at the lock threshold')
})

onEachEngine(t, 'a client address is only stopped at its ceiling, until its short window ends', async (t, store) => {
  for (let i = 1; i < CLIENT_ADDRESS_POLICY.maxPerWindow; i++) await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW + i)
  t.equal(await throttledUntil(store, ADDRESS, NOW + 100), null, 'no wait below the ceiling')
  t.equal(await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW + 100), CLIENT_ADDRESS_POLICY.maxPerWindow)
  t.equal(await throttledUntil(store, ADDRESS, NOW + 100), NOW + 1 + CLIENT_ADDRESS_POLICY.windowMs, 'locked until the window that began at the first failure ends')
  t.equal(await throttledUntil(store, ADDRESS, NOW + 1 + CLIENT_ADDRESS_POLICY.windowMs), null)
})

onEachEngine(t, 'a failure after the window counts from one and lifts the lock', async (t, store) => {
  for (let i = 0; i < MAX_FAILURES_PER_WINDOW; i++) await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW)
  t.equal(await throttledUntil(store, NOBODY, NOW + 1), NOW + FAILURE_WINDOW_MS, 'the ASVS ceiling holds it for the window')
  t.equal(await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW + FAILURE_WINDOW_MS), 1)
  t.equal(await throttledUntil(store, NOBODY, NOW + FAILURE_WINDOW_MS), null)
})

onEachEngine(t, 'keys are counted apart', async (t, store) => {
  await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW)
  await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW)
  t.equal(await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW), 1)
  t.same(await keys(store), [NOBODY, ADDRESS].sort())
})

onEachEngine(t, 'the clean-up removes counts whose window is over and whose wait has passed', async (t, store) => {
  const window = Math.max(CLIENT_ADDRESS_POLICY.windowMs, UNKNOWN_ACCOUNT_POLICY.windowMs)
  await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW)
  await recordThrottledFailure(store, addressKey('198.51.100.1'), CLIENT_ADDRESS_POLICY, NOW + 1)
  // Locked at the end of its window, for longer than the window has left.
  for (let i = 1; i < LOCK_AT_FAILURES; i++) await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW)
  await recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW + window - 1)
  t.equal(await deleteStaleThrottles(store, NOW + window - 1, window), 0, 'nothing before a window ends')
  t.equal(await deleteStaleThrottles(store, NOW + window, window), 1, 'the first window over')
  t.same(await keys(store), [addressKey('198.51.100.1'), NOBODY].sort())
  t.equal(await deleteStaleThrottles(store, NOW + window + 1, window), 1, 'the second')
  t.same(await keys(store), [NOBODY], 'a lock still running keeps its count')
  t.equal(await deleteStaleThrottles(store, NOW + window - 1 + LOCK_MS, window), 1, 'until it ends')
})

onEachEngine(t, 'a failure counted in a transaction that fails is not kept', async (t, store) => {
  await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW)
  await t.rejects(
    inTransaction(store, async (tx) => {
      await recordThrottledFailure(tx, ADDRESS, CLIENT_ADDRESS_POLICY, NOW)
      throw new Error('the attempt failed otherwise')
    }),
  )
  t.equal(await recordThrottledFailure(store, ADDRESS, CLIENT_ADDRESS_POLICY, NOW), 2)
})

onEachEngine(t, 'failures arriving at once are each counted, from a first one onwards, round after round', async (t, store) => {
  for (let round = 1; round <= 3; round++) {
    const key = addressKey(`192.0.2.${round}`)
    const racing = CLIENT_ADDRESS_POLICY.maxPerWindow + 10
    const counted = await atOnce(store, racing, () => recordThrottledFailure(store, key, CLIENT_ADDRESS_POLICY, NOW))
    t.same(counted.sort((a, b) => a - b), Array.from({ length: racing }, (_, i) => i + 1), `round ${round}: each saw its own count`)
    t.equal(await throttledUntil(store, key, NOW), NOW + CLIENT_ADDRESS_POLICY.windowMs, `round ${round}: and the address is stopped`)
  }
})

onEachEngine(t, 'the wait written is the one of the highest count, whatever order failures arriving at once finish in', async (t, store) => {
  const counted = await atOnce(store, LOCK_AT_FAILURES, () => recordThrottledFailure(store, NOBODY, UNKNOWN_ACCOUNT_POLICY, NOW))
  t.equal(Math.max(...counted), LOCK_AT_FAILURES)
  t.equal(await throttledUntil(store, NOBODY, NOW), NOW + LOCK_MS)
})
