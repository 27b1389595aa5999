// The thread that makes a contributor's picture anew (reencode.ts starts it).

import { createHash } from 'node:crypto'
import { parentPort, workerData } from 'node:worker_threads'
import { Jimp } from 'jimp'
import { UNIFORM_UPLOAD_MAX_SIDE } from '../../../../shared/api/types/constants/uniforms.js'
import { imageFeatures } from '../features.js'
import type { ReencodeAnswer, ReencodeRequest } from './reencode.js'

/** JPEG quality of the stored copy: no visible loss on a photo of a garment or a badge. */
const JPEG_QUALITY = 90

async function reencode({ bytes, kind }: ReencodeRequest): Promise<ReencodeAnswer> {
  // jimp turns the picture upright by its Exif orientation as it reads it; the orientation itself is not kept.
  const image = await Jimp.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
  const longest = Math.max(image.bitmap.width, image.bitmap.height)
  if (longest > UNIFORM_UPLOAD_MAX_SIDE) image.scale(UNIFORM_UPLOAD_MAX_SIDE / longest)
  const { width, height, data } = image.bitmap
  // A fresh picture from the pixels alone: nothing jimp kept of the file's own segments can reach the encoder.
  const fresh = new Jimp({ width, height, data: Buffer.from(data) })
  const encoded = kind === 'image/jpeg' ? await fresh.getBuffer('image/jpeg', { quality: JPEG_QUALITY }) : await fresh.getBuffer('image/png')
  return {
    picture: {
      bytes: new Uint8Array(encoded),
      contentType: kind,
      width,
      height,
      md5: createHash('md5').update(encoded).digest('hex'),
      features: imageFeatures({ width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }),
    },
  }
}

let answer: ReencodeAnswer
try {
  answer = await reencode(workerData as ReencodeRequest)
} catch (err) {
  answer = { failure: err instanceof Error ? err.message : String(err) }
}
parentPort?.postMessage(answer)
