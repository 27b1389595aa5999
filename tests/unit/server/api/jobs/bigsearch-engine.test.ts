// The BigSearch job engine (server/api/jobs/): resumes a stopped job after its last stored item, stops a cancelled
// job at its next run of items, names the item a lead search failed on, and runs in its own thread in the service.

import t, { type Test } from 'tap'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BigSearchItem } from '../../../../../shared/api/types/bigsearch.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { createUser } from '../../../../../server/api/store/users.js'
import { cancelJob, claimJob, createJob, jobById, takeBackOwnClaims, type BigSearchJob } from '../../../../../server/api/store/bigsearch-jobs.js'
import { leadRanksOf, leadsOf, processedTimesOf, resultsOf, storeMergedLeads, type JobRunner } from '../../../../../server/api/store/bigsearch-items.js'
import { insertSightings } from '../../../../../server/api/store/sightings/rows.js'
import { runJob, runQueuedJobs, type EngineParts } from '../../../../../server/api/jobs/bigsearch-engine.js'
import { PRODUCT_PARTS } from '../../../../../server/api/jobs/engine-parts.js'
import { startJobEngine } from '../../../../../server/api/jobs/job-thread-link.js'
import { JOB_TOO_LARGE, mergeInThread } from '../../../../../server/api/jobs/merge-in-thread.js'
import { MIGRATIONS, NOW } from '../harness.js'

/** The engine's data on a test's SQLite database. */
const onSqlite = (db: Parameters<typeof storeOnSqlite>[0]) => ({ store: storeOnSqlite(db) })

// Threads that load their TypeScript from source and a job engine at the lowest priority: on two busy cores the file
// takes minutes, more than the suite's two.
t.setTimeout(300_000)

const items = (count: number): BigSearchItem[] =>
  Array.from({ length: count }, (_, index) => ({ index, fileName: `f${index}.jpg`, metadata: { artist: `artist ${index % 7}` } }))

/** The job's stored leads, read back. */
async function storedLeads(db: ReturnType<typeof openDatabase>, jobId: number): Promise<unknown[]> {
  return JSON.parse(`[${(await leadsOf(storeOnSqlite(db), jobId, 0, Number.MAX_SAFE_INTEGER)).join(',')}]`) as unknown[]
}

/** All a finished job keeps of its leads. */
async function outcomeOf(db: ReturnType<typeof openDatabase>, jobId: number): Promise<{ results: unknown; leads: unknown[] }> {
  return { results: await resultsOf(storeOnSqlite(db), jobId), leads: await storedLeads(db, jobId) }
}

/** A database with one user and one queued job of `count` items (`make` makes them), its file under `dataDir`. */
async function setup(t: Test, count: number, make: (count: number) => BigSearchItem[] = items) {
  const dataDir = t.testdir()
  const dbFile = join(dataDir, 'sightline.db')
  const db = openDatabase(dbFile, MIGRATIONS)
  t.teardown(() => db.close())
  await createUser(storeOnSqlite(db), { email: 'ines@police.example', verified: true, passwordHash: 'x' }, NOW)
  const userId = db.prepare('SELECT id FROM users').pluck().get() as number
  mkdirSync(join(dataDir, 'bigsearch'), { recursive: true })
  writeFileSync(join(dataDir, 'bigsearch', 'case.json'), JSON.stringify(make(count)))
  const made = (await createJob(storeOnSqlite(db), { userId, checksum: 'a'.repeat(64), mediaCount: count, uploadPath: 'bigsearch/case.json', uploadSize: 1 }, { unfinished: 3, stored: 100 }, NOW))
  if (!('created' in made)) throw new Error('job refused')
  const settings = { dataDir, highside: false, now: () => NOW, log: () => {}, claim: { by: 'the test engine', leaseMs: 60_000 } }
  return { db, dbFile, dataDir, job: made.created, settings }
}

