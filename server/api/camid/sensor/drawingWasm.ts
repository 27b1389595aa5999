// The synthetic camera's luminance drawing in WebAssembly (assembly/drawing.ts): the scene's light, the sensor, the
// noise, the written bytes' luminance and the JPEG round trip of a region, the same to the bit as the JavaScript of
// syntheticCamera.ts and some three times as fast. What is fixed per column and the texture's lattice per row still
// come from SceneRows and SensorRows, written into the module's memory. Each thread instantiates the module once.

import { instantiateNow } from '../../../../shared/wasm/instance.js'
import drawingWasm from './assembly/drawing.wasm'

export interface DrawingModule {
  memory: WebAssembly.Memory
  /**
   * Lays out a region of `count` drawn columns on a width x height block grid, with `hills` hills and texture
   * lattices of up to `lattice` values a row; 0 when memory cannot grow.
   */
  prepare(count: number, width: number, height: number, hills: number, lattice: number): number
  hillEdgesAt(): number
  sunDx2At(): number
  coloursAt(): number
  layerCellsAt(layer: number): number
  layerWeightsAt(layer: number): number
  latticeAt(layer: number): number
  /** A row's light at redAt/greenAt/blueAt, from the columns' scene and the row's lattice values. */
  sceneRow(v: number, skyR: number, skyG: number, skyB: number, sunDy2: number, sunR2: number, exposure: number): void
  redAt(): number
  greenAt(): number
  blueAt(): number
  sensorKeysAt(): number
  noiseKeysAt(): number
  tableAt(): number
  blocksAt(): number
  /** Row `row` of the grid from the light at redAt/greenAt/blueAt and the row's two keys. */
  exposeRow(row: number, sensorFixed: number, noiseRow: number, shotGain: number, readVariance: number): void
  /** Repeats the last of `drawnRows` rows to the grid's bottom, then the JPEG round trip with the table at tableAt. */
  roundTrip(drawnRows: number): void
}

/** The texture's layers of value noise, as the module lays them out. */
export const TEXTURE_LAYERS = 2

let instance: DrawingModule | undefined

export function drawingModule(): DrawingModule {
  instance ??= instantiateNow<DrawingModule>(drawingWasm)
  return instance
}
