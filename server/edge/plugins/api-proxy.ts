// Proxies /v1/* to the API upstream and keeps the edge session from its replies: sign-in and session-check
// replies set it, settings replies and the roles header update it, logout and any 401 clear it
// (ARCHITECTURE.md "The edge session").

import fp from 'fastify-plugin'
import httpProxy from '@fastify/http-proxy'
import type { FastifyInstance } from 'fastify'
import type { Readable } from 'node:stream'
import { SESSION_ROLES_HEADER } from '../../../shared/api/headers.js'
import type { SessionSummary } from '../../../shared/api/types/user.js'
import { isServiceAnswer } from '../../../shared/api/types/reply.js'
import { endEdgeSession, startEdgeSession, summaryFromUser } from './edge-session.js'
import { proxyOptions, replyTimeoutOf, type ProxiedReply, type ProxiedRequest, type UpstreamLimits } from '../upstream.js'
import { chooseEncoding, compressedCopy, isCompressedRead, isCompressibleReply } from '../reply-compression.js'

export interface ApiProxyOptions extends UpstreamLimits {
  upstream: string
  /** The edge's own cookies, never sent upstream. */
  edgeCookieNames: readonly string[]
}

/** Largest reply the edge reads to learn the session; larger ones are refused with 502. */
const AUTH_REPLY_LIMIT = 256 * 1024
/** A roles header longer than this is not one the service wrote. */
const ROLES_HEADER_LIMIT = 16 * 1024

type ReplyStream = Readable & { statusCode?: number }

async function readLimited(stream: Readable, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.length
    if (size > limit) return null
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

function pathOf(request: ProxiedRequest): string {
  return request.url.split('?', 1)[0] ?? ''
}

const isAuthenticateCall = (request: ProxiedRequest) =>
  pathOf(request) === '/v1/authenticate' && ['GET', 'POST', 'PUT'].includes(request.method)
const isLogoutCall = (request: ProxiedRequest) => pathOf(request) === '/v1/logout' && request.method === 'POST'
/**
 * A settings change and the Hub's terms answer with the updated user: the next page's menu follows showMenu
 * (spec-1 §2.2), and the next Hub page opens past its disclaimer (spec-3 §4 "Uniform terms").
 */
const isSettingsCall = (request: ProxiedRequest) =>
  (pathOf(request) === '/v1/settings' || pathOf(request) === '/v1/uniforms/terms') && request.method === 'POST'
const carriesUser = (request: ProxiedRequest) => isAuthenticateCall(request) || isSettingsCall(request)

function parsedReply(body: Buffer): { success?: unknown; user?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'))
    return parsed && typeof parsed === 'object' ? parsed : null
  } catch {
    return null
  }
}

/**
 * Learns the session from a reply carrying the user. An authenticate reply signs a user in, and an
 * unsuccessful check the service answered signs out. A settings reply only refreshes the summary of the user
 * already signed in: it never signs anyone in, and its failure changes nothing.
 */
function learnFromReply(request: ProxiedRequest, statusCode: number, body: Buffer): void {
  const parsed = parsedReply(body)
  if (!parsed) return
  const summary = statusCode < 300 && parsed.success === true ? summaryFromUser(parsed.user) : null
  if (isSettingsCall(request)) {
    if (summary && request.sessionUser?.email === summary.email) startEdgeSession(request, summary)
  } else if (summary) {
    startEdgeSession(request, summary)
  } else if (parsed.success === false && request.method !== 'PUT' && isServiceAnswer(statusCode)) {
    endEdgeSession(request)
  }
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

/** The roles SESSION_ROLES_HEADER carries, or null when it is absent or not what the service writes. */
export function rolesFromHeader(value: unknown): Pick<SessionSummary, 'roles' | 'licenceRoles'> | null {
  if (typeof value !== 'string' || value.length > ROLES_HEADER_LIMIT) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { roles?: unknown; licenceRoles?: unknown }
    const { roles, licenceRoles } = parsed
    if (!isStringList(roles) || !licenceRoles || typeof licenceRoles !== 'object' || Array.isArray(licenceRoles)) return null
    if (!Object.values(licenceRoles).every(isStringList)) return null
    return { roles, licenceRoles: licenceRoles as Record<string, string[]> }
  } catch {
    return null
  }
}

