// Writes the chosen place names over the map (placeLabels.ts): read from the basemap's tiles as they load
// (country points in its labels layer, cities in its places layer), chosen again each time the map comes to
// rest, and moved with the map in between. The names sit under the markers' popups and take no clicks.

import type { Map as MaplibreMap } from 'maplibre-gl'
import { chooseLabels, type PlaceCandidate } from './placeLabels.js'
import { attachOverlay } from './mapOverlay.js'

/** The basemap's one vector source, as its style names it (server/api/media/tiles/basemap-style.ts). */
const BASEMAP_SOURCE = 'basemap'
export const PLACE_LABELS_CLASS = 'place-labels'

function pointOf(geometry: GeoJSON.Geometry): [number, number] | null {
  return geometry.type === 'Point' ? (geometry.coordinates as [number, number]) : null
}

function candidatesOn(map: MaplibreMap): PlaceCandidate[] {
  if (!map.getSource(BASEMAP_SOURCE)) return []
  const found: PlaceCandidate[] = []
  const read = (sourceLayer: string, kind: PlaceCandidate['kind'], sizeField: string) => {
    for (const feature of map.querySourceFeatures(BASEMAP_SOURCE, { sourceLayer })) {
      const at = pointOf(feature.geometry)
      const name = feature.properties['name']
      if (!at || typeof name !== 'string') continue
      found.push({ name, kind, lon: at[0], lat: at[1], size: Number(feature.properties[sizeField]) || 0 })
    }
  }
  read('labels', 'country', 'area')
  read('places', 'city', 'population')
  return found
}

/** Adds the names to the map; the function returned takes them away. */
export function attachPlaceLabels(map: MaplibreMap): () => void {
  const canvas = map.getCanvas()
  return attachOverlay(map, PLACE_LABELS_CLASS, () =>
    chooseLabels(candidatesOn(map), map.getZoom(), (lon, lat) => map.project([lon, lat]), canvas.clientWidth, canvas.clientHeight).map((place) => {
      const element = document.createElement('span')
      element.className = place.kind
      element.textContent = place.name
      return { at: [place.lon, place.lat], element }
    }),
  )
}
