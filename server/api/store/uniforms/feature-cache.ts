// The pictures' perceptual features for the similar-image search, kept in each service process after their first
// read: a search by likeness weighs every picture a viewer may see, and reading thousands of blobs again for each
// search took most of its time. A picture's features never change once taken by the measure in use (only a picture
// of an earlier measure is measured again, uniforms/remeasure.ts), so only those are kept, and a kept entry is never
// stale, whichever instance wrote it; a picture added since is read on the search that first weighs it.

import { sql } from 'kysely'
import { rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { isOneOf } from '../value-lists.js'

/** One cache per store: the process's own, whichever engine holds the pictures. */
const kept = new WeakMap<Store, Map<number, Uint8Array>>()

/** The features of each picture in `ids` that has them at `featureBytes` long; a picture of an earlier measure has none. */
export async function picturesFeatures(store: Store, ids: readonly number[], featureBytes: number): Promise<Map<number, Uint8Array>> {
  let cache = kept.get(store)
  if (!cache) kept.set(store, (cache = new Map()))
  const missing = ids.filter((id) => !cache.has(id))
  if (missing.length > 0) {
    const rows = await rowsOf(store, sql<{ id: number; features: Uint8Array }>`SELECT id, features FROM uniform_images WHERE ${isOneOf(store, sql`id`, missing)}`)
    for (const row of rows) if (row.features.length === featureBytes) cache.set(row.id, row.features)
  }
  return cache
}
