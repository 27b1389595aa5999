// Sign-in, session check, refresh and sign-out through the built-in service (spec-1 §4.1–4.3, §7,
// SECURITY.md "Sessions and cookies"): replies, cookies, the database, throttling, and the audit log.

import t from 'tap'
import { assertAudited, harnessOn, MINUTE, onEachEngine, PASSWORD, snapshotOf, type Browser, type Harness } from './harness.js'
import { sql, type RawBuilder } from 'kysely'
import { BODY_LIMIT } from '../../../../server/api/app.js'
import { SECURE_COOKIE, SESSION_ENDED } from '../../../../server/api/plugins/authentication.js'
import { INCORRECT_CREDENTIALS, NOT_VERIFIED } from '../../../../server/api/accounts/sign-in.js'
import { NOT_SIGNED_IN } from '../../../../server/api/routes/authenticate.js'
import { hashToken } from '../../../../server/api/store/passwords.js'
import { findUserByEmail, LOCK_MS } from '../../../../server/api/store/users.js'
import { SESSION_ABSOLUTE_MS } from '../../../../server/api/store/sessions.js'
import { SECURE_DEVICE_COOKIE } from '../../../../server/api/accounts/device-cookie.js'

const ALICE = 'alice@police.example'

/** The first column of a query's rows, on either engine. */
async function column(h: Harness, query: RawBuilder<Record<string, unknown>>): Promise<unknown[]> {
  return (await query.execute(h.store.db)).rows.map((row) => Object.values(row)[0])
}
const sessionCount = async (h: Harness) => Number((await column(h, sql`SELECT count(*) AS n FROM sessions`))[0])
const check = (browser: Browser, as: string) => browser.call({ method: 'GET', url: '/v1/authenticate' }, as)

onEachEngine(t, 'the right password signs in: the user, a session cookie, and a session stored only as a hash', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE, firstName: 'Alice', organization: 'Police' }, ['MetadataSearch'])
  const browser = h.browser()
  const res = await browser.signIn(ALICE)
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.equal(body.success, true)
  t.match(body.user, {
    email: ALICE,
    roles: [],
    licenceRoles: { 1: ['MetadataSearch'] },
    organization: 'Police',
    settings: { showImages: true, showMenu: true, firstName: 'Alice', lastName: '' },
    needsJustification: false,
    showCaidHeader: false,
    acceptedUniformTerms: false,
    firstLogin: true,
  })
  t.notOk('password' in body.user || 'passwordHash' in body.user, 'no password in the user')

  const setCookie = String(res.headers['set-cookie'])
  t.match(setCookie, new RegExp(`^${SECURE_COOKIE}=[A-Za-z0-9_-]{40,};`))
  t.match(setCookie, /; Path=\//)
  t.match(setCookie, /; HttpOnly/)
  t.match(setCookie, /; Secure/)
  t.match(setCookie, /; SameSite=Lax/)
  const token = browser.cookies.get(SECURE_COOKIE) as string
  const ids = await column(h, sql`SELECT id FROM sessions`)
  t.same(ids, [hashToken(token)], 'the table holds the hash of the token, not the token')

  const device = (res.headers['set-cookie'] as string[]).find((c) => c.startsWith(`${SECURE_DEVICE_COOKIE}=`))
  t.match(device, /^__Host-sightline-device=[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Strict$/, 'a device cookie for 180 days')
  const deviceRows = await column(h, sql`SELECT token_hash FROM device_cookies`)
  t.same(deviceRows, [hashToken(browser.cookies.get(SECURE_DEVICE_COOKIE) as string)], 'stored only as a hash')

  const checked = await check(browser, ALICE)
  t.equal(checked.json().user.firstLogin, false, 'firstLogin is true only on the very first sign-in')
  t.equal((await h.browser().signIn(ALICE)).json().user.firstLogin, false)
  await assertAudited(t, h)
})

onEachEngine(t, 'the global administrator holds the admin role', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: 'root@sightline.example', isAdmin: true })
  const res = await h.browser().signIn('root@sightline.example')
  t.same(res.json().user.roles, ['admin'])
  t.same(res.json().user.licenceRoles, {})
  await assertAudited(t, h)
})

