// BigSearch job rules (spec-2 §4, §5, §6; docs/operations.md "Limits on what users create"): the per-user limits, the
// high-security build's refusals, cancel, reprocess with a moved clock, a job that ends in ERROR, and the export's
// one-time link.

import t from 'tap'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { HIGHSIDE_ONLY_BIGSEARCH, HIGHSIDE_TOO_LARGE, INVALID_FILE_TYPE, UNSUPPORTED_VICS_VERSION, tooManyMedia } from '../../../../../shared/bigsearch/uploadMessages.js'
import { assertAudited, auditRows } from '../harness.js'
import { bigSearchSetup, caseFile, CASE, INVESTIGATOR } from './bigsearch-fixture.js'

const DAY = 24 * 60 * 60 * 1000
const vics = (version: string) =>
  JSON.stringify({ 'odata.metadata': `http://github.com/ICMEC/ProjectVic/DataModels/${version}.xml#Media`, value: [{ MediaID: 1, MD5: 'D41D8CD98F00B204E9800998ECF8427E' }] })
const jobs = (db: import('better-sqlite3').Database) => db.prepare('SELECT count(*) FROM bigsearch_jobs').pluck().get()
const storedFiles = (dataDir: string) => readdirSync(join(dataDir, 'bigsearch'), { recursive: true }).filter((f) => String(f).endsWith('.json'))

t.test('a user may have BIGSEARCH_ACTIVE_JOBS jobs in progress and keep BIGSEARCH_STORED_JOBS jobs', async (t) => {
  const { h, upload, runJobs, dataDir } = await bigSearchSetup(t, { bigSearch: { activeJobs: 2, storedJobs: 3 } })
  const variant = (n: number) => caseFile(CASE.map((item) => ({ ...item, fileName: `case-${n}-${item.fileName}` })))
  t.equal((await upload(variant(1))).statusCode, 200)
  t.equal((await upload(variant(2))).statusCode, 200)
  const busy = await upload(variant(3))
  t.equal(busy.statusCode, 429)
  t.same(busy.json(), { success: false, error: 'You have 2 BigSearch jobs in progress, the most at once. Wait for one to finish, or cancel one, and upload again.' })
  t.equal(jobs(h.db), 2, 'no job made')
  await runJobs()
  t.equal((await upload(variant(3))).statusCode, 200, 'once they finished')
  await runJobs()
  const full = await upload(variant(4))
  t.equal(full.statusCode, 429)
  t.same(full.json(), { success: false, error: 'You have reached the limit of 3 stored BigSearch jobs: delete old searches on the BigSearch page, then upload again.' })
  t.equal(storedFiles(dataDir).length, 3, 'a refused upload keeps no file')
  t.equal((await upload(variant(1))).statusCode, 200, 'a file already uploaded still opens its job')
  await assertAudited(t, h)
})

t.test('a file listing more media files than BIGSEARCH_MAX_ITEMS is refused on upload, saying to split the case', async (t) => {
  const { h, upload, dataDir } = await bigSearchSetup(t, { bigSearch: { maxItems: CASE.length - 1 } })
  const refused = await upload(caseFile(CASE))
  t.equal(refused.statusCode, 400)
  t.same(refused.json(), { success: false, error: tooManyMedia(CASE.length - 1) })
  t.match(refused.json().error, `more than ${CASE.length - 1} media files`)
  t.equal(jobs(h.db), 0, 'no job made')
  t.equal(storedFiles(dataDir).length, 0, 'no file kept')
  const atLimit = await upload(caseFile(CASE.slice(0, -1)))
  t.equal(atLimit.statusCode, 200, `a case at the limit is taken: ${atLimit.body}`)
})

t.test('a file that is not JSON, a VICS 2.0 file and a fingerprint file get the spec messages', async (t) => {
  const { h, upload } = await bigSearchSetup(t)
  const txt = await upload('camera,serial', { fileName: 'case.txt', type: 'text/plain' })
  t.equal(txt.statusCode, 415)
  t.same(txt.json(), { success: false, error: INVALID_FILE_TYPE })
  const v2 = await upload(vics('2.0'))
  t.equal(v2.statusCode, 400)
  t.same(v2.json(), { success: false, error: UNSUPPORTED_VICS_VERSION })
  const fingerprint = await upload(JSON.stringify({ fingerprint: 'x', resolution: '1x1', cropSize: 1, density: 1, algorithm: 'a' }))
  t.equal(fingerprint.statusCode, 400)
  t.match(fingerprint.json().error, /Camera ID/)
  t.equal(jobs(h.db), 0)
  t.ok((await upload(vics('1.3'))).statusCode === 200, 'the standard build takes Project VIC 1.3')
})

