// OAuth-style sign-in and sign-out (spec-1 §2.3 login parameters, §4.1 auth.redirectUri, §4.2
// redirectAllowed): a known application on its registered address, with a PKCE S256 challenge, gets a
// single-use code; sign-out follows only an application's registered post-logout address. Redeeming the
// code is tested in oauth-token/.

import t from 'tap'
import type Database from 'better-sqlite3'
import { assertAudited, harness, PASSWORD } from './harness.js'
import { PKCE_REQUIRED, UNKNOWN_CLIENT } from '../../../../server/api/routes/authenticate.js'
import { hashToken } from '../../../../server/api/store/passwords.js'
import { AUTHORISATION_CODE_MS, deleteExpiredAuthorisationCodes } from '../../../../server/api/store/oauth.js'

const CAROL = 'carol@police.example'
const CALLBACK = 'https://partner.example/callback'
const SIGNED_OUT = 'https://partner.example/signed-out'

function addApplication(db: Database.Database, clientId: string, state: string, callback = CALLBACK, signedOut: string | null = SIGNED_OUT) {
  db.prepare(
    `INSERT INTO applications (name, callback_url, post_logout_redirect_uri, client_id, client_secret_hash, created_at, state)
     VALUES (?, ?, ?, ?, 'x', 0, ?)`,
  ).run(`App ${clientId}`, callback, signedOut, clientId, state)
}

/** RFC 7636 appendix B: a verifier's S256 challenge. */
const CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
const pkce = { code_challenge: CHALLENGE, code_challenge_method: 'S256' }
const oauth = { client_id: 'partner', redirect_uri: CALLBACK, state: 'xyz 1', scope: 'openid', ...pkce }

t.test('a known client on its registered address gets a code and its state back on that address', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'active')
  const res = await h.browser().signIn(CAROL, oauth)
  t.equal(res.statusCode, 200)
  const redirect = new URL(res.json().auth.redirectUri)
  t.equal(`${redirect.origin}${redirect.pathname}`, CALLBACK)
  t.equal(redirect.searchParams.get('state'), 'xyz 1')
  const code = redirect.searchParams.get('code') as string
  t.match(code, /^[A-Za-z0-9_-]{40,}$/)
  const stored = h.db.prepare('SELECT * FROM authorisation_codes').all() as Record<string, unknown>[]
  t.equal(stored.length, 1)
  t.match(stored[0], {
    code_hash: hashToken(code),
    redirect_uri: CALLBACK,
    scope: 'openid',
    code_challenge: CHALLENGE,
    code_challenge_method: 'S256',
    expires_at: h.clock.now + AUTHORISATION_CODE_MS,
    used_at: null,
  })
  const rows = await assertAudited(t, h)
  t.notOk(JSON.stringify(rows).includes(code), 'the audit log never holds the code')
})

t.test('an approved client is served too, and a callback with a query keeps it', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'APPROVED', `${CALLBACK}?tenant=7`)
  const res = await h.browser().signIn(CAROL, { client_id: 'partner', redirect_uri: `${CALLBACK}?tenant=7`, ...pkce })
  t.match(res.json().auth.redirectUri, new RegExp(`^${CALLBACK.replace(/[.?/]/g, '\\$&')}\\?tenant=7&code=[^&]+$`))
  await assertAudited(t, h)
})

t.test('an unknown client, another address, or an inactive client is refused and signs nobody in', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'active')
  addApplication(h.db, 'retired', 'deactivated')
  const browser = h.browser()
  for (const params of [
    { client_id: 'nobody', redirect_uri: CALLBACK },
    { client_id: 'partner', redirect_uri: 'https://evil.example/callback' },
    { client_id: 'partner', redirect_uri: `${CALLBACK}/` },
    { client_id: 'partner' },
    { client_id: 'retired', redirect_uri: CALLBACK },
  ]) {
    const res = await browser.signIn(CAROL, params)
    t.same([res.statusCode, res.json()], [400, { success: false, error: UNKNOWN_CLIENT }], JSON.stringify(params))
  }
  t.equal(h.db.prepare('SELECT count(*) FROM sessions').pluck().get(), 0)
  t.equal(h.db.prepare('SELECT count(*) FROM authorisation_codes').pluck().get(), 0)
  await assertAudited(t, h)
})

