// What the BigSearch job engine keeps of a job as it runs (each item's leads, stored with the count of items
// processed so that a restart resumes where it stopped) and once it is COMPLETE (the merged leads, one row each, and
// the leads of each item). Items and leads go in and out as JSON text the caller made: the store does not read them.

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

/** A merged lead as kept: what ranks it (leadRank.ts) and the Lead itself as JSON. */
export interface MergedLead {
  sightings: number
  placeholder: boolean
  json: string
}

/** What ranks a stored lead: what an export weighs its files by. */
export type LeadRank = Pick<MergedLead, 'sightings' | 'placeholder'>

/** Drops what a merge of the job stored before (one cut short by a restart is made again, whole). */
export function clearMergedLeads(db: Database.Database, jobId: number): void {
  db.prepare('DELETE FROM bigsearch_leads WHERE job_id = ?').run(jobId)
}

/**
 * Stores a run of a job's merged leads from `fromPosition` in its lead list, in one transaction, while the job is
 * still PROCESSING; false, storing nothing, when it is not. A large case's leads go in many short transactions, so
 * that no write of the searches waits long behind them.
 */
export function storeMergedLeads(db: Database.Database, jobId: number, fromPosition: number, leads: readonly MergedLead[]): boolean {
  return db
    .transaction(() => {
      const running = db.prepare(`SELECT 1 FROM bigsearch_jobs WHERE id = ? AND status = 'PROCESSING'`).get(jobId)
      if (!running) return false
      const insert = db.prepare('INSERT INTO bigsearch_leads (job_id, position, sightings, placeholder, lead) VALUES (?, ?, ?, ?, ?)')
      leads.forEach((lead, i) => insert.run(jobId, fromPosition + i, lead.sightings, lead.placeholder ? 1 : 0, lead.json))
      return true
    })
    .immediate()
}

export interface JobResults {
  /** How many leads the job has (stored by storeMergedLeads). */
  leadCount: number
  /** number[][]: per item position, the positions of its leads in the job's lead list, JSON. */
  itemLeads: string
}

/**
 * Ends the job COMPLETE with its leads' count and each item's leads, in one transaction, once all its merged leads
 * are stored; false when it was cancelled meanwhile. Throws when the stored leads are not the `leadCount` told.
 */
export function completeJob(db: Database.Database, jobId: number, results: JobResults, now: number): boolean {
  return db
    .transaction(() => {
      const stored = db.prepare('SELECT count(*) FROM bigsearch_leads WHERE job_id = ?').pluck().get(jobId) as number
      if (stored !== results.leadCount) throw new Error(`The job holds ${stored} stored leads where ${results.leadCount} were merged.`)
      const done = db
        .prepare(`UPDATE bigsearch_jobs SET status = 'COMPLETE', finished_at = ?, error = NULL, status_text = NULL WHERE id = ? AND status = 'PROCESSING'`)
        .run(now, jobId)
      if (done.changes !== 1) return false
      // The lead count is kept with the results, so that the job list never counts the leads.
      db.prepare('INSERT OR REPLACE INTO bigsearch_results (job_id, item_leads, lead_count) VALUES (?, ?, ?)').run(jobId, results.itemLeads, results.leadCount)
      return true
    })
    .immediate()
}

export function resultsOf(db: Database.Database, jobId: number): JobResults | undefined {
  return db.prepare('SELECT lead_count AS leadCount, item_leads AS itemLeads FROM bigsearch_results WHERE job_id = ?').get(jobId) as JobResults | undefined
}

/** The job's leads (each a Lead, JSON) from `fromPosition` in its lead list, at most `limit`. */
export function leadsOf(db: Database.Database, jobId: number, fromPosition: number, limit: number): string[] {
  return db
    .prepare('SELECT lead FROM bigsearch_leads WHERE job_id = ? AND position >= ? ORDER BY position LIMIT ?')
    .pluck()
    .all(jobId, fromPosition, limit) as string[]
}

/** What ranks each of the job's leads, in the order of its lead list. */
export function leadRanksOf(db: Database.Database, jobId: number): LeadRank[] {
  return db
    .prepare('SELECT sightings, placeholder FROM bigsearch_leads WHERE job_id = ? ORDER BY position')
    .all(jobId)
    .map((row) => {
      const { sightings, placeholder } = row as { sightings: number; placeholder: number }
      return { sightings, placeholder: placeholder === 1 }
    })
}
