// Registration, trial sign-up, verification and password reset through the built-in service (spec-1 §7,
// spec-3 §4 "Verify", §8): the replies, the emails and their links, the database, and the audit log.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { buildApi } from '../../../../server/api/app.js'
import { openDatabase } from '../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../server/api/store/engine/sqlite.js'
import type { Mailer, MailMessage } from '../../../../server/api/mail/mailer.js'
import {
  ALREADY_REGISTERED_SUBJECT,
  PASSWORD_CHANGED_SUBJECT,
  RESET_SUBJECT,
  VERIFY_SUBJECT,
} from '../../../../server/api/mail/messages.js'
import {
  EMAIL_NOT_VERIFIED,
  INVALID_RESET_LINK,
  INVALID_TRIAL_CODE,
  MAIL_NOT_SENT,
  RESET_MAIL_INTERVAL_MS,
} from '../../../../server/api/accounts/registration.js'
import { sessionCookieName } from '../../../../server/api/plugins/authentication.js'
import { createSession } from '../../../../server/api/store/sessions.js'
import { createUser, findUserByEmail, markUserVerified } from '../../../../server/api/store/users.js'
import { hashPassword, PASSWORD_COST, verifyPassword } from '../../../../server/api/store/passwords.js'
import { createTrial, trialUsers } from '../../../../server/api/store/trials.js'
import { licenceRolesFor } from '../../../../server/api/store/licences.js'
import { serviceStoreOn } from '../../../support/service-store.js'

const MIGRATIONS = 'server/api/db/migrations'
const PUBLIC_URL = 'https://sightline.example.org'
const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const HOUR = 60 * 60 * 1000
const PASSWORD = 'correct horse battery staple'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function build(t: Test, options: { failingMail?: boolean } = {}) {
  const db = openDatabase(join(t.testdir(), 'service.db'), MIGRATIONS)
  const sent: MailMessage[] = []
  const mailer: Mailer = {
    async send(message) {
      if (options.failingMail) throw new Error('SMTP server refused the connection')
      sent.push(message)
    },
  }
  const clock = { now: NOW }
  const app = buildApi({ store: serviceStoreOn(db), now: () => clock.now, mailer, publicUrl: PUBLIC_URL })
  t.teardown(() => app.close())

  const post = (url: string, body: Record<string, unknown> | string | unknown[], as: 'form' | 'json' = 'form', headers: Record<string, string> = {}) =>
    as === 'form'
      ? app.inject({ method: 'POST', url, headers: { ...FORM, ...headers }, payload: typeof body === 'string' ? body : new URLSearchParams(body as Record<string, string>).toString() })
      : app.inject({ method: 'POST', url, headers, payload: body as object })

  /** Every row of the tables these calls write, to show that a refused call changed nothing. */
  const snapshot = () =>
    ['users', 'one_time_codes', 'trial_users', 'licences', 'licensed_entities', 'sessions'].map((table) =>
      db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all(),
    )
  const audit = () =>
    db.prepare('SELECT user_email AS email, api, action, success, error, details FROM audit_log ORDER BY id').all() as {
      email: string
      api: string
      action: string
      success: number
      error: string | null
      details: string | null
    }[]
  return { app, db, sent, clock, post, snapshot, audit }
}

/** The email and code of the first link to `path` in a message. */
function linkIn(message: MailMessage | undefined, path: string) {
  const found = message?.text.match(new RegExp(`^${PUBLIC_URL}${path}\\?\\S+$`, 'm'))
  if (!found) throw new Error(`no ${path} link in ${JSON.stringify(message)}`)
  const url = new URL(found[0])
  return { email: url.searchParams.get('email') ?? '', code: url.searchParams.get('code') ?? '' }
}