/** The product's parts, counting the items searched, and doing `each` before each search. */
function countingParts(each: (position: number) => void = () => {}) {
  const searched: number[] = []
  const parts: EngineParts<unknown> = {
    ...PRODUCT_PARTS,
    findItemLeads: (store, item, cache) => {
      each(item.index)
      searched.push(item.index)
      return PRODUCT_PARTS.findItemLeads(store, item, cache)
    },
  } as EngineParts<unknown>
  return { parts, searched }
}

t.test('a job stopped half-way resumes after its last stored item and ends with the same leads', async (t) => {
  const whole = await setup(t, 600)
  await runQueuedJobs(onSqlite(whole.db), PRODUCT_PARTS, whole.settings)
  const expected = await outcomeOf(whole.db, whole.job.id)
  t.ok(expected.leads.length > 0)

  const { db, job, settings } = await setup(t, 600)
  // The "service" dies at item 450: the runs stored before it stay, the one it was on is lost.
  const dying = countingParts((index) => {
    if (index === 450) throw new Error('killed')
  })
  await runJob(onSqlite(db), job, dying.parts, settings)
  // runJob has ended it in ERROR; a killed service would have left it PROCESSING with what it had stored.
  db.prepare("UPDATE bigsearch_jobs SET status = 'PROCESSING', error = NULL, status_text = NULL, finished_at = NULL").run()
  // The service starts again: its claims of before end (SQLite: the only service on the file).
  await takeBackOwnClaims(storeOnSqlite(db))
  const stored = (await jobById(storeOnSqlite(db), job.id))!.mediaProcessed
  t.equal(stored, 450, 'every item before the failure stored')

  const resumed = countingParts()
  await runQueuedJobs(onSqlite(db), resumed.parts, settings)
  t.equal(resumed.searched[0], stored, 'resumed at the first item not stored')
  t.equal(resumed.searched.length, 600 - stored, 'no stored item searched again')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.status, 'COMPLETE')
  t.same(await outcomeOf(db, job.id), expected, 'the same leads as a run never stopped')
  t.equal((await processedTimesOf(storeOnSqlite(db), job.id)).length, 600)
})

/** Files taken around Leeds: the first 250 at two places, the rest at a third that only files after 250 give. */
const locatedItems = (count: number): BigSearchItem[] =>
  Array.from({ length: count }, (_, index) => {
    const place = index < 250 ? index % 2 : 2
    return { index, fileName: `f${index}.jpg`, location: { latitude: 53.8 + place * 0.1, longitude: -1.55 } }
  })

/** Sightings near each of the three places: 1, 2 and 3 of them, and one far off. */
function insertLocatedSightings(db: ReturnType<typeof openDatabase>) {
  const near = [0, 1, 1, 2, 2, 2].map((place, i) => ({ url: `https://pics.example/${i}.jpg`, latitude: 53.8 + place * 0.1 + i * 1e-4, longitude: -1.55 }))
  insertSightings(db, [...near, { url: 'https://pics.example/far.jpg', latitude: 40, longitude: -74 }], NOW)
}

t.test('a job whose files are located gives location leads with their heatmaps, the same after a resume', async (t) => {
  const whole = await setup(t, 300, locatedItems)
  insertLocatedSightings(whole.db)
  await runQueuedJobs(onSqlite(whole.db), PRODUCT_PARTS, whole.settings)
  const expected = await outcomeOf(whole.db, whole.job.id)
  const leads = expected.leads as { '@type': string; sightings: number; heatmap?: string }[]
  t.same(
    leads.map((lead) => [lead['@type'], lead.sightings, typeof lead.heatmap]),
    [['LOCATION', 1, 'string'], ['LOCATION', 2, 'string'], ['LOCATION', 3, 'string']],
  )
  t.match(Buffer.from(leads[0]!.heatmap!, 'base64').subarray(1, 4).toString('latin1'), 'PNG')

  const { db, job, settings } = await setup(t, 300, locatedItems)
  insertLocatedSightings(db)
  const dying = countingParts((index) => {
    if (index === 260) throw new Error('killed')
  })
  await runJob(onSqlite(db), job, dying.parts, settings)
  db.prepare("UPDATE bigsearch_jobs SET status = 'PROCESSING', error = NULL, status_text = NULL, finished_at = NULL").run()
  // The service starts again: its claims of before end (SQLite: the only service on the file).
  await takeBackOwnClaims(storeOnSqlite(db))
  t.equal((await jobById(storeOnSqlite(db), job.id))!.mediaProcessed, 260)
  await runQueuedJobs(onSqlite(db), PRODUCT_PARTS, settings)
  t.same(await outcomeOf(db, job.id), expected, 'the same leads and heatmaps, the third place drawn again after the resume')
})

