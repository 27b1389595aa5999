// The pictures' perceptual features for the similar-image search, kept in each service process after their first
// read: a search by likeness weighs every picture a viewer may see, and reading thousands of blobs again for each
// search took most of its time. A picture's features never change once taken by the measure in use (only a picture
// of an earlier measure is measured again, uniforms/remeasure.ts), so only those are kept, and a kept entry is never
// stale; a picture added since is read on the search that first weighs it.

import type Database from 'better-sqlite3'
import { cachedStatement } from '../statements.js'

const kept = new WeakMap<Database.Database, Map<number, Uint8Array>>()

/** The features of each picture in `ids` that has them at `featureBytes` long; a picture of an earlier measure has none. */
export function picturesFeatures(db: Database.Database, ids: readonly number[], featureBytes: number): Map<number, Uint8Array> {
  let cache = kept.get(db)
  if (!cache) kept.set(db, (cache = new Map()))
  const missing = ids.filter((id) => !cache.has(id))
  if (missing.length > 0) {
    const rows = cachedStatement(db, 'SELECT id, features FROM uniform_images WHERE id IN (SELECT value FROM json_each(?))').all(JSON.stringify(missing)) as {
      id: number
      features: Buffer
    }[]
    for (const row of rows) if (row.features.length === featureBytes) cache.set(row.id, row.features)
  }
  return cache
}