t.test('registering a new address makes an unverified account and emails a verification link', async (t) => {
  const { db, sent, post, audit } = build(t)
  const res = await post('/v1/register', { email: ' Ada.Byron@Police.example ', password: PASSWORD, firstName: 'Ada', lastName: 'Byron', organization: 'Example Police' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true, result: 'REGISTERED' })

  const user = await findUserByEmail(storeOnSqlite(db), 'ada.byron@police.example')
  t.match(user, { email: 'Ada.Byron@Police.example', firstName: 'Ada', lastName: 'Byron', organization: 'Example Police', verified: false })
  t.equal(await verifyPassword(PASSWORD, user?.passwordHash ?? ''), true, 'the password is stored hashed')
  t.equal(user?.passwordHash?.split('$')[1], String(PASSWORD_COST), "at the product's scrypt cost")
  t.equal(sent.length, 1)
  t.equal(sent[0]?.to, 'Ada.Byron@Police.example')
  t.equal(sent[0]?.subject, VERIFY_SUBJECT)
  const link = linkIn(sent[0], '/verify')
  t.equal(link.email, 'Ada.Byron@Police.example')
  t.match(link.code, /^[A-Za-z0-9_-]{43}$/)
  t.match(sent[0]?.text, `${PUBLIC_URL}/verify?email=Ada.Byron%40Police.example&code=`)
  t.same(audit(), [{ email: 'Ada.Byron@Police.example', api: 'register', action: 'register', success: 1, error: null, details: null }])
})

t.test('a JSON body with the same fields registers too, names being optional', async (t) => {
  const { db, sent, post } = build(t)
  const res = await post('/v1/register', { email: 'ada@police.example', password: PASSWORD }, 'json')
  t.same(res.json(), { success: true, result: 'REGISTERED' })
  t.match((await findUserByEmail(storeOnSqlite(db), 'ada@police.example')), { firstName: '', lastName: '', organization: '', verified: false })
  t.equal(sent[0]?.subject, VERIFY_SUBJECT)
})

t.test('registering an address that has an account answers the same and emails that address a notice', async (t) => {
  const { db, sent, post, snapshot, audit } = build(t)
  const existing = await createUser(storeOnSqlite(db), { email: 'ada@police.example', passwordHash: await hashPassword('the old passphrase 1'), verified: true }, NOW)
  const before = snapshot()
  const res = await post('/v1/register', { email: 'ADA@police.example', password: PASSWORD, firstName: 'Mallory' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true, result: 'REGISTERED' })
  t.same(snapshot(), before, 'no account, code or name changed')
  t.equal(await verifyPassword('the old passphrase 1', (await findUserByEmail(storeOnSqlite(db), existing.email))?.passwordHash ?? ''), true)
  t.equal(sent.length, 1)
  t.equal(sent[0]?.to, 'ada@police.example')
  t.equal(sent[0]?.subject, ALREADY_REGISTERED_SUBJECT)
  t.match(sent[0]?.text, /someone tried to register/i)
  t.match(sent[0]?.text, new RegExp(`^${PUBLIC_URL}/resetpassword$`, 'm'))
  t.match(sent[0]?.text, new RegExp(`^${PUBLIC_URL}/login$`, 'm'))
  t.notMatch(sent[0]?.text, /code=/, 'no link that would verify anything')
  t.match(audit(), [{ email: 'ADA@police.example', api: 'register', action: 'register', success: 1 }])
})

