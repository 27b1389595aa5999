// The light that reaches the synthetic camera's sensor, row by row: the demo landscape of a generated sighting
// (server/api/media/generated-picture.ts) at the picture's stored size, with a texture of its own over it, at the
// picture's exposure. Drawn for a band of columns at a time without a sine or an allocation per pixel: the
// hills' edges depend on the column only and the sky on the row only, so they are worked out once each.

import { sceneOf, type Scene } from '../../media/generated-picture.js'
import type { PictureParameters } from './pictureParameters.js'
import { positionHash, signedUnitOf } from './pixelHash.js'

/** One layer of value noise: random values on a lattice `spacing` pixels apart, smoothly interpolated. */
class ValueNoise {
  private readonly cell: Int32Array
  private readonly weight: Float64Array
  private readonly firstCell: number
  private readonly lattice: Float64Array

  constructor(private readonly seed: number, private readonly spacing: number, private readonly amplitude: number, x0: number, x1: number) {
    const width = x1 - x0
    this.cell = new Int32Array(width)
    this.weight = new Float64Array(width)
    this.firstCell = Math.floor(x0 / spacing)
    for (let i = 0; i < width; i++) {
      const at = (x0 + i) / spacing
      const cell = Math.floor(at)
      this.cell[i] = cell - this.firstCell
      this.weight[i] = smoothstep(at - cell)
    }
    this.lattice = new Float64Array(Math.floor((x1 - 1) / spacing) - this.firstCell + 2)
  }

  /** How many lattice values a row of the band takes. */
  get latticeLength(): number {
    return this.lattice.length
  }

  /** Per column of the band: the lattice cell to its left (from the band's first) and the smoothed weight of the next. */
  get columns(): { cell: Int32Array; weight: Float64Array } {
    return { cell: this.cell, weight: this.weight }
  }

  /** The lattice's values along row y, interpolated down from the rows of lattice points above and below it. */
  latticeRow(y: number, lattice: Float64Array): void {
    const at = y / this.spacing
    const cellY = Math.floor(at)
    const ty = smoothstep(at - cellY)
    const { seed, amplitude } = this
    for (let i = 0; i < this.lattice.length; i++) {
      const cellX = this.firstCell + i
      const top = signedUnitOf(positionHash(seed, cellX, cellY))
      const bottom = signedUnitOf(positionHash(seed, cellX, cellY + 1))
      lattice[i] = amplitude * (top + (bottom - top) * ty)
    }
  }

  /** Adds the layer's values along row y to `out`. */
  addRow(y: number, out: Float64Array): void {
    const lattice = this.lattice
    this.latticeRow(y, lattice)
    for (let i = 0; i < out.length; i++) {
      const c = this.cell[i]!
      const left = lattice[c]!
      out[i]! += left + (lattice[c + 1]! - left) * this.weight[i]!
    }
  }
}

function smoothstep(t: number): number {
  return t * t * (3 - 2 * t)
}

/** Views of the WebAssembly drawing's memory that take a scene's columns (drawingWasm.ts). */
export interface SceneColumns {
  /** Each hill's edge per column, hill after hill. */
  hillEdges: Float64Array
  sunDx2: Float64Array
  /** r, g, b of each hill, then the sun's. */
  colours: Float64Array
  /** Per texture layer. */
  cells: Int32Array[]
  weights: Float64Array[]
}

/** The scene of one picture across columns x0..x1 (exclusive) of its stored size. */
export class SceneRows {
  private readonly scene: Scene
  /** hillEdge[h][i]: the v at which hill h begins in column x0 + i, as colourAt computes it. */
  private readonly hillEdge: Float64Array[]
  private readonly sunDx2: Float64Array
  private readonly layers: ValueNoise[]
  private readonly texture: Float64Array