t.test('the high-security build takes the JSON body, only in the BigSearch data format and under 100 MB', async (t) => {
  const { h, upload } = await bigSearchSetup(t, { bigSearch: { highside: true, uploadLimit: 2048 } })
  const small = await upload(caseFile(CASE.slice(0, 1)))
  t.equal(small.statusCode, 200, 'the data format, under the limit')
  const vicsFile = await upload(vics('1.3'))
  t.same(vicsFile.json(), { success: false, error: HIGHSIDE_ONLY_BIGSEARCH })
  const large = await upload(caseFile(CASE.map((item) => ({ ...item, fileName: 'x'.repeat(900) }))))
  t.equal(large.statusCode, 413)
  t.same(large.json(), { success: false, error: HIGHSIDE_TOO_LARGE })
  t.equal(jobs(h.db), 1)
  await assertAudited(t, h)
})

t.test('the standard build refuses a file over BIGSEARCH_UPLOAD_LIMIT_MB, naming the limit, and keeps nothing of it', async (t) => {
  const { h, upload, dataDir } = await bigSearchSetup(t, { bigSearch: { uploadLimit: 1024 } })
  const large = await upload(caseFile(CASE.map((item) => ({ ...item, fileName: 'x'.repeat(400) }))))
  t.equal(large.statusCode, 413)
  t.same(large.json(), { success: false, error: 'BigSearch file too large. File sizes must be < 1KB' })
  t.equal(jobs(h.db), 0)
  t.same(readdirSync(join(dataDir, 'bigsearch', 'incoming')), [], 'no part of it kept')
  const small = await upload(caseFile(CASE.slice(0, 1)))
  t.equal(small.statusCode, 200, `a file under the limit: ${small.body}`)
})

t.test('cancel stops a job on the server; the same file uploaded again starts it again', async (t) => {
  const { h, upload, call, runJobs } = await bigSearchSetup(t)
  const id = (await upload(caseFile())).json().checksum
  const cancelled = await call('POST', `/v1/bigsearch/cancel/${id}`)
  t.same(cancelled.json(), { success: true })
  t.equal((await call('GET', `/v1/bigsearch/status/${id}`)).json().status, 'CANCELLED')
  t.equal(await runJobs(), 0, 'the engine never runs it')
  const twice = await call('POST', `/v1/bigsearch/cancel/${id}`)
  t.equal(twice.statusCode, 409)
  t.same(twice.json(), { success: false, error: 'The job has already finished: there is nothing to cancel.' })
  await upload(caseFile())
  t.equal((await call('GET', `/v1/bigsearch/status/${id}`)).json().status, 'QUEUED')
  await runJobs()
  t.equal((await call('GET', `/v1/bigsearch/status/${id}`)).json().status, 'COMPLETE')
  await assertAudited(t, h)
})

t.test('reprocess: refused until the results are over 7 days old, then the job runs again from its stored file', async (t) => {
  const { h, browser, upload, call, runJobs } = await bigSearchSetup(t)
  const id = (await upload(caseFile())).json().checksum
  const running = await call('POST', `/v1/bigsearch/reprocess/${id}`)
  t.equal(running.statusCode, 409)
  t.same(running.json(), { success: false, error: 'Only a job that ended in an error, or whose results are over 7 days old, can be reprocessed.' })
  await runJobs()
  const leadsBefore = (await call('GET', `/v1/bigsearch/leads/${id}`)).json()
  h.clock.advance(7 * DAY)
  await browser.signIn(INVESTIGATOR) // a week later: a new session
  t.equal((await call('POST', `/v1/bigsearch/reprocess/${id}`)).statusCode, 409, 'exactly 7 days is not over 7 days')
  h.clock.advance(1000)
  t.same((await call('POST', `/v1/bigsearch/reprocess/${id}`)).json(), { success: true })
  t.match((await call('GET', `/v1/bigsearch/status/${id}`)).json(), { status: 'QUEUED', mediaProcessed: 0, finished: null })
  t.equal((await call('GET', `/v1/bigsearch/leads/${id}`)).statusCode, 409, 'the old leads are gone')
  await runJobs()
  t.same((await call('GET', `/v1/bigsearch/leads/${id}`)).json(), leadsBefore, 'the same leads again')
})

