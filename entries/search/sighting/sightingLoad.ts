// Loading one sighting (spec-1 §4.9): from this tab's session storage when it was opened before, else
// GET /v1/sightings/{id}, cancelable, with the reply kept per sighting id.

import { api as defaultApi, isCancelled, type ApiClient } from '../../../shared/api/client.js'
import { sightingCalls } from '../../../shared/api/sightings.js'
import type { SightingDetail } from '../../../shared/api/types/sightings.js'
import type { KeyedCache } from '../../../shared/state/keyedCache.js'
import { createSessionCache } from '../../../shared/state/sessionCache.js'

/** spec-1 §8: the sighting error shows this long before the page goes back. */
export const SIGHTING_ERROR_MS = 7_000

/** Sightings kept per tab: a day's work of opening results, well under the storage quota. */
const KEPT_SIGHTINGS = 200

export type SightingOutcome = { kind: 'loaded'; sighting: SightingDetail } | { kind: 'failed'; error: string } | { kind: 'cancelled' }

export interface SightingLoader {
  /** Starts loading; `cancel` drops a reply still on its way. */
  load(imageId: string): { promise: Promise<SightingOutcome>; cancel: () => void }
}

export function createSightingLoader(
  api: ApiClient = defaultApi,
  cache: KeyedCache<SightingDetail> = createSessionCache<SightingDetail>('sightline.sighting', KEPT_SIGHTINGS),
): SightingLoader {
  const sightings = sightingCalls(api)
  return {
    load(imageId) {
      const cached = cache.read(imageId)
      if (cached) return { promise: Promise.resolve({ kind: 'loaded', sighting: cached }), cancel: () => {} }
      const call = sightings.sighting(imageId)
      const promise = call.promise.then((reply): SightingOutcome => {
        if (isCancelled(reply)) return { kind: 'cancelled' }
        if (!reply.success) return { kind: 'failed', error: reply.error }
        cache.write(imageId, reply.image)
        return { kind: 'loaded', sighting: reply.image }
      })
      return { promise, cancel: call.cancel }
    },
  }
}

export const sightingLoader: SightingLoader = createSightingLoader()
