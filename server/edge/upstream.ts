// What every proxied route shares (SECURITY.md "The proxy"): explicit timeouts, a body limit, our JSON
// failure when the upstream is down or slow, and headers only the edge decides.

import type { FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify'
import { CANNOT_CONNECT } from '../../shared/api/types/reply.js'
import { bodyTooLarge, isUploadCall } from '../../shared/api/body-limits.js'
import { bigSearchLimitOf, type UploadSettings } from '../settings/uploads.js'
import { BIGSEARCH_UPLOAD, bigSearchBodyLimit, bigSearchTooLarge } from '../settings/bigsearch-upload.js'
import { EDGE_AUDIT_SECRET_HEADER } from '../settings/edge-audit.js'

export interface UpstreamLimits {
  connectTimeoutMs: number
  timeoutMs: number
  /** Largest body of a call other than an upload. */
  bodyLimit: number
  /** The upload calls' own (shared/api/body-limits.ts). */
  uploads: UploadSettings
}

/** Request headers a client must not set: the upstream trusts them to come from the edge. */
const EDGE_DECIDED = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
  'x-requesting-user',
  EDGE_AUDIT_SECRET_HEADER,
]

type Headers = Record<string, string | string[] | undefined>

// reply-from types its hooks for any raw server (HTTP/1 or HTTP/2); the edge's hooks accept them all.
export type ProxiedRequest = FastifyRequest<RouteGenericInterface, RawServerBase>
export type ProxiedReply = FastifyReply<RouteGenericInterface, RawServerBase>

export function withoutCookies(cookieHeader: string | undefined, names: readonly string[]): string | undefined {
  if (!cookieHeader) return undefined
  const kept = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !names.includes(part.split('=', 1)[0]!))
  return kept.length ? kept.join('; ') : undefined
}

/** The headers the upstream gets: the edge's own cookies (dropCookies) never leave the edge. */
export function upstreamRequestHeaders(request: ProxiedRequest, headers: Headers, dropCookies: readonly string[] = []): Headers {
  const out: Headers = { ...headers }
  for (const name of EDGE_DECIDED) delete out[name]
  if (dropCookies.length) {
    const cookie = withoutCookies(typeof headers.cookie === 'string' ? headers.cookie : undefined, dropCookies)
    if (cookie) out.cookie = cookie
    else delete out.cookie
  }
  out['x-forwarded-for'] = request.ip
  out['x-forwarded-proto'] = request.protocol
  return out
}

/** 504 when the upstream was too slow, 502 for anything else: never its internal error text. */
export function sendUpstreamFailure(reply: ProxiedReply, failure: Error): void {
  const error = failure as Error & { statusCode?: number; code?: string }
  const timedOut = error.statusCode === 504 || error.code === 'UND_ERR_CONNECT_TIMEOUT' || error.code === 'UND_ERR_HEADERS_TIMEOUT'
  reply.log.warn({ code: error.code }, 'upstream failure')
  if (reply.sent) return
  reply.code(timedOut ? 504 : 502).header('cache-control', 'no-store').send({ success: false, error: CANNOT_CONNECT })
}

const isUpload = (request: ProxiedRequest) => isUploadCall(request.method, request.url.split('?', 1)[0] ?? '')

const isBigSearchUpload = (request: ProxiedRequest) =>
  request.method === BIGSEARCH_UPLOAD.method && request.url.split('?', 1)[0] === BIGSEARCH_UPLOAD.path

/** The largest body the call may carry: an upload's own limit (a BigSearch file's is its own), or the limit of every other call. */
export function bodyLimitOf(request: ProxiedRequest, limits: UpstreamLimits): number {
  if (isBigSearchUpload(request)) return bigSearchBodyLimit(bigSearchLimitOf(limits.uploads))
  return isUpload(request) ? limits.uploads.bodyLimit : limits.bodyLimit
}

/** The refusal of a body over its limit: a BigSearch file's in the words of spec-2 §5. */
function tooLargeFor(request: ProxiedRequest, limits: UpstreamLimits, limit: number): string {
  return isBigSearchUpload(request) ? bigSearchTooLarge(bigSearchLimitOf(limits.uploads)) : bodyTooLarge(limit)
}

/** How long the upstream may take to answer the call: an upload has its own time. */
export function replyTimeoutOf(request: ProxiedRequest, limits: UpstreamLimits): number {
  return isUpload(request) ? limits.uploads.timeoutMs : limits.timeoutMs
}

/** Options for @fastify/http-proxy shared by the /v1, tile and thumbnail routes. */
export function proxyOptions(limits: UpstreamLimits, opts: { dropCookies?: readonly string[] } = {}) {
  return {
    // Our preHandler runs before the body is streamed on: refuse oversized bodies (Fastify's bodyLimit
    // does not apply). The refusals are the edge's own, so they are recorded (plugins/edge-refusals.ts).
    preHandler: async (request: ProxiedRequest, reply: ProxiedReply) => {
      const length = Number(request.headers['content-length'] ?? 0)
      const limit = bodyLimitOf(request, limits)
      if (length > limit) return request.server.refuseCall(request, reply, 413, tooLargeFor(request, limits, limit))
      if (request.headers['transfer-encoding'] && !request.headers['content-length'] && request.method !== 'GET') {
        return request.server.refuseCall(request, reply, 411, 'The request needs a Content-Length.')
      }
    },
    undici: {
      connectTimeout: limits.connectTimeoutMs,
      headersTimeout: limits.timeoutMs,
      bodyTimeout: limits.timeoutMs,
    },
    retryMethods: [] as string[],
    retriesCount: 0,
    // Its lines name the whole upstream address, query and tokens included: settings/access-log.ts logs the route.
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request: ProxiedRequest, headers: Headers) => upstreamRequestHeaders(request, headers, opts.dropCookies),
      onError: (reply: ProxiedReply, { error }: { error: Error }) => sendUpstreamFailure(reply, error),
    },
  }
}