t.test('bad registration input is refused with what to fix, and changes nothing', async (t) => {
  // Each refusal names the field it refuses beside the words (issue 29); a body that is no form names none.
  const cases: [string, Record<string, unknown> | string | unknown[], 'form' | 'json', string, string | null][] = [
    ['no email', { password: PASSWORD }, 'form', 'Enter your email address.', 'email'],
    ['blank email', { email: '   ', password: PASSWORD }, 'form', 'Enter your email address.', 'email'],
    ['no @', { email: 'ada.police.example', password: PASSWORD }, 'form', 'Enter a valid email address, like name@example.org.', 'email'],
    ['no domain dot', { email: 'ada@localhost', password: PASSWORD }, 'form', 'Enter a valid email address, like name@example.org.', 'email'],
    ['two @', { email: 'ada@x@police.example', password: PASSWORD }, 'form', 'Enter a valid email address, like name@example.org.', 'email'],
    ['space inside', { email: 'ada byron@police.example', password: PASSWORD }, 'form', 'Enter a valid email address, like name@example.org.', 'email'],
    ['empty label', { email: 'ada@police..example', password: PASSWORD }, 'form', 'Enter a valid email address, like name@example.org.', 'email'],
    ['email of 255', { email: `${'a'.repeat(243)}@police.example`, password: PASSWORD }, 'form', 'The email address must be at most 254 characters.', 'email'],
    ['no password', { email: 'ada@police.example' }, 'form', 'Enter a password.', 'password'],
    ['password of 11', { email: 'ada@police.example', password: 'a'.repeat(11) }, 'form', 'The password must be at least 12 characters.', 'password'],
    ['password of 129', { email: 'ada@police.example', password: 'a'.repeat(129) }, 'form', 'The password must be at most 128 characters.', 'password'],
    ['11 emoji are 11 characters', { email: 'ada@police.example', password: '🔑'.repeat(11) }, 'form', 'The password must be at least 12 characters.', 'password'],
    ['first name of 101', { email: 'ada@police.example', password: PASSWORD, firstName: 'A'.repeat(101) }, 'form', 'The first name must be at most 100 characters.', 'firstName'],
    ['last name of 101', { email: 'ada@police.example', password: PASSWORD, lastName: 'B'.repeat(101) }, 'form', 'The last name must be at most 100 characters.', 'lastName'],
    ['organisation of 101', { email: 'ada@police.example', password: PASSWORD, organization: 'C'.repeat(101) }, 'form', 'The organisation must be at most 100 characters.', 'organization'],
    ['name on two lines', { email: 'ada@police.example', password: PASSWORD, lastName: 'Byron\nInjected' }, 'form', 'The last name must be one line of text.', 'lastName'],
    ['repeated email field', 'email=ada%40police.example&email=eve%40police.example&password=correct+horse+battery+staple', 'form', 'The email address must be text.', 'email'],
    ['email as a number', { email: 42, password: PASSWORD }, 'json', 'The email address must be text.', 'email'],
    ['password as an object', { email: 'ada@police.example', password: { length: 20 } }, 'json', 'The password must be text.', 'password'],
    ['a JSON array', [{ email: 'ada@police.example', password: PASSWORD }], 'json', 'Send the fields as a form or as a JSON object.', null],
  ]
  for (const [name, body, as, error, field] of cases) {
    const { post, sent, snapshot, audit } = build(t)
    const before = snapshot()
    const res = await post('/v1/register', body, as)
    t.equal(res.statusCode, 400, name)
    t.same(res.json(), { success: false, error, ...(field ? { field } : {}) }, name)
    t.same(snapshot(), before, `${name}: nothing changed`)
    t.same(sent, [], `${name}: no mail`)
    t.match(audit(), [{ api: 'register', action: 'register', success: 0, error }], `${name}: audited as failed`)
  }
})

t.test('a password of exactly 12 and 128 characters, and names of 100, are accepted', async (t) => {
  const { post } = build(t)
  for (const [email, password] of [['short@police.example', 'a'.repeat(12)], ['long@police.example', 'b'.repeat(128)], ['emoji@police.example', '🔑'.repeat(12)]] as const) {
    const res = await post('/v1/register', { email, password, firstName: 'A'.repeat(100), organization: 'O'.repeat(100) })
    t.same(res.json(), { success: true, result: 'REGISTERED' }, email)
  }
})

