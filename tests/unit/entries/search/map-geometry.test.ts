// The map's pure rules: the circle polygon on the sphere, the located markers, the URL's centre and zoom,
// and the offline style's tile addresses on this page's origin.

import t from 'tap'
import { circlePolygon, destination, distanceMetres } from '../../../../shared/map/circle.js'
import { locatedCount, markerFeatures } from '../../../../shared/map/markerFeatures.js'
import {
  clampZoom, DEFAULT_CENTRE, DEFAULT_ZOOM, MAP_COMPONENT_ZOOM, MAX_ZOOM, MIN_ZOOM, PLACE_RADIUS_METRES, PLACE_ZOOM, readCentre,
  wrapLongitude, writeCentre, writeZoom,
} from '../../../../shared/map/mapView.js'
import { localStyle, localTileUrl, styleUrl } from '../../../../shared/map/basemapStyle.js'
import { mapFetchQuery, listFetchQuery, readSearchState, searchHref } from '../../../../entries/search/searchUrl.js'
import type { SearchResultItem } from '../../../../shared/api/types/sightings.js'
import type { StyleSpecification } from 'maplibre-gl'

t.test('spec-1 §9 map constants: centre 20,0, zoom 2 (3 in the map), 3 to 20, places at 18 with 100 m', async (t) => {
  t.same(DEFAULT_CENTRE, { lat: 20, lon: 0 })
  t.equal(DEFAULT_ZOOM, 2)
  t.equal(MAP_COMPONENT_ZOOM, 3)
  t.equal(MIN_ZOOM, 3)
  t.equal(MAX_ZOOM, 20)
  t.equal(PLACE_ZOOM, 18)
  t.equal(PLACE_RADIUS_METRES, 100)
})

t.test('every point of the circle lies at the radius from the centre, and the ring is closed', async (t) => {
  for (const [centre, radius] of [
    [{ lat: 51.50735, lon: -0.12776 }, 10_000],
    [{ lat: -33.86, lon: 151.2 }, 100],
    [{ lat: 78.2, lon: 15.6 }, 160_934],
  ] as const) {
    const ring = circlePolygon(centre, radius, 48).geometry.coordinates[0]!
    t.equal(ring.length, 49)
    t.same(ring[0], ring[48], 'closed')
    const worst = Math.max(...ring.map(([lon, lat]) => Math.abs(distanceMetres(centre, { lat: lat!, lon: lon! }) - radius)))
    t.ok(worst < radius * 1e-6, `every point at ${radius} m (worst off by ${worst} m)`)
  }
})

t.test('a circle over the antimeridian stays one shape round its centre', async (t) => {
  const ring = circlePolygon({ lat: 0, lon: 179.9 }, 50_000).geometry.coordinates[0]!
  const lons = ring.map(([lon]) => lon!)
  t.ok(Math.max(...lons) > 180, 'passes 180 without jumping back')
  t.ok(Math.max(...lons) - Math.min(...lons) < 1, 'less than a degree wide')
})

t.test('destination goes north by the arc length of the radius', async (t) => {
  const north = destination({ lat: 0, lon: 0 }, 0, 111_195)
  t.ok(Math.abs(north.lat - 1) < 1e-3)
  t.ok(Math.abs(north.lon) < 1e-9)
})

const item = (id: string, location: SearchResultItem['location']) => ({ id, location }) as SearchResultItem

t.test('only located results become markers, as lon,lat points carrying the id', async (t) => {
  const items = [item('a', { lat: 10, lon: 20 }), item('b', null), item('c', { lat: -5.5, lon: 100.25 })]
  const collection = markerFeatures(items)
  t.equal(collection.features.length, 2)
  t.same(collection.features[0], { type: 'Feature', properties: { id: 'a' }, geometry: { type: 'Point', coordinates: [20, 10] } })
  t.equal(locatedCount(items), 2)
  t.equal(locatedCount([item('b', null)]), 0)
})

