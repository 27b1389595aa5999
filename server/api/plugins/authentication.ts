// Who is calling the built-in service: `request.account` is the signed-in user from the service's own
// session cookie, or from an application's access token (a bearer token marked 'slt_'), or from an API key
// on read calls, or null. Whether a route needs one is its declared guard's business (plugins/guards.ts).

import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { API_KEY_HEADER } from '../../../shared/api/types/account.js'
import { REQUESTING_APP_HEADER } from '../../../shared/api/headers.js'
import { createSession, deleteSession, SESSION_ABSOLUTE_MS, touchSession, type Session } from '../store/sessions.js'
import { findUserById, type UserRecord } from '../store/users.js'
import { userIdForApiKey } from '../store/api-keys.js'
import { findAccessToken, isAccessToken, type TokenApplication } from '../store/access-tokens.js'
import type { ApiContext } from '../context.js'

export interface Account {
  user: UserRecord
  /** The session the call came with; null when an API key authenticated it. */
  session: Session | null
  /** The cookie's token, so that sign-out and refresh can end it; null for an API key. */
  sessionToken: string | null
  /** The application whose access token authenticated the call; absent for a session or an API key. */
  application?: TokenApplication
}

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null
  }
}

/** SECURITY.md: __Host- binds the cookie to our origin, over TLS, for the whole path. */
export const SECURE_COOKIE = '__Host-sightline-sid'
/** Over plain HTTP (tests, a local demo) browsers refuse __Host- cookies, so the name drops the prefix. */
export const PLAIN_COOKIE = 'sightline-sid'
export const SESSION_ENDED = 'Your session has ended. Please sign in again.'

export function sessionCookieName(ctx: Pick<ApiContext, 'cookieSecure'>): string {
  return ctx.cookieSecure ? SECURE_COOKIE : PLAIN_COOKIE
}

function cookieOptions(ctx: ApiContext) {
  return { path: '/', httpOnly: true, secure: ctx.cookieSecure, sameSite: 'lax' as const }
}

export function setSessionCookie(reply: FastifyReply, ctx: ApiContext, token: string): void {
  // The server ends a session sooner (idle); this only keeps a browser from holding it any longer.
  reply.setCookie(sessionCookieName(ctx), token, { ...cookieOptions(ctx), maxAge: SESSION_ABSOLUTE_MS / 1000 })
}

export function clearSessionCookie(reply: FastifyReply, ctx: ApiContext): void {
  reply.clearCookie(sessionCookieName(ctx), cookieOptions(ctx))
}

/** Starts a server-side session for the user and gives the browser its cookie. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, ctx: ApiContext, userId: number): Promise<void> {
  const app = request.headers[REQUESTING_APP_HEADER]
  const requestingApp = typeof app === 'string' && app !== '' ? app.slice(0, 64) : null
  setSessionCookie(reply, ctx, await createSession(ctx.store, userId, ctx.now(), requestingApp))
}

/** Ends the caller's session, if any, and clears its cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, ctx: ApiContext): Promise<void> {
  const token = request.account?.sessionToken ?? sessionToken(request, ctx)
  if (token) await deleteSession(ctx.store, token)
  clearSessionCookie(reply, ctx)
}

function sessionToken(request: FastifyRequest, ctx: ApiContext): string | null {
  const token = request.cookies[sessionCookieName(ctx)]
  return token === undefined || token === '' ? null : token
}

/** The value of `Authorization: Bearer <value>`: an access token or an API key. */
function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match?.[1] ?? null
}

/** The key of `x-api-key`, or of a bearer value that is not an access token. */
function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers[API_KEY_HEADER]
  if (typeof header === 'string' && header.trim() !== '') return header.trim()
  const bearer = bearerOf(request)
  return bearer !== null && !isAccessToken(bearer) ? bearer : null
}

/**
 * The calls that sign in and out and manage credentials. An application's token acts for its user
 * everywhere else, but never makes a session, an API key or another token out of itself.
 */
function isCredentialCall(request: FastifyRequest): boolean {
  // The route the call was matched to, not its address, which could spell the same route otherwise.
  const route = request.routeOptions.url ?? ''
  return route === '/v1/authenticate' || route.startsWith('/v1/authenticate/') || route === '/v1/logout'
}

/** Calls that came with an access token that did not authenticate them: their 401 says so (RFC 6750 §3). */
const refusedTokens = new WeakSet<FastifyRequest>()
const INVALID_TOKEN_CHALLENGE = 'Bearer realm="Sightline", error="invalid_token"'

async function tokenAccount(request: FastifyRequest, ctx: ApiContext, token: string): Promise<Account | null> {
  if (isCredentialCall(request)) return null
  const found = await findAccessToken(ctx.store, token, ctx.now())
  const user = found && (await findUserById(ctx.store, found.userId))
  if (!found || !user) {
    refusedTokens.add(request)
    return null
  }
  // Its calls are logged as the application's, whatever x-requesting-app says (plugins/audit.ts).
  request.audit.application = found.application.clientId
  return { user, session: null, sessionToken: null, application: found.application }
}

/** API keys are for programmatic reading (spec-3 "Settings"): they never change anything. */
function isReadCall(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD'
}

/**
 * The caller's address, for the per-address sign-in limit: the first X-Forwarded-For entry, which the
 * edge sets from the connection it accepted (this service listens on loopback behind it), else the socket.
 */
export function clientAddress(request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for']
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim()
  return first || request.socket.remoteAddress || 'unknown'
}

async function resolveAccount(request: FastifyRequest, reply: FastifyReply, ctx: ApiContext): Promise<Account | null> {
  const token = sessionToken(request, ctx)
  if (token !== null) {
    const session = await touchSession(ctx.store, token, ctx.now())
    const user = session && (await findUserById(ctx.store, session.userId))
    if (session && user) return { user, session, sessionToken: token }
    // An ended or unknown session: the browser should stop sending it.
    clearSessionCookie(reply, ctx)
  }
  const bearer = bearerOf(request)
  if (bearer !== null && isAccessToken(bearer)) return tokenAccount(request, ctx, bearer)
  const key = apiKeyOf(request)
  if (key !== null && isReadCall(request)) {
    const userId = await userIdForApiKey(ctx.store, key)
    const user = userId === undefined ? undefined : await findUserById(ctx.store, userId)
    if (user) return { user, session: null, sessionToken: null }
  }
  return null
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  await app.register(cookie)
  app.decorateRequest('account', null)

  app.addHook('onRequest', async (request, reply) => {
    request.account = await resolveAccount(request, reply, ctx)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && refusedTokens.has(request)) reply.header('www-authenticate', INVALID_TOKEN_CHALLENGE)
    return payload
  })
}

// After the audit plugin: a token's call names its application in request.audit.
export default fp(plugin, { name: 'authentication', fastify: '5.x', dependencies: ['audit'] })
