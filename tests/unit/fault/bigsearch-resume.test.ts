// Fault: the built-in service is killed (SIGKILL) half-way through a 5,000-item BigSearch job. After the edge starts
// it again, the job engine must take the job up after its last stored item, redo none of the items stored before
// the kill, and end with the same leads as a run never stopped.

import t from 'tap'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { builtProduct, callAsClient, startEdgeProcess, waitFor } from './processes.js'
import { MIGRATIONS, NOW, PASSWORD, TEST_PASSWORD_COST } from '../server/api/harness.js'
import { SIGHTINGS } from '../server/api/search/sightings-fixture.js'
import { openDatabase } from '../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../server/api/store/engine/sqlite.js'
import { hashPassword } from '../../../server/api/store/passwords.js'
import { createUser } from '../../../server/api/store/users.js'
import { addLicensedEntity, createLicence } from '../../../server/api/store/licences.js'
import { insertSightings } from '../../../server/api/store/sightings/rows.js'
import { runQueuedJobs } from '../../../server/api/jobs/bigsearch-engine.js'
import { PRODUCT_PARTS } from '../../../server/api/jobs/engine-parts.js'
import { createJob } from '../../../server/api/store/bigsearch-jobs.js'
import { leadsOf, processedTimesOf, resultsOf } from '../../../server/api/store/bigsearch-items.js'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'

/** The engine's data on a test's SQLite database: its store, through which the sightings' leads are counted too. */
const onSqlite = (db: Parameters<typeof storeOnSqlite>[0]) => ({ store: storeOnSqlite(db) })

// Its waits (half-way, the restart, the resumption, the completion) add up to seven minutes at most: on two busy cores
// the whole run took 118 s, at the suite's two minutes a file.
t.setTimeout(420_000)

const EMAIL = 'ines@police.example'
const ITEMS = 5000

/** A case whose files share cameras, pictures and names with the sightings, and with each other. */
function caseItems(): BigSearchItem[] {
  return Array.from({ length: ITEMS }, (_, index) => {
    const item: BigSearchItem = { index, fileName: `IMG_${String(index).padStart(5, '0')}.JPG`, metadata: { artist: `Artist ${index % 97}` } }
    if (index % 10 === 0) item.camera = { make: 'Canon', model: 'Canon EOS 5D Mark IV', serialNumber: '0000123' }
    else if (index % 10 === 1) item.camera = { make: 'Canon', model: 'Canon EOS R5', serialNumber: `S${index % 211}` }
    if (index % 50 === 0) item.duplicates = { md5: SIGHTINGS[0]!.md5! }
    if (index % 13 === 0) item.metadata!.artist = 'Marie Curie'
    return item
  })
}

/** A data folder with the search tests' sightings and an investigator holding MetadataSearch. */
async function prepareDataDir(dataDir: string): Promise<void> {
  const db = openDatabase(join(dataDir, 'sightline.db'), MIGRATIONS)
  insertSightings(db, SIGHTINGS, NOW)
  await createUser(storeOnSqlite(db), { email: EMAIL, verified: true, passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST) }, Date.now())
  const licence = await createLicence(storeOnSqlite(db), { name: 'Test licence', maxSeats: 5, expiresAt: Date.now() + 365 * 86_400_000 }, Date.now())
  await addLicensedEntity(storeOnSqlite(db), licence.id, EMAIL, ['MetadataSearch'])
  db.close()
}

/** The leads of the same case run in this process, never stopped: what the killed run must end with. */
async function uninterruptedLeads(dir: string, file: string): Promise<string> {
  await prepareDataDir(dir)
  const db = openDatabase(join(dir, 'sightline.db'), MIGRATIONS)
  try {
    mkdirSync(join(dir, 'bigsearch'), { recursive: true })
    writeFileSync(join(dir, 'bigsearch', 'case.json'), file)
    const userId = db.prepare('SELECT id FROM users').pluck().get() as number
    const made = (await createJob(storeOnSqlite(db), { userId, checksum: 'c'.repeat(64), mediaCount: ITEMS, uploadPath: 'bigsearch/case.json', uploadSize: file.length }, { unfinished: 1, stored: 1 }, NOW))
    if (!('created' in made)) throw new Error('job refused')
    await runQueuedJobs(onSqlite(db), PRODUCT_PARTS, { dataDir: dir, highside: false, now: Date.now, log: () => {}, claim: { by: 'the test engine', leaseMs: 60_000 } })
    const { leadCount } = (await resultsOf(storeOnSqlite(db), made.created.id))!
    return `[${(await leadsOf(storeOnSqlite(db), made.created.id, 0, leadCount)).join(',')}]`
  } finally {
    db.close()
  }
}

