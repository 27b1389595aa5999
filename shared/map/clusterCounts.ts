// The number on each cluster of markers, laid over the canvas (mapOverlay.ts), and what the map holds in
// view, said in words. A click goes through a count to the cluster under it.

import type { Map as MaplibreMap, MapGeoJSONFeature } from 'maplibre-gl'
import { CLUSTER_LAYER, POINT_LAYER } from './layers.js'
import { groupedNumber } from '../format/numbers.js'
import { attachOverlay } from './mapOverlay.js'

export const CLUSTER_COUNTS_CLASS = 'cluster-counts'

/** The markers in view: each cluster's place and size, and the single sightings. */
export interface InView {
  clusters: { lon: number; lat: number; count: number }[]
  singles: number
}

/** "1,204" up to 9,999, then "10k": a cluster's circle holds four figures at most. */
export function clusterCountText(count: number): string {
  return count < 10_000 ? groupedNumber(count) : `${Math.floor(count / 1000)}k`
}

/** The markers drawn now, each cluster once though it lies across tiles. */
export function markersInView(features: readonly Pick<MapGeoJSONFeature, 'layer' | 'properties' | 'geometry'>[]): InView {
  const clusters = new Map<number, InView['clusters'][number]>()
  const singles = new Set<string>()
  for (const feature of features) {
    if (feature.geometry.type !== 'Point') continue
    const [lon, lat] = feature.geometry.coordinates as [number, number]
    if (feature.layer.id === CLUSTER_LAYER) clusters.set(Number(feature.properties['cluster_id']), { lon, lat, count: Number(feature.properties['point_count']) })
    else if (feature.layer.id === POINT_LAYER) singles.add(String(feature.properties['id']))
  }
  return { clusters: [...clusters.values()], singles: singles.size }
}

/** Whether two readings of the view hold the same markers. */
export function sameInView(a: InView, b: InView): boolean {
  return a.singles === b.singles && a.clusters.length === b.clusters.length && a.clusters.every((c, i) => c.count === b.clusters[i]!.count && c.lon === b.clusters[i]!.lon && c.lat === b.clusters[i]!.lat)
}

/** How many sightings the markers in view stand for. */
export const sightingsInView = ({ clusters, singles }: InView): number => clusters.reduce((sum, c) => sum + c.count, singles)

/** "In view: 166 of 166 located results, 12 in clusters of several and 3 alone." */
export function inViewText(inView: InView, located: number): string {
  const shown = sightingsInView(inView)
  const clustered = shown - inView.singles
  const n = groupedNumber
  return `In view: ${n(shown)} of ${n(located)} located results, ${n(clustered)} in ${n(inView.clusters.length)} clusters and ${n(inView.singles)} alone.`
}

/**
 * Adds the counts to the map, telling `onRest` what is in view each time it comes to rest; the function
 * returned takes them away.
 */
export function attachClusterCounts(map: MaplibreMap, onRest: (inView: InView) => void): () => void {
  return attachOverlay(map, CLUSTER_COUNTS_CLASS, () => {
    if (!map.getLayer(CLUSTER_LAYER)) return []
    const inView = markersInView(map.queryRenderedFeatures({ layers: [CLUSTER_LAYER, POINT_LAYER] }))
    onRest(inView)
    return inView.clusters.map(({ lon, lat, count }) => {
      const element = document.createElement('span')
      element.textContent = clusterCountText(count)
      return { at: [lon, lat], element }
    })
  })
}
