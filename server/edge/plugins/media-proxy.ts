// Proxies the map tile path and the thumbnail hosts (spec-1 §7): /tiles?id&x&y&z&accessToken to the tile
// upstream; thumbnails at /media/{shard}/... (one shard a host), or /thumb/... in the high-security build.

import fp from 'fastify-plugin'
import httpProxy from '@fastify/http-proxy'
import type { FastifyInstance } from 'fastify'
import { HIGHSIDE } from '../../../shared/variant.js'
import { proxyOptions, type UpstreamLimits } from '../upstream.js'

/** The paths shared/images/thumbnails.ts builds: one per build variant. */
export const THUMB_PATH = '/thumb'
export const SHARDED_THUMB_PATH = '/media'

export interface MediaProxyOptions extends UpstreamLimits {
  tileUpstream: string
  thumbHosts: string[]
  /** The edge's own cookies, never sent upstream. */
  edgeCookieNames: readonly string[]
}

function split(url: string): { origin: string; path: string } {
  const parsed = new URL(url)
  return { origin: parsed.origin, path: parsed.pathname.replace(/\/$/, '') }
}

async function mediaProxy(app: FastifyInstance, opts: MediaProxyOptions) {
  const shared = { ...proxyOptions(opts, { dropCookies: opts.edgeCookieNames }), httpMethods: ['GET', 'HEAD'] }
  const mount = async (prefix: string, target: string) => {
    const { origin, path } = split(target)
    await app.register(httpProxy, { ...shared, upstream: origin, prefix, rewritePrefix: path })
  }
  await mount('/tiles', opts.tileUpstream)
  if (HIGHSIDE) {
    const [host] = opts.thumbHosts
    if (host) await mount(THUMB_PATH, host)
  } else {
    for (const [shard, host] of opts.thumbHosts.entries()) await mount(`${SHARDED_THUMB_PATH}/${shard}`, host)
  }
}

export default fp(mediaProxy, { name: 'media-proxy', fastify: '5.x', dependencies: ['edge-refusals'] })
