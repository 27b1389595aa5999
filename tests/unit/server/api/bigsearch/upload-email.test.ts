// spec-2 §7: an upload carries the user's email beside the file (the form field `email`; in the high-security
// build, whose body is the file, the x-upload-email header). The signed-in user's own address, in any case, is
// taken; another user's is refused with 400 and makes no job; an upload naming none (older clients) is taken.

import t from 'tap'
import { UPLOAD_EMAIL_HEADER } from '../../../../../shared/api/headers.js'
import { OTHER_USER_EMAIL } from '../../../../../server/api/bigsearch/upload-email.js'
import { bigSearchSetup, caseFile, CASE, INVESTIGATOR, OTHER } from './bigsearch-fixture.js'

const BOUNDARY = '----sightline-email-boundary'
const jobs = (db: import('better-sqlite3').Database) => db.prepare('SELECT count(*) FROM bigsearch_jobs').pluck().get()

/** The upload screen's form: the email field first, then the file. */
function formWithEmail(content: string, email: string) {
  const field = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n`
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="case.json"\r\nContent-Type: application/json\r\n\r\n`
  return {
    payload: Buffer.from(`${field}${file}${content}\r\n--${BOUNDARY}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}

t.test('the standard build checks the form field email against the signed-in user', async (t) => {
  const { h, browser, upload } = await bigSearchSetup(t)
  const send = (email: string, items = CASE) =>
    browser.call({ method: 'POST', url: '/v1/bigsearch/data', ...formWithEmail(caseFile(items), email) }, INVESTIGATOR)

  const other = await send(OTHER)
  t.equal(other.statusCode, 400)
  t.same(other.json(), { success: false, error: OTHER_USER_EMAIL })
  t.equal(jobs(h.db), 0, 'no job for an upload naming another user')

  const own = await send(INVESTIGATOR.toUpperCase())
  t.equal(own.statusCode, 200, 'the user\'s own address, in any case')
  t.match(own.json(), { success: true, checksum: /^[0-9a-f]{64}$/ })

  const none = await upload(caseFile(CASE.slice(0, 2)))
  t.equal(none.statusCode, 200, 'an upload naming no one is taken')
  const blank = await send('  ', CASE.slice(0, 1))
  t.equal(blank.statusCode, 200, 'an empty field names no one')
  t.equal(jobs(h.db), 3)
})

t.test('the high-security build checks the x-upload-email header', async (t) => {
  const { h, browser } = await bigSearchSetup(t, { bigSearch: { highside: true } })
  const send = (headers: Record<string, string>) =>
    browser.call({ method: 'POST', url: '/v1/bigsearch/data', payload: caseFile(), headers: { 'content-type': 'application/json', ...headers } }, INVESTIGATOR)

  const other = await send({ [UPLOAD_EMAIL_HEADER]: OTHER })
  t.equal(other.statusCode, 400)
  t.same(other.json(), { success: false, error: OTHER_USER_EMAIL })
  t.equal(jobs(h.db), 0)

  t.equal((await send({ [UPLOAD_EMAIL_HEADER]: INVESTIGATOR })).statusCode, 200, 'the user\'s own address')
  t.equal((await send({})).statusCode, 200, 'no header: the same file opens the same job')
  t.equal(jobs(h.db), 1)
})
