// An agency's application signs its user in (RFC 6749 §4.1 with PKCE): /login's code, the token call, and
// the token used as a bearer on /v1 with the user's roles, its calls logged as the application's.

import t from 'tap'
import { assertAudited, auditRows, NOW } from '../harness.js'
import { hashToken } from '../../../../../server/api/store/passwords.js'
import {
  ACCESS_TOKEN_MS,
  deleteExpiredAccessTokens,
  findAccessToken,
  issueAccessTokenForCode,
  LIVE_TOKENS_PER_GRANT,
} from '../../../../../server/api/store/access-tokens.js'
import { findAuthorisationCode, issueAuthorisationCode } from '../../../../../server/api/store/oauth.js'
import { findUserByEmail } from '../../../../../server/api/store/users.js'
import { addLicensedEntity, createLicence } from '../../../../../server/api/store/licences.js'
import { basic, CALLBACK, INVESTIGATOR, pkcePair, SCOPE, setState, tokenSetup } from './token-fixture.js'

const TOKEN = /^slt_[A-Za-z0-9_-]{43}$/

t.test('an application redeems its code with the verifier and searches with the token', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  const res = await s.token(
    { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: pkce.verifier },
    { headers: { authorization: basic(s.app.clientId, s.app.clientSecret) } },
  )
  t.equal(res.statusCode, 200)
  t.equal(res.headers['cache-control'], 'no-store')
  t.equal(res.headers.pragma, 'no-cache')
  const body = res.json()
  t.same(Object.keys(body).sort(), ['access_token', 'expires_in', 'scope', 'token_type'])
  t.match(body, { access_token: TOKEN, token_type: 'Bearer', expires_in: ACCESS_TOKEN_MS / 1000, scope: SCOPE })
  const stored = s.h.db.prepare('SELECT * FROM access_tokens').all() as Record<string, unknown>[]
  t.equal(stored.length, 1)
  t.match(stored[0], { token_hash: hashToken(body.access_token), user_id: Number, application_id: s.app.id, scope: SCOPE, expires_at: NOW + ACCESS_TOKEN_MS })
  t.notOk(JSON.stringify(stored).includes(body.access_token), 'only the token\'s hash is kept')

  const search = await s.h.browser().call(
    { method: 'GET', url: '/v1/sightings?resultSize=10', headers: { authorization: `Bearer ${body.access_token}`, 'x-requesting-app': 'lowside' } },
    INVESTIGATOR,
  )
  t.equal(search.statusCode, 200)
  t.equal(search.json().totalResults, 5, 'every sighting of the fixture')

  const rows = await assertAudited(t, s.h)
  const [signIn, tokenCall, searchCall] = rows.slice(-3)
  t.match(signIn, { action: 'oauth-authorize', success: 1 }, 'the sign-in that issued the code is audited as an authorisation')
  t.match(tokenCall, { action: 'oauth-token', api: 'authenticate', user_email: INVESTIGATOR, requesting_app: s.app.clientId, success: 1 })
  t.match(searchCall, { action: 'search', user_email: INVESTIGATOR, requesting_app: s.app.clientId, success: 1 }, 'the application, not the header it sent')
  const log = JSON.stringify(rows)
  for (const secret of [code, pkce.verifier, s.app.clientSecret, body.access_token]) t.notOk(log.includes(secret), 'no code, verifier, secret or token is logged')
})

t.test('client_secret_post authenticates the application as HTTP Basic does', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const res = await s.token(s.grant(await s.code(pkce), pkce.verifier))
  t.equal(res.statusCode, 200)
  t.match(res.json().access_token, TOKEN)
  await assertAudited(t, s.h)
})

t.test('a token acts with the user\'s roles as the licence gives them at each call', async (t) => {
  const s = await tokenSetup(t, [])
  const pkce = pkcePair()
  const token = (await s.token(s.grant(await s.code(pkce), pkce.verifier))).json().access_token
  const refused = await s.bearer('GET', '/v1/sightings', token)
  t.equal(refused.statusCode, 403, 'no MetadataSearch, no search')
  const licence = await createLicence(s.h.store, { name: 'Granted later', maxSeats: 5, expiresAt: NOW + 365 * 86_400_000 }, NOW)
  await addLicensedEntity(s.h.store, licence.id, INVESTIGATOR, ['MetadataSearch'])
  t.equal((await s.bearer('GET', '/v1/sightings', token)).statusCode, 200, 'the role granted since counts at once')
  await assertAudited(t, s.h)
})

