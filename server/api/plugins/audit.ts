// The audit log of the built-in service (spec-3 §3 "Audit entry"): every /v1 call, whoever makes it and
// however it ends (also refusals, unknown calls and failed sign-ins), becomes one audit_log row.
//
// How a route takes part:
//   app.post('/v1/register', { config: { audit: { action: 'register' } } }, handler)
//     names the action the audit screen groups and filters by; a /v1 call without one is logged as 'unknown'.
//   request.audit.details = 'licence 3'
//     a short note for the Details column. NEVER a password, code, token or key.
//   { config: { audit: { action: 'sighting', details: (request) => request.params.id } } }
//     the note declared: taken once the call is found well formed and before its guard's 403
//     (plugins/guards.ts), so that a refused call is logged with what it asked for.
//   request.audit.email = user.email
//     the account the call concerns, when there is no signed-in user and the body's `email` or `username`
//     field is not the right one. Without either, a signed-out call is logged as 'anonymous'.
//   request.audit.application = client.clientId
//     the application the service knows made the call (an access token's, the token call's client): it is
//     logged as the requesting app in place of the x-requesting-app header, which any caller can write.
//   request.audit.action = 'oauth-authorize'
//     the action the call turned out to be, when it did more than its route's name says (a sign-in or
//     session check that issued an application an authorisation code).

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { JUSTIFICATION_HEADER, REQUESTING_APP_HEADER } from '../../../shared/api/headers.js'
import { recordCall } from '../store/audit.js'
import { auditWriter } from '../audit/audit-writer.js'
import type { ApiContext } from '../context.js'
import type { EdgeRefusal } from '../../settings/edge-audit.js'
import { hasMisleadingCharacters } from '../../../shared/text/misleading-characters.js'

export interface AuditRouteConfig {
  /** A stable name for what the call does, e.g. 'login', 'register', 'settings-update'. */
  action: string
  /** What the call concerns, for the Details column, before the handler runs (see above). */
  details?: (request: FastifyRequest) => string | null
}

export interface AuditNotes {
  email: string | null
  details: string | null
  /** The client id of the application the call is known to come from; null: the header says. */
  application: string | null
  /** The action the call turned out to be, in place of its route's; null: the route's. */
  action: string | null
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig
  }
  interface FastifyRequest {
    /** What the route adds to its audit entry (see the top of plugins/audit.ts). */
    audit: AuditNotes
  }
}

export const UNKNOWN_ACTION = 'unknown'
export const ANONYMOUS = 'anonymous'

// Bounds on what a caller can make us store: the log is read by people, and kept for a long time.
const MAX_EMAIL = 254
const MAX_API = 64
const MAX_JUSTIFICATION = 1000
const MAX_DETAILS = 500
const MAX_ERROR = 500
const MAX_APP = 64
/** A failure body is small; a larger JSON body is data, and is not parsed again just to read its flag. */
const MAX_PARSED_REPLY = 64 * 1024

function clip(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value
}

function headerText(request: FastifyRequest, name: string): string | null {
  const raw = request.headers[name]
  const value = Array.isArray(raw) ? raw[0] : raw
  return value === undefined || value.trim() === '' ? null : value
}

/**
 * The justification header as the user typed it, trimmed, whatever its length (plugins/justification.ts
 * measures it): the client sends text outside printable ASCII as an RFC 8187 ext-value
 * (utf-8''<percent-encoded>); a value that does not decode is kept as it came.
 */
export function justificationText(value: string | null): string | null {
  if (value === null) return null
  let text = value
  if (/^utf-8''/i.test(value)) {
    try {
      text = decodeURIComponent(value.slice("utf-8''".length))
    } catch {
      text = value
    }
  }
  const trimmed = text.trim()
  return trimmed === '' ? null : trimmed
}

/** The justification as the audit log keeps it: as typed, clipped to the log's bound. */
export function decodeJustification(value: string | null): string | null {
  const text = justificationText(value)
  return text === null ? null : clip(text, MAX_JUSTIFICATION)
}

/** The path of a request without its query string, which may carry an investigator's search terms. */
function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? ''
}

/**
 * Image paths outside /v1 that are audited too: which investigator opened which image is part of the
 * record. Map tiles are not: the basemap holds no investigation data.
 */
const AUDITED_MEDIA = '/thumbnails'

/**
 * The first path segment after /v1 ('authenticate' for /v1/authenticate/api-key); '' for /v1 itself;
 * 'thumbnails' for an image; the first segment of any other path ('tiles').
 */
export function apiOf(path: string): string {
  if (isMedia(path)) return AUDITED_MEDIA.slice(1)
  // Outside /v1 (the map's tiles), the first segment of the path.
  const rest = path === '/v1' || path.startsWith('/v1/') ? path.slice('/v1/'.length) : path.slice(1)
  const segment = rest.split(/[/?]/, 1)[0] ?? ''
  let name = segment
  try {
    name = decodeURIComponent(segment)
  } catch {
    // an undecodable segment is logged as sent
  }
  return clip(name, MAX_API)
}

