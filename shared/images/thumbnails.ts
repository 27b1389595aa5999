// Where a sighting's image loads from (spec-1 §7): one of the thumbnail hosts chosen by a hash of the image
// key, through the edge at /media/{shard}; the high-security build uses the single local /thumb path.

import { HIGHSIDE } from '../variant.js'

export const THUMB_SIZE = 200
export const ORIGINAL_SIZE = -1

/** A stable small hash of the key (FNV-1a), so an image always comes from the same host and cache. */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % Math.max(1, shards)
}

export function thumbnailUrl(key: string, shards: number, size: number = THUMB_SIZE): string {
  const path = encodeURIComponent(key)
  // Literal paths, not shared constants, so that each build's bundles hold only their own (the edge mounts both).
  if (HIGHSIDE) return `/thumb/${path}?size=${size}`
  return `/media/${shardOf(key, shards)}/${path}?size=${size}`
}
