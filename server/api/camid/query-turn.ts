// The job engine's turn of Camera ID queries (jobs/job-kinds.ts): it claims the next query's turn, keeps the claim
// while the turn runs (in a thread of its own in the service, query-in-thread.ts), and ends the query in ERROR when
// the turn failed outside the query's own work (its thread ran out of memory), or it would be taken up again for ever.

import type { Store } from '../store/engine/store.js'
import { claimNextQuery, failQuery, renewQueryClaim, type QueryRunner } from '../store/camid/query-runs.js'
import type { QueryOutcome } from './run-query.js'

export interface QueryTurnSettings {
  now: () => number
  log: (line: string) => void
  /** The engine's name among the instances sharing the database, and how long its claim holds unless renewed. */
  claim: { by: string; leaseMs: number }
}

/** The claim is renewed once this share of its lease has passed: two renewals are missed before it lapses. */
const RENEW_AFTER_SHARE = 1 / 3

/**
 * Keeps the engine's claim on a query while its turn runs, renewing it a third of the way through each lease, however
 * long one run of the turn takes (a run of 500 imported photos to index may outlast a lease); `stop` when the turn
 * ends. A renewal refused (the turn ended, the query was deleted, or another engine took it over after this one was
 * cut off) ends nothing by itself: every write of the turn is conditional on the claim, and the next one fails.
 */
export function keepQueryClaim(store: Store, queryId: number, settings: QueryTurnSettings): { stop(): void } {
  const renew = () => void renewQueryClaim(store, queryId, { ...settings.claim, now: settings.now() }).catch(() => {})
  const timer = setInterval(renew, settings.claim.leaseMs * RENEW_AFTER_SHARE)
  return { stop: () => clearInterval(timer) }
}

/** Claims the next query's turn and runs it with `runTurn`; false when no query was waiting for a turn. */
export async function takeQueryTurn(store: Store, settings: QueryTurnSettings, runTurn: (runner: QueryRunner) => Promise<QueryOutcome>): Promise<boolean> {
  const query = await claimNextQuery(store, { ...settings.claim, now: settings.now() })
  if (!query) return false
  const runner = { queryId: query.id, by: settings.claim.by }
  const claim = keepQueryClaim(store, query.id, settings)
  try {
    await runTurn(runner)
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    if (await failQuery(store, runner, message.slice(0, 1000), settings.now())) settings.log(`Camera ID query ${query.id}: ERROR, ${message}`)
  } finally {
    claim.stop()
  }
  return true
}
