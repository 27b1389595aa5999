// What the thumbnail service needs to know of one sighting: whether it may be shown, where its stored file
// is, and its shape. Read-only; rows.ts writes these columns.

import { sql } from 'kysely'
import { firstOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'

export interface ImageRecord {
  imageId: string
  /** Where the crawler found the image. */
  url: string
  /** Relative to DATA_DIR; null for a generated sighting, whose picture is drawn from its id. */
  imageFile: string | null
  knownAbuse: boolean
  width: number | null
  height: number | null
  orientation: number | null
}

interface Row {
  image_id: string
  url: string
  image_file: string | null
  known_abuse: number
  width: number | null
  height: number | null
  orientation: number | null
}

export async function findImageRecord(store: Store, imageId: string): Promise<ImageRecord | null> {
  const row = await firstOf(
    store,
    sql<Row>`SELECT image_id, url, image_file, known_abuse, width, height, orientation FROM sightings WHERE image_id = ${imageId}`,
  )
  if (!row) return null
  return {
    imageId: row.image_id,
    url: row.url,
    imageFile: row.image_file,
    knownAbuse: row.known_abuse === 1,
    width: row.width,
    height: row.height,
    orientation: row.orientation,
  }
}
