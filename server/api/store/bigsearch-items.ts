// What the BigSearch job engine keeps of a job as it runs (each item's leads, stored with the count of items
// processed so that a restart resumes where it stopped) and once it is COMPLETE (the merged leads, and the
// leads of each item). Items and leads go in and out as JSON text the caller made: the store does not read them.

import type Database from 'better-sqlite3'

export interface ProcessedItem {
  /** The item's place in the upload, 0-based, counted in file order. */
  position: number
  /** The BigSearchItem as read, JSON. */
  item: string
  /** What the lead engine found for it (ItemLeads), JSON. */
  itemLeads: string
}

/**
 * Stores a run of processed items and counts them processed, in one transaction, while the job is still
 * PROCESSING. False, storing nothing, when it is not (cancelled meanwhile, or its run was taken over): the engine
 * stops then. `expectedProcessed` is the count this run of items starts at, so that two runners can never both
 * write the same items.
 */
export function storeProcessedItems(
  db: Database.Database,
  jobId: number,
  expectedProcessed: number,
  items: readonly ProcessedItem[],
  now: number,
): boolean {
  return db
    .transaction(() => {
      const moved = db
        .prepare(`UPDATE bigsearch_jobs SET media_processed = media_processed + ? WHERE id = ? AND status = 'PROCESSING' AND media_processed = ?`)
        .run(items.length, jobId, expectedProcessed)
      if (moved.changes !== 1) return false
      const insert = db.prepare('INSERT INTO bigsearch_items (job_id, position, item, item_leads, processed_at) VALUES (?, ?, ?, ?, ?)')
      for (const processed of items) insert.run(jobId, processed.position, processed.item, processed.itemLeads, now)
      return true
    })
    .immediate()
}

/** The processed items of a job from `fromPosition`, at most `limit`, in file order. */
export function processedItemsOf(db: Database.Database, jobId: number, fromPosition: number, limit: number): ProcessedItem[] {
  return db
    .prepare(
      `SELECT position, item, item_leads AS itemLeads FROM bigsearch_items WHERE job_id = ? AND position >= ? ORDER BY position LIMIT ?`,
    )
    .all(jobId, fromPosition, limit) as ProcessedItem[]
}

/** When each processed item of a job was stored, by position (to show that a resumed job redid none). */
export function processedTimesOf(db: Database.Database, jobId: number): { position: number; processedAt: number }[] {
  return db
    .prepare('SELECT position, processed_at AS processedAt FROM bigsearch_items WHERE job_id = ? ORDER BY position')
    .all(jobId) as { position: number; processedAt: number }[]
}

export interface JobResults {
  /** Lead[], JSON. */
  leads: string
  /** number[][]: per item position, the indexes of its leads in `leads`, JSON. */
  itemLeads: string
}

/**
 * What completeJob stores: the leads may come as their UTF-8 bytes, which the job engine writes outside its capped
 * heap (server/api/bigsearch/leads/merge.ts); they are kept as text all the same.
 */
export interface JobResultsToStore {
  leads: string | Uint8Array
  itemLeads: string
}

/** Stores the merged leads and ends the job COMPLETE, in one transaction; false when it was cancelled meanwhile. */
export function completeJob(db: Database.Database, jobId: number, results: JobResultsToStore, now: number): boolean {
  return db
    .transaction(() => {
      const done = db
        .prepare(`UPDATE bigsearch_jobs SET status = 'COMPLETE', finished_at = ?, error = NULL, status_text = NULL WHERE id = ? AND status = 'PROCESSING'`)
        .run(now, jobId)
      if (done.changes !== 1) return false
      // The lead count is kept with the leads, so that the job list never reads them.
      db.prepare(
        'INSERT OR REPLACE INTO bigsearch_results (job_id, leads, item_leads, lead_count) ' +
          'VALUES (@jobId, CAST(@leads AS TEXT), @itemLeads, json_array_length(CAST(@leads AS TEXT)))',
      ).run({ jobId, leads: results.leads, itemLeads: results.itemLeads })
      return true
    })
    .immediate()
}

export function resultsOf(db: Database.Database, jobId: number): JobResults | undefined {
  return db.prepare('SELECT leads, item_leads AS itemLeads FROM bigsearch_results WHERE job_id = ?').get(jobId) as JobResults | undefined
}
