// Camera ID queries as the job engine runs them (spec-2 §4 "Camera ID queries"), in turns: an engine claims a query's
// turn for a lease it renews while the query runs (023_camid_query_claims.sql), every write of the run is conditional
// on that claim, and the claim ends with the turn, so that the query that has looked at the fewest pictures goes next,
// on whichever instance's engine asks. A query whose engine was lost is taken up by another once its lease has lapsed,
// after the last run it stored.

import { sql } from 'kysely'
import { changesOf, firstOf, inTransaction } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import type { JobClaim } from '../bigsearch-jobs.js'
import { queryById, UNFINISHED, type CamIdQueryRecord } from './queries.js'

/** The engine running a query's turn: the query, and the name its claim was taken under. */
export interface QueryRunner {
  queryId: number
  by: string
}

/** A query whose turn an engine may take: waiting or running, and claimed by none (or by one whose lease lapsed). */
const CLAIMABLE = (now: number) => sql`(state IN ${UNFINISHED} AND (claimed_until IS NULL OR claimed_until < ${now}))`

/** The query is the runner's: still unfinished, and claimed by it (not taken over after its lease lapsed). */
const HELD_BY = (runner: QueryRunner) => sql`id = ${runner.queryId} AND state IN ${UNFINISHED} AND claimed_by = ${runner.by}`

/**
 * Claims the next query's turn: of those waiting or running and not claimed, the one that has looked at the fewest
 * pictures, the oldest first among equals, so that a new query starts at once beside a long one and long ones take
 * turns. One statement: engines of several instances asking at once each get a different query (PostgreSQL skips a
 * row another is taking; SQLite writes one at a time). Undefined when there is none.
 */
export async function claimNextQuery(store: Store, claim: JobClaim): Promise<CamIdQueryRecord | undefined> {
  const skipTaken = store.engine === 'postgres' ? sql` FOR UPDATE SKIP LOCKED` : sql``
  const claimed = await firstOf(
    store,
    sql<{ id: number }>`UPDATE camid_queries SET claimed_by = ${claim.by}, claimed_until = ${claim.now + claim.leaseMs}
      WHERE id = (SELECT id FROM camid_queries WHERE ${CLAIMABLE(claim.now)} ORDER BY progress_done, id LIMIT 1${skipTaken})
        AND ${CLAIMABLE(claim.now)}
      RETURNING id`,
  )
  return claimed && queryById(store, claimed.id)
}

/** Claims this query's turn, if it may be taken (see claimNextQuery); false when it has ended, is gone, or another engine holds it. */
export async function claimQuery(store: Store, id: number, claim: JobClaim): Promise<boolean> {
  return (
    (await changesOf(
      store,
      sql`UPDATE camid_queries SET claimed_by = ${claim.by}, claimed_until = ${claim.now + claim.leaseMs} WHERE id = ${id} AND ${CLAIMABLE(claim.now)}`,
    )) === 1
  )
}

/** Extends the engine's claim on a query it runs; false when it no longer holds it (ended, deleted, or taken over). */
export async function renewQueryClaim(store: Store, id: number, claim: JobClaim): Promise<boolean> {
  return (
    (await changesOf(
      store,
      sql`UPDATE camid_queries SET claimed_until = ${claim.now + claim.leaseMs} WHERE ${HELD_BY({ queryId: id, by: claim.by })}`,
    )) === 1
  )
}

/** Ends the runner's turn, its progress stored: the query waits for its next turn, on any engine. False when it was not the runner's. */
export async function endQueryTurn(store: Store, runner: QueryRunner): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE camid_queries SET claimed_by = NULL, claimed_until = NULL WHERE ${HELD_BY(runner)}`)) === 1
}

/**
 * When the engine of a service on SQLite starts, the only engine there can be on its file: the claims of its earlier
 * run end, so that the query it was running is taken up at once rather than when the lease lapses. On PostgreSQL
 * other instances' claims are live, and a lost instance's lapse by themselves: nothing is taken back.
 */
export async function takeBackOwnQueryClaims(store: Store): Promise<number> {
  if (store.engine !== 'sqlite') return 0
  return changesOf(store, sql`UPDATE camid_queries SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by IS NOT NULL AND state IN ${UNFINISHED}`)
}

/**
 * Marks the runner's query RUNNING with how many pictures it will look at, once the pictures of its resolution are
 * indexed (until then it shows as waiting); false when it is no longer the runner's.
 */
export async function startQuery(store: Store, runner: QueryRunner, progressTotal: number): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE camid_queries SET state = 'RUNNING', progress_total = ${progressTotal} WHERE ${HELD_BY(runner)}`)) === 1
}

/**
 * Stores a run of the query's work in one transaction: the hits found in it and how far it got, so that a query taken
 * up again goes on after `resumeAfter`; false when the query was deleted meanwhile or is no longer the runner's.
 */
export async function storeQueryRun(
  store: Store,
  runner: QueryRunner,
  run: { hits: readonly { sightingId: number; score: number }[]; looked: number; resumeAfter: number },
  now: number,
): Promise<boolean> {
  return inTransaction(store, async (tx) => {
    const updated = await changesOf(
      tx,
      sql`UPDATE camid_queries SET progress_done = progress_done + ${run.looked}, resume_after = ${run.resumeAfter}
        WHERE ${HELD_BY(runner)} AND state = 'RUNNING'`,
    )
    if (updated !== 1) return false
    if (run.hits.length > 0) {
      const rows = run.hits.map((hit) => sql`(${runner.queryId}, ${hit.sightingId}, ${hit.score}, ${now})`)
      await sql`INSERT INTO camid_hits (query_id, sighting_id, score, found_at) VALUES ${sql.join(rows)} ON CONFLICT DO NOTHING`.execute(tx.db)
    }
    return true
  })
}

/** Ends the runner's query COMPLETE; false when it is no longer the runner's (deleted, or taken over). */
export async function finishQuery(store: Store, runner: QueryRunner, now: number): Promise<boolean> {
  return (
    (await changesOf(store, sql`UPDATE camid_queries SET state = 'COMPLETE', finished_at = ${now} WHERE ${HELD_BY(runner)} AND state = 'RUNNING'`)) === 1
  )
}

/** Ends the runner's query in ERROR with what went wrong; false when it is no longer the runner's. */
export async function failQuery(store: Store, runner: QueryRunner, error: string, now: number): Promise<boolean> {
  return (await changesOf(store, sql`UPDATE camid_queries SET state = 'ERROR', error = ${error}, finished_at = ${now} WHERE ${HELD_BY(runner)}`)) === 1
}
