// The layers the map draws over the basemap: clustered markers (sightings, schools) and the location filter's
// shape, a circle or a rectangle. No text: the offline basemap ships no glyphs, so the counts on clusters are
// laid over the canvas by the page (clusterCounts.ts).

import type { CircleLayerSpecification, FillLayerSpecification, LineLayerSpecification } from 'maplibre-gl'
import { theme } from '../ui/theme.js'

export const MARKERS_SOURCE = 'markers'
/** The location filter's shapes: circles (a search's location) and a rectangle (the Hub's). */
export const CIRCLE_SOURCE = 'location-circle'
export const CLUSTER_LAYER = 'marker-clusters'
export const POINT_LAYER = 'marker-points'

/** Points closer than this (pixels) gather into one cluster, up to the zoom where streets show. */
export const CLUSTER_RADIUS = 48
export const CLUSTER_MAX_ZOOM = 16

export const clusterLayer: CircleLayerSpecification = {
  id: CLUSTER_LAYER,
  type: 'circle',
  source: MARKERS_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': theme.colour.brand,
    'circle-opacity': 0.8,
    'circle-radius': ['step', ['get', 'point_count'], 10, 10, 14, 100, 19, 500, 24],
    'circle-stroke-color': theme.colour.paper,
    'circle-stroke-width': 2,
  },
}

export const pointLayer: CircleLayerSpecification = {
  id: POINT_LAYER,
  type: 'circle',
  source: MARKERS_SOURCE,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': theme.colour.danger,
    'circle-radius': 6,
    'circle-stroke-color': theme.colour.paper,
    'circle-stroke-width': 2,
  },
}

export const circleFillLayer: FillLayerSpecification = {
  id: 'location-circle-fill',
  type: 'fill',
  source: CIRCLE_SOURCE,
  paint: { 'fill-color': theme.colour.brand, 'fill-opacity': 0.15 },
}

export const circleLineLayer: LineLayerSpecification = {
  id: 'location-circle-line',
  type: 'line',
  source: CIRCLE_SOURCE,
  paint: { 'line-color': theme.colour.brand, 'line-width': 2 },
}
