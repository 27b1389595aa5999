// What the BigSearch job engine keeps of a job as it runs (each item's leads, stored with the count of items
// processed so that a restart resumes where it stopped) and once it is COMPLETE (the merged leads, one row each, and
// the leads of each item). Items and leads go in and out as JSON text the caller made: the store does not read them.

import { sql } from 'kysely'
import { changesOf, firstOf, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'

export interface ProcessedItem {
  /** The item's place in the upload, 0-based, counted in file order. */
  position: number
  /** The BigSearchItem as read, JSON. */
  item: string
  /** What the lead engine found for it (ItemLeads), JSON. */
  itemLeads: string
}

/** Rows a statement inserts at most: under both engines' limits on a statement's parameters. */
const ROWS_A_STATEMENT = 100

/** `rows` in slices of ROWS_A_STATEMENT, each inserted with one statement. */
async function insertInSlices<T>(tx: Store, rows: readonly T[], insert: (slice: readonly T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_A_STATEMENT) await insert(rows.slice(at, at + ROWS_A_STATEMENT))
}

/** Which engine writes, and the job it writes for: every write of a run is conditional on the engine's claim. */
export interface JobRunner {
  jobId: number
  /** The claim's name (bigsearch-jobs.ts JobClaim.by). */
  by: string
}

/** The job's row while `runner` runs it: PROCESSING and claimed by it. */
const held = (runner: JobRunner) => sql`id = ${runner.jobId} AND status = 'PROCESSING' AND claimed_by = ${runner.by}`

/**
 * Stores a run of processed items and counts them processed, in one transaction, while the job is still
 * PROCESSING under the runner's claim. False, storing nothing, when it is not (cancelled meanwhile, or taken over by
 * another engine): the engine stops then. `expectedProcessed` is the count this run of items starts at, so that two
 * runners can never both write the same items.
 */
export async function storeProcessedItems(store: Store, runner: JobRunner, expectedProcessed: number, items: readonly ProcessedItem[], now: number): Promise<boolean> {
  const { jobId } = runner
  return inTransaction(store, async (tx) => {
    const moved = await changesOf(
      tx,
      sql`UPDATE bigsearch_jobs SET media_processed = media_processed + ${items.length} WHERE ${held(runner)} AND media_processed = ${expectedProcessed}`,
    )
    if (moved !== 1) return false
    await insertInSlices(tx, items, (slice) =>
      sql`INSERT INTO bigsearch_items (job_id, position, item, item_leads, processed_at)
          VALUES ${sql.join(slice.map((p) => sql`(${jobId}, ${p.position}, ${p.item}, ${p.itemLeads}, ${now})`))}`.execute(tx.db),
    )
    return true
  })
}

/** The processed items of a job from `fromPosition`, at most `limit`, in file order. */
export async function processedItemsOf(store: Store, jobId: number, fromPosition: number, limit: number): Promise<ProcessedItem[]> {
  return rowsOf(
    store,
    sql<ProcessedItem>`SELECT position, item, item_leads AS "itemLeads" FROM bigsearch_items
      WHERE job_id = ${jobId} AND position >= ${fromPosition} ORDER BY position LIMIT ${limit}`,
  )
}

/** When each processed item of a job was stored, by position (to show that a resumed job redid none). */
export async function processedTimesOf(store: Store, jobId: number): Promise<{ position: number; processedAt: number }[]> {
  return rowsOf(store, sql<{ position: number; processedAt: number }>`SELECT position, processed_at AS "processedAt" FROM bigsearch_items WHERE job_id = ${jobId} ORDER BY position`)
}

/** A merged lead as kept: what ranks it (leadRank.ts) and the Lead itself as JSON. */
export interface MergedLead {
  sightings: number
  placeholder: boolean
  json: string
}

/** What ranks a stored lead: what an export weighs its files by. */
export type LeadRank = Pick<MergedLead, 'sightings' | 'placeholder'>

/** Drops what a merge of the job stored before (one cut short by a restart is made again, whole); false, dropping nothing, when the runner no longer holds the job. */
export async function clearMergedLeads(store: Store, runner: JobRunner): Promise<boolean> {
  return inTransaction(store, async (tx) => {
    if (!(await firstOf(tx, sql<{ one: number }>`SELECT 1 AS one FROM bigsearch_jobs WHERE ${held(runner)}`))) return false
    await sql`DELETE FROM bigsearch_leads WHERE job_id = ${runner.jobId}`.execute(tx.db)
    return true
  })
}

/**
 * Stores a run of a job's merged leads from `fromPosition` in its lead list, in one transaction, while the job is
 * still PROCESSING under the runner's claim; false, storing nothing, when it is not. A large case's leads go in many
 * short transactions, so that no write of the searches waits long behind them.
 */
export async function storeMergedLeads(store: Store, runner: JobRunner, fromPosition: number, leads: readonly MergedLead[]): Promise<boolean> {
  const { jobId } = runner
  return inTransaction(store, async (tx) => {
    const running = await firstOf(tx, sql<{ one: number }>`SELECT 1 AS one FROM bigsearch_jobs WHERE ${held(runner)}`)
    if (!running) return false
    const numbered = leads.map((lead, i) => ({ lead, position: fromPosition + i }))
    await insertInSlices(tx, numbered, (slice) =>
      sql`INSERT INTO bigsearch_leads (job_id, position, sightings, placeholder, lead)
          VALUES ${sql.join(slice.map(({ lead, position }) => sql`(${jobId}, ${position}, ${lead.sightings}, ${lead.placeholder ? 1 : 0}, ${lead.json})`))}`.execute(tx.db),
    )
    return true
  })
}

export interface JobResults {
  /** How many leads the job has (stored by storeMergedLeads). */
  leadCount: number
  /** number[][]: per item position, the positions of its leads in the job's lead list, JSON. */
  itemLeads: string
}

/**
 * Ends the job COMPLETE with its leads' count and each item's leads, in one transaction, once all its merged leads
 * are stored; false when it was cancelled or taken over meanwhile. Throws when the stored leads are not the
 * `leadCount` told.
 */
export async function completeJob(store: Store, runner: JobRunner, results: JobResults, now: number): Promise<boolean> {
  const { jobId } = runner
  return inTransaction(store, async (tx) => {
    const stored = (await firstOf(tx, sql<{ n: number }>`SELECT count(*) AS n FROM bigsearch_leads WHERE job_id = ${jobId}`))!.n
    if (stored !== results.leadCount) throw new Error(`The job holds ${stored} stored leads where ${results.leadCount} were merged.`)
    const done = await changesOf(
      tx,
      sql`UPDATE bigsearch_jobs SET status = 'COMPLETE', finished_at = ${now}, error = NULL, status_text = NULL, claimed_until = NULL WHERE ${held(runner)}`,
    )
    if (done !== 1) return false
    // The lead count is kept with the results, so that the job list never counts the leads.
    await sql`INSERT INTO bigsearch_results (job_id, item_leads, lead_count) VALUES (${jobId}, ${results.itemLeads}, ${results.leadCount})
      ON CONFLICT (job_id) DO UPDATE SET item_leads = excluded.item_leads, lead_count = excluded.lead_count`.execute(tx.db)
    return true
  })
}

export async function resultsOf(store: Store, jobId: number): Promise<JobResults | undefined> {
  return firstOf(store, sql<JobResults>`SELECT lead_count AS "leadCount", item_leads AS "itemLeads" FROM bigsearch_results WHERE job_id = ${jobId}`)
}

/** The job's leads (each a Lead, JSON) from `fromPosition` in its lead list, at most `limit`. */
export async function leadsOf(store: Store, jobId: number, fromPosition: number, limit: number): Promise<string[]> {
  const rows = await rowsOf(store, sql<{ lead: string }>`SELECT lead FROM bigsearch_leads WHERE job_id = ${jobId} AND position >= ${fromPosition} ORDER BY position LIMIT ${limit}`)
  return rows.map((row) => row.lead)
}

/** What ranks each of the job's leads, in the order of its lead list. */
export async function leadRanksOf(store: Store, jobId: number): Promise<LeadRank[]> {
  const rows = await rowsOf(store, sql<{ sightings: number; placeholder: number }>`SELECT sightings, placeholder FROM bigsearch_leads WHERE job_id = ${jobId} ORDER BY position`)
  return rows.map(({ sightings, placeholder }) => ({ sightings, placeholder: placeholder === 1 }))
}
