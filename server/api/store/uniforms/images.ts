// A school's pictures as a viewer may see them: the school page's gallery, one picture, its bytes' source, and the
// personal-information flag, which only goes up (spec-3 §4 "School image PII flag").

import type Database from 'better-sqlite3'
import { cachedStatement } from '../statements.js'
import { IMAGE_COLUMNS, imageOf, visibleTo, type SchoolImageRecord, type Viewer } from './records.js'

/** One page of the school's pictures the viewer may see, logos first, then in the order they were added. */
export function schoolImages(
  db: Database.Database,
  schoolId: number,
  viewer: Viewer,
  offset: number,
  limit: number,
): { images: SchoolImageRecord[]; total: number } {
  const where = `i.school_id = ? AND ${visibleTo(viewer, 'i')}`
  const rows = cachedStatement(db, `SELECT ${IMAGE_COLUMNS} FROM uniform_images i WHERE ${where} ORDER BY i.type <> 'LOGO', i.id LIMIT ? OFFSET ?`)
    .all(schoolId, limit, offset) as unknown[]
  const { n } = cachedStatement(db, `SELECT count(*) AS n FROM uniform_images i WHERE ${where}`).get(schoolId) as { n: number }
  return { images: rows.map(imageOf), total: n }
}

/** The school's picture if the viewer may see it; undefined otherwise (unknown, another school's, or not theirs to see). */
export function schoolImage(db: Database.Database, schoolId: number, imageId: number, viewer: Viewer): SchoolImageRecord | undefined {
  const row = cachedStatement(db, `SELECT ${IMAGE_COLUMNS} FROM uniform_images i WHERE i.id = ? AND i.school_id = ? AND ${visibleTo(viewer, 'i')}`)
    .get(imageId, schoolId) as unknown
  return row === undefined ? undefined : imageOf(row)
}

/** The perceptual features of a picture the viewer may see, for a similar-image search; undefined otherwise. */
export function imageFeaturesOf(db: Database.Database, imageId: number, viewer: Viewer): Uint8Array | undefined {
  const row = cachedStatement(db, `SELECT i.features FROM uniform_images i WHERE i.id = ? AND ${visibleTo(viewer, 'i')}`).get(imageId) as
    | { features: Buffer }
    | undefined
  return row && new Uint8Array(row.features)
}

/** Raises the picture's flag; false when it is not one the viewer may see. Raising it twice changes nothing. */
export function flagImagePii(db: Database.Database, schoolId: number, imageId: number, viewer: Viewer): boolean {
  return (
    cachedStatement(db, `UPDATE uniform_images AS i SET contains_pii = 1 WHERE i.id = ? AND i.school_id = ? AND ${visibleTo(viewer, 'i')}`).run(imageId, schoolId)
      .changes === 1
  )
}

/** How many pictures the user has uploaded since `since` (ms), for the daily limit. */
export function uploadsSince(db: Database.Database, userId: number, since: number): number {
  const { n } = cachedStatement(db, 'SELECT count(*) AS n FROM uniform_images WHERE uploaded_by = ? AND created_at >= ?').get(userId, since) as { n: number }
  return n
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
export function picturesToMeasure(db: Database.Database, featureBytes: number, afterId: number, limit: number): PictureToMeasure[] {
  return cachedStatement(
    db,
    `SELECT id, drawing, file_path AS filePath, content_type AS contentType FROM uniform_images
      WHERE id > ? AND length(features) <> ? ORDER BY id LIMIT ?`,
  ).all(afterId, featureBytes, limit) as PictureToMeasure[]
}

/** Stores a picture's features as measured again. */
export function setPictureFeatures(db: Database.Database, imageId: number, features: Uint8Array): void {
  cachedStatement(db, 'UPDATE uniform_images SET features = ? WHERE id = ?').run(features, imageId)
}