t.test('a job the stopping service leaves ends after its run under way, stays PROCESSING and resumes after it', async (t) => {
  const whole = await setup(t, 2000)
  await runQueuedJobs(onSqlite(whole.db), PRODUCT_PARTS, whole.settings)
  const expected = await outcomeOf(whole.db, whole.job.id)

  const { db, job, settings } = await setup(t, 2000)
  let stopping = false
  const { parts, searched } = countingParts((index) => {
    if (index === 300) stopping = true
  })
  t.equal(await runJob(onSqlite(db), job, parts, { ...settings, stopping: () => stopping }), 'STOPPED')
  const left = (await jobById(storeOnSqlite(db), job.id))!
  t.equal(left.status, 'PROCESSING', 'neither failed nor cancelled')
  t.equal(left.mediaProcessed, searched.length, 'every item searched stored: it stopped after storing its run')
  t.ok(left.mediaProcessed > 300 && left.mediaProcessed <= 300 + 200, `stopped at the end of the run under way (${left.mediaProcessed} stored)`)

  // Its claim given up: another instance's engine takes it at once, not when the lease lapses.
  const resumed = countingParts()
  await runQueuedJobs(onSqlite(db), resumed.parts, { ...settings, claim: { by: 'another engine', leaseMs: 60_000 } })
  t.equal(resumed.searched[0], left.mediaProcessed, 'resumed at the first item not stored')
  t.same(await outcomeOf(db, job.id), expected, 'the same leads as a run never stopped')
})

t.test('a job stopping while its merged leads are stored is merged again by the next engine', async (t) => {
  const whole = await setup(t, 3)
  const lead = (i: number) => ({ sightings: i, placeholder: false, json: `{"n":${i}}` })
  const merge = async () => ({ leads: Array.from({ length: 1200 }, (_, i) => lead(i)), leadCount: 1200, itemLeads: [[0], [], []] })
  const { db, job, settings } = whole
  // Asked after the items' one run, and after each run of leads stored: the stop comes after the first of those.
  let asked = 0
  const parts = { ...PRODUCT_PARTS, mergeLeads: merge }
  const stopping = () => ++asked > 2
  t.equal(await runJob(onSqlite(db), job, parts, { ...settings, stopping }), 'STOPPED')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.status, 'PROCESSING')
  await runQueuedJobs(onSqlite(db), parts, { ...settings, claim: { by: 'another engine', leaseMs: 60_000 } })
  t.equal((await jobById(storeOnSqlite(db), job.id))!.status, 'COMPLETE')
  t.equal((await leadsOf(storeOnSqlite(db), job.id, 0, 2000)).length, 1200, 'each lead stored once')
})

t.test('a job cancelled while it runs stops at its next run of items', async (t) => {
  const { db, job, settings } = await setup(t, 2000)
  const { parts, searched } = countingParts((index) => {
    if (index === 300) void cancelJob(storeOnSqlite(db), job.id)
  })
  t.equal(await runJob(onSqlite(db), job, parts, settings), 'STOPPED')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.status, 'CANCELLED')
  t.ok(searched.length < 600, `stopped soon after the cancel (${searched.length} items searched)`)
  t.equal((await resultsOf(storeOnSqlite(db), job.id)), undefined)
})

