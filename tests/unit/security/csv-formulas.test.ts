// Every CSV the product writes (the audit export, the usage reports: server/api/reports/csv.ts) holds no cell a
// spreadsheet runs as a formula, whatever follows its first character (a line break included) and whatever
// space precedes it; and a sign-in name with a control character, the way such a value was planted in the
// audit log, is refused without counting against anyone and is not written to the log.

import t from 'tap'
import Papa from 'papaparse'
import { spreadsheetText } from '../../../server/api/reports/formula-cells.js'
import { csvOf } from '../../../server/api/reports/csv.js'
import { USERNAME_UNREADABLE } from '../../../server/api/routes/authenticate.js'
import { assertAudited, auditRows, harness } from '../server/api/harness.js'
import { ALICE, at, auditSetup, FEB } from '../server/api/audit/audit-fixture.js'

const PLANTED = '=HYPERLINK("http://evil.example/x","Open case")\n@casework.sightline.example'

t.test('a value a spreadsheet would run gets a leading apostrophe, whatever follows or precedes its first sign', async (t) => {
  const formulas = [
    PLANTED,
    '=1+1',
    '+1',
    '-1',
    '@SUM(A1)',
    '=cmd|\' /C calc\'!A0\r\nsecond line',
    '=A1\n',
    '   =HYPERLINK("http://evil.example")',
    '\n=HYPERLINK("http://evil.example")',
    '\r\n@SUM(1)',
    '\u00A0\u2003=1+1',
    '\u200B=1+1',
    '\uFEFF+1',
    '\tanything',
    '\ranything',
    '\uFF1D1+1',
    '\uFF20SUM(1)',
  ]
  for (const value of formulas) t.equal(spreadsheetText(value), `'${value}`, JSON.stringify(value))
  for (const value of ['', 'make=Canon', 'case 17', 'alice@kent.police.example', 'a-b', 'Sign in', ' plain', 'x\n=1']) {
    t.equal(spreadsheetText(value), value, JSON.stringify(value))
  }
})

t.test('a report file neutralises its text cells and notes, and leaves numbers as numbers', async (t) => {
  const csv = csvOf({
    title: 'Usage',
    fileName: 'usage',
    about: [],
    columns: [{ title: 'User' }, { title: 'Reference' }, { title: 'Searches' }],
    rows: [[PLANTED, ' -2+3', 12], ['bob@kent.police.example', 'case 17', 0]],
    notes: ['@note'],
  })
  const rows = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data
  t.same(rows, [
    ['User', 'Reference', 'Searches'],
    [`'${PLANTED}`, "' -2+3", '12'],
    ['bob@kent.police.example', 'case 17', '0'],
    ["'@note", '', ''],
  ])
})

t.test('the audit CSV holds the battery\'s value, a justification and a saved search\'s reference as text', async (t) => {
  const { get, kent } = await auditSetup(t, [
    { at: at('2026-02-10T00:00:00Z'), userEmail: ALICE, justification: 'Operation Lantern\n=HYPERLINK("http://evil.example")' },
    { at: at('2026-02-11T00:00:00Z'), userEmail: ALICE, justification: ' =1+1', details: PLANTED },
    { at: at('2026-02-12T00:00:00Z'), userEmail: ALICE, action: 'save-search', api: 'searches', details: '\r\n@SUM(1)' },
  ])
  const res = await get('auditor', `/v1/licences/${kent}/audit/export?format=csv&${FEB}`, { 'x-justification': 'Operation Lantern' })
  t.equal(res.statusCode, 200)
  const rows = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data
  t.same(
    rows.map((row) => [row.Justification, row.Details]),
    [
      ['', "'\r\n@SUM(1)"],
      ["' =1+1", `'${PLANTED}`],
      ['Operation Lantern\n=HYPERLINK("http://evil.example")', ''],
    ],
  )
})

t.test('a sign-in name with a control character is refused naming the field, counted against nobody and not logged', async (t) => {
  const h = harness(t)
  const real = 'casework@casework.sightline.example'
  await h.addUser({ email: real })
  const browser = h.browser()
  for (const username of [PLANTED, `${real}\u0000`, `\u202E${real}`, `${real.slice(0, 8)}\uD800${real.slice(8)}`]) {
    const res = await browser.call({ method: 'POST', url: '/v1/authenticate', payload: { username, password: 'not the password' } }, 'anonymous')
    t.equal(res.statusCode, 400, JSON.stringify(username))
    t.same(res.json(), { success: false, error: USERNAME_UNREADABLE })
  }
  t.equal(USERNAME_UNREADABLE, 'The email address may not contain control or direction-changing characters.')
  t.equal(h.db.prepare('SELECT count(*) FROM login_throttle').pluck().get(), 0, 'no address or unknown account counted a failure')
  t.equal(h.db.prepare('SELECT failed_logins FROM users WHERE email = ?').pluck().get(real), 0, 'the real account counted none')
  await assertAudited(t, h)
  t.notOk(JSON.stringify(auditRows(h.db)).includes('HYPERLINK'), 'the planted value is nowhere in the log')
})

t.test('the register, verify and reset forms refuse such an address naming the field', async (t) => {
  const h = harness(t)
  const browser = h.browser()
  const email = 'casework@casework.sightline.example\u202E'
  const calls: [string, Record<string, string>][] = [
    ['/v1/register', { email, password: 'a long enough pass phrase' }],
    ['/v1/trial', { email, password: 'a long enough pass phrase', code: 'DEMO-TRIAL' }],
    ['/v1/register/verify', { email, code: 'x' }],
    ['/v1/register/requestpasswordreset', { email: PLANTED }],
    ['/v1/register/updatepassword', { email, code: 'x', password: 'a long enough pass phrase' }],
  ]
  for (const [url, payload] of calls) {
    const res = await browser.call({ method: 'POST', url, payload }, 'anonymous')
    t.same([res.statusCode, res.json()], [400, { success: false, error: USERNAME_UNREADABLE, field: 'email' }], url)
  }
  await assertAudited(t, h)
})
