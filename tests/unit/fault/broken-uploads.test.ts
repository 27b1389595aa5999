// Fault: a broken BigSearch upload was a 500. A multipart type without its boundary, and a multipart body cut off
// before its end, each failed the service. Every broken upload is the caller's fault and is answered 400 with a
// message saying what is wrong; nothing of it is kept, no job is made, and the service keeps answering.

import t from 'tap'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { bigSearchSetup, caseFile, formUpload, INVESTIGATOR } from '../server/api/bigsearch/bigsearch-fixture.js'
import { assertAudited } from '../server/api/harness.js'
import { NO_FILE } from '../../../server/api/routes/bigsearch.js'
import { UPLOAD_CUT_SHORT } from '../../../server/api/bigsearch/receive-upload.js'
import { NO_BOUNDARY } from '../../../server/api/bigsearch/upload-form.js'

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
