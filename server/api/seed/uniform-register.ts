// The demo's register of schools for the Uniform Hub (issue 32): generated schools in the real towns of the British
// Isles with their drawn logos and uniforms (server/api/uniforms/demo), stored with each picture's perceptual
// features (taken from a small drawing of it) and the md5 of its drawing, which names its bytes in the cache.
// Stored in batches that give the event loop back between them, so that a service filling its register on first
// start keeps answering.

import { createHash } from 'node:crypto'
import { demoSchools } from '../uniforms/demo/register.js'
import { regionValueOf } from '../uniforms/region-value.js'
import { drawSchoolImage } from '../uniforms/draw/drawSchoolImage.js'
import { naturalSize, type ImageDrawing } from '../uniforms/draw/drawing.js'
import { imageFeatures } from '../uniforms/features.js'
import { inTransaction } from '../store/engine/query.js'
import type { Store } from '../store/engine/store.js'
import { hasSchools, insertSchoolImages, insertSchools, type NewSchoolImage } from '../store/uniforms/register.js'

/** The register a first start gets: enough for every filter and view (the map shows at most 500), made in a few seconds (each picture drawn and measured in some 2.5 ms). */
export const FIRST_START_SCHOOLS = 600
/** The full demo register (`npm run seed`): a few thousand schools. */
export const DEMO_SCHOOLS = 3_000
/** The side a picture is drawn at for its features: the measure reads at most this much (a badge on a blazer shows). */
const FEATURE_DRAW_SIDE = 192
/** Schools drawn and measured between two turns of the event loop: some 25 ms of work, so a stop is heard at once. */
const BATCH = 10

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Adds the demo register unless the register has schools; gives how many schools and pictures were added. */
export async function seedUniformRegister(
  store: Store,
  options: { count: number; seed: number; now: number; stopped?: () => boolean },
  onBatch: (schools: number) => void = () => {},
): Promise<{ schools: number; images: number }> {
  if (await hasSchools(store)) return { schools: 0, images: 0 }
  const schools = demoSchools({ count: options.count, seed: options.seed })
  let images = 0
  for (let at = 0; at < schools.length && !options.stopped?.(); at += BATCH) {
    const batch = schools.slice(at, at + BATCH)
    const pictures: NewSchoolImage[] = []
    for (const school of batch) {
      for (const image of school.images) {
        const drawing = JSON.stringify(image.drawing)
        const { width, height } = naturalSize(image.drawing)
        pictures.push({
          schoolId: Number(school.id),
          type: image.type,
          accepted: image.accepted,
          containsPii: image.containsPii,
          description: image.description,
          labels: image.labels,
          leafLabels: image.labelLeafNodes,
          md5: createHash('md5').update(drawing).digest('hex'),
          width,
          height,
          contentType: 'image/jpeg',
          drawing,
          filePath: null,
          features: drawingFeatures(image.drawing),
          uploadedBy: null,
          createdAt: options.now,
        })
      }
    }
    await inTransaction(store, async (tx) => {
      await insertSchools(
        tx,
        batch.map((school) => ({ ...school, id: Number(school.id), regionPath: regionValueOf(school.region) })),
        options.now,
      )
      await insertSchoolImages(tx, pictures)
    })
    images += pictures.length
    onBatch(Math.min(at + BATCH, schools.length))
    await nextTurn()
  }
  return { schools: schools.length, images }
}

/** The perceptual features of a drawn picture, read from a drawing of it at the size the measure reads. */
export function drawingFeatures(drawing: ImageDrawing): Uint8Array {
  return imageFeatures(drawSchoolImage(drawing, FEATURE_DRAW_SIDE))
}