onEachEngine(t, 'an unknown address and a wrong password get the same 400, never 401, and no session', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  const wrong = await browser.signIn(ALICE, {}, 'not the password at all')
  const unknown = await browser.signIn('nobody@police.example')
  for (const res of [wrong, unknown]) {
    t.equal(res.statusCode, 400)
    t.same(res.json(), { success: false, error: INCORRECT_CREDENTIALS })
    t.notOk(res.headers['set-cookie'], 'no cookie')
  }
  t.equal(await sessionCount(h), 0)
  t.equal((await findUserByEmail(h.store, ALICE))?.failedLogins, 1, 'the failure counts against the account')
  const unknownCount = (await column(h, sql`SELECT failures FROM login_throttle WHERE key = 'email:nobody@police.example'`))[0]
  t.equal(unknownCount, 1, 'and against the unknown address, which locks like an account')
  await assertAudited(t, h)
})

onEachEngine(t, 'bad input is refused with a readable 400 and changes nothing', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const before = await snapshotOf(h.store)
  const browser = h.browser()
  const json = { 'content-type': 'application/json' }
  const cases: [string, unknown, RegExp][] = [
    ['no username', { password: PASSWORD }, /username/],
    ['no password', { username: ALICE }, /password/],
    ['a number for the password', { username: ALICE, password: 12345678 }, /password must be string/],
    ['true for the username', { username: true, password: PASSWORD }, /username must be string/],
    ['an empty username', { username: '', password: PASSWORD }, /username/],
    ['an unknown field', { username: ALICE, password: PASSWORD, admin: true }, /additional properties/],
    ['a list instead of an object', [ALICE, PASSWORD], /must be object/],
    ['an unknown code challenge method', { username: ALICE, password: PASSWORD, code_challenge_method: 'md5' }, /code_challenge_method/],
  ]
  for (const [name, payload, message] of cases) {
    const res = await browser.call({ method: 'POST', url: '/v1/authenticate', payload: JSON.stringify(payload), headers: json }, (payload as { username?: unknown }).username === ALICE ? ALICE : 'anonymous')
    t.equal(res.statusCode, 400, name)
    t.equal(res.json().success, false, name)
    t.match(res.json().error, message, name)
  }
  const notJson = await browser.call({ method: 'POST', url: '/v1/authenticate', payload: '{"username":', headers: json }, 'anonymous')
  t.same([notJson.statusCode, notJson.json()], [400, { success: false, error: 'The request body is not valid JSON.' }])
  const huge = await browser.call(
    { method: 'POST', url: '/v1/authenticate', payload: JSON.stringify({ username: ALICE, password: 'x'.repeat(BODY_LIMIT) }), headers: json },
    'anonymous',
  )
  t.same([huge.statusCode, huge.json()], [413, { success: false, error: 'The request body is too large: at most 1 MB.' }])
  t.equal(await snapshotOf(h.store), before, 'nothing changed in the database')
  await assertAudited(t, h)
})

onEachEngine(t, 'failures delay, then lock the account; the right password is refused with 429 until the lock ends', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  for (let i = 1; i <= 5; i++) t.equal((await browser.signIn(ALICE, {}, 'wrong password')).statusCode, 400, `failure ${i}`)
  const waiting = await browser.signIn(ALICE)
  t.same([waiting.statusCode, waiting.json()], [429, { success: false, error: 'Too many failed sign-ins. Try again in 1 minute.' }])
  for (let i = 6; i <= 10; i++) {
    h.clock.advance(MINUTE)
    t.equal((await browser.signIn(ALICE, {}, 'wrong password')).statusCode, 400, `failure ${i}`)
  }
  const locked = await browser.signIn(ALICE)
  t.same([locked.statusCode, locked.json()], [429, { success: false, error: 'Too many failed sign-ins. Try again in 15 minutes.' }])
  t.equal(await sessionCount(h), 0)
  h.clock.advance(LOCK_MS)
  t.equal((await browser.signIn(ALICE)).statusCode, 200, 'the right password works once the lock has passed')
  t.equal((await findUserByEmail(h.store, ALICE))?.failedLogins, 0, 'and success clears the count')
  await assertAudited(t, h)
})

onEachEngine(t, 'an unknown address is refused with the same 429 as an account, so a lock reveals no account', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const browser = h.browser()
  for (let i = 1; i <= 5; i++) await browser.signIn('ghost@police.example', {}, 'guess')
  const res = await browser.signIn('ghost@police.example', {}, 'guess')
  t.same([res.statusCode, res.json().error], [429, 'Too many failed sign-ins. Try again in 1 minute.'])
  await assertAudited(t, h)
})

