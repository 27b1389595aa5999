// The MapLibre style of the built-in basemap: its one vector source at the edge's tile path, and layers
// drawn from it with no sprites and no glyphs, so that the browser map needs no internet. Text in the style
// would need glyphs (fonts as PBF ranges), which no installed package ships: the places layer is drawn as
// dots, and the page writes the names of cities and countries (the labels layer) over the map itself.

import { FINEST_CUT_ZOOM } from './basemap.js'

export const BASEMAP_ID = 'sightline-basemap'

const COLOURS = {
  sea: '#aacbe0',
  land: '#f2efe6',
  border: '#9b8fa6',
  place: '#4a4a4a',
}

export function basemapStyle(tileUrl: string, id: string, accessToken: string) {
  const query = `id=${encodeURIComponent(id)}&x={x}&y={y}&z={z}&accessToken=${encodeURIComponent(accessToken)}`
  return {
    version: 8,
    name: 'Sightline offline basemap',
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${tileUrl}?${query}`],
        minzoom: 0,
        // The browser scales the finest cut further in itself: fewer requests, same picture.
        maxzoom: FINEST_CUT_ZOOM,
        attribution: 'Natural Earth; GeoNames',
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': COLOURS.sea } },
      { id: 'land', type: 'fill', source: 'basemap', 'source-layer': 'land', paint: { 'fill-color': COLOURS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'countries',
        paint: { 'line-color': COLOURS.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.6, 8, 1.5] },
      },
      {
        id: 'places',
        type: 'circle',
        source: 'basemap',
        'source-layer': 'places',
        // Only the largest cities at world scale, more as the map comes closer.
        filter: ['>=', ['get', 'population'], ['step', ['zoom'], 2_000_000, 4, 500_000, 6, 100_000]],
        paint: { 'circle-color': COLOURS.place, 'circle-radius': ['interpolate', ['linear'], ['zoom'], 2, 1.5, 10, 4] },
      },
    ],
  }
}
