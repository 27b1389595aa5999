// Calls the edge refuses itself (a malformed address, a body without a length, a body over its call's
// limit) never reach the upstream, which therefore cannot audit them. Each is answered in the spec-1 §7
// shape, written to the edge's log with the user its session names, and, when the upstream is the
// built-in service, sent to that service's audit log by an internal call (server/settings/edge-audit.ts).

import fp from 'fastify-plugin'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify'
import { isCurrent } from './edge-session.js'
import { JUSTIFICATION_HEADER, REQUESTING_APP_HEADER } from '../../../shared/api/headers.js'
import { EDGE_AUDIT_SECRET_HEADER, EDGE_REFUSALS_PATH, type EdgeRefusal } from '../../settings/edge-audit.js'
import { loggedPath } from '../../settings/logged-path.js'

export interface EdgeRefusalsOptions {
  /** The edge's own cookie, read directly when a call is refused before the session hooks ran. */
  sessionCookieName: string
  /** The built-in service's internal call; null for another upstream, which keeps its own records. */
  audit: { upstream: string; secret: string; timeoutMs: number } | null
  /** For tests: the session clock. */
  now?: () => number
}

// The hooks of the proxies see any raw server (HTTP/1 or HTTP/2); a refusal before routing sees the default.
type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>
type AnyReply = FastifyReply<RouteGenericInterface, RawServerBase>

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers `{ success: false, error }` with `status`, and records the refusal (see the top of this file). */
    refuseCall(request: AnyRequest, reply: AnyReply, status: number, error: string): AnyReply
  }
}

/** A path longer than this is cut in the records: the log and the audit are read by people. */
const MAX_PATH = 2000

function pathOf(url: string): string {
  const path = url.split('?', 1)[0] ?? ''
  return path.length > MAX_PATH ? `${path.slice(0, MAX_PATH - 1)}…` : path
}

const isCall = (path: string) => path === '/v1' || path.startsWith('/v1/')

function headerText(request: AnyRequest, name: string): string | null {
  const raw = request.headers[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value === undefined || value.trim() === '' ? null : value
}

/**
 * The user the edge session names. A call refused before routing (a malformed address) has not been
 * through the session hooks, so its cookie is read here, by the same rules.
 */
function sessionEmail(app: FastifyInstance, request: AnyRequest, opts: EdgeRefusalsOptions): string | null {
  if ((request as { session?: unknown }).session) return request.sessionUser?.email ?? null
  const header = request.headers.cookie
  if (!header) return null
  try {
    const cookie = app.parseCookie(header)[opts.sessionCookieName]
    const session = cookie === undefined ? null : app.decodeSecureSession(cookie, request.log)
    const summary = session?.get('summary')
    const current = isCurrent(session?.get('issuedAt'), (opts.now ?? Date.now)())
    return current && typeof summary?.email === 'string' ? summary.email : null
  } catch {
    return null // a cookie that does not decode names no one
  }
}

function sendToAudit(audit: NonNullable<EdgeRefusalsOptions['audit']>, refusal: EdgeRefusal, log: FastifyBaseLogger): void {
  fetch(`${audit.upstream}${EDGE_REFUSALS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [EDGE_AUDIT_SECRET_HEADER]: audit.secret },
    body: JSON.stringify(refusal),
    signal: AbortSignal.timeout(audit.timeoutMs),
  })
    .then(async (res) => {
      await res.body?.cancel()
      if (!res.ok) log.error({ status: res.status }, 'the built-in service did not record the refused call in its audit log')
    })
    .catch((err: Error) => log.error({ err: err.message }, 'the refused call could not be sent to the audit log'))
}

async function edgeRefusals(app: FastifyInstance, opts: EdgeRefusalsOptions) {
  app.decorate('refuseCall', (request: AnyRequest, reply: AnyReply, status: number, error: string) => {
    const refusal: EdgeRefusal = {
      method: request.method,
      path: pathOf(request.url),
      status,
      error,
      userEmail: sessionEmail(app, request, opts),
      requestingApp: headerText(request, REQUESTING_APP_HEADER),
      justification: headerText(request, JUSTIFICATION_HEADER),
    }
    // The justification, the user's own words about a case, is kept for the audit log only.
    // The log names the route only (settings/logged-path.ts); the audit log keeps the path for its readers.
    const { method, userEmail, requestingApp } = refusal
    const path = loggedPath(request.url)
    request.log.warn({ refusal: { method, path, status, error, user: userEmail ?? 'anonymous', requestingApp } }, 'the edge refused a call')
    if (opts.audit && isCall(refusal.path)) sendToAudit(opts.audit, refusal, request.log)
    return reply.code(status).header('cache-control', 'no-store').send({ success: false, error })
  })
}

export default fp(edgeRefusals, { name: 'edge-refusals', fastify: '5.x', dependencies: ['edge-session'] })
