// The fingerprint from photos (issue 31 "Beyond the spec: make a fingerprint in the browser"), off the page's
// thread: each photo the user chose is decoded here (createImageBitmap, its pixels as stored: no orientation or
// colour profile applied, as the sensor wrote them), checked to share one resolution with the others, and the
// luminance of its centre square added to the product's one estimate (shared/camid/prnu). The photos go nowhere:
// this worker makes no request. Built as its own bundle (build.mjs), so that the estimate loads only when used.

import { FingerprintEstimate } from '../../../shared/camid/prnu/fingerprint.js'
import { centreOffset, lumaOfRgba } from '../../../shared/camid/prnu/luma.js'
import { cropSizeFor } from '../../../shared/camid/prnu/cropSize.js'
import type { FingerprintReply, FingerprintRequest, MadeFingerprint } from './messages.js'
import { mixedSizesMessage, oddSizes, sizeText, type PhotoSize } from './photoSizes.js'

/** A reason the photos cannot make a fingerprint, said to the user as it is. */
class Refusal extends Error {}

const post = (reply: FingerprintReply, transfer: Transferable[] = []) => (self as unknown as Worker).postMessage(reply, transfer)

/** The photo as the sensor wrote it. */
const decode = (photo: File) =>
  createImageBitmap(photo, { imageOrientation: 'none', colorSpaceConversion: 'none', premultiplyAlpha: 'none' }).catch(() => {
    throw new Refusal(`${photo.name} could not be read as a picture.`)
  })

async function sizesOf(photos: readonly File[]): Promise<PhotoSize[]> {
  const sizes: PhotoSize[] = []
  for (const [done, photo] of photos.entries()) {
    const bitmap = await decode(photo)
    sizes.push({ name: photo.name, width: bitmap.width, height: bitmap.height })
    bitmap.close()
    post({ kind: 'progress', progress: { phase: 'sizes', done: done + 1, total: photos.length } })
  }
  return sizes
}

/** The luminance of the photo's centre square of side `crop`, drawn 1:1 from the decoded pixels. */
async function centreLuma(photo: File, crop: number, canvas: OffscreenCanvas): Promise<Float32Array> {
  const bitmap = await decode(photo)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot draw in a worker.')
  context.imageSmoothingEnabled = false
  context.drawImage(bitmap, centreOffset(bitmap.width, crop), centreOffset(bitmap.height, crop), crop, crop, 0, 0, crop, crop)
  bitmap.close()
  return lumaOfRgba(context.getImageData(0, 0, crop, crop).data, crop, crop)
}

async function make({ photos }: FingerprintRequest): Promise<MadeFingerprint> {
  const sizes = await sizesOf(photos)
  const { common, odd } = oddSizes(sizes)
  if (!common) throw new Refusal('Choose the photos to make the fingerprint from.')
  if (odd.length > 0) throw new Refusal(mixedSizesMessage(common, odd))
  const crop = cropSizeFor(common.width, common.height)
  if (crop === 0) throw new Refusal(`Photos of ${sizeText(common)} are too small to make a fingerprint from.`)
  const canvas = new OffscreenCanvas(crop, crop)
  const estimate = new FingerprintEstimate(crop)
  for (const [done, photo] of photos.entries()) {
    estimate.add(await centreLuma(photo, crop, canvas))
    post({ kind: 'progress', progress: { phase: 'estimate', done: done + 1, total: photos.length } })
  }
  return { fingerprint: estimate.finish(), cropSize: crop, width: common.width, height: common.height, pictures: estimate.pictures }
}

self.addEventListener('message', (event: MessageEvent<FingerprintRequest>) => {
  make(event.data).then(
    (made) => post({ kind: 'done', made }, [made.fingerprint.buffer]),
    (error: unknown) => post({ kind: 'refused', message: error instanceof Refusal ? error.message : `The fingerprint could not be made: ${error instanceof Error ? error.message : String(error)}` }),
  )
})