t.test('a body over the limit, plain text or no body at all is refused and audited', async (t) => {
  const { post, app, sent, snapshot, audit } = build(t)
  const before = snapshot()
  const tooLarge = await post('/v1/register', `email=ada%40police.example&password=${'a'.repeat(1024 * 1024)}`)
  t.equal(tooLarge.statusCode, 413)
  t.same(tooLarge.json(), { success: false, error: 'The request body is too large: at most 1 MB.' })
  const text = await app.inject({ method: 'POST', url: '/v1/register', headers: { 'content-type': 'text/plain' }, payload: 'email=ada@police.example' })
  t.equal(text.statusCode, 400)
  t.same(text.json(), { success: false, error: 'Send the fields as a form or as a JSON object.' })
  const empty = await app.inject({ method: 'POST', url: '/v1/register' })
  t.equal(empty.statusCode, 400)
  t.same(empty.json(), { success: false, error: 'Send the fields as a form or as a JSON object.' })
  t.same(snapshot(), before)
  t.same(sent, [])
  t.match(audit(), [
    { api: 'register', success: 0, error: 'The request body is too large: at most 1 MB.' },
    { api: 'register', action: 'register', success: 0 },
    { api: 'register', action: 'register', success: 0 },
  ])
})

t.test('the emailed link verifies the address once; a second use answers ALREADY_VERIFIED', async (t) => {
  const { db, sent, post, audit } = build(t)
  await post('/v1/register', { email: 'ada@police.example', password: PASSWORD })
  const link = linkIn(sent[0], '/verify')
  const res = await post('/v1/register/verify', link)
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true, result: 'VERIFIED', user: null })
  t.equal((await findUserByEmail(storeOnSqlite(db), 'ada@police.example'))?.verified, true)
  const again = await post('/v1/register/verify', link, 'json')
  t.same(again.json(), { success: true, result: 'ALREADY_VERIFIED', user: null })
  t.match(audit().slice(1), [
    { email: 'ada@police.example', api: 'register', action: 'verify', success: 1 },
    { email: 'ada@police.example', api: 'register', action: 'verify', success: 1 },
  ])
})

t.test('a wrong, expired, foreign or missing code does not verify and says "Email not verified."', async (t) => {
  const { db, sent, post, clock, snapshot, audit } = build(t)
  await post('/v1/register', { email: 'ada@police.example', password: PASSWORD })
  await post('/v1/register', { email: 'ben@police.example', password: PASSWORD })
  const ada = linkIn(sent[0], '/verify')
  const ben = linkIn(sent[1], '/verify')
  const before = snapshot()
  const refused = async (name: string, body: Record<string, unknown>, as: 'form' | 'json' = 'form') => {
    const res = await post('/v1/register/verify', body, as)
    t.equal(res.statusCode, 400, name)
    t.same(res.json(), { success: false, error: EMAIL_NOT_VERIFIED }, name)
  }
  await refused("another address's code", { email: ada.email, code: ben.code })
  await refused('unknown address', { email: 'carl@police.example', code: ada.code })
  await refused('no code', { email: ada.email })
  await refused('no email', { code: ada.code })
  await refused('empty code', { email: ada.email, code: '' })
  t.equal((await findUserByEmail(storeOnSqlite(db), ada.email))?.verified, false)
  t.same(snapshot().slice(0, 1), before.slice(0, 1), 'no account changed')

  clock.now = NOW + 24 * HOUR
  await refused('expired after 24 hours', ben)
  t.equal((await findUserByEmail(storeOnSqlite(db), ben.email))?.verified, false)
  t.match(audit().slice(-6), Array(6).fill({ api: 'register', action: 'verify', success: 0, error: EMAIL_NOT_VERIFIED }))

  clock.now = NOW
  const wrong = await post('/v1/register/verify', { email: ada.email, code: 42 }, 'json')
  t.same(wrong.json(), { success: false, error: 'The code must be text.', field: 'code' })
})

