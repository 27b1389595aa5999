// The BigSearch job engine (spec-2 §4 "BigSearch job"): runs queued jobs one at a time, oldest first, reading each
// stored upload streaming and searching the sightings for every item in file order. Each run of items is stored
// with the count of items processed in one transaction, so that a service killed half-way resumes after the last
// stored item and redoes none; at the end the items' leads are merged and stored a run at a time (a restart then
// merges again), and the job is COMPLETE. A cancelled job
// stops at its next run of items; a file that cannot be read or an item that cannot be searched ends the job in
// ERROR, naming the item.

import { join } from 'node:path'
import { setTimeout as rest } from 'node:timers/promises'
import type { Store } from '../store/engine/store.js'
import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'
import { jobLeadCountCache, type LeadCountCache } from '../bigsearch/leads/lead-count.js'
import { claimJob, claimNextJob, failJob, releaseClaim, renewClaim, type BigSearchJob } from '../store/bigsearch-jobs.js'
import {
  clearMergedLeads,
  completeJob,
  processedItemsOf,
  storeMergedLeads,
  storeProcessedItems,
  type JobRunner,
  type MergedLead,
  type ProcessedItem,
} from '../store/bigsearch-items.js'

/** What the engine runs on: the upload reader and the lead engine (engine-parts.ts gives the product's own). */
export interface EngineParts<ItemLeads> {
  /** The items of the upload from position `startAt` on (those before are read past, not converted). */
  readUploadItems(path: string, options: { highside: boolean; startAt: number }): AsyncIterable<BigSearchItem>
  findItemLeads(store: Store, item: BigSearchItem, cache?: LeadCountCache): Promise<ItemLeads>
  /** The job's leads in the panel's order, made as they are stored, and each file's leads by position. */
  mergeLeads(items: AsyncIterable<{ item: BigSearchItem; leads: ItemLeads }>): Promise<{ leads: Iterable<MergedLead>; leadCount: number; itemLeads: number[][] }>
}

export interface EngineSettings {
  /** DATA_DIR: the stored uploads' paths are relative to it. */
  dataDir: string
  highside: boolean
  now: () => number
  log: (line: string) => void
  /**
   * This engine's name among the instances that share the database, and how long its claim on a job holds unless
   * renewed (store/bigsearch-jobs.ts JobClaim): a job whose engine was lost is taken up by another after it.
   */
  claim: { by: string; leaseMs: number }
  /**
   * Merges a job's leads somewhere else (the service: a thread of its own, merge-in-thread.ts) and gives their
   * count, or null when the job stopped meanwhile; unset, they are merged here with `parts.mergeLeads`.
   */
  mergeApart?: (runner: JobRunner) => Promise<number | null>
  /**
   * True once the service is stopping (job-thread.ts): the job stops after the run it is storing, gives up its claim,
   * and is resumed after that run by the next engine to look. Unset, the job runs to its end.
   */
  stopping?: () => boolean
}

/** What the engine reads and writes: the store, whose sightings give the leads and which keeps the job. */
export interface EngineData {
  store: Store
}

/** The claim is renewed once this share of its lease has passed: two renewals are missed before it lapses. */
const RENEW_AFTER_SHARE = 1 / 3

/** The engine's claim on a job at this moment. */
const claimNow = (settings: EngineSettings) => ({ ...settings.claim, now: settings.now() })

/**
 * Items are stored in runs, each one transaction: at most this many items, or what was found in this long.
 * A run is also how soon a cancel is seen and how much a restart may redo of an unstored run.
 */
const RUN_MAX_ITEMS = 200
const RUN_MAX_MS = 100
/**
 * After each run the job rests for half as long as the run took. Its thread runs at the lowest priority, yet on
 * two cores a job that never rests still slows the searches it shares the disk, the caches and the database
 * with (the search p95 while a job ran was nearly twice its p95 idle); resting a third of the time keeps a
 * 10,000-file case well inside its minute.
 */
const REST_SHARE = 0.5
/** Processed items are read back for merging this many at a time. */
const READ_PAGE = 1000
/** Merged leads are stored this many at a time, each run one short transaction. */
const LEAD_RUN = 500

