// The demo's synthetic camera: a generated sighting's picture as a real sensor would have taken it, the scene's
// light times (1 + K) of the camera's sensor pattern, plus shot and read noise, and for its luminance the JPEG it
// was saved as. Any region is drawn alone, equal to the same region of the whole picture, so that the matcher
// reads only the centre crop of a picture it scores.

import { drawingModule, TEXTURE_LAYERS, type DrawingAddress } from './drawingWasm.js'
import { jpegRoundTrip, luminanceTable } from './jpegRoundTrip.js'
import { pictureParametersOf } from './pictureParameters.js'
import { columnKey, gaussianOf, mix32, rowKey } from './pixelHash.js'
import { SceneRows } from './sceneRows.js'
import { SensorRows } from './sensorPattern.js'

export { jpegQualityOf } from './pictureParameters.js'

export interface PictureOnSensor {
  imageId: string
  /** The camera body's sensor pattern (uint32). */
  sensorSeed: number
  /** The sensor's own landscape resolution. */
  nativeWidth: number
  nativeHeight: number
  /** The picture as stored: the native size, or turned (width and height swapped). */
  storedWidth: number
  storedHeight: number
  /**
   * Clockwise quarter turns from the sensor to the stored picture; by default 0 for a picture stored the native
   * way and 1 for one stored turned (a square sensor's pictures are taken as not turned).
   */
  quarterTurns?: number
}

export interface PictureRegion extends PictureOnSensor {
  x: number
  y: number
  width: number
  height: number
}

const JPEG_BLOCK = 8

function turnsOf(picture: PictureOnSensor): number {
  const { nativeWidth, nativeHeight, storedWidth, storedHeight } = picture
  const same = storedWidth === nativeWidth && storedHeight === nativeHeight
  const swapped = storedWidth === nativeHeight && storedHeight === nativeWidth
  const turns = picture.quarterTurns ?? (same ? 0 : 1)
  if (!Number.isInteger(turns) || turns < 0 || turns > 3) throw new Error(`quarterTurns must be 0 to 3, not ${turns}.`)
  if (!(turns % 2 === 0 ? same : swapped)) {
    throw new Error(`A ${nativeWidth}x${nativeHeight} sensor turned ${turns} quarter turns does not store a ${storedWidth}x${storedHeight} picture.`)
  }
  return turns
}

/**
 * Exposes rows y0..y1 (exclusive), columns x0..x1, of the stored picture, and gives each row's red, green and
 * blue as the camera writes them (0–255, whole numbers) to `onRow`.
 */
function exposeRows(picture: PictureOnSensor, x0: number, x1: number, y0: number, y1: number, onRow: (y: number, red: Float64Array, green: Float64Array, blue: Float64Array) => void): void {
  const turns = turnsOf(picture)
  const parameters = pictureParametersOf(picture.imageId)
  const count = x1 - x0
  const scene = new SceneRows(picture.imageId, parameters, picture.storedWidth, picture.storedHeight, x0, x1)
  const sensor = new SensorRows(picture.sensorSeed, turns, picture.nativeWidth, picture.nativeHeight, x0, count)
  const red = new Float64Array(count), green = new Float64Array(count), blue = new Float64Array(count)
  const prnu = new Float64Array(count)
  const noiseColumns = Int32Array.from({ length: count }, (_, i) => columnKey(x0 + i))
  const { shotGain, seed } = parameters
  const readVariance = parameters.readNoise * parameters.readNoise
  for (let y = y0; y < y1; y++) {
    scene.row(y, red, green, blue)
    sensor.row(y, prnu)
    const noiseRow = rowKey(seed, y)
    for (let i = 0; i < count; i++) {
      const gain = 1 + prnu[i]!
      const r = red[i]! * gain, g = green[i]! * gain, b = blue[i]! * gain
      // Shot noise grows with the light (variance proportional to it), read noise does not; one draw for all
      // three channels, as a luminance-dominated noise.
      const light = 0.299 * r + 0.587 * g + 0.114 * b
      const noise = Math.sqrt(shotGain * (light > 0 ? light : 0) + readVariance) * gaussianOf(mix32((noiseRow ^ noiseColumns[i]!) >>> 0))
      red[i] = toByte(r + noise)
      green[i] = toByte(g + noise)
      blue[i] = toByte(b + noise)
    }
    onRow(y, red, green, blue)
  }
}

function toByte(value: number): number {
  return value <= 0 ? 0 : value >= 255 ? 255 : Math.floor(value + 0.5)
}

function checkRegion(region: PictureRegion): void {
  const { x, y, width, height, storedWidth, storedHeight } = region
  const whole = [x, y, width, height].every(Number.isInteger)
  if (!whole || x < 0 || y < 0 || width < 1 || height < 1 || x + width > storedWidth || y + height > storedHeight) {
    throw new Error(`The region ${width}x${height} at (${x}, ${y}) is not inside a ${storedWidth}x${storedHeight} picture.`)
  }
}

/** A region's 8x8 blocks: the region widened to the JPEG's grid, and the part of it inside the picture. */
function blockGridOf(region: PictureRegion) {
  checkRegion(region)
  const { x, y, width, height, storedWidth, storedHeight } = region
  const left = Math.floor(x / JPEG_BLOCK) * JPEG_BLOCK, top = Math.floor(y / JPEG_BLOCK) * JPEG_BLOCK
  const right = Math.ceil((x + width) / JPEG_BLOCK) * JPEG_BLOCK, bottom = Math.ceil((y + height) / JPEG_BLOCK) * JPEG_BLOCK
  return { left, top, blockWidth: right - left, blockHeight: bottom - top, drawnRight: Math.min(right, storedWidth), drawnBottom: Math.min(bottom, storedHeight) }
}