t.test('a verified address does not answer ALREADY_VERIFIED to a code it was never sent', async (t) => {
  const { db, post } = build(t)
  await createUser(storeOnSqlite(db), { email: 'ada@police.example', verified: true }, NOW)
  const res = await post('/v1/register/verify', { email: 'ada@police.example', code: 'guessed' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { success: false, error: EMAIL_NOT_VERIFIED })
})

t.test('five wrong codes kill the verification link', async (t) => {
  const { db, sent, post } = build(t)
  await post('/v1/register', { email: 'ada@police.example', password: PASSWORD })
  const link = linkIn(sent[0], '/verify')
  for (let i = 0; i < 5; i++) t.equal((await post('/v1/register/verify', { email: link.email, code: `wrong-${i}` })).statusCode, 400)
  const res = await post('/v1/register/verify', link)
  t.same(res.json(), { success: false, error: EMAIL_NOT_VERIFIED })
  t.equal((await findUserByEmail(storeOnSqlite(db), link.email))?.verified, false)
})

t.test('verifying while signed in answers with the signed-in user', async (t) => {
  const { db, sent, post } = build(t)
  await post('/v1/register', { email: 'ada@police.example', password: PASSWORD })
  const ben = await createUser(storeOnSqlite(db), { email: 'ben@police.example', firstName: 'Ben', verified: true }, NOW)
  const token = await createSession(storeOnSqlite(db), ben.id, NOW)
  const cookie = `${sessionCookieName({ cookieSecure: true })}=${token}`
  const res = await post('/v1/register/verify', linkIn(sent[0], '/verify'), 'form', { cookie })
  t.match(res.json(), { success: true, result: 'VERIFIED', user: { email: 'ben@police.example', settings: { firstName: 'Ben' } } })
})

t.test('a trial registration joins the trial, and verification starts it with a licence', async (t) => {
  const { db, sent, post, clock, audit } = build(t)
  const trial = await createTrial(storeOnSqlite(db), { code: 'SPRING26', validFrom: NOW - HOUR, validUntil: NOW + HOUR, trialMonths: 2 })
  const res = await post('/v1/trial', { email: 'ada@police.example', password: PASSWORD, code: 'SPRING26', firstName: 'Ada' })
  t.same(res.json(), { success: true, result: 'REGISTERED' })
  t.same(await trialUsers(storeOnSqlite(db), trial.id), [{ email: 'ada@police.example', registrationDate: NOW, verificationDate: null, accountExpiryDate: null }])
  t.same(await licenceRolesFor(storeOnSqlite(db), 'ada@police.example', NOW), {}, 'no access before verification')
  t.equal(sent[0]?.subject, VERIFY_SUBJECT)

  clock.now = NOW + 5 * HOUR
  t.same((await post('/v1/register/verify', linkIn(sent[0], '/verify'))).json(), { success: true, result: 'VERIFIED', user: null })
  const expiresAt = Date.UTC(2026, 2, 5, 14)
  t.same(await trialUsers(storeOnSqlite(db), trial.id), [{ email: 'ada@police.example', registrationDate: NOW, verificationDate: NOW + 5 * HOUR, accountExpiryDate: expiresAt }])
  t.same(Object.values(await licenceRolesFor(storeOnSqlite(db), 'ada@police.example', clock.now)), [['MetadataSearch']])
  t.equal(db.prepare('SELECT name FROM licences').pluck().get(), 'Trial SPRING26 for ada@police.example')
  t.same(await licenceRolesFor(storeOnSqlite(db), 'ada@police.example', expiresAt), {}, 'ends with the trial')
  t.match(audit()[0], { email: 'ada@police.example', api: 'trial', action: 'trial-register', success: 1, details: `trial ${trial.id}` })
})

t.test('a trial code that is unknown, missing or outside its window is refused and changes nothing', async (t) => {
  const { db, sent, post, clock, snapshot, audit } = build(t)
  await createTrial(storeOnSqlite(db), { code: 'SPRING26', validFrom: NOW, validUntil: NOW + HOUR })
  const before = snapshot()
  const attempts: [string, number, string | undefined][] = [
    ['unknown', NOW, 'AUTUMN26'],
    ['missing', NOW, undefined],
    ['too long', NOW, 'S'.repeat(101)],
    ['before its window', NOW - 1, 'SPRING26'],
    ['after its window', NOW + HOUR + 1, 'SPRING26'],
  ]
  for (const [name, at, code] of attempts) {
    clock.now = at
    const res = await post('/v1/trial', { email: 'ada@police.example', password: PASSWORD, ...(code === undefined ? {} : { code }) })
    t.equal(res.statusCode, 400, name)
    t.same(res.json(), { success: false, error: INVALID_TRIAL_CODE, field: 'code' }, name)
  }
  t.same(snapshot(), before)
  t.same(sent, [])
  t.match(audit(), Array(attempts.length).fill({ email: 'ada@police.example', api: 'trial', action: 'trial-register', success: 0, error: INVALID_TRIAL_CODE }))
  const badForm = await post('/v1/trial', { email: 'ada@police.example', password: 'short', code: 'SPRING26' })
  t.same(badForm.json(), { success: false, error: 'The password must be at least 12 characters.', field: 'password' })
})

t.test('a trial registration for an address that has an account sends the notice and joins nothing', async (t) => {
  const { db, sent, post } = build(t)
  const trial = await createTrial(storeOnSqlite(db), { code: 'SPRING26', validFrom: NOW, validUntil: NOW + HOUR })
  await createUser(storeOnSqlite(db), { email: 'ada@police.example', verified: true }, NOW)
  const res = await post('/v1/trial', { email: 'ada@police.example', password: PASSWORD, code: 'SPRING26' })
  t.same(res.json(), { success: true, result: 'REGISTERED' })
  t.equal(sent[0]?.subject, ALREADY_REGISTERED_SUBJECT)
  t.same(await trialUsers(storeOnSqlite(db), trial.id), [])
})

t.test('a reset request mails a link to an address with an account, and answers the same for any address', async (t) => {
  const { db, sent, post, audit } = build(t)
  await createUser(storeOnSqlite(db), { email: 'Ada@police.example', verified: true }, NOW)
  const known = await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  t.same(known.json(), { success: true, result: 'RESET_SENT' })
  t.equal(sent.length, 1)
  t.equal(sent[0]?.to, 'Ada@police.example')
  t.equal(sent[0]?.subject, RESET_SUBJECT)
  t.match(linkIn(sent[0], '/choosepassword'), { email: 'Ada@police.example' })
  const unknown = await post('/v1/register/requestpasswordreset', { email: 'nobody@police.example' }, 'json')
  t.same(unknown.json(), { success: true, result: 'RESET_SENT' })
  t.equal(sent.length, 1, 'no mail for an address without an account')
  const bad = await post('/v1/register/requestpasswordreset', { email: 'not an address' })
  t.equal(bad.statusCode, 400)
  t.same(bad.json(), { success: false, error: 'Enter a valid email address, like name@example.org.', field: 'email' })
  t.match(audit(), [
    { email: 'ada@police.example', api: 'register', action: 'password-reset-request', success: 1 },
    { email: 'nobody@police.example', api: 'register', action: 'password-reset-request', success: 1 },
    { api: 'register', action: 'password-reset-request', success: 0 },
  ])
})

t.test('reset mails to one address go at most once a minute; a newer link voids the older', async (t) => {
  const { db, sent, post, clock } = build(t)
  await createUser(storeOnSqlite(db), { email: 'ada@police.example', verified: true }, NOW)
  await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  clock.now = NOW + RESET_MAIL_INTERVAL_MS - 1
  t.same((await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })).json(), { success: true, result: 'RESET_SENT' })
  t.equal(sent.length, 1, 'none within the minute')
  clock.now = NOW + RESET_MAIL_INTERVAL_MS
  await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  t.equal(sent.length, 2)
  const older = linkIn(sent[0], '/choosepassword')
  const newer = linkIn(sent[1], '/choosepassword')
  t.same((await post('/v1/register/updatepassword', { ...older, password: PASSWORD })).json(), { success: false, error: INVALID_RESET_LINK })
  t.same((await post('/v1/register/updatepassword', { ...newer, password: PASSWORD })).json(), { success: true, result: 'PASSWORD_UPDATED' })
})

