// Only an interactive sign-in authorises an application: GET /v1/authenticate with OAuth parameters hands a
// code to a session the password sign-in started, never to an API key, which only reads and must not become
// an application's token that writes. Issuing a code is audited as an authorisation naming the client.

import t from 'tap'
import { assertAudited, auditRows } from '../server/api/harness.js'
import { AUTHORISE_NEEDS_SIGN_IN } from '../../../server/api/routes/authenticate.js'
import { CALLBACK, INVESTIGATOR, pkcePair, SCOPE, tokenSetup, type TokenSetup } from '../server/api/oauth-token/token-fixture.js'

function authoriseQuery(s: TokenSetup, challenge: string): string {
  return new URLSearchParams({
    client_id: s.app.clientId,
    redirect_uri: CALLBACK,
    state: 'st-9',
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }).toString()
}

const codeCount = (s: TokenSetup) => s.h.db.prepare('SELECT count(*) FROM authorisation_codes').pluck().get()

t.test('an API key with OAuth parameters gets no code, whichever way it is sent', async (t) => {
  const s = await tokenSetup(t)
  const browser = s.h.browser()
  t.equal((await browser.signIn(INVESTIGATOR)).statusCode, 200)
  const key = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, INVESTIGATOR)).json().apiKey as string
  const query = authoriseQuery(s, pkcePair().challenge)
  for (const [how, headers] of [['x-api-key', { 'x-api-key': key }], ['bearer', { authorization: `Bearer ${key}` }]] as const) {
    const res = await s.h.browser().call({ method: 'GET', url: `/v1/authenticate?${query}`, headers }, INVESTIGATOR)
    t.equal(res.statusCode, 403, how)
    t.same(res.json(), { success: false, error: AUTHORISE_NEEDS_SIGN_IN })
    t.notOk(res.body.includes('code='), 'no redirect with a code')
  }
  t.equal(codeCount(s), 0, 'no authorisation code was issued')
  // Without OAuth parameters the key may still ask who it is.
  const who = await s.h.browser().call({ method: 'GET', url: '/v1/authenticate', headers: { 'x-api-key': key } }, INVESTIGATOR)
  t.match(who.json(), { success: true, user: { email: INVESTIGATOR } })
  t.notOk(who.json().auth)
  await assertAudited(t, s.h)
})

t.test('an API key with a client that does not match is refused the same way, not answered as signed in', async (t) => {
  const s = await tokenSetup(t)
  const browser = s.h.browser()
  await browser.signIn(INVESTIGATOR)
  const key = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key' }, INVESTIGATOR)).json().apiKey as string
  const res = await s.h.browser().call(
    { method: 'GET', url: '/v1/authenticate?client_id=nobody&redirect_uri=https%3A%2F%2Fevil.example%2F', headers: { 'x-api-key': key } },
    INVESTIGATOR,
  )
  t.equal(res.statusCode, 403)
  t.equal(res.json().error, AUTHORISE_NEEDS_SIGN_IN)
  await assertAudited(t, s.h)
})

t.test('the session the password sign-in started gets a code, audited as an authorisation naming the client', async (t) => {
  const s = await tokenSetup(t)
  const browser = s.h.browser()
  await browser.signIn(INVESTIGATOR)
  const pkce = pkcePair()
  const res = await browser.call({ method: 'GET', url: `/v1/authenticate?${authoriseQuery(s, pkce.challenge)}` }, INVESTIGATOR)
  t.equal(res.statusCode, 200)
  const code = new URL(res.json().auth.redirectUri).searchParams.get('code') as string
  t.match(code, /^[A-Za-z0-9_-]{40,}$/)
  t.equal(codeCount(s), 1)
  const token = await s.token(s.grant(code, pkce.verifier))
  t.equal(token.statusCode, 200, 'the code is redeemed for a token')
  const rows = await assertAudited(t, s.h)
  const authorise = rows.find((row) => row.action === 'oauth-authorize')
  t.match(authorise, { api: 'authenticate', user_email: INVESTIGATOR, success: 1, details: `client ${s.app.clientId}; code issued` })
  t.notOk(JSON.stringify(auditRows(s.h.db)).includes(code), 'the audit log never holds the code')
})

t.test('a password sign-in with OAuth parameters is audited as an authorisation too', async (t) => {
  const s = await tokenSetup(t)
  await s.code(pkcePair())
  const [row] = (await assertAudited(t, s.h)).slice(-1)
  t.match(row, { action: 'oauth-authorize', user_email: INVESTIGATOR, success: 1, details: `client ${s.app.clientId}; code issued` })
})

t.test('a session check without OAuth parameters stays a session check', async (t) => {
  const s = await tokenSetup(t)
  const browser = s.h.browser()
  await browser.signIn(INVESTIGATOR)
  await browser.call({ method: 'GET', url: '/v1/authenticate' }, INVESTIGATOR)
  const actions = (await assertAudited(t, s.h)).map((row) => row.action)
  t.same(actions, ['login', 'session-check'])
})
