// Measures again the pictures whose perceptual features an earlier measure took (features.ts changes what it
// keeps, and its length with it): a drawing is drawn again, an upload read again from its kept bytes. Run by the
// service's primary after it listens, a batch at a time, so that the calls served meanwhile never wait on it;
// until a picture is measured again the similar-image search ranks it last and cannot start from it.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { drawingFeatures } from '../seed/uniform-register.js'
import type { Store } from '../store/engine/store.js'
import { picturesToMeasure, setPictureFeatures, type PictureToMeasure } from '../store/uniforms/images.js'
import type { ImageDrawing } from './draw/drawing.js'
import { FEATURE_BYTES } from './features.js'
import { reencodeUpload } from './upload/reencode.js'
import type { UploadKind } from './upload/upload-check.js'

const BATCH = 25

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Measures every picture measured by an earlier measure; gives how many were measured and how many could not be. */
export async function remeasurePictures(
  store: Store,
  dataDir: string,
  stopped: () => boolean = () => false,
): Promise<{ measured: number; failed: number }> {
  let measured = 0
  let failed = 0
  let afterId = 0
  for (;;) {
    const batch = await picturesToMeasure(store, FEATURE_BYTES, afterId, BATCH)
    if (batch.length === 0 || stopped()) return { measured, failed }
    for (const picture of batch) {
      afterId = picture.id
      const features = await featuresOf(picture, dataDir).catch(() => null)
      if (features) {
        await setPictureFeatures(store, picture.id, features)
        measured++
      } else failed++
    }
    await nextTurn()
  }
}

async function featuresOf(picture: PictureToMeasure, dataDir: string): Promise<Uint8Array | null> {
  if (picture.drawing !== null) return drawingFeatures(JSON.parse(picture.drawing) as ImageDrawing)
  if (picture.filePath === null) return null
  const kind = picture.contentType as UploadKind
  const answer = await reencodeUpload({ bytes: new Uint8Array(await readFile(join(dataDir, picture.filePath))), kind })
  return 'picture' in answer ? answer.picture.features : null
}