t.test('the reset link sets the new password, verifies the address and signs out every browser', async (t) => {
  const { db, sent, post, clock, audit } = build(t)
  const ada = await createUser(storeOnSqlite(db), { email: 'ada@police.example', passwordHash: await hashPassword('the old passphrase 1') }, NOW)
  await createSession(storeOnSqlite(db), ada.id, NOW)
  const token = await createSession(storeOnSqlite(db), ada.id, NOW)
  const other = await createUser(storeOnSqlite(db), { email: 'ben@police.example', verified: true }, NOW)
  await createSession(storeOnSqlite(db), other.id, NOW)
  await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  const link = linkIn(sent[0], '/choosepassword')

  clock.now = NOW + HOUR - 1
  const cookieName = sessionCookieName({ cookieSecure: true })
  const res = await post('/v1/register/updatepassword', { ...link, password: PASSWORD }, 'form', { cookie: `${cookieName}=${token}` })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { success: true, result: 'PASSWORD_UPDATED' })
  const after = await findUserByEmail(storeOnSqlite(db), 'ada@police.example')
  t.equal(await verifyPassword(PASSWORD, after?.passwordHash ?? ''), true, 'new password')
  t.equal(after?.verified, true, 'the link proved the address')
  t.same(db.prepare('SELECT user_id FROM sessions').pluck().all(), [other.id], "every one of ada's sessions ended, and no one else's")
  t.match(String(res.headers['set-cookie']), new RegExp(`${cookieName}=;`), "the caller's cookie is cleared")
  t.equal(sent[1]?.subject, PASSWORD_CHANGED_SUBJECT, 'the owner is told')
  t.equal(sent[1]?.to, 'ada@police.example')

  const reused = await post('/v1/register/updatepassword', { ...link, password: 'yet another passphrase' })
  t.equal(reused.statusCode, 400)
  t.same(reused.json(), { success: false, error: INVALID_RESET_LINK })
  t.equal(await verifyPassword(PASSWORD, (await findUserByEmail(storeOnSqlite(db), 'ada@police.example'))?.passwordHash ?? ''), true, 'unchanged by the reuse')
  t.match(audit().slice(-2), [
    { email: 'ada@police.example', api: 'register', action: 'password-update', success: 1 },
    { email: 'ada@police.example', api: 'register', action: 'password-update', success: 0, error: INVALID_RESET_LINK },
  ])
})

