// The built-in offline basemap (spec-1 §7, §9): vector tiles that decode, with land, borders and cities
// where they are, cached in memory and on disk, overzoomed to zoom 20, and a style that needs no internet.

import t from 'tap'
import { createRequire } from 'node:module'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { service, PUBLIC_URL } from './service.js'
import { labelPoint } from '../../../../../server/api/media/tiles/country-labels.js'

const require = createRequire(import.meta.url)

interface DecodedLayer {
  length: number
  extent: number
  feature(i: number): { type: number; properties: Record<string, unknown>; loadGeometry(): { x: number; y: number }[][] }
}
const { VectorTile } = require('@mapbox/vector-tile') as { VectorTile: new (pbf: unknown) => { layers: Record<string, DecodedLayer> } }
// Read with the protobuf reader the tiles are written with (vt-pbf's own), which the decoder was made for.
const Pbf = createRequire(require.resolve('vt-pbf'))('pbf') as new (data: Uint8Array) => unknown

function decode(body: Buffer) {
  return new VectorTile(new Pbf(body)).layers
}

/** The tile holding a point at a zoom (Web Mercator, as MapLibre asks). */
function tileAt(lon: number, lat: number, z: number) {
  const n = 2 ** z
  const rad = (lat * Math.PI) / 180
  return {
    x: Math.floor(((lon + 180) / 360) * n),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n),
  }
}

const url = (z: number, x: number, y: number) => `/tiles?id=basemap&x=${x}&y=${y}&z=${z}&accessToken=public`

t.test('the world tile has land, borders and the largest cities', async (t) => {
  const s = await service(t)
  const res = await s.get(url(0, 0, 0), false)
  t.equal(res.statusCode, 200)
  t.equal(res.headers['content-type'], 'application/x-protobuf')
  const layers = decode(res.rawPayload)
  t.same(Object.keys(layers).sort(), ['countries', 'labels', 'land', 'places'])
  t.ok(layers.land!.length > 0, 'land polygons')
  t.equal(layers.land!.feature(0).type, 3, 'land is polygons')
  t.equal(layers.countries!.feature(0).type, 2, 'borders are lines')
  const names = Array.from({ length: layers.places!.length }, (_, i) => layers.places!.feature(i).properties.name)
  t.ok(names.includes('Tokyo') && names.includes('London'), 'cities carry their names')
})

t.test('each country is named at a point inside it, with its size, from zoom 0 on', async (t) => {
  const s = await service(t)
  const labelsAt = async (z: number, lon: number, lat: number) => {
    const { x, y } = tileAt(lon, lat, z)
    const layer = decode((await s.get(url(z, x, y), false)).rawPayload).labels!
    return Array.from({ length: layer.length }, (_, i) => ({ ...layer.feature(i), at: layer.feature(i).loadGeometry()[0]![0]!, x, y, z, extent: layer.extent }))
  }
  const world = await labelsAt(0, 0, 0)
  const names = world.map((label) => label.properties['name'])
  for (const country of ['France', 'Brazil', 'Japan', 'Australia', 'Canada']) t.ok(names.includes(country), country)
  // Spain at zoom 5: its label point lies in the peninsula (about 40N 4W).
  const spain = (await labelsAt(5, -3.7, 40.4)).find((label) => label.properties['name'] === 'Spain')!
  t.ok(spain, 'Spain is named in its tile')
  const n = 2 ** spain.z
  const lon = ((spain.x + spain.at.x / spain.extent) / n) * 360 - 180
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * (spain.y + spain.at.y / spain.extent)) / n))) * 180) / Math.PI
  t.ok(lon > -9 && lon < 3 && lat > 36 && lat < 44, `Spain at ${lat}, ${lon}`)
  t.ok(Number(spain.properties['area']) > Number(world.find((label) => label.properties['name'] === 'Belgium')?.properties['area'] ?? 0))
})

t.test('a country shaped like a crescent is named inside it, not at its centroid', async (t) => {
  // A C open to the east: its centroid lies in the gap.
  const crescent = [[[0, 0], [10, 0], [10, 2], [2, 2], [2, 8], [10, 8], [10, 10], [0, 10], [0, 0]]]
  const [x, y] = labelPoint(crescent) as [number, number]
  t.ok(x > 0 && x < 2 && y > 2 && y < 8, `${x}, ${y} lies in the back of the C`)
  t.same(labelPoint([[[0, 0], [4, 0], [4, 2], [0, 2], [0, 0]]]), [2, 1])
})

t.test('open sea has no land, and a city centre at zoom 20 is land, cut from the finest data', async (t) => {
  const s = await service(t)
  const sea = tileAt(-30, -40, 6)
  const seaTile = decode((await s.get(url(6, sea.x, sea.y), false)).rawPayload)
  t.notOk(seaTile.land, 'no land in the South Atlantic')
  const paris = tileAt(2.3522, 48.8566, 20)
  const res = await s.get(url(20, paris.x, paris.y), false)
  t.equal(res.statusCode, 200)
  const land = decode(res.rawPayload).land
  t.ok(land && land.length > 0, 'Paris is on land at zoom 20')
  const ring = land!.feature(0).loadGeometry()[0]!
  const xs = ring.map((p) => p.x)
  t.ok(Math.min(...xs) <= 0 && Math.max(...xs) >= land!.extent, 'the land covers the whole tile')
})

t.test('tiles are cached on disk and answer the same bytes again', async (t) => {
  const s = await service(t)
  const first = await s.get(url(3, 4, 2), false)
  t.ok(first.rawPayload.length > 0)
  t.ok(existsSync(join(s.dataDir, 'cache', 'tiles', 'v2', '3', '4', '2.pbf')), 'kept on disk')
  t.same((await s.get(url(3, 4, 2), false)).rawPayload, first.rawPayload)
})

t.test('a tile address out of range is refused naming the parameter', async (t) => {
  const s = await service(t)
  const cases: [string, string][] = [
    ['/tiles?x=0&y=0', 'z must be a whole number from 0 to 20.'],
    ['/tiles?x=0&y=0&z=21', 'z must be a whole number from 0 to 20.'],
    ['/tiles?x=0&y=0&z=-1', 'z must be a whole number from 0 to 20.'],
    ['/tiles?x=4&y=0&z=2', 'x must be a whole number from 0 to 3.'],
    ['/tiles?x=1.5&y=0&z=2', 'x must be a whole number from 0 to 3.'],
    ['/tiles?x=0&y=abc&z=2', 'y must be a whole number from 0 to 3.'],
    ['/tiles?x=0&z=2', 'y must be a whole number from 0 to 3.'],
  ]
  for (const [address, error] of cases) {
    const res = await s.get(address, false)
    t.same([res.statusCode, res.json()], [400, { success: false, error, field: error.slice(0, 1) }], address)
  }
})

t.test('the style points at the edge tile path with no sprites or glyphs', async (t) => {
  const s = await service(t)
  const res = await s.get('/tiles/style.json?accessToken=pk.public', false)
  t.equal(res.statusCode, 200)
  const style = res.json() as { version: number; sources: { basemap: { tiles: string[] } }; layers: { id: string }[]; glyphs?: string; sprite?: string }
  t.equal(style.version, 8)
  t.same(style.sources.basemap.tiles, [`${PUBLIC_URL}/tiles?id=sightline-basemap&x={x}&y={y}&z={z}&accessToken=pk.public`])
  t.notOk(style.glyphs)
  t.notOk(style.sprite)
  t.same(style.layers.map((l) => l.id), ['sea', 'land', 'borders', 'places'])
})
