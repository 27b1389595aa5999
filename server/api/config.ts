// The built-in /v1 service's settings, read and validated once from the environment; the only reader of
// process.env for this service. A bad value stops start-up with a message naming the variable.

import { statSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError, flag, text, wholeNumber, type Env } from '../settings/env.js'
import { loadUploadSettings, type UploadSettings } from '../settings/uploads.js'
import { semiSpaceMb } from '../settings/heap.js'
import { EDGE_AUDIT_SECRET_ENV } from '../settings/edge-audit.js'
import { databaseUrl } from '../settings/database-url.js'
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/api/types/account.js'
import { DAY_MS } from '../../shared/format/durations.js'

export { ConfigError }

export interface ApiConfig {
  host: string
  /** 0 means any free port; the launcher learns the real one from the ready message. */
  port: number
  /** Absolute path of the folder holding sightline.db. */
  dataDir: string
  /** Absolute path of the folder holding the NNN_<what>.sql migrations. */
  migrationsDir: string
  /** DATABASE_URL: the PostgreSQL server holding the data; null for the SQLite file in dataDir (settings/database-url.ts). */
  databaseUrl: string | null
  /** Absolute path of the folder holding PostgreSQL's migrations (server/api/db/postgres/). */
  postgresMigrationsDir: string
  /**
   * JOB_CLAIM_LEASE_SECONDS, in ms: how long a job engine's claim on a BigSearch job or a Camera ID query holds unless
   * renewed. A job whose instance was lost is taken up by another instance's engine within it.
   */
  jobClaimLeaseMs: number
  /** DEMO=1: an empty database gets the demo accounts, licence and application. */
  demo: boolean
  /** ADMIN_EMAIL and ADMIN_PASSWORD: the first administrator of an empty database (when not a demo). */
  firstAdmin: { email: string; password: string } | null
  /** Where browsers reach the product, for links in emails; no trailing slash. */
  publicUrl: string
  supportEmail: string
  /** COOKIE_SECURE=0 only for plain-HTTP tests and local demos. */
  cookieSecure: boolean
  mail: {
    /** SMTP_URL; null writes each message to outboxDir instead. */
    smtpUrl: string | null
    from: string
    outboxDir: string
  }
  /** The upload calls' own body limit and time (UPLOAD_LIMIT_MB, UPLOAD_TIMEOUT_MS), as the edge reads them. */
  uploads: UploadSettings
  /** EDGE_AUDIT_SECRET: set by the edge that launched this service, for its internal calls; else null. */
  edgeAuditSecret: string | null
  /** SAVED_SEARCH_LIMIT: the most saved searches one user may keep. */
  savedSearchLimit: number
  /** API_WORKERS: processes serving calls over the one database, so that calls use every core. */
  workers: number
  /** API_SEMI_SPACE_MB: each service process's young-generation semi-space, in MB (settings/heap.ts). */
  semiSpaceMb: number
  /** USAGE_EXCLUDED_LICENCE_ID: the licence whose users the usage summaries leave out (spec-3 §5); null for none. */
  usageExcludedLicenceId: number | null
  /** POLICE_DOMAIN_SUFFIX: usage summaries count a domain ending in it under its force's domain (spec-3 §5). */
  policeDomainSuffix: string
  /** BigSearch's per-user limits and its test-only clock offset (docs/operations.md "Settings"). */
  bigSearch: BigSearchLimits
  /**
   * EXTRACTOR_DIR: the folder whose programs /v1/exifextractor/* serves, under the names npm run build:extractor
   * gives them (an agency's own signed builds); null for the ones built beside the service's bundle.
   */
  extractorDir: string | null
}

export interface BigSearchLimits {
  /** BIGSEARCH_ACTIVE_JOBS: a user's jobs not yet finished (queued or processing) at once. */
  activeJobs: number
  /** BIGSEARCH_STORED_JOBS: the jobs, each with its uploaded file, one user may keep. */
  storedJobs: number
  /** BIGSEARCH_MAX_ITEMS: the most media files one case (one uploaded file) may list. */
  maxItems: number
  /**
   * BIGSEARCH_CLOCK_OFFSET_DAYS, for tests only: how far ahead of the real clock the service judges a job's
   * age ("Results are over 7 days old", spec-2 §4), so a browser test can reach 'after 7 days'. 0 otherwise.
   */
  clockOffsetMs: number
}

export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000'
export const DEFAULT_SUPPORT_EMAIL = 'support@sightline.local'
export const DEFAULT_MAIL_FROM = 'Sightline <no-reply@sightline.local>'
/**
 * GET /v1/searches lists every saved search with its counts, each a search of its own, in one call
 * (spec-1 §7): the limit keeps that list quick (docs/operations.md "Limits on what users create").
 */