/** Why a job stopped: it was cancelled, taken from this run, or the service is stopping (not an error of its own). */
class JobLeftRun extends Error {}

/** An error naming the item it happened at (its position in the file, from 0), for the job's statusText. */
function itemError(doing: string, position: number, err: unknown): Error {
  const reason = err instanceof Error ? err.message : String(err)
  // The upload reader's own messages name the item already.
  if (reason.startsWith(`Item ${position}`)) return new Error(`${doing} the file: ${reason}`)
  return new Error(`${doing} item ${position} of the file (counted from 0): ${reason}`)
}

/** Reads the items of the job's upload, searching and storing those after the last stored one. */
async function processItems<L>({ store }: EngineData, job: BigSearchJob, parts: EngineParts<L>, settings: EngineSettings): Promise<number> {
  let processed = job.mediaProcessed
  let run: ProcessedItem[] = []
  let runStarted = performance.now()
  // The job's lead counts and heatmaps, shared by its items: a lead many files give is counted once (lost on a
  // restart, and made again alike from the same sightings).
  const cache = jobLeadCountCache()
  const runner = { jobId: job.id, by: settings.claim.by }
  const flush = async () => {
    if (run.length === 0) return
    if (!(await storeProcessedItems(store, runner, processed, run, settings.now()))) throw new JobLeftRun()
    processed += run.length
    run = []
    if (settings.stopping?.()) throw new JobLeftRun()
    // The rest also lets the thread hear its messages (a new job, a stop) between runs.
    await rest((performance.now() - runStarted) * REST_SHARE)
    runStarted = performance.now()
  }
  // A resumed job reads past the items it stored before it stopped.
  let position = processed
  const path = join(settings.dataDir, job.uploadPath)
  const items = parts.readUploadItems(path, { highside: settings.highside, startAt: processed })[Symbol.asyncIterator]()
  for (;;) {
    let next: IteratorResult<BigSearchItem>
    try {
      next = await items.next()
    } catch (err) {
      // The items before it were searched: the job's progress says how far it got.
      await flush()
      throw itemError('Could not read', position, err)
    }
    if (next.done) break
    let leads: L
    try {
      leads = await parts.findItemLeads(store, next.value, cache)
    } catch (err) {
      await flush()
      throw itemError('Could not search', position, err)
    }
    run.push({ position, item: JSON.stringify(next.value), itemLeads: JSON.stringify(leads) })
    position++
    if (run.length >= RUN_MAX_ITEMS || performance.now() - runStarted >= RUN_MAX_MS) await flush()
  }
  await flush()
  return position
}

/** Every processed item of a job with its leads, in file order, read a page at a time as merging takes them. */
async function* storedItems<L>(store: Store, jobId: number): AsyncGenerator<{ item: BigSearchItem; leads: L }> {
  for (let from = 0; ; from += READ_PAGE) {
    const page = await processedItemsOf(store, jobId, from, READ_PAGE)
    for (const row of page) yield { item: JSON.parse(row.item) as BigSearchItem, leads: JSON.parse(row.itemLeads) as L }
    if (page.length < READ_PAGE) return
  }
}

/**
 * Stores the merged leads in runs, resting between them as items do; false when the job stopped meanwhile or the
 * service is stopping (the next engine merges again).
 */
async function storeLeads(store: Store, runner: JobRunner, leads: Iterable<MergedLead>, stopping: () => boolean): Promise<boolean> {
  if (!(await clearMergedLeads(store, runner))) return false
  let stored = 0
  let run: MergedLead[] = []
  const flush = async () => {
    const started = performance.now()
    if (!(await storeMergedLeads(store, runner, stored, run))) return false
    stored += run.length
    run = []
    if (stopping()) return false
    await rest((performance.now() - started) * REST_SHARE)
    return true
  }
  for (const lead of leads) {
    run.push(lead)
    if (run.length >= LEAD_RUN && !(await flush())) return false
  }
  return run.length === 0 || flush()
}

/**
 * Merges the leads of a job whose every item is stored, stores them, and ends the job COMPLETE; gives the number of
 * leads, or null when the job stopped meanwhile (cancelled, deleted, or taken from this run).
 */
