// The accounts an empty service starts with: the demo accounts with DEMO=1 (listed in a private file and
// able to sign in with the roles listed), on either engine; the first administrator otherwise, and nothing more.

import t, { type Test } from 'tap'
import { readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildApi } from '../../../../../server/api/app.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { DEMO_ACCOUNTS_FILE, prepareFirstAccounts, type FirstAccountSettings } from '../../../../../server/api/accounts/first-accounts.js'
import { createUser, findUserByEmail } from '../../../../../server/api/store/users.js'
import { verifyPassword } from '../../../../../server/api/store/passwords.js'
import { MIGRATIONS, NOW } from '../harness.js'
import { sql } from 'kysely'
import { freshStore } from '../store/conformance/engines.js'
import { serviceStoreOn } from '../../../../support/service-store.js'

const PUBLIC_URL = 'https://sightline.example.org'

function setUp(t: Test, settings: Partial<FirstAccountSettings> = {}) {
  const dataDir = t.testdir()
  const db = openDatabase(join(dataDir, 'sightline.db'), MIGRATIONS)
  t.teardown(() => db.close())
  const printed: string[] = []
  const run = () =>
    prepareFirstAccounts({ store: storeOnSqlite(db) }, { demo: false, firstAdmin: null, publicUrl: PUBLIC_URL, dataDir, ...settings }, NOW, (line) => printed.push(line))
  return { db, dataDir, printed, run }
}

const userCount = (db: import('better-sqlite3').Database) => db.prepare('SELECT count(*) FROM users').pluck().get()

function demoLines(dataDir: string) {
  return readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => {
      const [email = '', password = '', roles = ''] = line.split('\t')
      return { email, password, roles: roles === '' ? [] : roles.split(',') }
    })
}

t.test('DEMO makes one verified account per role combination, listed in a file only the service can read', async (t) => {
  const { db, dataDir, printed, run } = setUp(t, { demo: true })
  t.equal(await run(), 'demo')
  const file = join(dataDir, DEMO_ACCOUNTS_FILE)
  t.equal(statSync(file).mode & 0o777, 0o600)
  const accounts = demoLines(dataDir)
  t.same(
    accounts.map((a) => [a.email, a.roles]),
    [
      ['admin@demo.sightline.example', ['admin']],
      ['investigator@demo.sightline.example', ['MetadataSearch']],
      ['justification@demo.sightline.example', ['MetadataSearch']],
      ['mfa@demo.sightline.example', ['MetadataSearch', 'mfa']],
      ['uniforms@demo.sightline.example', ['UniformSearch']],
      ['uniforms-new@demo.sightline.example', ['UniformSearch']],
      ['contributor@demo.sightline.example', ['UniformContributor']],
      ['contributor2@demo.sightline.example', ['UniformContributor', 'UniformSearch']],
      ['camid@demo.sightline.example', ['CameraId']],
      ['ctd@demo.sightline.example', ['CTD']],
      ['licence-admin@demo.sightline.example', ['Admin', 'Audit', 'DomainAudit', 'UsageStats']],
      ['appcreator@demo.sightline.example', ['AppCreator']],
      ['nolicence@demo.sightline.example', []],
    ],
  )
  t.equal(new Set(accounts.map((a) => a.password)).size, accounts.length, 'every password differs')
  for (const account of accounts) {
    t.ok(account.password.length >= 16, `${account.email}: a password of 16 or more characters`)
    const user = await findUserByEmail(storeOnSqlite(db), account.email)
    t.ok(user?.verified, `${account.email} is verified`)
    t.ok(await verifyPassword(account.password, user?.passwordHash ?? ''), `${account.email}: the listed password is theirs`)
  }
  t.match((await findUserByEmail(storeOnSqlite(db), 'justification@demo.sightline.example')), { needsJustification: true, mfaRequired: false })
  t.match((await findUserByEmail(storeOnSqlite(db), 'mfa@demo.sightline.example')), { mfaRequired: true, needsJustification: false })
  t.match((await findUserByEmail(storeOnSqlite(db), 'admin@demo.sightline.example')), { isAdmin: true })
  t.equal(printed.filter((line) => line.includes('\t')).length, accounts.length, 'each account printed once')
})

t.test('demo accounts sign in with the listed password and get exactly the listed licence roles', async (t) => {
  const { run, dataDir } = setUp(t, { demo: true })
  await run()
  const app = buildApi({ store: serviceStoreOn(openDatabase(join(dataDir, 'sightline.db'), MIGRATIONS)), now: () => NOW, cookieSecure: false })
  t.teardown(() => app.close())
  for (const account of demoLines(dataDir).filter((a) => !a.roles.includes('mfa'))) {
    const res = await app.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: account.email, password: account.password } })
    t.equal(res.statusCode, 200, account.email)
    const { user } = res.json()
    const licenceRoles = Object.values(user.licenceRoles as Record<string, string[]>).flat()
    t.same([...user.roles, ...licenceRoles].sort(), [...account.roles].sort(), account.email)
    t.match(String(res.headers['set-cookie']), /^sightline-sid=/, 'the plain cookie name without COOKIE_SECURE')
  }
})