t.test('the URL carries the centre with 5 decimals and the zoom within 3 to 20', async (t) => {
  t.equal(writeCentre({ lat: 51.507351234, lon: -0.127758 }), '51.50735,-0.12776')
  t.same(readCentre('51.50735,-0.12776'), { lat: 51.50735, lon: -0.12776 })
  t.equal(readCentre('91,0'), null)
  t.equal(readCentre('0,181'), null)
  t.equal(readCentre('abc'), null)
  t.equal(readCentre('1,'), null)
  t.equal(readCentre(null), null)
  const zoomOf = (zoom: string) => readSearchState(`zoom=${zoom}`).state.zoom
  t.equal(zoomOf('7.5'), 7.5)
  t.equal(zoomOf('1'), MIN_ZOOM)
  t.equal(zoomOf('25'), MAX_ZOOM)
  t.equal(zoomOf('x'), undefined)
  t.equal(writeZoom(4.56789), '4.57')
  t.equal(clampZoom(0), 3)
})

t.test('longitudes past the antimeridian come back within ±180', async (t) => {
  t.equal(wrapLongitude(190), -170)
  t.equal(wrapLongitude(-190), 170)
  t.equal(wrapLongitude(540), 180)
  t.equal(wrapLongitude(-180), -180)
  t.equal(wrapLongitude(12.5), 12.5)
})

t.test('the search URL keeps the GPS switch, centre and zoom, and leaves them out when unset', async (t) => {
  const { state } = readSearchState('?make=Apple&format=map&mustHaveGPS=true&center=48.85661,2.35222&zoom=6')
  t.equal(state.mustHaveGPS, true)
  t.same(state.centre, { lat: 48.85661, lon: 2.35222 })
  t.equal(state.zoom, 6)
  t.equal(searchHref(state), '/search?make=Apple&format=map&mustHaveGPS=true&center=48.85661%2C2.35222&zoom=6')
  const plain = readSearchState('?make=Apple').state
  t.notOk('centre' in plain || 'zoom' in plain || 'mustHaveGPS' in plain)
})

t.test('spec-1 §4.5: the map fetch adds exists=location; the GPS switch does the same for the list', async (t) => {
  const filters = [{ name: 'make', operator: 'is' as const, value: 'Apple' }]
  const map = mapFetchQuery(filters)
  t.equal(map.get('exists'), 'location')
  t.equal(map.get('page'), '1')
  t.equal(map.get('resultSize'), '1000')
  t.equal(map.get('groupBy'), null)
  t.equal(listFetchQuery(filters, 'none').get('exists'), null)
  t.equal(listFetchQuery(filters, 'none', true).get('exists'), 'location')
})

t.test('tile addresses are moved to this page origin with path, query and placeholders kept', async (t) => {
  const tiles = 'https://sightline.example:8443/tiles?id=sightline-basemap&x={x}&y={y}&z={z}&accessToken=abc'
  t.equal(localTileUrl(tiles, 'http://127.0.0.1:3460'), 'http://127.0.0.1:3460/tiles?id=sightline-basemap&x={x}&y={y}&z={z}&accessToken=abc')
  t.equal(localTileUrl('//cdn.example/tiles?x={x}', 'https://here'), 'https://here/tiles?x={x}')
  t.equal(localTileUrl('/tiles?x={x}', 'https://here'), 'https://here/tiles?x={x}')
  t.equal(styleUrl('a b&c'), '/tiles/style.json?accessToken=a%20b%26c')
})

t.test('the style keeps its layers, loses glyphs and sprite, and asks only this origin for tiles', async (t) => {
  const style = {
    version: 8,
    glyphs: 'https://fonts.example/{fontstack}/{range}.pbf',
    sprite: 'https://sprites.example/sprite',
    sources: {
      basemap: { type: 'vector', tiles: ['https://elsewhere.example/tiles?z={z}&x={x}&y={y}'], maxzoom: 10 },
      shade: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [{ id: 'sea', type: 'background' }],
  } as unknown as StyleSpecification
  const local = localStyle(style, 'https://here')
  t.notOk('glyphs' in local)
  t.notOk('sprite' in local)
  t.same(local.sources['basemap'], { type: 'vector', tiles: ['https://here/tiles?z={z}&x={x}&y={y}'], maxzoom: 10 })
  t.same(local.sources['shade'], style.sources['shade'])
  t.same(local.layers, style.layers)
})
