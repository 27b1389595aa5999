// The optimal resolutions (spec-2 §2 "/camid/resolutions"): those the database holds most indexed pictures of.
// A fingerprint of one of them is searched against the most pictures, which is what a 5-star query needs.

import type { CamIdResolution } from '../../../shared/api/types/camid.js'
import { CAMID_OPTIMAL_RESOLUTIONS } from '../../../shared/api/types/constants/camid.js'
import type { Store } from '../store/engine/store.js'
import { resolutionsByPictures } from '../store/camid/pictures.js'

/**
 * How long one count of the resolutions is used: counting a million pictures takes a worker some 150 ms, and
 * which resolutions lead changes over weeks, not seconds.
 */
const COUNTED_FOR_MS = 60_000

let counted: { store: Store; at: number; items: CamIdResolution[] } | null = null

export async function optimalResolutions(store: Store, now = Date.now()): Promise<CamIdResolution[]> {
  if (counted && counted.store === store && now - counted.at < COUNTED_FOR_MS && now >= counted.at) return counted.items
  const items = (await resolutionsByPictures(store, CAMID_OPTIMAL_RESOLUTIONS)).map((r) => ({
    resolution: `${r.width}x${r.height}`,
    longestEdge: r.width,
    shortestEdge: r.height,
    pictures: r.pictures,
  }))
  counted = { store, at: now, items }
  return items
}

/** Whether pictures of this size (either way round) are of an optimal resolution. */
export async function isOptimalResolution(store: Store, width: number, height: number): Promise<boolean> {
  const longest = Math.max(width, height)
  const shortest = Math.min(width, height)
  return (await optimalResolutions(store)).some((r) => r.longestEdge === longest && r.shortestEdge === shortest)
}