onEachEngine(t, 'an unknown browser at one client address is stopped after 50 failures in 15 minutes, whichever accounts it tries', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  await h.addUser({ email: 'bob@police.example' })
  const from = (ip: string) => ({ 'x-forwarded-for': `${ip}, 10.0.0.1` })
  const signIn = (browser: Browser, username: string, password: string, ip: string) =>
    browser.call({ method: 'POST', url: '/v1/authenticate', payload: { username, password }, headers: from(ip) }, username)
  const known = h.browser()
  t.equal((await signIn(known, ALICE, PASSWORD, '203.0.113.9')).statusCode, 200, 'this browser signed in before')
  const browser = h.browser()
  t.equal((await signIn(browser, ALICE, 'wrong', '203.0.113.9')).statusCode, 400, 'a known account counts')
  for (let i = 1; i < 50; i++) {
    const res = await signIn(browser, `guess${i}@police.example`, 'guess', '203.0.113.9')
    if (res.statusCode !== 400) t.fail(`failure ${i} answered ${res.statusCode}`)
    h.clock.advance(1000)
  }
  const stopped = await signIn(browser, 'bob@police.example', PASSWORD, '203.0.113.9')
  t.same([stopped.statusCode, stopped.json().error], [429, 'Too many failed sign-ins. Try again in 15 minutes.'])
  t.equal((await signIn(known, ALICE, PASSWORD, '203.0.113.9')).statusCode, 200, 'a browser with a device cookie is not stopped')
  t.equal((await signIn(browser, 'bob@police.example', PASSWORD, '198.51.100.7')).statusCode, 200, 'another address is not affected')
  h.clock.advance(15 * MINUTE - 49_000)
  t.equal((await signIn(h.browser(), ALICE, PASSWORD, '203.0.113.9')).statusCode, 200, 'the wait ends 15 minutes after the first failure')
  await assertAudited(t, h)
})

onEachEngine(t, 'an unverified account is told to verify, but only after the right password', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE, verified: false })
  const browser = h.browser()
  const wrong = await browser.signIn(ALICE, {}, 'wrong password')
  t.same(wrong.json(), { success: false, error: INCORRECT_CREDENTIALS })
  const right = await browser.signIn(ALICE)
  t.same([right.statusCode, right.json()], [400, { success: false, error: NOT_VERIFIED }])
  t.equal(await sessionCount(h), 0)
  await assertAudited(t, h)
})

onEachEngine(t, 'the session check answers the user with a session and "Not signed in." without one, never 401', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE }, ['CameraId'])
  const browser = h.browser()
  const before = await check(browser, 'anonymous')
  t.same([before.statusCode, before.json()], [200, { success: false, error: NOT_SIGNED_IN }])
  await browser.signIn(ALICE)
  const after = await check(browser, ALICE)
  t.equal(after.statusCode, 200)
  t.match(after.json(), { success: true, user: { email: ALICE, licenceRoles: { 1: ['CameraId'] } } })
  t.notOk(after.headers['x-session'], 'a young token needs no refresh')
  await assertAudited(t, h)
})

onEachEngine(t, 'a session idle for over 30 minutes ends, and is deleted', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  await browser.signIn(ALICE)
  h.clock.advance(30 * MINUTE)
  t.equal((await check(browser, ALICE)).json().success, true, 'exactly 30 minutes is not yet idle')
  h.clock.advance(30 * MINUTE + 1)
  const stale = browser.cookies.get(SECURE_COOKIE)
  const res = await check(browser, 'anonymous')
  t.same(res.json(), { success: false, error: NOT_SIGNED_IN })
  t.match(String(res.headers['set-cookie']), new RegExp(`^${SECURE_COOKIE}=;`), 'the browser is told to drop the cookie')
  t.ok(stale)
  t.equal(await sessionCount(h), 0)
  await assertAudited(t, h)
})

onEachEngine(t, 'a token older than 15 minutes is flagged for refresh; PUT rotates it and the old one stops working', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  await browser.signIn(ALICE)
  const created = (await column(h, sql`SELECT created_at FROM sessions`))[0]
  h.clock.advance(15 * MINUTE)
  t.notOk((await check(browser, ALICE)).headers['x-session'], 'not at exactly 15 minutes')
  h.clock.advance(1)
  const due = await check(browser, ALICE)
  t.equal(due.headers['x-session'], 'refresh')

  const old = browser.cookies.get(SECURE_COOKIE) as string
  const put = await browser.call({ method: 'PUT', url: '/v1/authenticate', payload: {} }, ALICE)
  t.equal(put.statusCode, 200)
  t.match(put.json(), { success: true, user: { email: ALICE } })
  const fresh = browser.cookies.get(SECURE_COOKIE) as string
  t.not(fresh, old, 'a new token')
  t.same(await column(h, sql`SELECT created_at FROM sessions`), [created], 'one session, still dated from sign-in')
  t.notOk((await check(browser, ALICE)).headers['x-session'], 'the new token is young')

  const thief = h.browser()
  thief.cookies.set(SECURE_COOKIE, old)
  t.same((await check(thief, 'anonymous')).json(), { success: false, error: NOT_SIGNED_IN }, 'the old token is dead')
  await assertAudited(t, h)
})

