// Loading one sighting (spec-1 §4.9): the state kit's remote query of GET /v1/sightings/{id}, cancelable,
// kept per sighting id in memory and in this tab's session storage, so that opening it again asks nothing.

import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import { sightingCalls } from '../../../shared/api/sightings.js'
import type { SightingDetail } from '../../../shared/api/types/sightings.js'
import { createMemoryCache, createTieredCache, type KeyedCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery, type RemoteQuery } from '../../../shared/state/remoteQuery.js'
import { createSessionCache } from '../../../shared/state/sessionCache.js'

/** spec-1 §8: the sighting error shows this long before the page goes back. */
export const SIGHTING_ERROR_MS = 7_000

/** Sightings kept per tab: a day's work of opening results, well under the storage quota. */
const KEPT_SIGHTINGS = 200
/** The last few opened, at hand without reading storage. */
const KEPT_IN_MEMORY = 10

export type KeptSighting = { sighting: SightingDetail }

export function createSightingQuery(
  api: ApiClient = defaultApi,
  session: KeyedCache<KeptSighting> = createSessionCache<KeptSighting>('sightline.sighting.kept', KEPT_SIGHTINGS),
): RemoteQuery<string, KeptSighting> {
  const sightings = sightingCalls(api)
  return createRemoteQuery({
    keyOf: (imageId: string) => imageId,
    fetch: (imageId: string) => sightings.sighting(imageId),
    valueOf: ({ image }): KeptSighting => ({ sighting: image }),
    cache: createTieredCache(createMemoryCache<KeptSighting>(KEPT_IN_MEMORY), session),
  })
}

/** The sighting page's one query. */
export const sightingQuery = createSightingQuery()