t.test('a wrong, expired or missing reset code, or a bad password, changes nothing', async (t) => {
  const { db, sent, post, clock, snapshot } = build(t)
  const ada = await createUser(storeOnSqlite(db), { email: 'ada@police.example', passwordHash: await hashPassword('the old passphrase 1'), verified: true }, NOW)
  await createSession(storeOnSqlite(db), ada.id, NOW)
  await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  const link = linkIn(sent[0], '/choosepassword')

  const before = snapshot()
  const tooShort = await post('/v1/register/updatepassword', { ...link, password: 'short' })
  t.same(tooShort.json(), { success: false, error: 'The password must be at least 12 characters.', field: 'password' })
  t.same(snapshot(), before, 'a bad password does not use up the link')
  for (const [name, body] of [
    ['wrong code', { ...link, code: 'wrong', password: PASSWORD }],
    ['unknown address', { ...link, email: 'nobody@police.example', password: PASSWORD }],
    ['no code', { email: link.email, password: PASSWORD }],
    ['no email', { code: link.code, password: PASSWORD }],
  ] as const) {
    const res = await post('/v1/register/updatepassword', body)
    t.equal(res.statusCode, 400, name)
    t.same(res.json(), { success: false, error: INVALID_RESET_LINK }, name)
  }
  t.same(snapshot()[0], before[0], 'no account changed')
  t.same(snapshot()[5], before[5], 'no session ended')

  clock.now = NOW + HOUR
  const expired = await post('/v1/register/updatepassword', { ...link, password: PASSWORD })
  t.same(expired.json(), { success: false, error: INVALID_RESET_LINK }, 'expired after an hour')
  t.equal(await verifyPassword('the old passphrase 1', (await findUserByEmail(storeOnSqlite(db), 'ada@police.example'))?.passwordHash ?? ''), true)
  t.equal(sent.length, 1, 'no password-changed notice')
})

