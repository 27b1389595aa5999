// The thread that draws one generated sighting's original with its camera's sensor and saves it as a JPEG
// (sensor-original.ts starts it).

import { parentPort, workerData } from 'node:worker_threads'
import { Jimp } from 'jimp'
import { drawPictureRgba, jpegQualityOf } from './sensor/syntheticCamera.js'
import type { SensorOriginalAnswer, SensorOriginalRequest } from './sensor-original.js'

const { imageId, sensorSeed, width, height } = workerData as SensorOriginalRequest
let answer: SensorOriginalAnswer
try {
  const rgba = drawPictureRgba({ imageId, sensorSeed, nativeWidth: width, nativeHeight: height, storedWidth: width, storedHeight: height })
  const image = new Jimp({ width: rgba.width, height: rgba.height, data: Buffer.from(rgba.data.buffer, rgba.data.byteOffset, rgba.data.byteLength) })
  const jpeg = await image.getBuffer('image/jpeg', { quality: jpegQualityOf(imageId) })
  answer = { jpeg: new Uint8Array(jpeg) }
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
}
parentPort?.postMessage(answer)
