// The similar search's map (spec-1 §2.8, §8, §9): the results that have a location, each in a circle of
// one mile, the message above it, and a first view that takes them all in.

import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { METRES_PER_UNIT } from '../../../shared/search/location.js'
import { formatCount } from '../results/resultsText.js'
import type { MapCircle } from '../../../shared/map/MapCanvas.js'
import { clampZoom, DEFAULT_CENTRE, MAP_COMPONENT_ZOOM, type MapCentre } from '../../../shared/map/mapView.js'

/** spec-1 §9: "Similar search map radius 1 mile." */
export const SIMILAR_RADIUS_METRES = METRES_PER_UNIT.Miles

export const NO_LOCATED_SIMILAR = 'There were no similar search results that also had location data.'

/** spec-1 §8, worded as the catalogue has it. */
export function similarMapMessage(located: number, totalResults: number): string {
  if (located === 0) return NO_LOCATED_SIMILAR
  return `Showing ${formatCount(located)} sightings out of ${formatCount(totalResults)} that had location data.`
}

/** The results that can be placed on the map. */
export function locatedResults<T extends SearchResultItem>(items: readonly T[]): T[] {
  return items.filter((item) => item.location !== null && Number.isFinite(item.location.lat) && Number.isFinite(item.location.lon))
}

/** Each located result's one-mile circle. */
export function similarCircles(items: readonly SearchResultItem[]): MapCircle[] {
  return locatedResults(items).map((item) => ({ centre: { lat: item.location!.lat, lon: item.location!.lon }, radiusMetres: SIMILAR_RADIUS_METRES }))
}

/** maplibre draws the whole world 512 pixels wide at zoom 0; the map is about 640 pixels wide. */
const WORLD_DEGREES = 360
const TILE_PIXELS = 512
const MAP_PIXELS = 640
/** A single result (or a tight cluster) shows its circle with the country round it: the offline basemap has no streets. */
const CLOSEST_ZOOM = 10
/** The least span considered: about a one-mile circle's width, so that a lone circle fits. */
const LEAST_SPAN_DEGREES = 0.05

/**
 * A centre and zoom that show every located result: the middle of their box, zoomed so that its wider
 * side fits the map (near enough in Web Mercator at the latitudes people live).
 */
export function viewAround(items: readonly SearchResultItem[]): { centre: MapCentre; zoom: number } {
  const points = locatedResults(items).map((item) => item.location!)
  if (points.length === 0) return { centre: DEFAULT_CENTRE, zoom: MAP_COMPONENT_ZOOM }
  const lats = points.map((p) => p.lat)
  const lons = points.map((p) => p.lon)
  const [south, north] = [Math.min(...lats), Math.max(...lats)]
  const [west, east] = [Math.min(...lons), Math.max(...lons)]
  const span = Math.max(north - south, east - west, LEAST_SPAN_DEGREES)
  const zoom = Math.log2((MAP_PIXELS * WORLD_DEGREES) / (TILE_PIXELS * span))
  return { centre: { lat: (south + north) / 2, lon: (west + east) / 2 }, zoom: Math.min(CLOSEST_ZOOM, clampZoom(Math.floor(zoom * 100) / 100)) }
}