const sameRoles = (a: Pick<SessionSummary, 'roles' | 'licenceRoles'>, b: Pick<SessionSummary, 'roles' | 'licenceRoles'>) =>
  JSON.stringify([a.roles, a.licenceRoles]) === JSON.stringify([b.roles, b.licenceRoles])

/**
 * Follows the roles the service says the caller holds now: a role revoked by an administrator is refused
 * at the user's next page load. The header is the edge's alone and never reaches the browser.
 */
function followRoles(request: ProxiedRequest, reply: ProxiedReply): void {
  const roles = rolesFromHeader(reply.getHeader(SESSION_ROLES_HEADER))
  reply.removeHeader(SESSION_ROLES_HEADER)
  const current = request.sessionUser
  if (roles && current && !sameRoles(roles, current)) startEdgeSession(request, { ...current, ...roles })
}

/** A listed read (reply-compression.ts) goes to the browser compressed when it accepts br or gzip. */
function sendMaybeCompressed(request: ProxiedRequest, reply: ProxiedReply, stream: ReplyStream) {
  if (!isCompressedRead(request.method, pathOf(request))) return reply.send(stream)
  reply.header('vary', 'Accept-Encoding')
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  const compressible = isCompressibleReply({
    contentType: reply.getHeader('content-type'),
    contentEncoding: reply.getHeader('content-encoding'),
    contentLength: reply.getHeader('content-length'),
    setCookie: reply.getHeader('set-cookie'),
  })
  if (encoding === null || !compressible) return reply.send(stream)
  reply.removeHeader('content-length')
  reply.header('content-encoding', encoding)
  return reply.send(compressedCopy(stream, encoding))
}

async function onUpstreamReply(request: ProxiedRequest, reply: ProxiedReply, res: { stream: ReplyStream }) {
  const status = reply.statusCode
  if (status === 401 || isLogoutCall(request)) {
    reply.removeHeader(SESSION_ROLES_HEADER)
    endEdgeSession(request)
    return reply.send(res.stream)
  }
  followRoles(request, reply)
  if (request.sessionUser) request.session.touch() // activity keeps the edge session alive, as upstream
  if (!carriesUser(request)) return sendMaybeCompressed(request, reply, res.stream)
  const body = await readLimited(res.stream, AUTH_REPLY_LIMIT)
  if (body === null) return reply.code(502).send({ success: false, error: 'The server sent an unexpected reply.' })
  learnFromReply(request, status, body)
  return reply.send(body)
}

async function apiProxy(app: FastifyInstance, opts: ApiProxyOptions) {
  const shared = proxyOptions(opts, { dropCookies: opts.edgeCookieNames })
  await app.register(httpProxy, {
    ...shared,
    upstream: opts.upstream,
    prefix: '/v1',
    rewritePrefix: '/v1',
    // An upload call waits for its reply for the upload's own time (UPLOAD_TIMEOUT_MS).
    handler: (request, reply, dest, options) => reply.from(dest, { ...options, timeout: replyTimeoutOf(request, opts) }),
    replyOptions: {
      ...shared.replyOptions,
      rewriteRequestHeaders: (request, headers) => {
        const rewritten = shared.replyOptions.rewriteRequestHeaders(request, headers)
        // The edge must read the replies that carry the user, so it asks for them uncompressed.
        if (carriesUser(request)) delete rewritten['accept-encoding']
        // The edge compresses the listed reads itself (reply-compression.ts), so the service sends them plain.
        else if (isCompressedRead(request.method, pathOf(request))) delete rewritten['accept-encoding']
        return rewritten
      },
      onResponse: (request, reply, res) => {
        onUpstreamReply(request, reply, res as unknown as { stream: ReplyStream }).catch((err) => reply.send(err))
      },
    },
  })
}

export default fp(apiProxy, { name: 'api-proxy', fastify: '5.x', dependencies: ['edge-session', 'edge-refusals'] })
