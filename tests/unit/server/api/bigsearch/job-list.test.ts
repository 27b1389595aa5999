// The caller's BigSearch jobs (GET /v1/bigsearch/jobs) and deleting one (DELETE /v1/bigsearch/jobs/{id}): newest
// first, paged as the table kit pages; a running job stopped, its rows and file gone, another user's job
// 'Query not found.', each call audited; uploads of deleted jobs or users swept at start.

import t from 'tap'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Value } from 'typebox/value'
import { JobListReply } from '../../../../../shared/api/types/schemas/bigsearch.js'
import type { BigSearchItem } from '../../../../../shared/api/types/bigsearch.js'
import { runJob } from '../../../../../server/api/jobs/bigsearch-engine.js'
import { PRODUCT_PARTS } from '../../../../../server/api/jobs/engine-parts.js'
import { createJob, findJob, storedUploadPaths } from '../../../../../server/api/store/bigsearch-jobs.js'
import { sweepUploadsWithoutJob } from '../../../../../server/api/bigsearch/receive-upload.js'
import { assertAudited, auditRows } from '../harness.js'
import { bigSearchSetup, caseFile, CASE, INVESTIGATOR, OTHER } from './bigsearch-fixture.js'

/** The engine's data on a test's SQLite database: its store, and the same handle for the sightings' leads. */
const onSqlite = (db: Parameters<typeof storeOnSqlite>[0]) => ({ store: storeOnSqlite(db), sightings: db })