export async function mergeJobLeads<L>(
  store: Store,
  runner: JobRunner,
  mergeLeads: EngineParts<L>['mergeLeads'],
  now: () => number,
  stopping: () => boolean = () => false,
): Promise<number | null> {
  const merged = await mergeLeads(storedItems<L>(store, runner.jobId))
  if (!(await storeLeads(store, runner, merged.leads, stopping))) return null
  const results = { leadCount: merged.leadCount, itemLeads: JSON.stringify(merged.itemLeads) }
  return (await completeJob(store, runner, results, now())) ? merged.leadCount : null
}

/**
 * Keeps the engine's claim on a job while it runs, renewing it a third of the way through each lease; `stop` when
 * the run ends. A renewal refused (the job was cancelled, deleted, or taken over by another engine after this one
 * was cut off) ends nothing by itself: every write of the run is conditional on the claim, and the next one fails.
 */
function keepClaim(store: Store, jobId: number, settings: EngineSettings): { stop(): void } {
  const timer = setInterval(() => void renewClaim(store, jobId, claimNow(settings)).catch(() => {}), settings.claim.leaseMs * RENEW_AFTER_SHARE)
  return { stop: () => clearInterval(timer) }
}

/** Runs a job this engine has claimed to its end; returns how it ended. */
async function runClaimedJob<L>(data: EngineData, job: BigSearchJob, parts: EngineParts<L>, settings: EngineSettings): Promise<'COMPLETE' | 'ERROR' | 'STOPPED'> {
  const { store } = data
  const runner = { jobId: job.id, by: settings.claim.by }
  if (job.mediaProcessed > 0) settings.log(`BigSearch job ${job.id}: resuming after item ${job.mediaProcessed} of ${job.mediaCount}`)
  const claim = keepClaim(store, job.id, settings)
  try {
    const read = await processItems(data, job, parts, settings)
    if (read !== job.mediaCount) throw new Error(`The file holds ${read} items where ${job.mediaCount} were counted on upload.`)
    const leadCount = settings.mergeApart ? await settings.mergeApart(runner) : await mergeJobLeads(store, runner, parts.mergeLeads, settings.now, settings.stopping)
    if (leadCount === null) return 'STOPPED'
    settings.log(`BigSearch job ${job.id}: COMPLETE, ${job.mediaCount} items, ${leadCount} leads`)
    return 'COMPLETE'
  } catch (err) {
    if (err instanceof JobLeftRun) return 'STOPPED'
    const message = err instanceof Error ? err.message : String(err)
    await failJob(store, job.id, settings.claim.by, message.slice(0, 1000), settings.now())
    settings.log(`BigSearch job ${job.id}: ERROR, ${message}`)
    return 'ERROR'
  } finally {
    claim.stop()
    if (settings.stopping?.()) await releaseClaim(store, job.id, settings.claim.by)
  }
}

/** Claims this job and runs it to its end; STOPPED when it could not be claimed (cancelled, or another engine's). */
export async function runJob<L>(data: EngineData, job: BigSearchJob, parts: EngineParts<L>, settings: EngineSettings): Promise<'COMPLETE' | 'ERROR' | 'STOPPED'> {
  if (!(await claimJob(data.store, job.id, claimNow(settings)))) return 'STOPPED'
  return runClaimedJob(data, job, parts, settings)
}

/**
 * Claims and runs the next job: first one whose engine was lost while it ran (this one's before a restart, or another
 * instance's), else the longest queued; false when there is none.
 */
export async function runNextJob<L>(data: EngineData, parts: EngineParts<L>, settings: EngineSettings): Promise<boolean> {
  const job = await claimNextJob(data.store, claimNow(settings))
  if (!job) return false
  await runClaimedJob(data, job, parts, settings)
  return true
}

/** Runs queued jobs until none is left, or `stopped()`. */
export async function runQueuedJobs<L>(data: EngineData, parts: EngineParts<L>, settings: EngineSettings, stopped = () => false): Promise<number> {
  let ran = 0
  while (!stopped() && (await runNextJob(data, parts, settings))) ran++
  return ran
}
