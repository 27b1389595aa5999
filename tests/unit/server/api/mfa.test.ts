// Sign-in with an emailed login code (spec-1 §4.1 mfaRequired, §2.4): the code is mailed after the right
// password, works once for 10 minutes, and a wrong one counts as a failed sign-in.

import t, { type Test } from 'tap'
import { assertAudited, MINUTE, type Harness, harnessOn, onEachEngine } from './harness.js'
import { sql } from 'kysely'
import { SECURE_COOKIE } from '../../../../server/api/plugins/authentication.js'
import { CODE_NOT_SENT, INCORRECT_CREDENTIALS, WRONG_LOGIN_CODE } from '../../../../server/api/accounts/sign-in.js'
import { LOGIN_CODE_SUBJECT } from '../../../../server/api/mail/messages-login.js'
import { findUserByEmail } from '../../../../server/api/store/users.js'

const BOB = 'bob@police.example'

/** The code in the newest login-code message to `to`. */
function mailedCode(t: Test, h: Harness, to: string): string {
  const message = h.mail.filter((m) => m.to === to && m.subject === LOGIN_CODE_SUBJECT).at(-1)
  const code = message && /^Your login code: (\d{6})$/m.exec(message.text)?.[1]
  t.ok(code, 'a six-digit code on its own line')
  return code as string
}

onEachEngine(t, 'the right password alone mails a code and answers mfaRequired, with no session yet', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: BOB, mfaRequired: true }, ['MetadataSearch'])
  const browser = h.browser()
  const res = await browser.signIn(BOB)
  t.same([res.statusCode, res.json()], [200, { success: true, mfaRequired: true }])
  t.notOk(res.headers['set-cookie'])
  t.equal(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(h.store.db)).rows[0]?.n), 0)
  t.equal(h.mail.length, 1)
  t.equal(h.mail[0]?.to, BOB)
  const code = mailedCode(t, h, BOB)
  t.notOk((await sql<{ code_hash: string }>`SELECT code_hash FROM one_time_codes`.execute(h.store.db)).rows.some((row) => row.code_hash === code), 'the code is stored only hashed')

  const signedIn = await browser.signIn(BOB, { mfa_code: code })
  t.equal(signedIn.statusCode, 200)
  t.match(signedIn.json(), { success: true, user: { email: BOB, licenceRoles: { 1: ['MetadataSearch'] } } })
  t.ok(browser.cookies.get(SECURE_COOKIE), 'a session now')
  const rows = await assertAudited(t, h)
  t.notOk(JSON.stringify(rows).includes(code), 'the audit log never holds the code')
})

onEachEngine(t, 'a wrong code is refused and counted as a failed sign-in; so is a code used twice', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: BOB, mfaRequired: true })
  const browser = h.browser()
  await browser.signIn(BOB)
  const code = mailedCode(t, h, BOB)
  const wrong = await browser.signIn(BOB, { mfa_code: code === '000000' ? '111111' : '000000' })
  t.same([wrong.statusCode, wrong.json()], [400, { success: false, error: WRONG_LOGIN_CODE }])
  t.equal((await findUserByEmail(h.store, BOB))?.failedLogins, 1)
  t.equal((await browser.signIn(BOB, { mfa_code: code })).statusCode, 200, 'the right code still works after one wrong try')
  const reused = await h.browser().signIn(BOB, { mfa_code: code })
  t.same([reused.statusCode, reused.json()], [400, { success: false, error: WRONG_LOGIN_CODE }])
  await assertAudited(t, h)
})

onEachEngine(t, 'a code older than 10 minutes has expired', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: BOB, mfaRequired: true })
  const browser = h.browser()
  await browser.signIn(BOB)
  const code = mailedCode(t, h, BOB)
  h.clock.advance(10 * MINUTE)
  const res = await browser.signIn(BOB, { mfa_code: code })
  t.same(res.json(), { success: false, error: WRONG_LOGIN_CODE })
  t.equal(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM sessions`.execute(h.store.db)).rows[0]?.n), 0)
  await assertAudited(t, h)
})

onEachEngine(t, 'a code with the wrong password is refused as a wrong password, and mails nothing', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: BOB, mfaRequired: true })
  const browser = h.browser()
  const res = await browser.signIn(BOB, { mfa_code: '123456' }, 'not the password')
  t.same(res.json(), { success: false, error: INCORRECT_CREDENTIALS })
  const alone = await browser.signIn(BOB, {}, 'not the password')
  t.same(alone.json(), { success: false, error: INCORRECT_CREDENTIALS })
  t.equal(h.mail.length, 0)
  await assertAudited(t, h)
})

onEachEngine(t, 'asking again mails a new code, and only the newest works', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: BOB, mfaRequired: true })
  const browser = h.browser()
  await browser.signIn(BOB)
  const first = mailedCode(t, h, BOB)
  await browser.signIn(BOB)
  const second = mailedCode(t, h, BOB)
  if (first !== second) t.equal((await browser.signIn(BOB, { mfa_code: first })).statusCode, 400, 'the first code died')
  t.equal((await browser.signIn(BOB, { mfa_code: second })).statusCode, 200)
  await assertAudited(t, h)
})

onEachEngine(t, 'when the code cannot be mailed the answer says so with a 500 the browser does not retry', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: BOB, mfaRequired: true })
  h.failMail()
  const res = await h.browser().signIn(BOB)
  t.same([res.statusCode, res.json()], [500, { success: false, error: CODE_NOT_SENT }])
  t.equal((await findUserByEmail(h.store, BOB))?.failedLogins, 0, 'not counted as a failed sign-in')
  await assertAudited(t, h)
})
