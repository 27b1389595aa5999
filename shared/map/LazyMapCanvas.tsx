// The map as the rest of the page uses it: the map module (and maplibre-gl with it) is fetched the first
// time a map shows, or sooner as the pointer nears a map button (useMapPreload.ts), in its own chunk; until
// it can draw, a drawn placeholder stands in its place.

import { lazy, Suspense } from 'react'
import type { MapCanvasProps } from './MapCanvas.js'
import type { MapMarker } from './markerFeatures.js'
import { loadMapCanvas } from './loadMapCanvas.js'
import { MapPlaceholder } from './MapPlaceholder.js'
import { MAP_HEIGHT } from './mapView.js'

const MapCanvas = lazy(loadMapCanvas)

export function LazyMapCanvas<T extends MapMarker>(props: MapCanvasProps<T>) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height ?? MAP_HEIGHT} />}>
      {/* React.lazy keeps no type parameter: the props are the canvas's own, for this T. */}
      <MapCanvas {...(props as unknown as MapCanvasProps)} />
    </Suspense>
  )
}