t.test('a token is told apart from an API key, and neither passes for the other', async (t) => {
  const s = await tokenSetup(t)
  const browser = s.h.browser()
  await browser.signIn(INVESTIGATOR)
  const apiKey = (await browser.call({ method: 'PUT', url: '/v1/authenticate/api-key', payload: {} }, INVESTIGATOR)).json().apiKey as string
  t.match(apiKey, /^sl_/)
  const pkce = pkcePair()
  const token = (await s.token(s.grant(await s.code(pkce), pkce.verifier))).json().access_token as string

  t.equal((await s.bearer('GET', '/v1/sightings', apiKey)).statusCode, 200, 'an API key reads as a bearer')
  const save = { queryString: 'make=Canon', reference: 'Canon cameras' }
  t.equal((await s.bearer('POST', '/v1/searches', apiKey, save, 'anonymous')).statusCode, 401, 'but never writes')
  t.equal((await s.bearer('POST', '/v1/searches', token, save)).statusCode, 200, 'a token acts for its user, writes too')
  const asKey = await s.h.browser().call({ method: 'GET', url: '/v1/sightings', headers: { 'x-api-key': token } }, 'anonymous')
  t.equal(asKey.statusCode, 401, 'a token is no API key')
  const forged = await s.bearer('GET', '/v1/sightings', `slt_${apiKey.slice(3)}`, undefined, 'anonymous')
  t.equal(forged.statusCode, 401, 'a key with the token mark is no token')
  t.equal(forged.headers['www-authenticate'], 'Bearer realm="Sightline", error="invalid_token"')
  const unknownKey = await s.bearer('GET', '/v1/sightings', 'sl_unknown', undefined, 'anonymous')
  t.equal(unknownKey.statusCode, 401)
  t.notOk(unknownKey.headers['www-authenticate'], 'an API key gets no bearer challenge')

  const rows = auditRows(s.h.db)
  const keyCall = rows.find((row) => row.action === 'search' && row.requesting_app !== s.app.clientId && row.success === 1)
  t.ok(keyCall, 'an API key\'s calls are not logged as an application\'s')
  await assertAudited(t, s.h)
})

t.test('a token never makes a session, an API key or another token of itself', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const token = (await s.token(s.grant(await s.code(pkce), pkce.verifier))).json().access_token as string
  t.equal((await s.bearer('GET', '/v1/authenticate/api-key', token, undefined, 'anonymous')).statusCode, 401)
  t.equal((await s.bearer('PUT', '/v1/authenticate/api-key', token, {}, 'anonymous')).statusCode, 401)
  t.equal((await s.bearer('PUT', '/v1/authenticate', token, {}, 'anonymous')).statusCode, 401)
  const check = await s.bearer('GET', '/v1/authenticate', token, undefined, 'anonymous')
  t.same(check.json().success, false, 'the session check finds nobody signed in')
  t.equal(s.h.db.prepare('SELECT count(*) FROM api_keys').pluck().get(), 0)
  await assertAudited(t, s.h)
})

t.test('a token ends after its hour, and at once when its application is deactivated', async (t) => {
  const s = await tokenSetup(t)
  const first = pkcePair()
  const early = (await s.token(s.grant(await s.code(first), first.verifier))).json().access_token as string
  s.h.clock.advance(ACCESS_TOKEN_MS - 1)
  t.equal((await s.bearer('GET', '/v1/sightings', early)).statusCode, 200, 'live to its last millisecond')
  s.h.clock.advance(1)
  t.equal((await s.bearer('GET', '/v1/sightings', early, undefined, 'anonymous')).statusCode, 401, 'ended after an hour')
  t.equal(await deleteExpiredAccessTokens(s.h.store, s.h.clock.now), 1, 'and the clean-up removes it')
  const second = pkcePair()
  const late = (await s.token(s.grant(await s.code(second), second.verifier))).json().access_token as string
  t.equal((await s.bearer('GET', '/v1/sightings', late)).statusCode, 200)
  setState(s.h, s.app, 'inactive')
  t.equal((await s.bearer('GET', '/v1/sightings', late, undefined, 'anonymous')).statusCode, 401, 'the application was deactivated')
  await assertAudited(t, s.h)
})

t.test('one user keeps at most 20 live tokens through one application, the oldest going first', async (t) => {
  const s = await tokenSetup(t)
  const user = (await findUserByEmail(s.h.store, INVESTIGATOR))!
  const issue = async () => {
    const code = await issueAuthorisationCode(
      s.h.store,
      { applicationId: s.app.id, userId: user.id, redirectUri: CALLBACK, scope: null, codeChallenge: null, codeChallengeMethod: null },
      s.h.clock.now,
    )
    s.h.clock.advance(1)
    return (await issueAccessTokenForCode(s.h.store, (await findAuthorisationCode(s.h.store, code))!, s.h.clock.now)) as string
  }
  const tokens: string[] = []
  for (let i = 0; i <= LIVE_TOKENS_PER_GRANT; i++) tokens.push(await issue())
  t.equal(s.h.db.prepare('SELECT count(*) FROM access_tokens').pluck().get(), LIVE_TOKENS_PER_GRANT)
  t.notOk(await findAccessToken(s.h.store, tokens[0]!, s.h.clock.now), 'the oldest is gone')
  t.ok(await findAccessToken(s.h.store, tokens[1]!, s.h.clock.now), 'the next is still live')
})
