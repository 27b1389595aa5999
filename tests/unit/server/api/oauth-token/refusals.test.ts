// Every refusal of the token call (RFC 6749 §5.2, RFC 7636 §4.6): the RFC's error, no token issued, no
// reply cached, the call in the audit log as failed and without the code or secret it carried.

import t, { type Test } from 'tap'
import type { LightMyRequestResponse } from 'fastify'
import { assertAudited, auditRows } from '../harness.js'
import { AUTHORISATION_CODE_MS, deleteExpiredAuthorisationCodes, issueAuthorisationCode } from '../../../../../server/api/store/oauth.js'
import {
  EXPIRED_CODE,
  MALFORMED_VERIFIER,
  NO_CHALLENGE,
  NOT_A_FORM,
  OTHER_CLIENT,
  OTHER_REDIRECT,
  UNKNOWN_CODE,
  UNSUPPORTED_GRANT,
  USED_CODE,
  WRONG_VERIFIER,
} from '../../../../../server/api/accounts/token-grant.js'
import { TWO_METHODS, UNKNOWN_CLIENT } from '../../../../../server/api/accounts/client-authentication.js'
import { CLIENT_CHALLENGE } from '../../../../../server/api/accounts/token-error.js'
import { findUserByEmail } from '../../../../../server/api/store/users.js'
import { addAgencyApp, basic, CALLBACK, INVESTIGATOR, pkcePair, setState, tokenSetup, type TokenSetup } from './token-fixture.js'

const ANONYMOUS = 'anonymous'

function assertRefused(t: Test, res: LightMyRequestResponse, status: number, error: string, description: string | RegExp) {
  t.equal(res.statusCode, status, `${status} ${error}`)
  t.match(res.json(), { error, error_description: description })
  t.same(Object.keys(res.json()).sort(), ['error', 'error_description'])
  t.equal(res.headers['cache-control'], 'no-store', 'never cached')
  if (status === 401) t.equal(res.headers['www-authenticate'], CLIENT_CHALLENGE)
}

function tokenCount(s: TokenSetup): number {
  return s.h.db.prepare('SELECT count(*) FROM access_tokens').pluck().get() as number
}

/** Every token call is logged as a failed or successful 'oauth-token', and none carries a code or secret. */
async function assertLogged(t: Test, s: TokenSetup, secrets: string[]) {
  const rows = await assertAudited(t, s.h)
  const tokenCalls = rows.filter((row) => row.action === 'oauth-token')
  t.ok(tokenCalls.length > 0)
  const log = JSON.stringify(rows)
  for (const secret of secrets) t.notOk(log.includes(secret), 'no code, verifier or secret in the log')
}

t.test('a wrong verifier is refused', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  const res = await s.token(s.grant(code, pkcePair().verifier))
  assertRefused(t, res, 400, 'invalid_grant', WRONG_VERIFIER)
  assertRefused(t, await s.token(s.grant(code, 'short'), { as: ANONYMOUS }), 400, 'invalid_request', MALFORMED_VERIFIER)
  t.equal(tokenCount(s), 0)
  await assertLogged(t, s, [code, pkce.verifier, s.app.clientSecret])
})

t.test('a reused code is refused and the token of its first use revoked, even once the code is cleaned up', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  const first = (await s.token(s.grant(code, pkce.verifier))).json().access_token as string
  t.equal((await s.bearer('GET', '/v1/sightings', first)).statusCode, 200)
  assertRefused(t, await s.token(s.grant(code, pkce.verifier)), 400, 'invalid_grant', USED_CODE)
  t.equal(tokenCount(s), 0, 'the first token is revoked')
  t.equal((await s.bearer('GET', '/v1/sightings', first, undefined, ANONYMOUS)).statusCode, 401)
  const refusal = auditRows(s.h.db).findLast((row) => row.action === 'oauth-token')
  t.match(refusal, { success: 0, error: 'invalid_grant', details: /code used again, 1 token revoked/ })

  const again = pkcePair()
  const later = await s.code(again)
  const token = (await s.token(s.grant(later, again.verifier))).json().access_token as string
  s.h.clock.advance(AUTHORISATION_CODE_MS)
  t.equal(await deleteExpiredAuthorisationCodes(s.h.store, s.h.clock.now), 2, 'both codes are cleaned up')
  assertRefused(t, await s.token(s.grant(later, again.verifier), { as: ANONYMOUS }), 400, 'invalid_grant', UNKNOWN_CODE)
  t.equal((await s.bearer('GET', '/v1/sightings', token, undefined, ANONYMOUS)).statusCode, 401, 'its token is revoked all the same')
  await assertLogged(t, s, [code, later, first, token, s.app.clientSecret])
})

