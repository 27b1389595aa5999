// The optimal resolutions (spec-2 §2 "/camid/resolutions"): those the database holds most indexed pictures of.
// A fingerprint of one of them is searched against the most pictures, which is what a 5-star query needs.

import type Database from 'better-sqlite3'
import type { CamIdResolution } from '../../../shared/api/types/camid.js'
import { CAMID_OPTIMAL_RESOLUTIONS } from '../../../shared/api/types/constants/camid.js'
import { resolutionsByPictures } from '../store/camid/pictures.js'

export function optimalResolutions(db: Database.Database): CamIdResolution[] {
  return resolutionsByPictures(db, CAMID_OPTIMAL_RESOLUTIONS).map((r) => ({
    resolution: `${r.width}x${r.height}`,
    longestEdge: r.width,
    shortestEdge: r.height,
    pictures: r.pictures,
  }))
}

/** Whether pictures of this size (either way round) are of an optimal resolution. */
export function isOptimalResolution(db: Database.Database, width: number, height: number): boolean {
  const longest = Math.max(width, height)
  const shortest = Math.min(width, height)
  return optimalResolutions(db).some((r) => r.longestEdge === longest && r.shortestEdge === shortest)
}
