// The synthetic camera's luminance drawing in WebAssembly (assembly/drawing.ts): the scene's light, the sensor, the
// noise, the written bytes' luminance and the JPEG round trip of a region, the same to the bit as the JavaScript of
// syntheticCamera.ts and some three times as fast. What is fixed per column and the texture's lattice per row still
// come from SceneRows and SensorRows, written into the module's memory. Each thread instantiates the module once.

import { instantiateNow } from '../../../../shared/wasm/instance.js'
import drawingWasm from './assembly/drawing.wasm'

/** The module's exported addresses (WebAssembly globals), set by prepare: what each holds is in assembly/drawing.ts. */
export type DrawingAddress = 'hillEdges' | 'sunDx2' | 'colours' | 'layerCells' | 'layerWeights' | 'lattices' | 'red' | 'green' | 'blue' | 'sensorKeys' | 'noiseKeys' | 'table' | 'blocks'

export type DrawingModule = Record<DrawingAddress, WebAssembly.Global> & {
  memory: WebAssembly.Memory
  /**
   * Lays out a region of `count` drawn columns on a width x height block grid, with `hills` hills and texture
   * lattices of up to `lattice` values a row; 0 when memory cannot grow.
   */
  prepare(count: number, width: number, height: number, hills: number, lattice: number): number
  /** A row's light into red, green and blue, from the columns' scene and the row's lattice values. */
  sceneRow(v: number, skyR: number, skyG: number, skyB: number, sunDy2: number, sunR2: number, exposure: number): void
  /** Row `row` of the grid from the light in red, green and blue and the row's two keys. */
  exposeRow(row: number, sensorFixed: number, noiseRow: number, shotGain: number, readVariance: number): void
  /** Repeats the last of `drawnRows` rows to the grid's bottom, then the JPEG round trip with `table`. */
  roundTrip(drawnRows: number): void
}

/** The texture's layers of value noise, as the module lays them out. */
export const TEXTURE_LAYERS = 2

let instance: DrawingModule | undefined

export function drawingModule(): DrawingModule {
  instance ??= instantiateNow<DrawingModule>(drawingWasm)
  return instance
}