onEachEngine(t, 'PUT /authenticate without a session answers 401 "Your session has ended."', async (t, engine) => {
  const h = await harnessOn(t, engine)
  const res = await h.browser().call({ method: 'PUT', url: '/v1/authenticate', payload: {} }, 'anonymous')
  t.same([res.statusCode, res.json()], [401, { success: false, error: SESSION_ENDED }])
  await assertAudited(t, h)
})

onEachEngine(t, 'refreshing never stretches a session beyond 12 hours from sign-in', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  await browser.signIn(ALICE)
  for (let elapsed = 0; elapsed + 20 * MINUTE < SESSION_ABSOLUTE_MS; elapsed += 20 * MINUTE) {
    h.clock.advance(20 * MINUTE)
    const res = await browser.call({ method: 'PUT', url: '/v1/authenticate', payload: {} }, ALICE)
    if (res.statusCode !== 200) t.fail(`refresh at ${elapsed / MINUTE} min answered ${res.statusCode}`)
  }
  h.clock.advance(20 * MINUTE)
  const ended = await browser.call({ method: 'PUT', url: '/v1/authenticate', payload: {} }, 'anonymous')
  t.equal(ended.statusCode, 401, 'at 12 hours the session is over')
  await assertAudited(t, h)
})

onEachEngine(t, 'signing in again replaces the session the browser had', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  await browser.signIn(ALICE)
  const first = browser.cookies.get(SECURE_COOKIE) as string
  await browser.signIn(ALICE)
  t.not(browser.cookies.get(SECURE_COOKIE), first)
  t.equal(await sessionCount(h), 1, 'the earlier session was ended')
  await assertAudited(t, h)
})

onEachEngine(t, 'logout deletes the session and clears the cookie; a copied cookie no longer works', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  await browser.signIn(ALICE)
  const copy = h.browser()
  copy.cookies.set(SECURE_COOKIE, browser.cookies.get(SECURE_COOKIE) as string)
  const res = await browser.call({ method: 'POST', url: '/v1/logout', payload: {} }, ALICE)
  t.same([res.statusCode, res.json()], [200, { success: true, redirectAllowed: false }])
  t.match(String(res.headers['set-cookie']), new RegExp(`^${SECURE_COOKIE}=;`))
  t.same([...browser.cookies.keys()], [SECURE_DEVICE_COOKIE], 'only the device cookie is kept, which signs nobody in')
  t.equal(await sessionCount(h), 0)
  t.same((await check(copy, 'anonymous')).json(), { success: false, error: NOT_SIGNED_IN })
  const again = await h.browser().call({ method: 'POST', url: '/v1/logout', payload: {} }, 'anonymous')
  t.same(again.json(), { success: true, redirectAllowed: false }, 'logout without a session still succeeds')
  await assertAudited(t, h)
})

onEachEngine(t, 'an API key authenticates read calls only', async (t, engine) => {
  const h = await harnessOn(t, engine)
  await h.addUser({ email: ALICE })
  const browser = h.browser()
  await browser.signIn(ALICE)
  const key = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, ALICE)).json().apiKey as string
  const script = h.browser()
  const byHeader = await script.call({ method: 'GET', url: '/v1/authenticate', headers: { 'x-api-key': key } }, ALICE)
  t.match(byHeader.json(), { success: true, user: { email: ALICE } })
  t.notOk(byHeader.headers['x-session'], 'a key has no session to refresh')
  const byBearer = await script.call({ method: 'GET', url: '/v1/authenticate/api-key', headers: { authorization: `Bearer ${key}` } }, ALICE)
  t.equal(byBearer.json().success, true)
  const write = await script.call(
    { method: 'POST', url: '/v1/settings', payload: { showMenu: false }, headers: { 'x-api-key': key } },
    'anonymous',
  )
  t.same([write.statusCode, write.json()], [401, { success: false, error: SESSION_ENDED }], 'a key changes nothing')
  const renew = await script.call({ method: 'PUT', url: '/v1/authenticate/api-key', headers: { 'x-api-key': key } }, 'anonymous')
  t.equal(renew.statusCode, 401, 'a key cannot renew itself')
  t.equal((await findUserByEmail(h.store, ALICE))?.showMenu, true)
  const wrongKey = await script.call({ method: 'GET', url: '/v1/authenticate', headers: { 'x-api-key': `${key}x` } }, 'anonymous')
  t.equal(wrongKey.json().success, false)
  await assertAudited(t, h)
})
