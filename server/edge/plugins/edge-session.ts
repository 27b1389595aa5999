// The edge session (ARCHITECTURE.md "The edge session"): an encrypted cookie holding who is signed in,
// learnt from the upstream's replies. It only decides which HTML to serve; the upstream decides data.
//
// The user's display settings (SHOW IMAGES, the menu) live in a second encrypted cookie, the view cookie,
// written only when a reply says they changed. Every /v1 reply renews the session cookie from the cookie its
// request carried, so a call sent before a settings change and answered after it would otherwise put the
// old settings back: the next page would draw pictures the investigator had just hidden.

import fp from 'fastify-plugin'
import cookie from '@fastify/cookie'
import secureSession, { type Session } from '@fastify/secure-session'
import type { FastifyInstance, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify'
import { summariseUser, type SessionSummary, type User } from '../../../shared/api/types/user.js'

declare module '@fastify/secure-session' {
  interface SessionData {
    summary: SessionSummary
    /** When the session began (ms); SECURITY.md: absolute lifetime kept by us, idle by the cookie's expiry. */
    issuedAt: number
    /** In the view cookie: whose display settings these are, and the settings. */
    view: ViewSettings
  }
}

/** The display settings of the summary, which the view cookie keeps apart from the session cookie. */
type ViewSettings = Pick<SessionSummary, 'email' | 'showImages' | 'showMenu'>

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user as the edge knows them, or null. */
    sessionUser: SessionSummary | null
    /** The view cookie (see the top of this file). */
    viewSession: Session
  }
}

export const IDLE_SECONDS = 30 * 60 // spec-1 §4.3
export const ABSOLUTE_MS = 12 * 60 * 60 * 1000 // SECURITY.md: absolute lifetime ≤ 12 h
const ABSOLUTE_SECONDS = ABSOLUTE_MS / 1000
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

/** The view cookie's name: the session cookie's, so it keeps the same prefix and its rules. */
export function viewCookieName(secure: boolean): string {
  return `${sessionCookieName(secure)}-view`
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

const viewOf = ({ email, showImages, showMenu }: SessionSummary): ViewSettings => ({ email, showImages, showMenu })

const sameView = (a: ViewSettings, b: ViewSettings) => a.email === b.email && a.showImages === b.showImages && a.showMenu === b.showMenu

function isView(value: unknown): value is ViewSettings {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return typeof v.email === 'string' && typeof v.showImages === 'boolean' && typeof v.showMenu === 'boolean'
}

/** The summary with the view cookie's settings, when they are this user's. */
function withView(summary: SessionSummary, view: unknown): SessionSummary {
  return isView(view) && view.email === summary.email ? { ...summary, showImages: view.showImages, showMenu: view.showMenu } : summary
}

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>

/**
 * Records a sign-in (or a fresh view of the same user); a different user gets a new session. The view
 * cookie is written only when the settings differ from those the request carried: a reply read before a
 * settings change, and arriving after it, carries the same old settings and so leaves the newer ones alone.
 */
export function startEdgeSession(request: AnyRequest, summary: SessionSummary, now = Date.now()): void {
  const before = request.sessionUser
  const same = before?.email === summary.email
  const issuedAt = same ? request.session.get('issuedAt') ?? now : now
  if (!same) request.session.regenerate()
  request.session.set('summary', summary)
  request.session.set('issuedAt', issuedAt)
  if (!before || !sameView(viewOf(before), viewOf(summary))) request.viewSession.set('view', viewOf(summary))
  request.sessionUser = summary
}

export function endEdgeSession(request: AnyRequest): void {
  request.session.delete()
  request.viewSession.delete()
  request.sessionUser = null
}

/**
 * A cookie that decrypts with our key but holds no JSON object (only someone with the key can make one)
 * makes @fastify/secure-session throw while it decodes. Such a cookie is dropped before the library sees
 * it, so it means signed out (or, for the view cookie, no settings of its own), never a 500.
 */
function dropUndecodableCookies(app: FastifyInstance, cookies: { cookieName: string; sessionName: string }[]) {
  app.addHook('onRequest', async (request) => {
    for (const { cookieName, sessionName } of cookies) {
      const value = request.cookies[cookieName]
      if (value === undefined) continue
      let usable = false
      try {
        const decoded = app.decodeSecureSession(value, request.log, sessionName)
        usable = decoded === null || isPlainObject(decoded.data())
      } catch {
        usable = false
      }
      if (!usable) {
        request.log.warn({ cookieName }, 'edge cookie decrypted but held no session object: ignored')
        delete request.cookies[cookieName]
      }
    }
  })
}

const isPlainObject = (value: unknown) => !!value && typeof value === 'object' && !Array.isArray(value)

async function edgeSession(app: FastifyInstance, opts: EdgeSessionOptions) {
  const now = opts.now ?? Date.now
  const cookieName = sessionCookieName(opts.secure)
  const viewCookie = viewCookieName(opts.secure)
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: opts.secure } as const
  // The cookie parser first, then the guard above, then the session library, whose hook runs last.
  await app.register(cookie)
  dropUndecodableCookies(app, [
    { cookieName, sessionName: 'session' },
    { cookieName: viewCookie, sessionName: 'viewSession' },
  ])
  await app.register(secureSession, [
    { sessionName: 'session', key: opts.keys, cookieName, expiry: IDLE_SECONDS, cookie: { ...cookieOptions, maxAge: IDLE_SECONDS } },
    // Never renewed by activity, so it lives as long as a session can: it is only read beside a current one.
    { sessionName: 'viewSession', key: opts.keys, cookieName: viewCookie, expiry: ABSOLUTE_SECONDS, cookie: { ...cookieOptions, maxAge: ABSOLUTE_SECONDS } },
  ])
  app.decorateRequest('sessionUser', null)
  // A forged, truncated or stale cookie decodes to an empty session: the visitor is simply signed out.
  app.addHook('onRequest', async (request) => {
    const summary = request.session.get('summary')
    const issuedAt = request.session.get('issuedAt')
    request.sessionUser = isSummary(summary) && isCurrent(issuedAt, now()) ? withView(summary, request.viewSession.get('view')) : null
  })
}

export default fp(edgeSession, { name: 'edge-session', fastify: '5.x' })