t.test('a reset of a trial user who never verified starts the trial', async (t) => {
  const { db, sent, post } = build(t)
  const trial = await createTrial(storeOnSqlite(db), { code: 'SPRING26', validFrom: NOW, validUntil: NOW + HOUR })
  await post('/v1/trial', { email: 'ada@police.example', password: PASSWORD, code: 'SPRING26' })
  await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  await post('/v1/register/updatepassword', { ...linkIn(sent[1], '/choosepassword'), password: 'a new passphrase 42' })
  t.match(await trialUsers(storeOnSqlite(db), trial.id), [{ verificationDate: NOW }])
  t.same(Object.values(await licenceRolesFor(storeOnSqlite(db), 'ada@police.example', NOW)), [['MetadataSearch']])
})

t.test('when mail cannot be sent the call says so, for new and known addresses alike', async (t) => {
  const { db, post, audit } = build(t, { failingMail: true })
  await createUser(storeOnSqlite(db), { email: 'known@police.example', verified: true }, NOW)
  for (const [url, body] of [
    ['/v1/register', { email: 'new@police.example', password: PASSWORD }],
    ['/v1/register', { email: 'known@police.example', password: PASSWORD }],
    ['/v1/register/requestpasswordreset', { email: 'known@police.example' }],
  ] as const) {
    const res = await post(url, body)
    t.equal(res.statusCode, 503, `${url} ${body.email}`)
    t.same(res.json(), { success: false, error: MAIL_NOT_SENT })
    t.notMatch(res.body, /SMTP/)
  }
  t.match(audit(), Array(3).fill({ success: 0, error: MAIL_NOT_SENT }))
})

t.test('a password change stands even when its notice cannot be sent', async (t) => {
  const { db, post } = build(t, { failingMail: true })
  const ada = await createUser(storeOnSqlite(db), { email: 'ada@police.example', verified: true }, NOW)
  const { issueCode } = await import('../../../../server/api/store/codes.js')
  const code = await issueCode(storeOnSqlite(db), ada.id, 'reset', NOW)
  const res = await post('/v1/register/updatepassword', { email: 'ada@police.example', code, password: PASSWORD })
  t.same(res.json(), { success: true, result: 'PASSWORD_UPDATED' })
  t.equal(await verifyPassword(PASSWORD, (await findUserByEmail(storeOnSqlite(db), 'ada@police.example'))?.passwordHash ?? ''), true)
})

t.test('an already verified user who resets stays verified, and nothing else about them changes', async (t) => {
  const { db, sent, post } = build(t)
  const ada = await createUser(storeOnSqlite(db), { email: 'ada@police.example', firstName: 'Ada', organization: 'Example Police' }, NOW)
  await markUserVerified(storeOnSqlite(db), ada.id)
  await post('/v1/register/requestpasswordreset', { email: 'ada@police.example' })
  await post('/v1/register/updatepassword', { ...linkIn(sent[0], '/choosepassword'), password: PASSWORD })
  t.match((await findUserByEmail(storeOnSqlite(db), 'ada@police.example')), { verified: true, firstName: 'Ada', organization: 'Example Police' })
})
