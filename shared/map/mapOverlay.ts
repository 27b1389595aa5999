// Page elements laid over the map's canvas at places on the map (the place names, the clusters' counts):
// the offline basemap ships no glyphs, so the map cannot write text itself. The elements are chosen again
// each time the map comes to rest and moved with it in between; they take no clicks and are hidden from
// screen readers (the map says what it holds in words of its own).

import type { Map as MaplibreMap } from 'maplibre-gl'

/** One element of an overlay and the place it stands at, [lon, lat]. */
export interface Placed {
  at: [number, number]
  element: HTMLElement
}

/**
 * Adds an overlay of class `className` just over the canvas, under whatever was laid over it before and the
 * markers and popups the map adds later; `choose` gives its elements each time the map comes to rest. The
 * function returned takes it away.
 */
export function attachOverlay(map: MaplibreMap, className: string, choose: () => Placed[]): () => void {
  const layer = document.createElement('div')
  layer.className = className
  layer.setAttribute('aria-hidden', 'true')
  map.getCanvas().after(layer)
  let shown: Placed[] = []
  const position = () => {
    for (const { at, element } of shown) {
      const { x, y } = map.project(at)
      element.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`
    }
  }
  const rest = () => {
    shown = choose()
    layer.replaceChildren(...shown.map((placed) => placed.element))
    position()
  }
  map.on('idle', rest)
  map.on('move', position)
  return () => {
    map.off('idle', rest)
    map.off('move', position)
    layer.remove()
  }
}
