// The thread that draws the register's pictures and encodes them as JPEG (draw-link.ts starts it).

import { parentPort } from 'node:worker_threads'
import { Jimp } from 'jimp'
import { drawSchoolImage } from '../draw/drawSchoolImage.js'
import type { DrawAnswer, DrawRequest } from './draw-link.js'

/** A drawn picture has flat colours and sharp edges: a high quality keeps them clean. */
const JPEG_QUALITY = 92

parentPort?.on('message', async ({ id, drawing }: DrawRequest) => {
  let answer: DrawAnswer
  try {
    const { width, height, data } = drawSchoolImage(JSON.parse(drawing))
    const image = new Jimp({ width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) })
    answer = { id, jpeg: new Uint8Array(await image.getBuffer('image/jpeg', { quality: JPEG_QUALITY })) }
  } catch (err) {
    answer = { id, failure: err instanceof Error ? err.message : String(err) }
  }
  parentPort?.postMessage(answer)
})