/** The region's own values out of its block grid's plane. */
function regionOf(region: PictureRegion, grid: ReturnType<typeof blockGridOf>, blocks: Float32Array): Float32Array {
  const { x, y, width, height } = region
  const first = (y - grid.top) * grid.blockWidth + (x - grid.left)
  // A region as wide as its grid (a crop on the 8-pixel grid) is one run of rows.
  if (width === grid.blockWidth) return blocks.slice(first, first + width * height)
  const out = new Float32Array(width * height)
  for (let row = 0; row < height; row++) {
    const from = (y - grid.top + row) * grid.blockWidth + (x - grid.left)
    out.set(blocks.subarray(from, from + width), row * width)
  }
  return out
}

/**
 * The luminance (0–255) of a region of the stored picture, as decoded from its JPEG: the region's 8x8 blocks are
 * drawn whole (the picture's last blocks padded by repeating its edge, as JPEG encoders do) and round-tripped.
 * Drawn by the WebAssembly module (drawingWasm.ts), which gives exactly what drawPictureRegionInJavaScript gives.
 */
export function drawPictureRegion(region: PictureRegion): Float32Array {
  const grid = blockGridOf(region)
  const { left, top, blockWidth, blockHeight, drawnRight, drawnBottom } = grid
  const count = drawnRight - left
  const turns = turnsOf(region)
  const parameters = pictureParametersOf(region.imageId)
  const scene = new SceneRows(region.imageId, parameters, region.storedWidth, region.storedHeight, left, drawnRight)
  const sizes = scene.sizes
  const drawing = drawingModule()
  if (!drawing.prepare(count, blockWidth, blockHeight, sizes.hills, sizes.lattice)) throw new Error(`No memory to draw a ${blockWidth}x${blockHeight} region.`)
  // Views made after prepare, which may have grown (and so replaced) the memory's buffer.
  const { buffer } = drawing.memory
  const at = (address: DrawingAddress) => drawing[address].value as number
  const f64 = (address: DrawingAddress, length: number) => new Float64Array(buffer, at(address), length)
  const i32 = (address: DrawingAddress, length: number) => new Int32Array(buffer, at(address), length)
  const layer = <T extends Float64Array | Int32Array>(all: T, length: number) => Array.from({ length: TEXTURE_LAYERS }, (_, i) => all.subarray(i * length, (i + 1) * length) as T)
  scene.writeColumns({
    hillEdges: f64('hillEdges', sizes.hills * count),
    sunDx2: f64('sunDx2', count),
    colours: f64('colours', (sizes.hills + 1) * 3),
    cells: layer(i32('layerCells', TEXTURE_LAYERS * count), count),
    weights: layer(f64('layerWeights', TEXTURE_LAYERS * count), count),
  })
  const lattices = layer(f64('lattices', TEXTURE_LAYERS * sizes.lattice), sizes.lattice)
  const sensor = new SensorRows(region.sensorSeed, turns, region.nativeWidth, region.nativeHeight, left, count)
  i32('sensorKeys', count).set(sensor.columnKeys())
  const noiseKeys = i32('noiseKeys', count)
  for (let i = 0; i < count; i++) noiseKeys[i] = columnKey(left + i)
  f64('table', 64).set(luminanceTable(parameters.jpegQuality))
  const readVariance = parameters.readNoise * parameters.readNoise
  for (let y = top; y < drawnBottom; y++) {
    scene.rowInWasm(y, lattices, drawing)
    drawing.exposeRow(y - top, sensor.fixedKey(y), rowKey(parameters.seed, y), parameters.shotGain, readVariance)
  }
  drawing.roundTrip(drawnBottom - top)
  return regionOf(region, grid, new Float32Array(buffer, at('blocks'), blockWidth * blockHeight))
}

/** drawPictureRegion in JavaScript alone: the reference the WebAssembly is tested against. */
export function drawPictureRegionInJavaScript(region: PictureRegion): Float32Array {
  const grid = blockGridOf(region)
  const { left, top, blockWidth, blockHeight, drawnRight, drawnBottom } = grid
  const drawnWidth = drawnRight - left
  const blocks = new Float32Array(blockWidth * blockHeight)
  exposeRows(region, left, drawnRight, top, drawnBottom, (row, red, green, blue) => {
    const to = (row - top) * blockWidth
    for (let i = 0; i < drawnWidth; i++) blocks[to + i] = Math.floor(0.299 * red[i]! + 0.587 * green[i]! + 0.114 * blue[i]! + 0.5)
    for (let i = drawnWidth; i < blockWidth; i++) blocks[to + i] = blocks[to + drawnWidth - 1]!
  })
  for (let row = drawnBottom - top; row < blockHeight; row++) blocks.copyWithin(row * blockWidth, (row - 1) * blockWidth, row * blockWidth)
  jpegRoundTrip(blocks, blockWidth, blockHeight, pictureParametersOf(region.imageId).jpegQuality)
  return regionOf(region, grid, blocks)
}

/** The whole stored picture as RGBA bytes, before JPEG: the service saves it at jpegQualityOf(imageId). */
export function drawPictureRgba(picture: PictureOnSensor): { width: number; height: number; data: Uint8Array } {
  const { storedWidth: width, storedHeight: height } = picture
  const data = new Uint8Array(width * height * 4)
  exposeRows(picture, 0, width, 0, height, (row, red, green, blue) => {
    for (let i = 0, at = row * width * 4; i < width; i++, at += 4) {
      data[at] = red[i]!
      data[at + 1] = green[i]!
      data[at + 2] = blue[i]!
      data[at + 3] = 255
    }
  })
  return { width, height, data }
}
