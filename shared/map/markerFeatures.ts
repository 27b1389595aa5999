// The map's markers (spec-1 §2.5): the located results as GeoJSON points, which the map clusters. Each
// point carries only the sighting's id; its popup finds the whole result by that id.

import type { Feature, FeatureCollection, Point } from 'geojson'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'

export interface SightingPointProperties {
  id: string
}

export function sightingFeatures(items: readonly SearchResultItem[]): FeatureCollection<Point, SightingPointProperties> {
  const features: Feature<Point, SightingPointProperties>[] = []
  for (const item of items) {
    const at = item.location
    if (!at || !Number.isFinite(at.lat) || !Number.isFinite(at.lon)) continue
    features.push({ type: 'Feature', properties: { id: item.id }, geometry: { type: 'Point', coordinates: [at.lon, at.lat] } })
  }
  return { type: 'FeatureCollection', features }
}

/** How many of the results can be placed on the map. */
export function locatedCount(items: readonly SearchResultItem[]): number {
  return sightingFeatures(items).features.length
}
