// buildEdge: the edge server (ARCHITECTURE.md): registers its plugins in a fixed order and returns the app.

import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify'
import type { EdgeConfig } from './config.js'
import { readManifest, type Manifest } from './manifest.js'
import { publicSettings } from './public-settings.js'
import securityHeaders from './plugins/security-headers.js'
import edgeSession, { sessionCookieName } from './plugins/edge-session.js'
import health from './plugins/health.js'
import assets from './plugins/assets.js'
import apiProxy from './plugins/api-proxy.js'
import mediaProxy from './plugins/media-proxy.js'
import pages from './plugins/pages.js'

/** The settings once start-up has settled the upstream and the keys. */
export type EdgeSettings = Omit<EdgeConfig, 'apiUpstream' | 'sessionKeys'> & {
  apiUpstream: string
  sessionKeys: Buffer[]
  /** The build output: manifest.json and public/assets. */
  distDir: string
  logger?: FastifyServerOptions['logger']
  /** For tests: the session clock. */
  now?: () => number
}

export async function buildEdge(settings: EdgeSettings) {
  const manifest: Manifest = readManifest(settings.distDir)
  const app = Fastify({
    logger: settings.logger ?? false,
    trustProxy: settings.trustProxy,
    bodyLimit: 64 * 1024, // the edge parses no bodies of its own; proxied bodies have their own limit
    requestTimeout: 120_000,
    connectionTimeout: 30_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    // A malformed address (a bad %-escape) is the visitor's mistake: say so, without Fastify's internals.
    frameworkErrors: (error, _request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL'
      const answer: FastifyReply = reply as unknown as FastifyReply
      void answer.code(badUrl ? 400 : 500).send({ success: false, error: badUrl ? 'Bad address.' : 'The request could not be handled.' })
    },
  })
  const cookieName = sessionCookieName(settings.cookieSecure)
  const limits = {
    connectTimeoutMs: settings.upstreamConnectTimeoutMs,
    timeoutMs: settings.upstreamTimeoutMs,
    bodyLimit: settings.proxyBodyLimit,
  }

  // 1. Headers first, so that every reply, errors included, carries them.
  await app.register(securityHeaders, { restricted: settings.restricted, frameAncestors: settings.frameAncestors })
  // 2. The session, which pages and the /v1 proxy read.
  await app.register(edgeSession, { keys: settings.sessionKeys, secure: settings.cookieSecure, now: settings.now })
  // 3. Health and the build's files.
  await app.register(health, { apiUpstream: settings.apiUpstream, timeoutMs: settings.upstreamConnectTimeoutMs })
  await app.register(assets, { distDir: settings.distDir })
  // 4. The upstreams.
  await app.register(apiProxy, { ...limits, upstream: settings.apiUpstream, sessionCookieName: cookieName })
  await app.register(mediaProxy, {
    ...limits,
    tileUpstream: settings.tileUpstream ?? `${settings.apiUpstream}/tiles`,
    thumbHosts: settings.thumbHosts ?? [`${settings.apiUpstream}/thumbnails`],
    sessionCookieName: cookieName,
  })
  // 5. Pages last: the catch-all for every other path.
  await app.register(pages, { manifest, settings: publicSettings(settings, manifest) })
  return app
}
