// A school's pictures as a viewer may see them: the school page's gallery, one picture, its bytes' source, and the
// personal-information flag, which only goes up (spec-3 §4 "School image PII flag"); a contributor's upload, within
// the daily limit; and the pictures an earlier measure took the features of, to be measured again.

import { sql } from 'kysely'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { readImages, visibleTo, type SchoolImageRecord, type Viewer } from './records.js'
import { insertSchoolImages, type NewSchoolImage } from './register.js'

/** One page of the school's pictures the viewer may see, logos first, then in the order they were added. */
export async function schoolImages(
  store: Store,
  schoolId: number,
  viewer: Viewer,
  offset: number,
  limit: number,
): Promise<{ images: SchoolImageRecord[]; total: number }> {
  const where = sql`i.school_id = ${schoolId} AND ${visibleTo(viewer, 'i')}`
  const images = await readImages(store, sql`${where} ORDER BY CASE WHEN i.type = 'LOGO' THEN 0 ELSE 1 END, i.id LIMIT ${limit} OFFSET ${offset}`)
  const counted = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM uniform_images i WHERE ${where}`)
  return { images, total: counted!.n }
}

/** The school's picture if the viewer may see it; undefined otherwise (unknown, another school's, or not theirs to see). */
export async function schoolImage(store: Store, schoolId: number, imageId: number, viewer: Viewer): Promise<SchoolImageRecord | undefined> {
  const [image] = await readImages(store, sql`i.id = ${imageId} AND i.school_id = ${schoolId} AND ${visibleTo(viewer, 'i')}`)
  return image
}

/** The perceptual features of a picture the viewer may see, for a similar-image search; undefined otherwise. */
export async function imageFeaturesOf(store: Store, imageId: number, viewer: Viewer): Promise<Uint8Array | undefined> {
  const row = await firstOf(store, sql<{ features: Uint8Array }>`SELECT i.features FROM uniform_images i WHERE i.id = ${imageId} AND ${visibleTo(viewer, 'i')}`)
  return row && new Uint8Array(row.features)
}

/** Raises the picture's flag; false when it is not one the viewer may see. Raising it twice changes nothing. */
export async function flagImagePii(store: Store, schoolId: number, imageId: number, viewer: Viewer): Promise<boolean> {
  const changed = await changesOf(
    store,
    sql`UPDATE uniform_images AS i SET contains_pii = 1 WHERE i.id = ${imageId} AND i.school_id = ${schoolId} AND ${visibleTo(viewer, 'i')}`,
  )
  return changed === 1
}

/** How many pictures the user has uploaded since `since` (ms), for the daily limit. */
export async function uploadsSince(store: Store, userId: number, since: number): Promise<number> {
  const row = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM uniform_images WHERE uploaded_by = ${userId} AND created_at >= ${since}`)
  return row!.n
}

/**
 * Adds a contributor's upload unless they have uploaded `limit.most` pictures since `limit.since`; gives its id, or
 * null when the limit is reached. The count and the insert are one transaction with the uploader's row held, so that
 * two uploads racing on two instances cannot both pass the limit.
 */
export async function addUpload(
  store: Store,
  image: NewSchoolImage & { uploadedBy: number },
  limit: { most: number; since: number },
): Promise<number | null> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'users', image.uploadedBy)
    if ((await uploadsSince(tx, image.uploadedBy, limit.since)) >= limit.most) return null
    const [id] = await insertSchoolImages(tx, [image])
    return id!
  })
}

/** A picture whose perceptual features were taken by another measure than the one in use, to be measured again. */
export interface PictureToMeasure {
  id: number
  /** The demo drawing it was drawn from (JSON), or null for a contributor's upload. */
  drawing: string | null
  /** Where an upload's bytes are kept under DATA_DIR, or null for a drawing. */
  filePath: string | null
  contentType: string
}

/** Up to `limit` pictures, lowest id first past `afterId`, whose features are not `featureBytes` long. */
export async function picturesToMeasure(store: Store, featureBytes: number, afterId: number, limit: number): Promise<PictureToMeasure[]> {
  return rowsOf(
    store,
    sql<PictureToMeasure>`SELECT id, drawing, file_path AS "filePath", content_type AS "contentType" FROM uniform_images
      WHERE id > ${afterId} AND length(features) <> ${featureBytes} ORDER BY id LIMIT ${limit}`,
  )
}

/** Stores a picture's features as measured again. */
export async function setPictureFeatures(store: Store, imageId: number, features: Uint8Array): Promise<void> {
  await changesOf(store, sql`UPDATE uniform_images SET features = ${features} WHERE id = ${imageId}`)
}
