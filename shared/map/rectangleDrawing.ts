// Drawing a rectangle on the map with the pointer (spec-3 §2 "Location"): while drawing is on, a press starts a
// corner, the drag shows the rectangle as it grows, and the release gives it; the map does not pan under the
// drag meanwhile (the keyboard still moves it). A press without a drag draws nothing.

import type { Map as MaplibreMap, MapMouseEvent, MapTouchEvent } from 'maplibre-gl'
import { wrapLongitude, type MapCentre } from './mapView.js'
import { hasArea, rectangleFromCorners, type MapRectangle } from './rectangle.js'

export interface DrawingHandlers {
  /** The rectangle as the drag has made it so far; null when the drag ends. */
  onDrafting: (rectangle: MapRectangle | null) => void
  onDrawn: (rectangle: MapRectangle) => void
}

const pointOf = (event: MapMouseEvent | MapTouchEvent): MapCentre => ({ lat: event.lngLat.lat, lon: wrapLongitude(event.lngLat.lng) })

/** Turns drawing on; the function returned turns it off and gives the map its panning back. */
export function attachRectangleDrawing(map: MaplibreMap, { onDrafting, onDrawn }: DrawingHandlers): () => void {
  let start: MapCentre | null = null
  /** The rectangle the last move made: a touch's end has no point of its own to read. */
  let last: MapRectangle | null = null
  const canvas = map.getCanvas()
  map.dragPan.disable()
  map.boxZoom.disable()
  map.touchZoomRotate.disable()
  canvas.style.cursor = 'crosshair'

  const down = (event: MapMouseEvent | MapTouchEvent) => {
    if ('originalEvent' in event && event.originalEvent instanceof MouseEvent && event.originalEvent.button !== 0) return
    start = pointOf(event)
    last = null
    onDrafting(null)
  }
  const move = (event: MapMouseEvent | MapTouchEvent) => {
    if (!start) return
    last = rectangleFromCorners(start, pointOf(event))
    onDrafting(last)
  }
  const finish = (drawn: MapRectangle | null) => {
    start = null
    last = null
    onDrafting(null)
    if (drawn && hasArea(drawn)) onDrawn(drawn)
  }
  const mouseUp = (event: MapMouseEvent) => start && finish(rectangleFromCorners(start, pointOf(event)))
  const touchEnd = () => start && finish(last)
  map.on('mousedown', down)
  map.on('mousemove', move)
  map.on('mouseup', mouseUp)
  map.on('touchstart', down)
  map.on('touchmove', move)
  map.on('touchend', touchEnd)
  return () => {
    map.off('mousedown', down)
    map.off('mousemove', move)
    map.off('mouseup', mouseUp)
    map.off('touchstart', down)
    map.off('touchmove', move)
    map.off('touchend', touchEnd)
    map.dragPan.enable()
    map.boxZoom.enable()
    map.touchZoomRotate.enable()
    canvas.style.cursor = ''
    onDrafting(null)
  }
}
