// What every page's HTML carries as inline JSON (ARCHITECTURE.md "The edge session"): the deployment
// settings a browser may know and the edge's session summary, so an area paints without a round trip.

import type { SessionSummary } from './user.js'

export interface PublicSettings {
  buildName: string
  highside: boolean
  restricted: boolean
  /** Shown in the footer in restricted mode (spec-1 §2.1). */
  version: string
  /** Public token the map sends as accessToken on the tile path. */
  tileToken: string
  /** How many thumbnail hosts the edge proxies (standard build: /media/{shard}/...). */
  thumbShards: number
  supportEmail: string
  /** Where the Connect The Dots page's button leads (CTD_URL); empty when the deployment has none. */
  ctdUrl: string
  /** The provider's own https sites a post-login redirect may name (spec-1 §4.1). */
  redirectOrigins: string[]
}

/** How the edge answered this page: the route's own page, or one of the guard outcomes. */
export type PageOutcome = 'page' | 'notFound' | 'denied' | 'deactivated'

export interface Bootstrap {
  settings: PublicSettings
  session: SessionSummary | null
  outcome: PageOutcome
  /** The page title's section. */
  section: string
}

export const BOOTSTRAP_ELEMENT_ID = 'bootstrap'
