// What every /v1 plugin of the built-in service is given: the database, the clock, mail, and the
// address the browser reaches the product at (for the links in emails); and, while the sightings family's store
// is SQLite's only, what the service cannot yet do on PostgreSQL.

import type Database from 'better-sqlite3'
import type { Store } from './store/engine/store.js'
import { CallFailure } from './failures.js'
import type { Mailer } from './mail/mailer.js'
import type { BigSearchLimits } from './config.js'

export interface ApiContext {
  /**
   * The SQLite handle the sightings family's store still takes (issue 34); on PostgreSQL, a handle that refuses
   * every use (sightingsNotOnPostgres). Deleted with NOT_YET_ON_POSTGRES once the sightings are behind the store.
   */
  db: Database.Database
  /** The service's data, whichever engine holds it: what store functions moved behind the engine take. */
  store: Store
  /** ms since the epoch; tests pass their own clock. */
  now: () => number
  mailer: Mailer
  /** e.g. https://sightline.example.org, without a trailing slash. */
  publicUrl: string
  /** Where feedback and support mail goes. */
  supportEmail: string
  /** Whether the service's session cookie is Secure (and __Host- prefixed). */
  cookieSecure: boolean
  /** The service's data folder: imported image files and caches live under it. */
  dataDir: string
  /**
   * The scrypt cost of the passwords this service hashes, and of the check it runs when no account has the
   * address tried, so that both cost the same time (PASSWORD_COST; tests pass their accounts' lower cost).
   */
  passwordCost: number
  /** The most saved searches one user may keep (SAVED_SEARCH_LIMIT). */
  savedSearchLimit: number
  /** The licence whose users the usage summaries leave out (USAGE_EXCLUDED_LICENCE_ID); null for none. */
  usageExcludedLicenceId: number | null
  /** Usage counts a domain ending in it under its force's domain (POLICE_DOMAIN_SUFFIX). */
  policeDomainSuffix: string
  /** BigSearch uploads: this build's rules (spec-2 §5) and the per-user limits (docs/operations.md "Settings"). */
  bigSearch: BigSearchSettings
  /** Tells the job engine a BigSearch job was queued (server/api/jobs/). */
  jobQueued: () => void
}

export interface BigSearchSettings extends BigSearchLimits {
  /** The high-security build's upload rules (shared/variant.ts HIGHSIDE; tests choose). */
  highside: boolean
  /** The largest file, in bytes (BIGSEARCH_UPLOAD_LIMIT_MB; 100 MB in the high-security build). */
  uploadLimit: number
}

/**
 * What a service on PostgreSQL cannot do yet: the work on sightings that still takes SQLite's handle (Camera ID's
 * indexing and queries) waits until it moves behind the store (issue 34). The service names it
 * when it starts on PostgreSQL, and each call listed (none now) answers 501 saying so, after its guard and with its
 * audit entry. This list, the handle below and ApiContext.db go as the sightings land.
 */
export const NOT_YET_ON_POSTGRES = {
  calls: [],
  work: [
    'Camera ID indexing and queries, which stay queued',
  ],
} as const

/** Why a call or a piece of work listed above is refused on PostgreSQL. */
export const NOT_YET_ON_POSTGRES_MESSAGE = 'Not available yet on this service: its sightings are not yet stored on PostgreSQL.'

/** The few lines a service on PostgreSQL says at start. */
export function notYetOnPostgresLines(): string[] {
  const calls: readonly string[] = NOT_YET_ON_POSTGRES.calls
  return [
    ...(calls.length === 0 ? [] : ['On PostgreSQL, the sightings are not yet stored: these calls answer 501 until they are:', `  ${calls.join(', ')}`]),
    'On PostgreSQL, this work waits for the sightings it reads to be stored there:',
    ...NOT_YET_ON_POSTGRES.work.map((work) => `  ${work}`),
  ]
}

/** Whether a route (its method and its path as declared) is one of NOT_YET_ON_POSTGRES.calls. */
export function isNotYetOnPostgres(method: string, path: string): boolean {
  return (NOT_YET_ON_POSTGRES.calls as readonly string[]).includes(`${method} ${path}`)
}

/** The SQLite handle of a service on PostgreSQL: any use fails as the calls above do, never with a crash. */
export function sightingsNotOnPostgres(): Database.Database {
  return new Proxy({} as Database.Database, {
    get() {
      throw new CallFailure(501, NOT_YET_ON_POSTGRES_MESSAGE)
    },
  })
}
