// The edge session (ARCHITECTURE.md "The edge session"): an encrypted cookie holding who is signed in,
// learnt from the upstream's replies. It only decides which HTML to serve; the upstream decides data.

import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import secureSession from '@fastify/secure-session'
import type { FastifyInstance, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify'
import { summariseUser, type SessionSummary, type User } from '../../../shared/api/types/user.js'

declare module '@fastify/secure-session' {
  interface SessionData {
    summary: SessionSummary
    /** When the session began (ms); SECURITY.md: absolute lifetime kept by us, idle by the cookie's expiry. */
    issuedAt: number
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user as the edge knows them, or null. */
    sessionUser: SessionSummary | null
  }
}

export const IDLE_SECONDS = 30 * 60 // spec-1 §4.3
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000 // SECURITY.md: absolute lifetime ≤ 12 h
/** How far ahead of this edge's clock another edge's may run; a session begun later than that is forged. */
export const CLOCK_SKEW_MS = 60 * 1000

export interface EdgeSessionOptions {
  keys: Buffer[]
  secure: boolean
  /** For tests: the clock. */
  now?: () => number
}

export function sessionCookieName(secure: boolean): string {
  // The __Host- prefix needs Secure; a plain-HTTP deployment gets a plain name.
  return secure ? '__Host-sightline' : 'sightline'
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

function isSummary(value: unknown): value is SessionSummary {
  if (!value || typeof value !== 'object') return false
  const s = value as Record<string, unknown>
  return (
    typeof s.email === 'string' &&
    isStringList(s.roles) &&
    !!s.licenceRoles &&
    typeof s.licenceRoles === 'object' &&
    Object.values(s.licenceRoles).every(isStringList)
  )
}

/** The summary of a user as an upstream reply gives it, or null when the reply's user is not usable. */
export function summaryFromUser(value: unknown): SessionSummary | null {
  if (!value || typeof value !== 'object') return null
  const user = value as Partial<User>
  const candidate = summariseUser({
    ...(user as User),
    roles: user.roles ?? [],
    licenceRoles: user.licenceRoles ?? {},
    settings: { showImages: false, showMenu: true, ...user.settings },
    needsJustification: !!user.needsJustification,
    showCaidHeader: !!user.showCaidHeader,
    acceptedUniformTerms: !!user.acceptedUniformTerms,
  })
  return isSummary(candidate) ? candidate : null
}

/** A session begun within its absolute lifetime, and not in the future. */
export function isCurrent(issuedAt: unknown, now: number): issuedAt is number {
  return typeof issuedAt === 'number' && Number.isFinite(issuedAt) && issuedAt <= now + CLOCK_SKEW_MS && now - issuedAt <= ABSOLUTE_MS
}

/** Records a sign-in (or a fresh view of the same user); a different user gets a new session. */
export function startEdgeSession(request: FastifyRequest<RouteGenericInterface, RawServerBase>, summary: SessionSummary, now = Date.now()): void {
  const same = request.sessionUser?.email === summary.email
  const issuedAt = same ? request.session.get('issuedAt') ?? now : now
  if (!same) request.session.regenerate()
  request.session.set('summary', summary)
  request.session.set('issuedAt', issuedAt)
  request.sessionUser = summary
}

export function endEdgeSession(request: FastifyRequest<RouteGenericInterface, RawServerBase>): void {
  request.session.delete()
  request.sessionUser = null
}

/**
 * A cookie that decrypts with our key but holds no JSON object (only someone with the key can make one)
 * makes @fastify/secure-session throw while it decodes. Such a cookie is dropped before the library sees
 * it, so it means signed out, like any other bad cookie, never a 500.
 */
function dropUndecodableCookie(app: FastifyInstance, cookieName: string) {
  app.addHook('onRequest', async (request) => {
    const value = request.cookies[cookieName]
    if (value === undefined) return
    let usable = false
    try {
      const decoded = app.decodeSecureSession(value, request.log)
      usable = decoded === null || isPlainObject(decoded.data())
    } catch {
      usable = false
    }
    if (!usable) {
      request.log.warn('edge session cookie decrypted but held no session object: treated as signed out')
      delete request.cookies[cookieName]
    }
  })
}

const isPlainObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value)

async function edgeSession(app: FastifyInstance, opts: EdgeSessionOptions) {
  const now = opts.now ?? Date.now
  const cookieName = sessionCookieName(opts.secure)
  // The cookie parser first, then the guard above, then the session library, whose hook runs last.
  await app.register(cookie)
  dropUndecodableCookie(app, cookieName)
  await app.register(secureSession, {
    key: opts.keys,
    cookieName,
    expiry: IDLE_SECONDS,
    cookie: { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: IDLE_SECONDS },
  })
  app.decorateRequest('sessionUser', null)
  // A forged, truncated or stale cookie decodes to an empty session: the visitor is simply signed out.
  app.addHook('onRequest', async (request) => {
    const summary = request.session.get('summary')
    const issuedAt = request.session.get('issuedAt')
    request.sessionUser = isSummary(summary) && isCurrent(issuedAt, now()) ? summary : null
  })
}

export default fp(edgeSession, { name: 'edge-session', fastify: '5.x' })