t.test('BIGSEARCH_CLOCK_OFFSET_DAYS moves the clock that judges a job old', async (t) => {
  const { upload, call, runJobs } = await bigSearchSetup(t, { bigSearch: { clockOffsetMs: 8 * DAY } })
  const id = (await upload(caseFile())).json().checksum
  await runJobs()
  t.same((await call('POST', `/v1/bigsearch/reprocess/${id}`)).json(), { success: true })
})

t.test('a file with a bad item ends the job in ERROR naming the item; it can be reprocessed', async (t) => {
  const { h, upload, call, runJobs, dataDir } = await bigSearchSetup(t)
  const id = (await upload(caseFile())).json().checksum
  // The stored file goes bad after its upload was checked: the engine must name where it stopped.
  const { upload_path: path } = h.db.prepare('SELECT upload_path FROM bigsearch_jobs').get() as { upload_path: string }
  const { writeFileSync } = await import('node:fs')
  writeFileSync(join(dataDir, path), JSON.stringify([CASE[0], CASE[1], { index: 2, camera: { make: 42 } }]))
  await runJobs()
  const status = (await call('GET', `/v1/bigsearch/status/${id}`)).json()
  t.match(status, { status: 'ERROR', mediaProcessed: 2, error: 'Error', statusText: 'Could not read the file: Item 2: camera.make must be string' })
  t.same((await call('POST', `/v1/bigsearch/reprocess/${id}`)).json(), { success: true }, 'an ERROR can be reprocessed at once')
})

t.test('export needs a justification, is audited, and gives a one-time link to the data with scores and leads', async (t) => {
  const { h, upload, call, runJobs } = await bigSearchSetup(t)
  const id = (await upload(caseFile())).json().checksum
  const notYet = await call('GET', `/v1/bigsearch/export/${id}`, { headers: { 'x-justification': 'Case 42' } })
  t.equal(notYet.statusCode, 409, 'not before COMPLETE')
  await runJobs()
  const bare = await call('GET', `/v1/bigsearch/export/${id}`)
  t.equal(bare.statusCode, 400)
  t.same(bare.json(), { success: false, error: 'A justification of 3 to 1,000 characters is required to export a BigSearch job: give one and export again.' })

  const exported = await call('GET', `/v1/bigsearch/export/${id}`, { headers: { 'x-justification': 'Case 42' } })
  t.equal(exported.statusCode, 200)
  const { url, expiresAt } = exported.json()
  t.match(url, new RegExp(`^/v1/bigsearch/data/${id}\\?token=[A-Za-z0-9_-]+$`))
  t.equal(expiresAt, new Date(h.clock.now + 5 * 60 * 1000).toISOString())

  const file = await call('GET', url)
  t.equal(file.statusCode, 200)
  t.equal(file.headers['content-disposition'], `attachment; filename="bigsearch-${id.slice(0, 12)}.json"`)
  const leads = (await call('GET', `/v1/bigsearch/leads/${id}`)).json().leads
  const items = file.json()
  t.equal(items.length, 3)
  t.match(items[0], { ...CASE[0], hasMatches: true, leads: Array })
  t.ok(items[0].score > 0)
  t.match(items[2], { fileName: 'nothing.jpg', hasMatches: false, score: 0 })
  t.ok(items[0].leads.every((i: number) => leads[i].sources.some((s: { index: number }) => s.index === 0)), "its leads name it as a source")

  const again = await call('GET', url)
  t.equal(again.statusCode, 410)
  t.same(again.json(), { success: false, error: 'This download link has expired or was already used: export the job again.' })
  const late = (await call('GET', `/v1/bigsearch/export/${id}`, { headers: { 'x-justification': 'Case 42' } })).json().url
  h.clock.advance(5 * 60 * 1000 + 1)
  t.equal((await call('GET', late)).statusCode, 410, 'expired')

  await assertAudited(t, h)
  const exports = auditRows(h.db).filter((row) => row.action === 'bigsearch-export' && row.success === 1)
  t.same(exports[0]?.justification, 'Case 42', 'the export is audited with its justification')
})
