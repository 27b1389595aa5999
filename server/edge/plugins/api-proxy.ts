// Proxies /v1/* to the API upstream and keeps the edge session from its replies: sign-in and session-check
// replies set it, logout and any 401 clear it (ARCHITECTURE.md "The edge session").

import fp from 'fastify-plugin'
import httpProxy from '@fastify/http-proxy'
import type { FastifyInstance } from 'fastify'
import type { Readable } from 'node:stream'
import { endEdgeSession, startEdgeSession, summaryFromUser } from './edge-session.js'
import { proxyOptions, type ProxiedReply, type ProxiedRequest, type UpstreamLimits } from '../upstream.js'

export interface ApiProxyOptions extends UpstreamLimits {
  upstream: string
  /** The edge's own cookie name, never forwarded upstream. */
  sessionCookieName: string
}

/** Largest authenticate reply the edge reads to learn the session; larger ones pass through untouched. */
const AUTH_REPLY_LIMIT = 256 * 1024

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

/** Learns the session from an authenticate reply: a user signs in; an unsuccessful check signs out. */
function learnFromAuthenticate(request: ProxiedRequest, statusCode: number, body: Buffer): void {
  let parsed: { success?: unknown; user?: unknown }
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch {
    return
  }
  const summary = summaryFromUser(parsed.user)
  if (statusCode < 300 && parsed.success === true && summary) {
    startEdgeSession(request, summary)
  } else if (parsed.success === false && request.method !== 'PUT') {
    endEdgeSession(request)
  }
}

async function onUpstreamReply(request: ProxiedRequest, reply: ProxiedReply, res: { stream: ReplyStream }) {
  const status = reply.statusCode
  if (status === 401 || isLogoutCall(request)) {
    endEdgeSession(request)
    return reply.send(res.stream)
  }
  if (request.sessionUser) request.session.touch() // activity keeps the edge session alive, as upstream
  if (!isAuthenticateCall(request)) return reply.send(res.stream)
  const body = await readLimited(res.stream, AUTH_REPLY_LIMIT)
  if (body === null) return reply.code(502).send({ success: false, error: 'The server sent an unexpected reply.' })
  learnFromAuthenticate(request, status, body)
  return reply.send(body)
}

async function apiProxy(app: FastifyInstance, opts: ApiProxyOptions) {
  const shared = proxyOptions(opts, { dropCookie: opts.sessionCookieName })
  await app.register(httpProxy, {
    ...shared,
    upstream: opts.upstream,
    prefix: '/v1',
    rewritePrefix: '/v1',
    replyOptions: {
      ...shared.replyOptions,
      rewriteRequestHeaders: (request, headers) => {
        const rewritten = shared.replyOptions.rewriteRequestHeaders(request, headers)
        // The edge must read authenticate replies, so it asks for them uncompressed.
        if (isAuthenticateCall(request)) delete rewritten['accept-encoding']
        return rewritten
      },
      onResponse: (request, reply, res) => {
        onUpstreamReply(request, reply, res as unknown as { stream: ReplyStream }).catch((err) => reply.send(err))
      },
    },
  })
}

export default fp(apiProxy, { name: 'api-proxy', fastify: '5.x', dependencies: ['edge-session'] })