export const DEFAULT_SAVED_SEARCH_LIMIT = 1000
export const MAX_SAVED_SEARCH_LIMIT = 10_000
/**
 * SECURITY.md "Limits on what users create": a few jobs at once per user (the engine runs one job at a time
 * for everyone, oldest first), and a hundred stored cases.
 */
export const DEFAULT_BIGSEARCH_ACTIVE_JOBS = 3
export const DEFAULT_BIGSEARCH_STORED_JOBS = 100
/**
 * The most media files one case may list, refused on upload past it. A finished job's leads are merged within a
 * capped heap (server/api/jobs/merge-in-thread.ts), which held a 62,500-file case whose every file has its own MD5,
 * SHA-1, place and time, and not 75,000 (tests/bench/bigsearch-largest.mjs): the default leaves room for files
 * richer in leads, and the setting may not pass what the heap held.
 */
export const DEFAULT_BIGSEARCH_MAX_ITEMS = 50_000
export const MAX_BIGSEARCH_MAX_ITEMS = 60_000
/**
 * spec-3 §5 names a police-network suffix but not its value: the UK Police National Network's. Usage
 * summaries count cid.kent.pnn.police.uk under kent.pnn.police.uk (server/api/usage/settings.ts).
 */
export const DEFAULT_POLICE_DOMAIN_SUFFIX = 'pnn.police.uk'

function port(env: Env, name: string): number {
  const raw = text(env, name)
  if (raw === undefined) return 0
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(name, `must be an integer from 0 to 65535, got "${raw}"`)
  }
  return Number(raw)
}

function host(env: Env, name: string): string {
  const raw = text(env, name)
  if (raw === undefined) return '127.0.0.1'
  // A host name or an IP address, as listen() takes it: no scheme, port, path or brackets.
  if (!/^[A-Za-z0-9.:-]+$/.test(raw)) {
    throw new ConfigError(name, `must be a host name or IP address (e.g. 127.0.0.1 or ::1), got "${raw}"`)
  }
  return raw
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = text(env, name)
  if (raw === undefined) return fallback
  let url: URL | null = null
  try {
    url = new URL(raw)
  } catch {
    // refused below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new ConfigError(name, `must be an http or https URL without a query, got "${raw}"`)
  }
  if (url.username || url.password) throw new ConfigError(name, 'must not carry credentials in the URL')
  return url.href.replace(/\/+$/, '')
}

/** A plain address: one @, no spaces or angle brackets (a display name belongs in MAIL_FROM only). */
function email(env: Env, name: string): string | undefined {
  const raw = text(env, name)
  if (raw !== undefined && !/^[^\s@<>]+@[^\s@<>]+$/.test(raw)) throw new ConfigError(name, `must be an email address, got "${raw}"`)
  return raw
}

function firstAdmin(env: Env): ApiConfig['firstAdmin'] {
  const address = email(env, 'ADMIN_EMAIL')
  // Not trimmed: a password is taken exactly as written.
  const password = env.ADMIN_PASSWORD === '' ? undefined : env.ADMIN_PASSWORD
  if (address === undefined && password === undefined) return null
  if (address === undefined) throw new ConfigError('ADMIN_EMAIL', 'must be set when ADMIN_PASSWORD is')
  if (password === undefined) throw new ConfigError('ADMIN_PASSWORD', 'must be set when ADMIN_EMAIL is')
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    // The value itself is never echoed.
    throw new ConfigError('ADMIN_PASSWORD', `must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long`)
  }
  return { email: address, password }
}

function smtpUrl(env: Env): string | null {
  const raw = text(env, 'SMTP_URL')
  if (raw === undefined) return null
  let protocol = ''
  try {
    protocol = new URL(raw).protocol
  } catch {
    // refused below
  }
  // The value can hold a password: the message names the variable only.
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL')
  return raw
}

/** The edge makes a long random secret (server/settings/edge-audit.ts); a short one is a mistake. */
function edgeAuditSecret(env: Env): string | null {
  const raw = text(env, EDGE_AUDIT_SECRET_ENV)
  if (raw === undefined) return null
  // The value itself is never echoed.
  if (raw.length < 32) throw new ConfigError(EDGE_AUDIT_SECRET_ENV, 'must be at least 32 characters long')
  return raw
}

/** spec-3 §5: one licence the usage summaries leave out; unset, none. */
function excludedLicenceId(env: Env): number | null {
  const raw = text(env, 'USAGE_EXCLUDED_LICENCE_ID')
  if (raw === undefined) return null
  if (!/^[1-9]\d{0,14}$/.test(raw)) throw new ConfigError('USAGE_EXCLUDED_LICENCE_ID', `must be a licence id (a whole number from 1), got "${raw}"`)
  return Number(raw)
}

