// The map's markers (spec-1 §2.5, spec-3 §2 map view): the located items (sightings, schools) as GeoJSON points,
// which the map clusters. Each point carries only the item's id; its popup finds the whole item by that id.

import type { Feature, FeatureCollection, Point } from 'geojson'
import type { MapCentre } from './mapView.js'

/** What the map needs of an item to place it: its id, and where it is when that is known. */
export interface MapMarker {
  id: string
  location?: MapCentre | null | undefined
}

export interface MarkerPointProperties {
  id: string
}

export function markerFeatures(items: readonly MapMarker[]): FeatureCollection<Point, MarkerPointProperties> {
  const features: Feature<Point, MarkerPointProperties>[] = []
  for (const item of items) {
    const at = item.location
    if (!at || !Number.isFinite(at.lat) || !Number.isFinite(at.lon)) continue
    features.push({ type: 'Feature', properties: { id: item.id }, geometry: { type: 'Point', coordinates: [at.lon, at.lat] } })
  }
  return { type: 'FeatureCollection', features }
}

/** How many of the items can be placed on the map. */
export function locatedCount(items: readonly MapMarker[]): number {
  return markerFeatures(items).features.length
}