t.test('a code expires one minute after it was issued', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  s.h.clock.advance(AUTHORISATION_CODE_MS)
  assertRefused(t, await s.token(s.grant(code, pkce.verifier)), 400, 'invalid_grant', EXPIRED_CODE)
  const inTime = pkcePair()
  const fresh = await s.code(inTime)
  s.h.clock.advance(AUTHORISATION_CODE_MS - 1)
  t.equal((await s.token(s.grant(fresh, inTime.verifier))).statusCode, 200, 'redeemed in its last millisecond')
  await assertLogged(t, s, [code, fresh])
})

t.test('a redirect_uri other than the one the code was issued for is refused', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  for (const redirect of ['https://evil.example/callback', `${CALLBACK}/`, `${CALLBACK}?x=1`, CALLBACK.toUpperCase()]) {
    const res = await s.token({ ...s.grant(code, pkce.verifier), redirect_uri: redirect })
    assertRefused(t, res, 400, 'invalid_grant', OTHER_REDIRECT)
  }
  // The application's address changed since the code was issued (the applications calls allow it).
  s.h.db.prepare('UPDATE applications SET callback_url = ? WHERE id = ?').run('https://portal.agency.example/new', s.app.id)
  assertRefused(t, await s.token(s.grant(code, pkce.verifier)), 400, 'invalid_grant', OTHER_REDIRECT)
  t.equal(tokenCount(s), 0)
  await assertLogged(t, s, [code])
})

t.test('an application not approved yet, or deactivated, is not honoured', async (t) => {
  const s = await tokenSetup(t)
  for (const state of ['pending', 'inactive', 'deactivated']) {
    setState(s.h, s.app, 'active')
    const pkce = pkcePair()
    const code = await s.code(pkce)
    setState(s.h, s.app, state)
    assertRefused(t, await s.token(s.grant(code, pkce.verifier), { as: ANONYMOUS }), 401, 'invalid_client', UNKNOWN_CLIENT)
  }
  const res = await s.h.browser().signIn(INVESTIGATOR, { client_id: s.app.clientId, redirect_uri: CALLBACK, ...{ code_challenge: pkcePair().challenge, code_challenge_method: 'S256' } })
  t.equal(res.statusCode, 400, '/login issues it no code either')
  t.equal(tokenCount(s), 0)
  await assertLogged(t, s, [s.app.clientSecret])
})

t.test('a wrong, missing or doubled client authentication is refused', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  const grant = s.grant(code, pkce.verifier)
  const { client_id: _id, client_secret: _secret, ...bare } = grant
  const wrong = `${s.app.clientSecret.slice(0, -1)}${s.app.clientSecret.endsWith('A') ? 'B' : 'A'}`
  const cases: [Record<string, string>, Record<string, string>, number, string, string | RegExp][] = [
    [{ ...grant, client_secret: wrong }, {}, 401, 'invalid_client', UNKNOWN_CLIENT],
    [bare, { authorization: basic(s.app.clientId, wrong) }, 401, 'invalid_client', UNKNOWN_CLIENT],
    [{ ...bare, client_id: s.app.clientId }, {}, 401, 'invalid_client', UNKNOWN_CLIENT],
    [bare, {}, 401, 'invalid_client', UNKNOWN_CLIENT],
    [{ ...grant, client_id: 'nobody' }, {}, 401, 'invalid_client', UNKNOWN_CLIENT],
    [bare, { authorization: 'Basic !!!' }, 401, 'invalid_client', /not valid HTTP Basic/],
    [grant, { authorization: basic(s.app.clientId, s.app.clientSecret) }, 400, 'invalid_request', TWO_METHODS],
  ]
  for (const [form, headers, status, error, description] of cases) {
    assertRefused(t, await s.token(form, { headers, as: ANONYMOUS }), status, error, description)
  }
  t.equal(tokenCount(s), 0)
  t.equal((await s.token(grant)).statusCode, 200, 'the code is still good for its own client')
  await assertLogged(t, s, [code, s.app.clientSecret, wrong])
})

