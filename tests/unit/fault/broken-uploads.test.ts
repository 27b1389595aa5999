// Fault: a broken BigSearch upload was a 500. A multipart type without its boundary, and a multipart body cut off
// before its end, each failed the service; so did a picture upload to the Hub cut off inside its file part. Every broken upload is the caller's fault and is answered 400 with a
// message saying what is wrong; nothing of it is kept, no job is made, and the service keeps answering.

import t from 'tap'
import { sql } from 'kysely'
import { Jimp } from 'jimp'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { bigSearchSetup, caseFile, formUpload, INVESTIGATOR } from '../server/api/bigsearch/bigsearch-fixture.js'
import { assertAudited } from '../server/api/harness.js'
import { NO_FILE } from '../../../server/api/routes/bigsearch.js'
import { NO_BOUNDARY, UPLOAD_CUT_SHORT } from '../../../server/api/upload-form.js'
import { CONTRIBUTOR, uniformSetup, uploadForm } from '../server/api/uniforms/uniforms-fixture.js'

const BOUNDARY = '----sightline-broken-boundary'

/** The files under the data folder's bigsearch/ folder: a refused upload leaves none. */
function keptFiles(dataDir: string): string[] {
  const root = join(dataDir, 'bigsearch')
  if (!existsSync(root)) return []
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

t.test('a broken multipart upload is refused with 400 and a message, never a 500', async (t) => {
  const s = await bigSearchSetup(t)
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="case.json"\r\nContent-Type: application/json\r\n\r\n`
  const whole = formUpload(caseFile())
  const cases: [string, Record<string, string>, string | Buffer, string][] = [
    ['a multipart type with no boundary', { 'content-type': 'multipart/form-data' }, whole.payload, NO_BOUNDARY],
    ['a boundary that is empty', { 'content-type': 'multipart/form-data; boundary=' }, whole.payload, NO_BOUNDARY],
    ['a body cut off in its file part', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, `${head}${caseFile().slice(0, 40)}`, UPLOAD_CUT_SHORT],
    ['a body cut off in its part headers', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, `--${BOUNDARY}\r\nContent-Disposition: form-da`, UPLOAD_CUT_SHORT],
    ['a body whose boundary is not the declared one', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, whole.payload, UPLOAD_CUT_SHORT],
    ['an empty body', { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, '', NO_FILE],
    [
      'a form with a field and no file',
      { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${INVESTIGATOR}\r\n--${BOUNDARY}--\r\n`,
      NO_FILE,
    ],
  ]
  for (const [label, headers, payload, message] of cases) {
    const res = await s.browser.call({ method: 'POST', url: '/v1/bigsearch/data', headers, payload }, INVESTIGATOR)
    t.same([res.statusCode, res.json()], [400, { success: false, error: message }], label)
  }
  t.same(keptFiles(s.dataDir), [], 'nothing of them is kept')
  t.equal(s.h.db.prepare('SELECT COUNT(*) FROM bigsearch_jobs').pluck().get(), 0, 'no job made')
  const ok = await s.upload(caseFile())
  t.equal(ok.statusCode, 200, 'a whole upload is still taken')
  await assertAudited(t, s.h)
})

t.test('a picture upload to the Hub cut off inside its file is refused with 400 and a message, and nothing is kept', async (t) => {
  const { as, h } = await uniformSetup(t, { schools: 2 })
  const call = as(CONTRIBUTOR)
  const school = (await call('GET', '/v1/uniforms/contributions?results-per-page=10')).json().data.schools[0].id as string
  const picture = Buffer.alloc(200_000, 0x5a)
  const { payload, headers } = uploadForm('logo', picture, 'badge.jpg')
  const cut = await call('POST', `/v1/uniforms/schools/${school}/images`, { payload: payload.subarray(0, payload.length - 150_000), headers })
  t.same([cut.statusCode, cut.json()], [400, { success: false, error: UPLOAD_CUT_SHORT }])
  const uploads = async () =>
    (await sql<{ n: number }>`SELECT count(*) AS n FROM uniform_images WHERE uploaded_by IS NOT NULL`.execute(h.store.db)).rows[0]!.n
  t.equal(await uploads(), 0, 'no picture kept')
  const png = await new Jimp({ width: 64, height: 48, color: 0x1f3a93ff }).getBuffer('image/png')
  const whole = uploadForm('logo', png, 'badge.png')
  t.equal((await call('POST', `/v1/uniforms/schools/${school}/images`, whole)).statusCode, 200, 'a whole upload is still taken')
  t.equal(await uploads(), 1)
  await assertAudited(t, h)
})
