// How many sightings a lead has (spec-2 §3 "sightings", §9: counted up to 10,000): through the very query
// the sighting grid sends for it (shared/bigsearch/leadFilters.ts), read by the search call's own reader,
// so the count on a lead card and its grid agree. A PDNA lead counts the visually similar sightings, as the
// similar search finds them. A location lead is counted by reading where its sightings lie, and a major one
// drawn from them (lead-heatmap.ts): one query for both. A job counts each distinct lead once (LeadCountCache).

import { LRUCache } from 'lru-cache'
import { LEAD_COUNT_CAP } from '../../../../shared/api/types/bigsearch.js'
import { SIMILAR_MAX_SQUARED_DISTANCE } from '../../routes/sightings.js'
import { parsePhotoDnaHash } from '../../search/photodna-hash.js'
import type { Store } from '../../store/engine/store.js'
import { countSightings } from '../../store/sightings/count.js'
import { nearestPhotoDna } from '../../store/sightings/photodna-lookup.js'
import { sightingPositions } from '../../store/sightings/positions.js'
import type { LeadCandidate } from './candidates.js'
import { isLocatedLead, leadHeatmap } from './lead-heatmap.js'
import { leadKey } from './lead-key.js'
import { leadSightingFilter } from './lead-sighting-filter.js'

/** What a job learns of one distinct lead: its sightings and, for a major location lead, its heatmap (base64 PNG). */
export interface LeadCount {
  sightings: number
  heatmap?: string
}

/** Counts already made in this job, by lead key: a camera shared by 9,000 files is counted once. */
export interface LeadCountCache {
  get(key: string): LeadCount | undefined
  set(key: string, count: LeadCount): unknown
}

/**
 * The most lead counts a job keeps, the least recently used going first. Most leads of a large case are its
 * files' own (each file's MD5 and SHA-1): kept all, a case of a million files would hold two million counts, past
 * the engine's capped heap. The leads many files share (a camera, a place, a name) are used again and stay; one
 * that went is counted again, alike, from the same sightings.
 */
export const LEAD_COUNTS_KEPT = 50_000
/** And at most this many bytes of keys and heatmaps (a major location lead's heatmap is a few KB of text). */
export const LEAD_COUNT_BYTES_KEPT = 12 * 1024 * 1024

/** A job's cache of lead counts, bounded (LEAD_COUNTS_KEPT, LEAD_COUNT_BYTES_KEPT). */
export function jobLeadCountCache(): LeadCountCache {
  return new LRUCache<string, LeadCount>({
    max: LEAD_COUNTS_KEPT,
    maxSize: LEAD_COUNT_BYTES_KEPT,
    // Two bytes a character at most, and an entry's own objects.
    sizeCalculation: (count, key) => 2 * (key.length + (count.heatmap?.length ?? 0)) + 64,
  })
}

async function countUncached(store: Store, lead: LeadCandidate): Promise<LeadCount> {
  if (lead['@type'] === 'PDNA' && 'photoDna' in lead.value) {
    const hash = parsePhotoDnaHash(lead.value.photoDna)
    if (!hash) return { sightings: 0 }
    return { sightings: Math.min((await nearestPhotoDna(store, hash, SIMILAR_MAX_SQUARED_DISTANCE)).length, LEAD_COUNT_CAP) }
  }
  const filter = leadSightingFilter(lead)
  if (!isLocatedLead(lead)) return { sightings: await countSightings(store, filter, LEAD_COUNT_CAP) }
  // The same matches as the count (a location filter only finds located sightings), read as positions.
  const positions = await sightingPositions(store, filter, LEAD_COUNT_CAP)
  const heatmap = leadHeatmap(lead, positions)
  return heatmap === undefined ? { sightings: positions.length } : { sightings: positions.length, heatmap }
}

/** The lead's sightings, at most LEAD_COUNT_CAP, and its heatmap when it has one, on either engine. */
export async function countLead(store: Store, lead: LeadCandidate, cache: LeadCountCache = new Map()): Promise<LeadCount> {
  const key = leadKey(lead)
  const known = cache.get(key)
  if (known !== undefined) return known
  const count = await countUncached(store, lead)
  cache.set(key, count)
  return count
}