/** A different file (so a different job) per n. */
const variant = (n: number) => caseFile(CASE.map((item) => ({ ...item, fileName: `case-${n}-${item.fileName}` })))
const count = (db: import('better-sqlite3').Database, table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
const userIdOf = (db: import('better-sqlite3').Database, email: string) =>
  db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number

t.test('the list holds the caller\'s jobs, newest first, with their file names, progress and lead counts', async (t) => {
  const { h, upload, call, runJobs } = await bigSearchSetup(t)
  const first = (await upload(variant(1), { fileName: 'seized-laptop.json' })).json().checksum as string
  await runJobs()
  h.clock.advance(60_000)
  const second = (await upload(variant(2), { fileName: 'phone.json' })).json().checksum as string

  const res = await call('GET', '/v1/bigsearch/jobs')
  t.equal(res.statusCode, 200)
  const reply = res.json()
  t.same([...Value.Errors(JobListReply, reply)].map((e) => `${e.instancePath} ${e.message}`), [], 'a JobListReply')
  t.equal(reply.totalResults, 2)
  const leadCount = count(h.db, 'bigsearch_leads')
  t.ok(leadCount > 0, 'the finished job found leads')
  t.same(reply.jobs, [
    {
      id: second,
      fileName: 'phone.json',
      status: 'QUEUED',
      mediaCount: 3,
      mediaProcessed: 0,
      created: new Date(h.clock.now).toISOString(),
      finished: null,
      leadCount: null,
      statusText: null,
    },
    {
      id: first,
      fileName: 'seized-laptop.json',
      status: 'COMPLETE',
      mediaCount: 3,
      mediaProcessed: 3,
      created: new Date(h.clock.now - 60_000).toISOString(),
      finished: new Date(h.clock.now - 60_000).toISOString(),
      leadCount,
      statusText: null,
    },
  ])
  await assertAudited(t, h)
  t.same(
    auditRows(h.db).filter((row) => row.action === 'bigsearch-jobs').map((row) => row.success),
    [1],
    'the list is audited as bigsearch-jobs',
  )
})

t.test('the list is paged by page and resultSize (25, 50, 100, 200; 25 by default); bad values are named', async (t) => {
  const { h, call } = await bigSearchSetup(t)
  // Made in the store: 27 uploads would each be read through; the list reads only the jobs' rows.
  const userId = userIdOf(h.db, INVESTIGATOR)
  for (let n = 0; n < 27; n++) {
    const checksum = n.toString(16).padStart(64, '0')
    const limits = { unfinished: 100, stored: 100 }
    await createJob(storeOnSqlite(h.db), { userId, checksum, mediaCount: 1, uploadPath: `bigsearch/${userId}/${checksum}.json`, uploadSize: 2 }, limits, h.clock.now)
    h.clock.advance(1000)
  }
  const page = async (query: string) => (await call('GET', `/v1/bigsearch/jobs${query}`)).json()
  const firstPage = await page('')
  t.equal(firstPage.jobs.length, 25, '25 by default')
  t.equal(firstPage.totalResults, 27)
  const secondPage = await page('?page=2')
  t.equal(secondPage.jobs.length, 2)
  const all = await page('?page=1&resultSize=50')
  t.equal(all.jobs.length, 27)
  t.same([...firstPage.jobs, ...secondPage.jobs].map((job: { id: string }) => job.id), all.jobs.map((job: { id: string }) => job.id), 'pages follow on')
  const created = all.jobs.map((job: { created: string }) => job.created)
  t.same(created, [...created].sort().reverse(), 'newest first')
  t.same(await page('?page=3'), { success: true, jobs: [], totalResults: 27 }, 'past the last page: no jobs')

  const refusals: [string, string][] = [
    ['?page=0', 'page must be a whole number from 1.'],
    ['?page=two', 'page must be a whole number from 1.'],
    ['?resultSize=30', 'resultSize must be one of 25, 50, 100, 200.'],
    ['?resultSize=-25', 'resultSize must be one of 25, 50, 100, 200.'],
  ]
  for (const [query, error] of refusals) {
    const res = await call('GET', `/v1/bigsearch/jobs${query}`)
    t.equal(res.statusCode, 400, query)
    t.same(res.json(), { success: false, error, field: error.split(' ', 1)[0] }, query)
  }
  const misspelt = await call('GET', '/v1/bigsearch/jobs?pageSize=50')
  t.equal(misspelt.statusCode, 400, 'an unknown parameter is refused')
})

t.test("a user's list holds only their jobs, and they cannot delete another user's", async (t) => {
  const { h, upload, call, other, dataDir } = await bigSearchSetup(t)
  const mine = (await upload(variant(1))).json().checksum as string
  const olga = await other()
  t.same((await call('GET', '/v1/bigsearch/jobs', { browser: olga, as: OTHER })).json(), { success: true, jobs: [], totalResults: 0 })

  const theirs = await olga.call({ method: 'DELETE', url: `/v1/bigsearch/jobs/${mine}` }, OTHER)
  t.equal(theirs.statusCode, 404)
  t.same(theirs.json(), { success: false, error: 'Query not found.' })
  const unknown = await olga.call({ method: 'DELETE', url: `/v1/bigsearch/jobs/${'f'.repeat(64)}` }, OTHER)
  t.same(unknown.json(), { success: false, error: 'Query not found.' })
  const job = (await findJob(storeOnSqlite(h.db), userIdOf(h.db, INVESTIGATOR), mine))!
  t.ok(job, 'the job is still there')
  t.ok(existsSync(join(dataDir, job.uploadPath)), 'and its file')
  await assertAudited(t, h)
  t.same(
    auditRows(h.db)
      .filter((row) => row.action === 'bigsearch-delete')
      .map((row) => ({ email: row.user_email, success: row.success, error: row.error })),
    [
      { email: OTHER, success: 0, error: 'Query not found.' },
      { email: OTHER, success: 0, error: 'Query not found.' },
    ],
    'refused deletes are audited',
  )
})

t.test('deleting a job removes its items, results, export links and file, and frees its place', async (t) => {
  const { h, browser, upload, call, runJobs, dataDir } = await bigSearchSetup(t, { bigSearch: { storedJobs: 1 } })
  const id = (await upload(variant(1))).json().checksum as string
  await runJobs()
  t.equal((await call('GET', `/v1/bigsearch/export/${id}`, { headers: { 'x-justification': 'case 42' } })).statusCode, 200)
  const job = (await findJob(storeOnSqlite(h.db), userIdOf(h.db, INVESTIGATOR), id))!
  t.ok(count(h.db, 'bigsearch_items') > 0 && count(h.db, 'bigsearch_leads') > 0 && count(h.db, 'bigsearch_results') === 1 && count(h.db, 'bigsearch_export_tokens') === 1)
  t.equal((await upload(variant(2))).statusCode, 429, 'at the stored-jobs limit')

  const res = await browser.call({ method: 'DELETE', url: `/v1/bigsearch/jobs/${id}` }, INVESTIGATOR)
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true })
  for (const table of ['bigsearch_jobs', 'bigsearch_items', 'bigsearch_results', 'bigsearch_leads', 'bigsearch_export_tokens']) {
    t.equal(count(h.db, table), 0, `nothing left in ${table}`)
  }
  t.notOk(existsSync(join(dataDir, job.uploadPath)), 'its file is gone')
  t.same((await call('GET', `/v1/bigsearch/status/${id}`)).json(), { success: false, error: 'Query not found.' })
  const again = await browser.call({ method: 'DELETE', url: `/v1/bigsearch/jobs/${id}` }, INVESTIGATOR)
  t.same(again.json(), { success: false, error: 'Query not found.' }, 'deleted once only')
  t.equal((await upload(variant(2))).statusCode, 200, 'a new upload fits again')

  await assertAudited(t, h)
  t.same(
    auditRows(h.db)
      .filter((row) => row.action === 'bigsearch-delete')
      .map((row) => ({ success: row.success, details: row.details })),
    [
      { success: 1, details: id },
      { success: 0, details: id },
    ],
  )
})

