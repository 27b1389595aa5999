// buildEdge: the edge server (ARCHITECTURE.md): registers its plugins in a fixed order and returns the app.

import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { EdgeConfig } from './config.js'
import { readManifest, type Manifest } from './manifest.js'
import { publicSettings } from './public-settings.js'
import securityHeaders from './plugins/security-headers.js'
import edgeSession, { sessionCookieName, viewCookieName } from './plugins/edge-session.js'
import health from './plugins/health.js'
import assets from './plugins/assets.js'
import apiProxy from './plugins/api-proxy.js'
import apiAdmission from './plugins/api-admission.js'
import accessLog from '../settings/access-log.js'
import mediaProxy from './plugins/media-proxy.js'
import pages from './plugins/pages.js'
import edgeRefusals from './plugins/edge-refusals.js'
import { serverTimeouts } from './server-timeouts.js'
import type { BuiltInLink } from './builtin-upstream.js'
import { CALL_BODY_LIMIT } from '../../shared/api/body-limits.js'

/** The settings once start-up has settled the upstream and the keys. */
export type EdgeSettings = Omit<EdgeConfig, 'apiUpstream' | 'sessionKeys'> & {
  apiUpstream: string
  sessionKeys: Buffer[]
  /** The build output: manifest.json and public/assets. */
  distDir: string
  logger?: FastifyServerOptions['logger']
  /** For tests: the session clock. */
  now?: () => number
  /** The built-in service, when the edge launched it (main.ts); absent for another upstream. */
  builtIn?: BuiltInLink | null
}

/** The wait a refused call is asked to make: long enough for a burst to pass, short for a person. */
const BUSY_RETRY_AFTER_SECONDS = 2

export async function buildEdge(settings: EdgeSettings) {
  const manifest: Manifest = readManifest(settings.distDir)
  const app = Fastify({
    logger: settings.logger ?? false,
    // settings/access-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: settings.trustProxy,
    bodyLimit: 64 * 1024, // the edge parses no bodies of its own; proxied bodies have their own limit
    // Longer than any wait for an upstream, so that its 504 JSON always reaches the client first.
    ...serverTimeouts(settings),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    // A malformed address (a bad %-escape) is the visitor's mistake: say so, without Fastify's internals.
    // It is a refusal of the edge's own, so it is recorded like the others (plugins/edge-refusals.ts).
    frameworkErrors: (error, request, reply) => {
      const answer: FastifyReply = reply as unknown as FastifyReply
      if (error.code === 'FST_ERR_BAD_URL') return void app.refuseCall(request, answer, 400, 'Bad address.')
      void answer.code(500).send({ success: false, error: 'The request could not be handled.' })
    },
  })
  const cookieName = sessionCookieName(settings.cookieSecure)
  const edgeCookieNames = [cookieName, viewCookieName(settings.cookieSecure)]
  const builtIn = settings.builtIn ?? null
  const limits = {
    connectTimeoutMs: settings.upstreamConnectTimeoutMs,
    timeoutMs: settings.upstreamTimeoutMs,
    // The built-in service's own limit is known: a larger body is refused here, before it is sent.
    bodyLimit: builtIn ? Math.min(settings.proxyBodyLimit, CALL_BODY_LIMIT) : settings.proxyBodyLimit,
    uploads: settings.uploads,
  }

  // 0. The access log, which sees every reply.
  await app.register(accessLog)
  // 1. Headers first, so that every reply, errors included, carries them.
  await app.register(securityHeaders, { restricted: settings.restricted, frameAncestors: settings.frameAncestors })
  // 2. The session, which pages and the /v1 proxy read.
  await app.register(edgeSession, { keys: settings.sessionKeys, secure: settings.cookieSecure, now: settings.now })
  // 3. The edge's own refusals, which name the session's user and go to the built-in service's audit log.
  await app.register(edgeRefusals, {
    sessionCookieName: cookieName,
    audit: builtIn && { upstream: settings.apiUpstream, secret: builtIn.auditSecret, timeoutMs: settings.upstreamTimeoutMs },
    now: settings.now,
  })
  // 4. Health and the build's files.
  await app.register(health, { apiUpstream: settings.apiUpstream, timeoutMs: settings.upstreamConnectTimeoutMs, waiting: builtIn?.waiting })
  await app.register(assets, { distDir: settings.distDir })
  // 5. The upstreams.
  // Past capacity a call is refused at once (503, Retry-After) instead of waiting behind the others.
  await app.register(apiAdmission, { maxInFlight: settings.apiMaxInFlight, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS })
  await app.register(apiProxy, { ...limits, upstream: settings.apiUpstream, edgeCookieNames })
  await app.register(mediaProxy, {
    ...limits,
    tileUpstream: settings.tileUpstream ?? `${settings.apiUpstream}/tiles`,
    thumbHosts: settings.thumbHosts ?? [`${settings.apiUpstream}/thumbnails`],
    edgeCookieNames,
  })
  // 6. Pages last: the catch-all for every other path.
  await app.register(pages, { manifest, settings: publicSettings(settings, manifest) })
  return app
}
