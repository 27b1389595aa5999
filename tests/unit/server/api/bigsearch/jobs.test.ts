// The BigSearch calls (spec-2 §4, §7): upload, the job's status, its leads, and whose job is whose.

import t from 'tap'
import { Value } from 'typebox/value'
import { LeadsReply } from '../../../../../shared/api/types/schemas/bigsearch.js'
import { assertAudited } from '../harness.js'
import { bigSearchSetup, caseFile, CASE, INVESTIGATOR, OTHER } from './bigsearch-fixture.js'
import { findUserByEmail, updateUserSettings } from '../../../../../server/api/store/users.js'
import { createHash } from 'node:crypto'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

t.test('an upload queues a job named by its checksum; the engine completes it with the leads of its files', async (t) => {
  const { h, upload, call, runJobs } = await bigSearchSetup(t)
  const res = await upload(caseFile())
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true, checksum: sha256(caseFile()) })
  const id = res.json().checksum as string

  const queued = await call('GET', `/v1/bigsearch/status/${id}`)
  t.same(queued.json(), {
    success: true, status: 'QUEUED', finished: null, mediaCount: 3, mediaProcessed: 0, error: null, statusText: null,
    fileName: 'case.json', created: new Date(h.clock.now).toISOString(), ownerEmail: INVESTIGATOR, ownerName: null,
  })
  const early = await call('GET', `/v1/bigsearch/leads/${id}`)
  t.equal(early.statusCode, 409)
  t.same(early.json(), { success: false, error: "The job's leads are not ready: it is QUEUED." })

  t.equal(await runJobs(), 1)
  const done = (await call('GET', `/v1/bigsearch/status/${id}`)).json()
  t.match(done, { status: 'COMPLETE', mediaCount: 3, mediaProcessed: 3, finished: new Date(h.clock.now).toISOString() })

  const leads = await call('GET', `/v1/bigsearch/leads/${id}`)
  t.equal(leads.statusCode, 200)
  t.same([...Value.Errors(LeadsReply, leads.json())].map((e) => `${e.instancePath} ${e.message}`), [], 'a LeadsReply')
  const byType = (type: string) => leads.json().leads.filter((lead: { '@type': string }) => lead['@type'] === type)
  const [camera] = byType('CAMERA')
  t.match(camera, { value: { make: 'Canon', serialNumber: '0000123' }, sightings: 2, sources: [{ index: 0, md5: CASE[0]!.duplicates!.md5 }] })
  t.match(byType('IDENTICAL_IMAGE')[0], { value: { hashType: 'MD5' }, sightings: 1 })
  t.match(byType('ARTIST')[0], { value: { text: 'Marie Curie' }, sightings: 1, sources: [{ index: 1 }] })
  await assertAudited(t, h)
})

t.test('the same file again by the same user opens the same job; another user gets a job of their own', async (t) => {
  const { h, upload, call, runJobs, other } = await bigSearchSetup(t)
  const first = (await upload(caseFile())).json().checksum
  await runJobs()
  const again = await upload(caseFile(), { fileName: 'renamed.json' })
  t.same(again.json(), { success: true, checksum: first })
  t.equal((await call('GET', `/v1/bigsearch/status/${first}`)).json().status, 'COMPLETE', 'not queued again')
  t.equal(h.db.prepare('SELECT count(*) FROM bigsearch_jobs').pluck().get(), 1)

  const olga = await other()
  const theirs = await upload(caseFile(), { browser: olga, as: OTHER })
  t.same(theirs.json(), { success: true, checksum: first }, 'the same checksum')
  t.equal(h.db.prepare('SELECT count(*) FROM bigsearch_jobs').pluck().get(), 2, 'but their own job')
  t.equal((await call('GET', `/v1/bigsearch/status/${first}`, { browser: olga, as: OTHER })).json().status, 'QUEUED')
})

t.test('the status names the case: the name its file was uploaded as, when, and whose job it is', async (t) => {
  const { h, upload, call, other } = await bigSearchSetup(t)
  await updateUserSettings(h.store, (await findUserByEmail(h.store, INVESTIGATOR))!.id, { firstName: 'Ines', lastName: 'Moreau' })
  const id = (await upload(caseFile(), { fileName: 'Operation Larch.json' })).json().checksum
  h.clock.advance(60_000)
  t.match((await call('GET', `/v1/bigsearch/status/${id}`)).json(), {
    fileName: 'Operation Larch.json',
    created: new Date(h.clock.now - 60_000).toISOString(),
    ownerEmail: INVESTIGATOR,
    ownerName: 'Ines Moreau',
  })
  // The same file by another user is their job, named as they uploaded it, and theirs.
  const olga = await other()
  await upload(caseFile(), { browser: olga, as: OTHER, fileName: 'larch.json' })
  t.match((await call('GET', `/v1/bigsearch/status/${id}`, { browser: olga, as: OTHER })).json(), { fileName: 'larch.json', ownerEmail: OTHER, ownerName: null })
})

t.test("another user's job, or none, is 'Query not found.' on every call", async (t) => {
  const { h, upload, call, runJobs, other } = await bigSearchSetup(t)
  const id = (await upload(caseFile())).json().checksum
  await runJobs()
  const olga = await other()
  const unknown = 'f'.repeat(64)
  // An id no job can have (the address /bigsearch/abc) is not found either, never a validation message.
  for (const jobId of [id, unknown, 'abc', 'F'.repeat(64), 'x'.repeat(100)]) {
    for (const [method, url] of [
      ['GET', `/v1/bigsearch/status/${jobId}`],
      ['GET', `/v1/bigsearch/leads/${jobId}`],
      ['POST', `/v1/bigsearch/reprocess/${jobId}`],
      ['POST', `/v1/bigsearch/cancel/${jobId}`],
      ['GET', `/v1/bigsearch/export/${jobId}`],
      ['GET', `/v1/bigsearch/data/${jobId}?token=abc`],
    ] as const) {
      const res = await call(method, url, { browser: olga, as: OTHER, headers: { 'x-justification': 'case 42' } })
      t.equal(res.statusCode, 404, `${method} ${url}`)
      t.same(res.json(), { success: false, error: 'Query not found.' })
    }
  }
  await assertAudited(t, h)
})

t.test('an upload without MetadataSearch is refused and keeps no file', async (t) => {
  const { h, upload } = await bigSearchSetup(t)
  await h.addUser({ email: 'nora@police.example' })
  const nora = h.browser()
  await nora.signIn('nora@police.example')
  const res = await upload(caseFile(), { browser: nora, as: 'nora@police.example' })
  t.equal(res.statusCode, 403)
  t.equal(h.db.prepare('SELECT count(*) FROM bigsearch_jobs').pluck().get(), 0)
})
