// The edge server's own timeouts, derived from how long it waits for its upstreams: a client must get the
// edge's 504 JSON before the edge itself gives up on the client's connection (SECURITY.md "Server defaults").

import type { EdgeConfig } from './config.js'

/** Time left, after the upstream has given up, for the 504 to be written. */
export const REPLY_MARGIN_MS = 5_000

export interface ServerTimeouts {
  /** Fastify's connectionTimeout: how long a connection may stay silent (node's server.timeout). */
  connectionTimeout: number
  /** Fastify's requestTimeout: how long a whole request, its body included, may take to arrive. */
  requestTimeout: number
}

type UpstreamWaits = Pick<EdgeConfig, 'upstreamConnectTimeoutMs' | 'upstreamTimeoutMs' | 'uploads'>

export function serverTimeouts(settings: UpstreamWaits): ServerTimeouts {
  // While the edge waits for an upstream, its client's connection is silent: first the connection to
  // the upstream, then its reply (an upload's reply has the upload's own time).
  const longestWait = Math.max(settings.upstreamTimeoutMs, settings.uploads.timeoutMs)
  return {
    connectionTimeout: settings.upstreamConnectTimeoutMs + longestWait + REPLY_MARGIN_MS,
    // An upload arrives at the client's pace, for up to its own time.
    requestTimeout: longestWait + REPLY_MARGIN_MS,
  }
}