t.test('a job killed half-way resumes after restart, redoes no stored item, and ends with the same leads', async (t) => {
  const dist = builtProduct(t)
  const dataDir = t.testdir()
  await prepareDataDir(dataDir)
  const edge = await startEdgeProcess(t, dist, { DATA_DIR: dataDir, API_WORKERS: '1' })
  const ready = await edge.line(/built-in service ready on port (\d+) \(process (\d+)\)/)

  const signIn = await callAsClient(`${edge.base}/v1/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  })
  t.equal(signIn.status, 200, 'signed in')
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await callAsClient(`${edge.base}${path}`, { ...init, headers: { cookie, accept: 'application/json', ...(init.headers ?? {}) }, signal: AbortSignal.timeout(60_000) })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  const file = JSON.stringify(caseItems())
  const form = new FormData()
  form.append('file', new Blob([file], { type: 'application/json' }), 'case.json')
  const uploaded = await call('/v1/bigsearch/data', { method: 'POST', body: form })
  t.equal(uploaded.status, 200, 'uploaded')
  const id = uploaded.body.checksum as string

  // Killed once about half the items are stored.
  const before = await waitFor('the job to be half-way', 120_000, async () => {
    const status = (await call(`/v1/bigsearch/status/${id}`)).body
    return (status.mediaProcessed as number) >= ITEMS / 2 ? status : null
  })
  const seen = edge.lines.length
  process.kill(Number(ready[2]), 'SIGKILL')
  const killedAt = Date.now()
  t.ok((before.mediaProcessed as number) < ITEMS, `killed at ${before.mediaProcessed as number} of ${ITEMS} items`)

  await edge.line(/built-in service restarted on port \d+ \(process \d+\)/, 60_000, seen)
  const resumed = await edge.line(/BigSearch job \d+: resuming after item (\d+) of 5000/, 60_000, seen)
  const storedAtKill = Number(resumed[1])
  t.ok(storedAtKill >= (before.mediaProcessed as number), `resumed after item ${storedAtKill}, not from the start`)
  const done = await waitFor('the job to complete', 180_000, async () => {
    const status = (await call(`/v1/bigsearch/status/${id}`)).body
    return status.status === 'COMPLETE' || status.status === 'ERROR' ? status : null
  })
  t.match(done, { status: 'COMPLETE', mediaCount: ITEMS, mediaProcessed: ITEMS })

  const leads = await call(`/v1/bigsearch/leads/${id}`)
  t.equal(leads.status, 200)

  // Read from the service's own database: the items stored before the kill were never written again.
  const db = new Database(join(dataDir, 'sightline.db'), { readonly: true })
  const jobId = db.prepare('SELECT id FROM bigsearch_jobs WHERE checksum = ?').pluck().get(id) as number
  const times = (await processedTimesOf(storeOnSqlite(db), jobId))
  db.close()
  t.equal(times.length, ITEMS, 'one stored row per item')
  t.ok(times.slice(0, storedAtKill).every((row) => row.processedAt < killedAt), 'the items stored before the kill kept their first time')
  t.ok(times.slice(storedAtKill).every((row) => row.processedAt >= killedAt), 'the rest were processed after the restart')

  const elsewhere = mkdtempSync(join(tmpdir(), 'bigsearch-uninterrupted-'))
  t.teardown(() => rmSync(elsewhere, { recursive: true, force: true }))
  const expected = await uninterruptedLeads(elsewhere, file)
  t.same(leads.body.leads, JSON.parse(expected), 'the same leads as a run never stopped')
  t.ok((leads.body.leads as unknown[]).length > 100, `the case gives many leads (${(leads.body.leads as unknown[]).length})`)
})
