// The map as the rest of the page uses it: the map module (and maplibre-gl with it) is fetched the first
// time a map shows, in its own chunk; until then a loader stands in its place.

import { lazy, Suspense } from 'react'
import { Loader } from '../../../shared/ui/form/Loader.js'
import type { MapCanvasProps } from './MapCanvas.js'

const MapCanvas = lazy(() => import('./MapCanvas.js'))

export function LazyMapCanvas(props: MapCanvasProps) {
  return (
    <Suspense fallback={<Loader label="Loading map..." />}>
      <MapCanvas {...props} />
    </Suspense>
  )
}
