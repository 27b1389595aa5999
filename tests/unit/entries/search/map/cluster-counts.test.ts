// What the results map says of its markers (issue 30 §12): each cluster counted once though it lies across
// tiles, the numbers as people read them, and the map's height down to the window's bottom.

import t from 'tap'
import { clusterCountText, inViewText, markersInView, sameInView } from '../../../../../shared/map/clusterCounts.js'
import { CLUSTER_LAYER, POINT_LAYER } from '../../../../../shared/map/layers.js'
import { busiestWindow } from '../../../../../shared/map/bestView.js'
import { heightToWindowBottom, MIN_MAP_HEIGHT } from '../../../../../shared/map/useWindowHeight.js'

const point = (layer: string, properties: Record<string, unknown>, at: [number, number] = [0, 51]) => ({
  layer: { id: layer } as never,
  properties,
  geometry: { type: 'Point' as const, coordinates: at },
})

t.test('a cluster drawn on two tiles is counted once; lone markers by their sighting', async (t) => {
  const inView = markersInView([
    point(CLUSTER_LAYER, { cluster_id: 7, point_count: 120 }, [-0.12, 51.5]),
    point(CLUSTER_LAYER, { cluster_id: 7, point_count: 120 }, [-0.12, 51.5]),
    point(CLUSTER_LAYER, { cluster_id: 9, point_count: 40 }, [2.35, 48.85]),
    point(POINT_LAYER, { id: 'a' }),
    point(POINT_LAYER, { id: 'a' }),
    point(POINT_LAYER, { id: 'b' }),
  ])
  t.same(inView.clusters, [{ lon: -0.12, lat: 51.5, count: 120 }, { lon: 2.35, lat: 48.85, count: 40 }])
  t.equal(inView.singles, 2)
  t.equal(inViewText(inView, 166), 'In view: 162 of 166 located results, 160 in 2 clusters and 2 alone.')
})

t.test('counts read as numbers do, four figures at most in a circle', async (t) => {
  t.equal(clusterCountText(7), '7')
  t.equal(clusterCountText(1204), '1,204')
  t.equal(clusterCountText(12_500), '12k')
})

t.test('the map reaches the window\'s bottom, never shorter than a usable map', async (t) => {
  t.equal(heightToWindowBottom(300, 900), 584)
  t.equal(heightToWindowBottom(700, 800), MIN_MAP_HEIGHT)
})

t.test('results wider than the farthest zoom shows open on the window that holds the most of them', async (t) => {
  const at = (lat: number, lon: number) => ({ location: { lat, lon } })
  const europe = [at(51.5, -0.12), at(48.85, 2.35), at(52.52, 13.4), at(41.9, 12.5), at(40.4, -3.7), at(59.3, 18.07), at(50.1, 14.4), at(53.3, -6.26), at(45.46, 9.19), at(47.5, 19.04)]
  const australia = [at(-33.87, 151.21), at(-37.81, 144.96), at(-27.47, 153.03)]
  const best = busiestWindow([...australia, ...europe, { location: null }], 3, 900, 500)!
  t.equal(best.count, 10, 'all of Europe, none of Australia')
  t.ok(best.centre.lat > 35 && best.centre.lat < 65 && best.centre.lon > -15 && best.centre.lon < 30, `centred on Europe: ${JSON.stringify(best.centre)}`)
  const fiji = busiestWindow([at(-17.7, 178.4), at(-16.5, -179.9), at(-18.1, 179.9), at(51.5, -0.12)], 3, 300, 300)!
  t.equal(fiji.count, 3, 'a window may run across the antimeridian')
  t.ok(Math.abs(fiji.centre.lon) > 170, `near the antimeridian: ${fiji.centre.lon}`)
  t.equal(busiestWindow([{ location: null }], 3, 900, 500), null)
})

t.test('a rest that shows the same markers is the same view, and the page is not redrawn for it', async (t) => {
  const view = { clusters: [{ lon: 1, lat: 2, count: 3 }], singles: 4 }
  t.ok(sameInView(view, { clusters: [{ lon: 1, lat: 2, count: 3 }], singles: 4 }))
  t.notOk(sameInView(view, { clusters: [{ lon: 1, lat: 2, count: 5 }], singles: 4 }))
  t.notOk(sameInView(view, { clusters: [], singles: 4 }))
})