t.test('deleting a running job stops it: the engine writes nothing to it after', async (t) => {
  const { h, browser, upload, dataDir } = await bigSearchSetup(t)
  const many = caseFile(Array.from({ length: 50 }, (_, index): BigSearchItem => ({ ...CASE[index % CASE.length]!, index, fileName: `IMG_${index}.JPG` })))
  const id = (await upload(many)).json().checksum as string
  const job = (await findJob(storeOnSqlite(h.db), userIdOf(h.db, INVESTIGATOR), id))!

  // The engine reads ten items, stores them, and waits while the job is deleted; then it reads on.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let reachedGate!: () => void
  const atGate = new Promise<void>((resolve) => (reachedGate = resolve))
  const parts = {
    ...PRODUCT_PARTS,
    async *readUploadItems(path: string, options: { highside: boolean; startAt: number }) {
      for await (const item of PRODUCT_PARTS.readUploadItems(path, options)) {
        if (item.index === 10) {
          reachedGate()
          await released
        }
        yield item
      }
    },
  }
  const settings = { dataDir, highside: false, now: () => h.clock.now, log: () => {}, claim: { by: 'the test engine', leaseMs: 60_000 } }
  const running = runJob(onSqlite(h.db), job, parts, settings)
  await atGate
  t.equal((await findJob(storeOnSqlite(h.db), job.userId, id))?.status, 'PROCESSING')

  const res = await browser.call({ method: 'DELETE', url: `/v1/bigsearch/jobs/${id}` }, INVESTIGATOR)
  t.same(res.json(), { success: true })
  release()
  t.equal(await running, 'STOPPED', 'the engine stopped the job')
  for (const table of ['bigsearch_jobs', 'bigsearch_items', 'bigsearch_results', 'bigsearch_leads']) t.equal(count(h.db, table), 0, `nothing written to ${table}`)
  t.notOk(existsSync(join(dataDir, job.uploadPath)))
})

t.test('at start, uploads that belong to no job (a deleted user\'s, a delete cut short) are swept; jobs keep theirs', async (t) => {
  const { h, upload, dataDir } = await bigSearchSetup(t)
  const id = (await upload(variant(1))).json().checksum as string
  const job = (await findJob(storeOnSqlite(h.db), userIdOf(h.db, INVESTIGATOR), id))!
  const orphans = [join('bigsearch', String(job.userId), `${'a'.repeat(64)}.json`), join('bigsearch', '999', `${'b'.repeat(64)}.json`)]
  for (const orphan of orphans) {
    mkdirSync(join(dataDir, orphan, '..'), { recursive: true })
    writeFileSync(join(dataDir, orphan), '[]')
  }
  t.equal(sweepUploadsWithoutJob(dataDir, (await storedUploadPaths(storeOnSqlite(h.db)))), 2)
  t.ok(existsSync(join(dataDir, job.uploadPath)), "the job's own file stays")
  for (const orphan of orphans) t.notOk(existsSync(join(dataDir, orphan)), `${orphan} is gone`)
  t.notOk(existsSync(join(dataDir, 'bigsearch', '999')), 'a folder left empty goes too')

  // A deleted user's jobs go with them (ON DELETE CASCADE); their files at the next sweep.
  h.db.prepare('DELETE FROM users WHERE id = ?').run(job.userId)
  t.equal(count(h.db, 'bigsearch_jobs'), 0)
  t.equal(sweepUploadsWithoutJob(dataDir, (await storedUploadPaths(storeOnSqlite(h.db)))), 1)
  t.notOk(existsSync(join(dataDir, job.uploadPath)))
  t.equal(sweepUploadsWithoutJob(dataDir, (await storedUploadPaths(storeOnSqlite(h.db)))), 0, 'nothing left to sweep')
})
