// The edge's deployment settings, read and validated once from the environment (ARCHITECTURE.md
// "Deployment settings"). A bad value stops start-up with a message naming the variable.

import { resolve } from 'node:path'
import { ConfigError, flag, text, wholeNumber, type Env } from '../settings/env.js'
import { loadUploadSettings, type UploadSettings } from '../settings/uploads.js'

export { ConfigError }

export interface EdgeConfig {
  port: number
  host: string
  /** Base URL of the /v1 upstream; null means the built-in service, launched by main. */
  apiUpstream: string | null
  /** Full URL of the tile endpoint (the query is passed on); null means the API upstream's /tiles. */
  tileUpstream: string | null
  /** Public token the map client sends as accessToken. */
  tileToken: string
  /** Base URLs of the thumbnail hosts; null means the API upstream's /thumbnails. */
  thumbHosts: string[] | null
  /** Session cookie keys, newest first; null means a key kept in DATA_DIR. */
  sessionKeys: Buffer[] | null
  restricted: boolean
  /** Origins allowed to frame the app in restricted mode. */
  frameAncestors: string[]
  dataDir: string
  upstreamConnectTimeoutMs: number
  upstreamTimeoutMs: number
  /** API_MAX_IN_FLIGHT: /v1 calls passed to the upstream at once; more are refused with 503 at once. */
  apiMaxInFlight: number
  /** Largest request body passed to the upstream, in bytes, on calls other than uploads. */
  proxyBodyLimit: number
  /** The upload calls' own body limit and time (shared/api/body-limits.ts lists them). */
  uploads: UploadSettings
  /** Secure, __Host- prefixed cookie; only a plain-HTTP deployment on a non-loopback host turns it off. */
  cookieSecure: boolean
  /** Trust X-Forwarded-* from a TLS-terminating proxy in front of the edge. */
  trustProxy: boolean
  /** Support address shown on error screens. */
  supportEmail: string
  /** The Connect The Dots service the /ctd page links to (https), or empty. */
  ctdUrl: string
  /** The provider's own https sites a post-login redirect may name (spec-1 §4.1). */
  redirectOrigins: string[]
}


function httpUrl(name: string, raw: string): string {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(name, `must be an http or https URL, got "${raw}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http or https URL, got "${raw}"`)
  }
  if (url.username || url.password) throw new ConfigError(name, 'must not carry credentials in the URL')
  return url.href.replace(/\/$/, '')
}

function list(env: Env, name: string): string[] | undefined {
  const raw = text(env, name)
  return raw === undefined ? undefined : raw.split(/[\s,]+/).filter(Boolean)
}

function origin(name: string, raw: string): string {
  const url = httpUrl(name, raw)
  const parsed = new URL(url)
  if (parsed.origin !== url) throw new ConfigError(name, `must list origins only (scheme, host, port), got "${raw}"`)
  return parsed.origin
}

/** An origin a browser may be sent to: https only, since the redirect carries a signed-in user onwards. */
/** An https address a page links to, or empty when unset. */
function httpsUrl(name: string, raw: string | undefined): string {
  if (raw === undefined) return ''
  const url = httpUrl(name, raw)
  if (!url.startsWith('https://')) throw new ConfigError(name, `must be an https URL, got "${raw}"`)
  return url
}

function httpsOrigin(name: string, raw: string): string {
  const value = origin(name, raw)
  if (!value.startsWith('https://')) throw new ConfigError(name, `must list https origins only, got "${raw}"`)
  return value
}

/** SESSION_KEYS: base64 keys of 32 bytes, comma-separated, newest first (SECURITY.md: keep two when rotating). */
function sessionKeys(env: Env): Buffer[] | null {
  const keys = list(env, 'SESSION_KEYS')
  if (!keys) return null
  return keys.map((key, i) => {
    const bytes = Buffer.from(key, 'base64')
    if (bytes.length !== 32 || !/^[A-Za-z0-9+/=_-]+$/.test(key)) {
      throw new ConfigError('SESSION_KEYS', `key ${i + 1} must be 32 bytes in base64 (openssl rand -base64 32)`)
    }
    return bytes
  })
}

export function loadEdgeConfig(env: Env): EdgeConfig {
  const apiUpstream = text(env, 'API_UPSTREAM')
  const tileUpstream = text(env, 'TILE_UPSTREAM')
  const thumbHosts = list(env, 'THUMB_HOSTS')
  const upstreamConnectTimeoutMs = wholeNumber(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000)
  const upstreamTimeoutMs = wholeNumber(env, 'UPSTREAM_TIMEOUT_MS', 60_000, 100, 3_600_000)
  return {
    port: wholeNumber(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    apiUpstream: apiUpstream ? httpUrl('API_UPSTREAM', apiUpstream) : null,
    tileUpstream: tileUpstream ? httpUrl('TILE_UPSTREAM', tileUpstream) : null,
    tileToken: text(env, 'TILE_TOKEN') ?? '',
    thumbHosts: thumbHosts ? thumbHosts.map((h) => httpUrl('THUMB_HOSTS', h)) : null,
    sessionKeys: sessionKeys(env),
    restricted: flag(env, 'RESTRICTED', false),
    frameAncestors: (list(env, 'FRAME_ANCESTORS') ?? []).map((o) => origin('FRAME_ANCESTORS', o)),
    dataDir: resolve(text(env, 'DATA_DIR') ?? 'data'),
    upstreamConnectTimeoutMs,
    upstreamTimeoutMs,
    apiMaxInFlight: wholeNumber(env, 'API_MAX_IN_FLIGHT', 64, 1, 100_000),
    proxyBodyLimit: wholeNumber(env, 'PROXY_BODY_LIMIT_MB', 100, 1, 10_000) * 1024 * 1024,
    uploads: loadUploadSettings(env),
    cookieSecure: flag(env, 'COOKIE_SECURE', true),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    supportEmail: text(env, 'SUPPORT_EMAIL') ?? 'support@sightline.local',
    ctdUrl: httpsUrl('CTD_URL', text(env, 'CTD_URL')),
    redirectOrigins: (list(env, 'REDIRECT_ORIGINS') ?? []).map((o) => httpsOrigin('REDIRECT_ORIGINS', o)),
  }
}