t.test('the session check of a signed-in user hands a known client a code; an unknown one gets none', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'active')
  const browser = h.browser()
  await browser.signIn(CAROL)
  const query = new URLSearchParams({ client_id: 'partner', redirect_uri: CALLBACK, state: 's', ...pkce })
  const known = await browser.call({ method: 'GET', url: `/v1/authenticate?${query}` }, CAROL)
  t.match(known.json().auth.redirectUri, /^https:\/\/partner\.example\/callback\?code=[^&]+&state=s$/)
  const unknown = await browser.call({ method: 'GET', url: `/v1/authenticate?client_id=nobody&redirect_uri=${encodeURIComponent(CALLBACK)}` }, CAROL)
  t.equal(unknown.json().success, true)
  t.notOk(unknown.json().auth)
  await assertAudited(t, h)
})

t.test('logout allows only the exact post-logout address of a usable application', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'active')
  addApplication(h.db, 'other', 'active', 'https://other.example/cb', 'https://other.example/bye')
  addApplication(h.db, 'retired', 'deactivated', 'https://old.example/cb', 'https://old.example/bye')
  const cases: [Record<string, unknown>, boolean][] = [
    [{ postLogoutRedirectUri: SIGNED_OUT }, true],
    [{ postLogoutRedirectUri: SIGNED_OUT, idTokenHint: 'partner' }, true],
    [{ postLogoutRedirectUri: SIGNED_OUT, idTokenHint: 'other' }, false],
    [{ postLogoutRedirectUri: SIGNED_OUT, idTokenHint: 'not-a-client' }, true],
    [{ postLogoutRedirectUri: `${SIGNED_OUT}/` }, false],
    [{ postLogoutRedirectUri: 'https://evil.example/' }, false],
    [{ postLogoutRedirectUri: 'https://old.example/bye' }, false],
    [{}, false],
    [{ postLogoutRedirectUri: 42 }, false],
  ]
  for (const [payload, allowed] of cases) {
    const browser = h.browser()
    await browser.signIn(CAROL, {}, PASSWORD)
    const res = await browser.call({ method: 'POST', url: '/v1/logout', payload }, CAROL)
    t.same([res.statusCode, res.json()], [200, { success: true, redirectAllowed: allowed }], JSON.stringify(payload))
  }
  t.equal(h.db.prepare('SELECT count(*) FROM sessions').pluck().get(), 0, 'every sign-out ended its session')
  await assertAudited(t, h)
})

t.test('a known client without an S256 challenge gets no code and signs nobody in', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'active')
  const browser = h.browser()
  for (const challenge of [
    {},
    { code_challenge: CHALLENGE },
    { code_challenge: CHALLENGE, code_challenge_method: 'plain' },
    { code_challenge: 'abc', code_challenge_method: 'S256' },
    { code_challenge_method: 'S256' },
  ]) {
    const res = await browser.signIn(CAROL, { client_id: 'partner', redirect_uri: CALLBACK, ...challenge })
    t.same([res.statusCode, res.json()], [400, { success: false, error: PKCE_REQUIRED }], JSON.stringify(challenge))
  }
  t.equal(h.db.prepare('SELECT count(*) FROM sessions').pluck().get(), 0)
  t.equal(h.db.prepare('SELECT count(*) FROM authorisation_codes').pluck().get(), 0)
  await browser.signIn(CAROL)
  const query = new URLSearchParams({ client_id: 'partner', redirect_uri: CALLBACK })
  const check = await browser.call({ method: 'GET', url: `/v1/authenticate?${query}` }, CAROL)
  t.equal(check.json().success, true, 'the session check still answers who is signed in')
  t.notOk(check.json().auth, 'but hands out no code')
  await assertAudited(t, h)
})

t.test('an authorisation code lives one minute', async (t) => {
  t.equal(AUTHORISATION_CODE_MS, 60 * 1000)
})

t.test('the periodic clean-up removes authorisation codes past their minute, and only those', async (t) => {
  const h = harness(t)
  await h.addUser({ email: CAROL })
  addApplication(h.db, 'partner', 'active')
  await h.browser().signIn(CAROL, oauth)
  h.clock.advance(AUTHORISATION_CODE_MS - 1)
  await h.browser().signIn(CAROL, oauth)
  t.equal(await deleteExpiredAuthorisationCodes(h.store, h.clock.now + 1), 1)
  t.equal(h.db.prepare('SELECT count(*) FROM authorisation_codes').pluck().get(), 1)
  await assertAudited(t, h)
})