  constructor(imageId: string, private readonly parameters: PictureParameters, width: number, private readonly height: number, x0: number, x1: number) {
    this.scene = sceneOf(imageId)
    const aspect = width / height
    const count = x1 - x0
    this.hillEdge = this.scene.hills.map((hill) => {
      const edge = new Float64Array(count)
      for (let i = 0; i < count; i++) edge[i] = hill.base - hill.amplitude * Math.sin(((x0 + i) / width) * hill.frequency * Math.PI + hill.phase)
      return edge
    })
    this.sunDx2 = new Float64Array(count)
    for (let i = 0; i < count; i++) {
      const dx = ((x0 + i) / width - this.scene.sun.x) * aspect
      this.sunDx2[i] = dx * dx
    }
    const { texture, seed } = parameters
    this.layers = [
      new ValueNoise(seed ^ 0x51ed270b, texture.coarseSpacing, texture.coarseAmplitude, x0, x1),
      new ValueNoise(seed ^ 0x2545f491, texture.fineSpacing, texture.fineAmplitude, x0, x1),
    ]
    this.texture = new Float64Array(count)
  }

  /** What is fixed along a row: its height v, the sky's colour on it, the sun's squared vertical distance and radius. */
  private rowConstants(y: number) {
    const v = y / this.height
    const { skyTop, skyBottom, sun } = this.scene
    // mix(skyTop, skyBottom, v) of generated-picture.ts, once for the row.
    const skyR = skyTop[0] + (skyBottom[0] - skyTop[0]) * v
    const skyG = skyTop[1] + (skyBottom[1] - skyTop[1]) * v
    const skyB = skyTop[2] + (skyBottom[2] - skyTop[2]) * v
    return { v, skyR, skyG, skyB, sunDy2: (v - sun.y) * (v - sun.y), sunR2: sun.r * sun.r }
  }

  /** How many hills, and how many lattice values a row of the longest texture layer takes: the module's layout. */
  get sizes(): { hills: number; lattice: number } {
    return { hills: this.hillEdge.length, lattice: Math.max(...this.layers.map((layer) => layer.latticeLength)) }
  }

  /** Writes what is fixed per column into the WebAssembly drawing's memory (drawingWasm.ts). */
  writeColumns(into: SceneColumns): void {
    const count = this.sunDx2.length
    if (into.cells.length !== this.layers.length) throw new Error(`The drawing takes ${into.cells.length} texture layers; the scene has ${this.layers.length}.`)
    this.hillEdge.forEach((edge, h) => into.hillEdges.set(edge, h * count))
    into.sunDx2.set(this.sunDx2)
    const { hills, sun } = this.scene
    into.colours.set([...hills.flatMap((hill) => hill.colour), ...sun.colour])
    this.layers.forEach((layer, i) => {
      into.cells[i]!.set(layer.columns.cell)
      into.weights[i]!.set(layer.columns.weight)
    })
  }

  /** Row y in the WebAssembly drawing: its lattice values into `lattices` (one per layer), then the module's sceneRow. */
  rowInWasm(y: number, lattices: Float64Array[], drawing: { sceneRow(v: number, skyR: number, skyG: number, skyB: number, sunDy2: number, sunR2: number, exposure: number): void }): void {
    this.layers.forEach((layer, i) => layer.latticeRow(y, lattices[i]!))
    const { v, skyR, skyG, skyB, sunDy2, sunR2 } = this.rowConstants(y)
    drawing.sceneRow(v, skyR, skyG, skyB, sunDy2, sunR2, this.parameters.exposure)
  }

  /** The light of row y in red, green and blue (grey levels, before the sensor), each of length x1 - x0. */
  row(y: number, red: Float64Array, green: Float64Array, blue: Float64Array): void {
    const { scene, hillEdge, sunDx2, texture } = this
    const { v, skyR, skyG, skyB, sunDy2, sunR2 } = this.rowConstants(y)
    const sun = scene.sun
    texture.fill(0)
    for (const layer of this.layers) layer.addRow(y, texture)
    const exposure = this.parameters.exposure
    const hills = scene.hills
    for (let i = 0; i < red.length; i++) {
      let r = skyR, g = skyG, b = skyB
      let h = hills.length - 1
      while (h >= 0 && v < hillEdge[h]![i]!) h--
      if (h >= 0) {
        const colour = hills[h]!.colour
        r = colour[0]
        g = colour[1]
        b = colour[2]
      } else if (sunDx2[i]! + sunDy2 <= sunR2) {
        r = sun.colour[0]
        g = sun.colour[1]
        b = sun.colour[2]
      }
      const grain = texture[i]!
      red[i] = exposure * (r + grain)
      green[i] = exposure * (g + grain)
      blue[i] = exposure * (b + grain)
    }
  }
}