t.test('a lead search that fails ends the job in ERROR naming the item', async (t) => {
  const { db, job, settings } = await setup(t, 10)
  const { parts } = countingParts((index) => {
    if (index === 4) throw new Error('database is locked')
  })
  t.equal(await runJob(onSqlite(db), job, parts, settings), 'ERROR')
  t.match((await jobById(storeOnSqlite(db), job.id)), { status: 'ERROR', mediaProcessed: 4, statusText: 'Could not search item 4 of the file (counted from 0): database is locked' })
})

/**
 * The service's job engine started on a test's job, once the job is as `until` wants it, with the lines it logged.
 * The engine's thread runs at the lowest priority and here loads its TypeScript from source: on two busy cores (the
 * other test files run beside this one) it may wait a long while for a turn, as it is meant to.
 */
async function engineOnJob({ db, dbFile, dataDir, job }: Awaited<ReturnType<typeof setup>>, until: (job: BigSearchJob) => boolean) {
  const lines: string[] = []
  const engine = startJobEngine({ dbFile, migrationsDir: MIGRATIONS, dataDir, highside: false }, (line) => lines.push(line))
  engine.nudge()
  const deadline = Date.now() + 120_000
  while (!until((await jobById(storeOnSqlite(db), job.id))!) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
  return { engine, lines }
}

t.test("the service's job engine runs a queued job in its own thread and stops with the service", async (t) => {
  const here = await setup(t, 50)
  const { db, job } = here
  const { engine, lines } = await engineOnJob(here, (now) => now.status === 'COMPLETE')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.status, 'COMPLETE')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.mediaProcessed, 50)
  t.equal(await engine.stop(), 'stopped', 'the thread ended by itself when asked, not from outside')
  t.same(lines, [], 'no failure reported')
})

t.test("the service's job engine asked to stop mid-job ends its thread by itself, the job left to resume", async (t) => {
  const here = await setup(t, 20_000)
  const { db, job } = here
  const { engine, lines } = await engineOnJob(here, (now) => now.mediaProcessed > 0)
  t.equal(await engine.stop(), 'stopped', 'the thread ended by itself when asked, not from outside')
  const left = (await jobById(storeOnSqlite(db), job.id))!
  t.equal(left.status, 'PROCESSING')
  t.ok(left.mediaProcessed > 0 && left.mediaProcessed < 20_000, `stopped part-way (${left.mediaProcessed} of 20000 stored)`)
  t.same(lines, [], 'no failure reported')
})

t.test('merged leads are stored a row each, in runs, and read back as the same text, two-byte characters and all', async (t) => {
  const { db, job, settings } = await setup(t, 3)
  const leads = Array.from({ length: 1201 }, (_, i) => ({
    '@type': 'ARTIST',
    value: { text: `Zoë 東京 📷 ${i}` },
    sightings: i % 3,
    connectedLeads: [],
    sources: [{ index: 0 }],
    ...(i % 2 === 1 && { placeholder: true }),
  }))
  const merged = leads.map((lead) => ({ sightings: lead.sightings, placeholder: lead.placeholder === true, json: JSON.stringify(lead) }))
  const parts = { ...PRODUCT_PARTS, mergeLeads: async () => ({ leads: merged, leadCount: leads.length, itemLeads: [[0], [], []] }) }
  t.equal(await runJob(onSqlite(db), job, parts, settings), 'COMPLETE')
  t.same(await storedLeads(db, job.id), leads)
  t.same((await leadsOf(storeOnSqlite(db), job.id, 1200, 10)), [merged[1200]!.json], 'read from any position')
  t.same((await leadRanksOf(storeOnSqlite(db), job.id)).slice(0, 3), [{ sightings: 0, placeholder: false }, { sightings: 1, placeholder: true }, { sightings: 2, placeholder: false }])
  t.equal(db.prepare('SELECT lead_count FROM bigsearch_results WHERE job_id = ?').pluck().get(job.id), 1201, 'counted')
})