t.test('a code issued to another application is refused', async (t) => {
  const s = await tokenSetup(t)
  const other = await addAgencyApp(s.h, 'Other force')
  const pkce = pkcePair()
  const code = await s.code(pkce)
  assertRefused(t, await s.token(s.grant(code, pkce.verifier, other)), 400, 'invalid_grant', OTHER_CLIENT)
  await assertLogged(t, s, [code, other.clientSecret])
})

t.test('a code issued without an S256 challenge cannot be redeemed', async (t) => {
  const s = await tokenSetup(t)
  const user = (await findUserByEmail(s.h.store, INVESTIGATOR))!
  const pkce = pkcePair()
  for (const [challenge, method] of [[null, null], [pkce.verifier, 'plain']] as const) {
    const code = await issueAuthorisationCode(
      s.h.store,
      { applicationId: s.app.id, userId: user.id, redirectUri: CALLBACK, scope: null, codeChallenge: challenge, codeChallengeMethod: method },
      s.h.clock.now,
    )
    assertRefused(t, await s.token(s.grant(code, pkce.verifier)), 400, 'invalid_grant', NO_CHALLENGE)
  }
  t.equal(tokenCount(s), 0)
  await assertLogged(t, s, [])
})

t.test('a malformed request is invalid_request, another grant unsupported_grant_type', async (t) => {
  const s = await tokenSetup(t)
  const pkce = pkcePair()
  const code = await s.code(pkce)
  const grant = s.grant(code, pkce.verifier)
  assertRefused(t, await s.token({ ...grant, grant_type: 'password' }, { as: ANONYMOUS }), 400, 'unsupported_grant_type', UNSUPPORTED_GRANT)
  const { grant_type: _g, ...noGrant } = grant
  assertRefused(t, await s.token(noGrant, { as: ANONYMOUS }), 400, 'invalid_request', 'The request lacks grant_type.')
  const { code: _c, code_verifier: _v, ...noCode } = grant
  assertRefused(t, await s.token(noCode, { as: ANONYMOUS }), 400, 'invalid_request', 'The request lacks code, code_verifier.')

  const send = async (payload: string, contentType: string) => {
    const options = { method: 'POST' as const, url: '/v1/authenticate/token', headers: { 'content-type': contentType }, payload }
    const res = await s.h.app.inject(options)
    s.h.expectAudit(options, res, ANONYMOUS)
    return res
  }
  const form = new URLSearchParams(grant).toString()
  assertRefused(t, await send(JSON.stringify(grant), 'application/json'), 400, 'invalid_request', NOT_A_FORM)
  assertRefused(t, await send(`${form}&code=again`, 'application/x-www-form-urlencoded'), 400, 'invalid_request', /body\/code must be string/)
  assertRefused(t, await send(form, 'text/plain'), 400, 'invalid_request', NOT_A_FORM)
  assertRefused(t, await send(form, 'application/xml'), 400, 'invalid_request', /type this call does not accept/)
  assertRefused(t, await send('x'.repeat(20_000), 'application/x-www-form-urlencoded'), 400, 'invalid_request', /too large/)
  t.equal(tokenCount(s), 0)
  t.equal((await s.token(grant)).statusCode, 200, 'the code was not spent by the malformed calls')
  await assertLogged(t, s, [code, s.app.clientSecret])
})