t.test('the demo application allows its sign-in address and its post-logout address', async (t) => {
  const { db, run, dataDir } = setUp(t, { demo: true })
  await run()
  const app = buildApi({ store: serviceStoreOn(openDatabase(join(dataDir, 'sightline.db'), MIGRATIONS)), now: () => NOW, cookieSecure: false })
  t.teardown(() => app.close())
  const { client_id: clientId, callback_url: callback, post_logout_redirect_uri: signedOut } = db
    .prepare('SELECT client_id, callback_url, post_logout_redirect_uri FROM applications')
    .get() as Record<string, string>
  t.equal(callback, `${PUBLIC_URL}/sso/demo/callback`)
  const account = demoLines(dataDir)[1]!
  const signIn = await app.inject({
    method: 'POST',
    url: '/v1/authenticate',
    // A PKCE S256 challenge (RFC 7636 appendix B): no code is issued to a client without one.
    payload: {
      username: account.email,
      password: account.password,
      client_id: clientId,
      redirect_uri: callback,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    },
  })
  t.match(signIn.json().auth.redirectUri, `${callback}?code=`)
  const logout = await app.inject({ method: 'POST', url: '/v1/logout', payload: { postLogoutRedirectUri: signedOut } })
  t.same(logout.json(), { success: true, redirectAllowed: true })
})

t.test('without DEMO an empty service gets no demo data', async (t) => {
  const { db, dataDir, run } = setUp(t)
  t.equal(await run(), 'none')
  t.equal(userCount(db), 0)
  t.equal(db.prepare('SELECT count(*) FROM licences').pluck().get(), 0)
  t.equal(db.prepare('SELECT count(*) FROM applications').pluck().get(), 0)
  t.throws(() => statSync(join(dataDir, DEMO_ACCOUNTS_FILE)), { code: 'ENOENT' })
})

t.test('ADMIN_EMAIL and ADMIN_PASSWORD make the first administrator, verified, and print no password', async (t) => {
  const { db, printed, run } = setUp(t, { firstAdmin: { email: 'chief@force.example', password: 'a very long admin secret' } })
  t.equal(await run(), 'admin')
  t.equal(userCount(db), 1)
  const admin = await findUserByEmail(storeOnSqlite(db), 'chief@force.example')
  t.match(admin, { isAdmin: true, verified: true })
  t.ok(await verifyPassword('a very long admin secret', admin?.passwordHash ?? ''))
  t.notOk(printed.join('\n').includes('a very long admin secret'))
})

t.test('a service that has users is left as it is, demo or not', async (t) => {
  const { db, dataDir, run } = setUp(t, { demo: true, firstAdmin: { email: 'chief@force.example', password: 'a very long admin secret' } })
  await createUser(storeOnSqlite(db), { email: 'existing@force.example' }, NOW)
  t.equal(await run(), 'existing')
  t.equal(userCount(db), 1)
  t.throws(() => statSync(join(dataDir, DEMO_ACCOUNTS_FILE)), { code: 'ENOENT' })
})

t.test('a demo accounts file left from an earlier database is rewritten and made private', async (t) => {
  const { dataDir, run } = setUp(t, { demo: true })
  writeFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'old\tlines\t\n', { mode: 0o644 })
  await run()
  t.equal(statSync(join(dataDir, DEMO_ACCOUNTS_FILE)).mode & 0o777, 0o600)
  t.notMatch(readFileSync(join(dataDir, DEMO_ACCOUNTS_FILE), 'utf8'), /^old/)
})

t.test('DEMO makes the same accounts on PostgreSQL, each able to sign in, with the demo application', async (t) => {
  const store = await freshStore(t, 'postgres')
  const dataDir = t.testdir()
  const printed: string[] = []
  t.equal(await prepareFirstAccounts({ store }, { demo: true, firstAdmin: null, publicUrl: PUBLIC_URL, dataDir }, NOW, (line) => printed.push(line)), 'demo')
  const accounts = demoLines(dataDir)
  t.equal(accounts.length, 13, 'one per role combination')
  for (const account of accounts) {
    const user = await findUserByEmail(store, account.email)
    t.ok(user && (await verifyPassword(account.password, user.passwordHash!)), `${account.email} signs in with the listed password`)
  }
  const { rows } = await sql<{ state: string }>`SELECT state FROM applications WHERE client_id = 'sightline-demo-client'`.execute(store.db)
  t.same(rows, [{ state: 'active' }], 'the demo application')
  t.match(printed.join('\n'), /Demo administration data: \d+ more licences/, 'and the demo administration data')
  t.equal(await prepareFirstAccounts({ store }, { demo: true, firstAdmin: null, publicUrl: PUBLIC_URL, dataDir }, NOW, () => {}), 'existing', 'a second start makes none')
})