/** A domain name without a leading dot, e.g. pnn.police.uk; kept lower-case, as addresses are compared. */
function domainSuffix(env: Env, name: string, fallback: string): string {
  const raw = text(env, name)
  if (raw === undefined) return fallback
  const value = raw.toLowerCase()
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(value) || value.length > 253) {
    throw new ConfigError(name, `must be a domain name such as ${fallback}, without a leading dot, got "${raw}"`)
  }
  return value
}

/** An agency's folder of extractor builds: it must be there at start-up, or every download would fail unseen. */
function extractorDir(env: Env): string | null {
  const raw = text(env, 'EXTRACTOR_DIR')
  if (raw === undefined) return null
  const dir = resolve(raw)
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new ConfigError('EXTRACTOR_DIR', `must be a folder holding the extractor's builds, got "${raw}", which is not a folder`)
  return dir
}

/**
 * One worker per core, at most 4: SQLite serialises writers, so past a few processes more only wait for
 * each other's locks.
 */
export function defaultWorkers(): number {
  return Math.min(4, Math.max(1, availableParallelism()))
}

/** The build copies server/api/db/migrations/*.sql next to the bundle (dist/server/migrations/). */
function bundledMigrationsDir(): string {
  return fileURLToPath(new URL('./migrations/', import.meta.url))
}

/** And PostgreSQL's, server/api/db/postgres/ (dist/server/migrations-postgres/). */
function bundledPostgresMigrationsDir(): string {
  return fileURLToPath(new URL('./migrations-postgres/', import.meta.url))
}

/**
 * A minute: renewed every third of it, a claim survives a stall of forty seconds (a long transaction, a busy
 * server), and a lost instance's job waits at most this long. A short lease is for tests of the takeover.
 */
export const DEFAULT_JOB_CLAIM_LEASE_SECONDS = 60

export function loadApiConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const migrations = text(env, 'MIGRATIONS_DIR')
  const postgresMigrations = text(env, 'POSTGRES_MIGRATIONS_DIR')
  const dataDir = resolve(text(env, 'DATA_DIR') ?? './data')
  return {
    host: host(env, 'API_HOST'),
    port: port(env, 'API_PORT'),
    dataDir,
    migrationsDir: migrations === undefined ? bundledMigrationsDir() : resolve(migrations),
    databaseUrl: databaseUrl(env),
    postgresMigrationsDir: postgresMigrations === undefined ? bundledPostgresMigrationsDir() : resolve(postgresMigrations),
    jobClaimLeaseMs: wholeNumber(env, 'JOB_CLAIM_LEASE_SECONDS', DEFAULT_JOB_CLAIM_LEASE_SECONDS, 2, 3600) * 1000,
    demo: flag(env, 'DEMO', false),
    firstAdmin: firstAdmin(env),
    publicUrl: httpUrl(env, 'PUBLIC_URL', DEFAULT_PUBLIC_URL),
    supportEmail: email(env, 'SUPPORT_EMAIL') ?? DEFAULT_SUPPORT_EMAIL,
    cookieSecure: flag(env, 'COOKIE_SECURE', true),
    mail: { smtpUrl: smtpUrl(env), from: text(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM, outboxDir: join(dataDir, 'outbox') },
    uploads: loadUploadSettings(env),
    edgeAuditSecret: edgeAuditSecret(env),
    savedSearchLimit: wholeNumber(env, 'SAVED_SEARCH_LIMIT', DEFAULT_SAVED_SEARCH_LIMIT, 1, MAX_SAVED_SEARCH_LIMIT),
    workers: wholeNumber(env, 'API_WORKERS', defaultWorkers(), 1, 64),
    semiSpaceMb: semiSpaceMb(env),
    usageExcludedLicenceId: excludedLicenceId(env),
    policeDomainSuffix: domainSuffix(env, 'POLICE_DOMAIN_SUFFIX', DEFAULT_POLICE_DOMAIN_SUFFIX),
    bigSearch: {
      activeJobs: wholeNumber(env, 'BIGSEARCH_ACTIVE_JOBS', DEFAULT_BIGSEARCH_ACTIVE_JOBS, 1, 1000),
      storedJobs: wholeNumber(env, 'BIGSEARCH_STORED_JOBS', DEFAULT_BIGSEARCH_STORED_JOBS, 1, 100_000),
      maxItems: wholeNumber(env, 'BIGSEARCH_MAX_ITEMS', DEFAULT_BIGSEARCH_MAX_ITEMS, 1, MAX_BIGSEARCH_MAX_ITEMS),
      clockOffsetMs: wholeNumber(env, 'BIGSEARCH_CLOCK_OFFSET_DAYS', 0, 0, 3650) * DAY_MS,
    },
    extractorDir: extractorDir(env),
  }
}