function isMedia(path: string): boolean {
  return path.startsWith(`${AUDITED_MEDIA}/`)
}

function isCall(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/') || isMedia(path)
}

/**
 * The address a signed-out call named: `username` on sign-in, `email` on the register forms. One with control
 * or direction-changing characters is no address (the call is refused) and is not written: anyone could
 * otherwise plant a line of their choosing, a spreadsheet formula among them, in the log and its exports.
 */
function namedEmail(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null
  const fields = body as Record<string, unknown>
  for (const field of ['username', 'email']) {
    const value = fields[field]
    const email = typeof value === 'string' ? value.trim() : ''
    if (email !== '' && !hasMisleadingCharacters(email)) return clip(email, MAX_EMAIL)
  }
  return null
}

interface ReplyOutcome {
  success: boolean | null
  error: string | null
}

declare module 'fastify' {
  interface FastifyReply {
    /** The success flag and error of the reply body, read as it was sent. */
    auditOutcome: ReplyOutcome | null
  }
}

function outcomeOf(payload: unknown): ReplyOutcome | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
  const { success, error } = payload as { success?: unknown; error?: unknown }
  return {
    success: typeof success === 'boolean' ? success : null,
    error: typeof error === 'string' ? clip(error, MAX_ERROR) : null,
  }
}

function outcomeOfText(reply: FastifyReply, payload: string): ReplyOutcome | null {
  const type = String(reply.getHeader('content-type') ?? '')
  if (!type.includes('json') || payload.length > MAX_PARSED_REPLY) return null
  try {
    return outcomeOf(JSON.parse(payload))
  } catch {
    return null
  }
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const writer = auditWriter(ctx.store, app.log)
  // Entries that waited for a busy database are written before the service lets its connection go.
  app.addHook('onClose', async () => {
    const left = await writer.flush()
    if (left > 0) app.log.error({ entries: left }, 'audit entries not written: the database was still busy at close')
  })
  app.decorateRequest('audit', null as unknown as AuditNotes)
  app.decorateReply('auditOutcome', null)

  app.addHook('onRequest', async (request) => {
    request.audit = { email: null, details: null, application: null, action: null }
  })

  // Registered before the guards plugin, so this runs before its 403.
  app.addHook('preHandler', async (request) => {
    const details = request.routeOptions.config?.audit?.details
    if (details) request.audit.details = details(request)
  })

  // Object replies are read before serialisation; replies sent as text (error handlers, proxied bodies)
  // are read in onSend.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    reply.auditOutcome = outcomeOf(payload)
    return payload
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.auditOutcome === null && typeof payload === 'string') reply.auditOutcome = outcomeOfText(reply, payload)
    return payload
  })

  app.addHook('onResponse', async (request, reply) => {
    const path = pathOf(request.url)
    if (!isCall(path)) return
    const outcome = reply.auditOutcome
    const success = reply.statusCode < 400 && outcome?.success !== false
    const userEmail = request.audit?.email ?? request.account?.user.email ?? namedEmail(request.body) ?? ANONYMOUS
    writer.write({
      at: ctx.now(),
      userEmail: clip(userEmail, MAX_EMAIL),
      requestingApp: clipOrNull(request.audit?.application ?? headerText(request, REQUESTING_APP_HEADER), MAX_APP),
      api: apiOf(path),
      action: request.audit?.action ?? request.routeOptions.config?.audit?.action ?? UNKNOWN_ACTION,
      justification: decodeJustification(headerText(request, JUSTIFICATION_HEADER)),
      details: clipOrNull(request.audit?.details ?? null, MAX_DETAILS),
      success,
      error: success ? null : (outcome?.error ?? `HTTP ${reply.statusCode}`),
    })
  })
}

function clipOrNull(value: string | null, max: number): string | null {
  return value === null ? null : clip(value, max)
}

/** The action of a call the edge refused itself (routes/edge-refusals.ts): it never reached a route. */
export const EDGE_REFUSAL_ACTION = 'edge-refusal'

/** Records a /v1 call the edge refused before it reached this service, as a failed call of its user. */
export async function recordEdgeRefusal(ctx: ApiContext, refusal: EdgeRefusal): Promise<void> {
  await recordCall(ctx.store, {
    at: ctx.now(),
    userEmail: clip(refusal.userEmail ?? ANONYMOUS, MAX_EMAIL),
    requestingApp: clipOrNull(refusal.requestingApp, MAX_APP),
    api: apiOf(refusal.path),
    action: EDGE_REFUSAL_ACTION,
    justification: decodeJustification(refusal.justification),
    details: clip(`${refusal.method} ${refusal.path} (refused by the edge, ${refusal.status})`, MAX_DETAILS),
    success: false,
    error: clip(refusal.error, MAX_ERROR),
  })
}

export default fp(plugin, { name: 'audit', fastify: '5.x' })
