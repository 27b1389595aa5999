// The built-in offline basemap: Mapbox Vector Tiles cut on request from Natural Earth (geojson-vt, then
// vt-pbf), coarser data at low zooms and finer data further in, kept in memory and on disk. Tiles deeper
// than the finest cut are cut again from their ancestor at that zoom (overzoom), up to spec-1 §9's zoom 20.

import { createRequire } from 'node:module'
import { join } from 'node:path'
import GeoJSONVT, { type LegacyTile } from 'geojson-vt'
import { DiskCache } from '../disk-cache.js'
import { loadLayers, type BasemapLayers, type Scale } from './natural-earth.js'
import { RecentTiles } from './recent-tiles.js'
import { tileToGeoJson } from './tile-geometry.js'
import type { TileAddress } from '../tile-query.js'

const require = createRequire(import.meta.url)
const vtpbf = require('vt-pbf') as {
  fromGeojsonVt(layers: Record<string, LegacyTile>, options?: { version?: number; extent?: number }): Uint8Array
}

export const TILE_EXTENT = 4096
/** The deepest zoom cut from the data itself; the finest scale holds no more detail than this shows. */
export const FINEST_CUT_ZOOM = 10
/** Raise when the data or the cutting changes, so that tiles cached on disk are cut again. */
const DATA_VERSION = 'v2'
const MEMORY_TILES = 2_000

/** Which Natural Earth scale serves which zooms: the coarse ones keep low-zoom tiles small. */
const SCALES: { maxZoom: number; scale: Scale }[] = [
  { maxZoom: 2, scale: '110m' },
  { maxZoom: 5, scale: '50m' },
  { maxZoom: FINEST_CUT_ZOOM, scale: '10m' },
]

type LayerName = keyof BasemapLayers
const LAYER_NAMES: readonly LayerName[] = ['land', 'countries', 'places', 'labels']
type Indexes = Record<LayerName, GeoJSONVT>

function indexesOf(layers: Record<LayerName, GeoJSON.FeatureCollection>, maxZoom: number): Indexes {
  const options = { maxZoom, extent: TILE_EXTENT, buffer: 64, tolerance: 3 }
  return {
    land: new GeoJSONVT(layers.land, options),
    countries: new GeoJSONVT(layers.countries, options),
    places: new GeoJSONVT(layers.places, { ...options, tolerance: 0 }),
    labels: new GeoJSONVT(layers.labels, { ...options, tolerance: 0 }),
  }
}

function encode(tiles: Partial<Record<LayerName, LegacyTile | null>>): Buffer {
  const present: Record<string, LegacyTile> = {}
  for (const name of LAYER_NAMES) {
    const tile = tiles[name]
    if (tile && tile.features.length > 0) present[name] = tile
  }
  return Buffer.from(vtpbf.fromGeojsonVt(present, { version: 2, extent: TILE_EXTENT }))
}

export class Basemap {
  private readonly indexes = new Map<Scale, Indexes>()
  private readonly recent = new RecentTiles(MEMORY_TILES)
  private readonly disk: DiskCache

  constructor(dataDir: string) {
    this.disk = new DiskCache(join(dataDir, 'cache', 'tiles', DATA_VERSION))
  }

  /** The tile as protobuf bytes; an empty buffer where the basemap has nothing (open sea). */
  async tile(address: TileAddress): Promise<Buffer> {
    const key = `${address.z}/${address.x}/${address.y}`
    const remembered = this.recent.get(key)
    if (remembered) return remembered
    const data = await this.disk.get(`${key}.pbf`, async () => this.cut(address))
    this.recent.set(key, data)
    return data
  }

  private cut({ z, x, y }: TileAddress): Buffer {
    if (z <= FINEST_CUT_ZOOM) {
      const indexes = this.indexesFor(z)
      return encode(Object.fromEntries(LAYER_NAMES.map((name) => [name, indexes[name].getTile(z, x, y)])))
    }
    const shift = z - FINEST_CUT_ZOOM
    const origin = { z: FINEST_CUT_ZOOM, x: x >> shift, y: y >> shift, extent: TILE_EXTENT }
    const indexes = this.indexesFor(FINEST_CUT_ZOOM)
    const deeper: Partial<Record<LayerName, LegacyTile | null>> = {}
    for (const name of LAYER_NAMES) {
      const ancestor = indexes[name].getTile(origin.z, origin.x, origin.y)
      if (!ancestor || ancestor.features.length === 0) continue
      // A throwaway index of one ancestor tile: small, and dropped once the tile is cut.
      const local = new GeoJSONVT(tileToGeoJson(ancestor, origin), { maxZoom: z, indexMaxZoom: 0, extent: TILE_EXTENT, buffer: 64, tolerance: 0 })
      deeper[name] = local.getTile(z, x, y)
    }
    return encode(deeper)
  }

  private indexesFor(z: number): Indexes {
    const level = SCALES.find((s) => z <= s.maxZoom) ?? SCALES[SCALES.length - 1]!
    let indexes = this.indexes.get(level.scale)
    if (!indexes) {
      indexes = indexesOf(loadLayers(level.scale), level.maxZoom)
      this.indexes.set(level.scale, indexes)
    }
    return indexes
  }
}
