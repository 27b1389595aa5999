// Sign-in, session check, session refresh and sign-out (spec-1 §4.1–4.3, §7): POST, GET and PUT
// /v1/authenticate and POST /v1/logout. OAuth-style clients get a single-use authorisation code on their
// registered address, only with a PKCE S256 challenge, and exchange it at POST /v1/authenticate/token
// (not in the spec: RFC 6749 §4.1.3 with RFC 7636, accounts/token-grant.ts) for an access token. Only an
// interactive sign-in authorises an application: the password sign-in itself, or a session it started; an
// API key, which only reads, never hands an application a token that writes.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SESSION_REFRESH_HEADER } from '../../../shared/api/types/account.js'
import {
  AuthenticateReply,
  AuthenticateRequest,
  LogoutReply,
  OAuthParameters,
  SessionCheckReply,
  SignedIn,
} from '../../../shared/api/types/schemas/account.js'
import { FailureReply, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import { TokenErrorReply, TokenReply, TokenRequest } from '../../../shared/api/types/schemas/oauth.js'
import { replies } from '../reply-schemas.js'
import { clientAddress, endSession, setSessionCookie, startSession, SESSION_ENDED } from '../plugins/authentication.js'
import { checkAttempt } from '../accounts/sign-in.js'
import { isS256Challenge } from '../accounts/pkce.js'
import { exchangeCode, refuseUnlessForm } from '../accounts/token-grant.js'
import { answerTokenFailure } from '../accounts/token-error.js'
import { deviceCookieOf, setDeviceCookie } from '../accounts/device-cookie.js'
import { userView } from '../accounts/user-view.js'
import { CallFailure, failure } from '../failures.js'
import { hasMisleadingCharacters, misleadingCharactersMessage } from '../../../shared/text/misleading-characters.js'
import { rotateSessionToken, tokenIssuedAt, TOKEN_REFRESH_AFTER_MS } from '../store/session-tokens.js'
import { findSignInClient, isPostLogoutAddress, issueAuthorisationCode, type SignInClient } from '../store/oauth.js'
import { recordFirstLogin, type UserRecord } from '../store/users.js'
import type { ApiContext } from '../context.js'

export const UNKNOWN_CLIENT = 'This application is not known or its address does not match.'
export const NOT_SIGNED_IN = 'Not signed in.'
export const PKCE_REQUIRED = 'This application must send an S256 code challenge (PKCE) to sign users in.'
/** A sign-in name is an email address: a control character in one can only be meant for whoever reads the log. */
export const USERNAME_UNREADABLE = misleadingCharactersMessage('The email address')
export const AUTHORISE_NEEDS_SIGN_IN = 'Only a user signed in with their password can authorise an application; an API key cannot.'
/** The audit action of a call that issued an authorisation code (shared/audit/actions.ts). */
export const AUTHORISE_ACTION = 'oauth-authorize'
/** A token request is a few short fields; nothing larger is read. */
const TOKEN_BODY_LIMIT = 16 * 1024

/**
 * The application an OAuth-style request names, checked against its registered address and holding an
 * S256 challenge: a code issued without one could never be redeemed (accounts/pkce.ts).
 */
async function clientOf(ctx: ApiContext, params: OAuthParameters): Promise<SignInClient | null> {
  if (params.client_id === undefined) return null
  const client = await findSignInClient(ctx.store, params.client_id)
  if (!client || client.callbackUrl !== params.redirect_uri) throw new CallFailure(400, UNKNOWN_CLIENT)
  if (!isS256Challenge(params.code_challenge_method, params.code_challenge)) throw new CallFailure(400, PKCE_REQUIRED)
  return client
}

/**
 * The client's address with a new authorisation code and the state it sent. The call is audited as the
 * authorisation it is, naming the client: which application may act for whom is part of the record.
 */
async function redirectFor(ctx: ApiContext, request: FastifyRequest, client: SignInClient, user: UserRecord, params: OAuthParameters): Promise<string> {
  const code = await issueAuthorisationCode(
    ctx.store,
    {
      applicationId: client.id,
      userId: user.id,
      redirectUri: client.callbackUrl,
      scope: params.scope ?? null,
      codeChallenge: params.code_challenge ?? null,
      codeChallengeMethod: params.code_challenge_method ?? null,
    },
    ctx.now(),
  )
  request.audit.action = AUTHORISE_ACTION
  request.audit.details = `client ${client.clientId}; code issued`
  const query = new URLSearchParams({ code })
  if (params.state !== undefined) query.set('state', params.state)
  return `${client.callbackUrl}${client.callbackUrl.includes('?') ? '&' : '?'}${query}`
}

async function signedInReply(
  ctx: ApiContext,
  request: FastifyRequest,
  user: UserRecord,
  client: SignInClient | null,
  params: OAuthParameters,
): Promise<AuthenticateReply> {
  const reply: AuthenticateReply = { success: true, user: await userView(ctx.store, user, ctx.now()) }
  if (client) reply.auth = { redirectUri: await redirectFor(ctx, request, client, user, params) }
  return reply
}

async function signIn(ctx: ApiContext, request: FastifyRequest<{ Body: AuthenticateRequest }>, reply: FastifyReply) {
  const { username, password, mfa_code, ...params } = request.body
  // Refused before the attempt is judged, so that it counts against no account or address.
  if (hasMisleadingCharacters(username.trim())) throw new CallFailure(400, USERNAME_UNREADABLE)
  request.audit.email = username.trim()
  const client = await clientOf(ctx, params)
  if (client) request.audit.details = `client ${client.clientId}`
  const mfaCode = mfa_code === undefined || mfa_code.trim() === '' ? null : mfa_code
  const outcome = await checkAttempt(ctx, {
    username,
    password,
    mfaCode,
    clientAddress: clientAddress(request),
    deviceToken: deviceCookieOf(request, ctx),
  })
  if (outcome.kind === 'codeSent') {
    request.audit.details = 'login code emailed'
    return { success: true, mfaRequired: true } satisfies AuthenticateReply
  }
  const { user } = outcome
  request.audit.email = user.email
  // A new session for every sign-in: a token the browser held before is never promoted (session fixation).
  if (request.account?.sessionToken) await endSession(request, reply, ctx)
  await startSession(request, reply, ctx, user.id)
  setDeviceCookie(reply, ctx, outcome.deviceToken)
  // The reply shows firstLogin as it was; from now on the stored flag is false.
  await recordFirstLogin(ctx.store, user.id)
  return signedInReply(ctx, request, user, client, params)
}

async function sessionCheck(ctx: ApiContext, request: FastifyRequest<{ Querystring: OAuthParameters }>, reply: FastifyReply) {
  const { account } = request
  if (!account) return failure(NOT_SIGNED_IN)
  // A call without a session (an API key's) may ask who it is, but never hand an application a code.
  if (request.query.client_id !== undefined && account.session === null) throw new CallFailure(403, AUTHORISE_NEEDS_SIGN_IN)
  let client: SignInClient | null = null
  try {
    client = await clientOf(ctx, request.query)
  } catch {
    // A session check answers who is signed in; a client that does not match only gets no redirect.
  }
  if (account.session) {
    const issuedAt = await tokenIssuedAt(ctx.store, account.session.id)
    if (issuedAt !== undefined && ctx.now() - issuedAt > TOKEN_REFRESH_AFTER_MS) reply.header(SESSION_REFRESH_HEADER, 'refresh')
  }
  return signedInReply(ctx, request, account.user, client, request.query)
}

async function refresh(ctx: ApiContext, request: FastifyRequest, reply: FastifyReply) {
  const session = request.account?.session
  const token = session && (await rotateSessionToken(ctx.store, session.id, ctx.now()))
  if (!session || !token) return reply.code(401).send(failure(SESSION_ENDED))
  setSessionCookie(reply, ctx, token)
  return signedInReply(ctx, request, request.account!.user, null, {})
}

/** spec-1 §4.2: the browser goes to postLogoutRedirectUri only when it is an application's registered address. */
async function logout(ctx: ApiContext, request: FastifyRequest, reply: FastifyReply): Promise<LogoutReply> {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>
  const uri = typeof body.postLogoutRedirectUri === 'string' ? body.postLogoutRedirectUri : ''
  const hint = typeof body.idTokenHint === 'string' && body.idTokenHint !== '' ? body.idTokenHint : undefined
  await endSession(request, reply, ctx)
  return { success: true, redirectAllowed: uri !== '' && (await isPostLogoutAddress(ctx.store, uri, hint)) }
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.post<{ Body: AuthenticateRequest }>(
    '/v1/authenticate',
    {
      schema: { body: AuthenticateRequest, response: replies(AuthenticateReply) },
      config: { guard: 'public', audit: { action: 'login' } },
    },
    (request, reply) => signIn(ctx, request, reply),
  )
  app.get<{ Querystring: OAuthParameters }>(
    '/v1/authenticate',
    {
      schema: { querystring: OAuthParameters, response: replies(SessionCheckReply) },
      config: { guard: 'public', audit: { action: 'session-check' } },
    },
    async (request, reply) => sessionCheck(ctx, request, reply),
  )
  // The browser sends an empty JSON object; nothing in the body is read.
  app.put(
    '/v1/authenticate',
    { schema: { body: UnreadBody, response: replies(SignedIn) }, config: { guard: 'signedIn', audit: { action: 'session-refresh' } } },
    async (request, reply) => refresh(ctx, request, reply),
  )
  // An application's own call (RFC 6749 §4.1.3), answered in the RFC's shapes rather than the spec's: its
  // refusals by answerTokenFailure, none of its replies cached.
  app.post<{ Body: TokenRequest }>(
    '/v1/authenticate/token',
    {
      schema: { body: TokenRequest, response: { 200: TokenReply, '4xx': TokenErrorReply, '5xx': FailureReply } },
      config: { guard: 'public', audit: { action: 'oauth-token' } },
      bodyLimit: TOKEN_BODY_LIMIT,
      preValidation: refuseUnlessForm,
      errorHandler: answerTokenFailure,
    },
    (request, reply) => exchangeCode(ctx, request, reply),
  )
  // Not schema-checked: signing out must work whatever the body holds.
  app.post(
    '/v1/logout',
    { schema: { body: UnreadBody, response: replies(LogoutReply) }, config: { guard: 'public', audit: { action: 'logout' } } },
    async (request, reply) => logout(ctx, request, reply),
  )
}

export default fp(plugin, { name: 'authenticate', fastify: '5.x', dependencies: ['authentication', 'audit'] })