t.test('a job whose stored leads are not those merged ends in ERROR, not COMPLETE with a list short of leads', async (t) => {
  const { db, job, settings } = await setup(t, 3)
  const parts = { ...PRODUCT_PARTS, mergeLeads: async () => ({ leads: [{ sightings: 1, placeholder: false, json: '{}' }], leadCount: 2, itemLeads: [[0], [], []] }) }
  t.equal(await runJob(onSqlite(db), job, parts, settings), 'ERROR')
  t.match((await jobById(storeOnSqlite(db), job.id))!.statusText, 'holds 1 stored leads where 2 were merged')
})

t.test('a merge cut short and made again stores each lead once', async (t) => {
  const { db, job, settings } = await setup(t, 3)
  const lead = { sightings: 1, placeholder: false, json: '{"n":1}' }
  // What a service killed while it stored the merged leads leaves: the job PROCESSING with a run of them stored.
  t.ok(await claimJob(storeOnSqlite(db), job.id, { by: 'the engine before the restart', leaseMs: 60_000, now: NOW }))
  t.ok(await storeMergedLeads(storeOnSqlite(db), { jobId: job.id, by: 'the engine before the restart' }, 0, Array.from({ length: 500 }, () => lead)))
  // The service starts again: its claims of before end (SQLite: the only service on the file).
  t.equal(await takeBackOwnClaims(storeOnSqlite(db)), 1)
  const parts = { ...PRODUCT_PARTS, mergeLeads: async () => ({ leads: Array.from({ length: 600 }, () => lead), leadCount: 600, itemLeads: [[0], [], []] }) }
  t.equal(await runJob(onSqlite(db), (await jobById(storeOnSqlite(db), job.id))!, parts, settings), 'COMPLETE')
  t.equal((await leadsOf(storeOnSqlite(db), job.id, 0, 1000)).length, 600)
})

t.test('a job merged in a thread of its own ends with the same leads as one merged in the engine', async (t) => {
  const here = await setup(t, 300, locatedItems)
  insertLocatedSightings(here.db)
  await runQueuedJobs(onSqlite(here.db), PRODUCT_PARTS, here.settings)
  const apart = await setup(t, 300, locatedItems)
  insertLocatedSightings(apart.db)
  const mergeApart = (runner: JobRunner) => mergeInThread({ dbFile: apart.dbFile, migrationsDir: MIGRATIONS, runner })
  t.equal(await runJob(onSqlite(apart.db), apart.job, PRODUCT_PARTS, { ...apart.settings, mergeApart }), 'COMPLETE')
  t.same(await outcomeOf(apart.db, apart.job.id), await outcomeOf(here.db, here.job.id))
  t.ok((await storedLeads(apart.db, apart.job.id)).length > 0)
})

t.test('a merge that runs out of its memory ends the job in ERROR, saying to split the case', async (t) => {
  const { db, dbFile, job, settings } = await setup(t, 20)
  const tooSmall = { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 } as const
  const mergeApart = (runner: JobRunner) => mergeInThread({ dbFile, migrationsDir: MIGRATIONS, runner }, tooSmall)
  t.equal(await runJob(onSqlite(db), job, PRODUCT_PARTS, { ...settings, mergeApart }), 'ERROR')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.statusText, JOB_TOO_LARGE)
})

t.test('a job cancelled before its merge is not made COMPLETE by the merging thread', async (t) => {
  const { db, dbFile, job, settings } = await setup(t, 20)
  const mergeApart = async (runner: JobRunner) => {
    await cancelJob(storeOnSqlite(db), runner.jobId)
    return mergeInThread({ dbFile, migrationsDir: MIGRATIONS, runner })
  }
  t.equal(await runJob(onSqlite(db), job, PRODUCT_PARTS, { ...settings, mergeApart }), 'STOPPED')
  t.equal((await jobById(storeOnSqlite(db), job.id))!.status, 'CANCELLED')
  t.same((await leadsOf(storeOnSqlite(db), job.id, 0, 10)), [], 'no lead stored')
})
