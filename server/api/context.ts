// What every /v1 plugin of the built-in service is given: the store, the clock, mail, and the
// address the browser reaches the product at (for the links in emails).

import type { Store } from './store/engine/store.js'
import type { Mailer } from './mail/mailer.js'
import type { BigSearchLimits } from './config.js'

export interface ApiContext {
  /** The service's data, whichever engine holds it (DATABASE_URL): what every store function takes. */
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
