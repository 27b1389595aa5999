// Security headers on every reply (SECURITY.md "Headers"): a strict CSP with a per-response style nonce,
// framing only by the configured origins in restricted mode, nosniff, no referrer, HSTS over TLS.

import { randomFillSync } from 'node:crypto'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyRequest {
    /** Nonce for the style tags styled-components injects into this response's page. */
    styleNonce: string
  }
}

export interface SecurityHeadersOptions {
  restricted: boolean
  frameAncestors: string[]
}

/**
 * The workers whose bundles (build.mjs) run WebAssembly: BigSearch's extraction worker hashes with hash-wasm, and
 * Camera ID's fingerprint worker filters pictures with the noise residual's SIMD module. A worker runs under the
 * policy its own script is served with, so only these scripts' replies allow compiling WebAssembly, never a page.
 */
export const WASM_WORKER_PREFIXES = ['/assets/extract-worker-', '/assets/fingerprint-worker-'] as const

const mayCompileWasm = (url: string) => WASM_WORKER_PREFIXES.some((prefix) => url.startsWith(prefix))

export function contentSecurityPolicy(styleNonce: string, frameAncestors: string, wasm = false): string {
  return [
    "default-src 'self'",
    wasm ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // maplibre-gl runs its workers from blob: URLs.
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

/**
 * 128-bit nonces cut from a buffer of random bytes filled 256 at a time: one call to the system's random
 * source per 256 replies rather than one per reply, which showed in the edge's profile under load.
 */
function noncePool(): () => string {
  const NONCE_BYTES = 16
  const pool = Buffer.alloc(NONCE_BYTES * 256)
  let offset = pool.length
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool)
      offset = 0
    }
    const nonce = pool.toString('base64', offset, offset + NONCE_BYTES)
    offset += NONCE_BYTES
    return nonce
  }
}

async function securityHeaders(app: FastifyInstance, opts: SecurityHeadersOptions) {
  const ancestors = opts.restricted && opts.frameAncestors.length ? opts.frameAncestors.join(' ') : "'none'"
  app.decorateRequest('styleNonce', '')
  const nextNonce = noncePool()
  app.addHook('onRequest', async (request, reply) => {
    request.styleNonce = nextNonce()
    reply.header('content-security-policy', contentSecurityPolicy(request.styleNonce, ancestors, mayCompileWasm(request.url)))
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'no-referrer')
    reply.header('cross-origin-opener-policy', 'same-origin')
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()')
    if (ancestors === "'none'") reply.header('x-frame-options', 'DENY')
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains')
  })
}

export default fp(securityHeaders, { name: 'security-headers', fastify: '5.x' })
