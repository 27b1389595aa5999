// How many sightings a lead has (spec-2 §3 "sightings", §9: counted up to 10,000): through the very query
// the sighting grid sends for it (shared/bigsearch/leadFilters.ts), read by the search call's own reader,
// so the count on a lead card and its grid agree. A PDNA lead counts the visually similar sightings, as the
// similar search finds them. A job counts each distinct lead once (LeadCountCache).

import type Database from 'better-sqlite3'
import { LEAD_COUNT_CAP } from '../../../../shared/api/types/bigsearch.js'
import { leadSightingsQuery } from '../../../../shared/bigsearch/leadFilters.js'
import { SIMILAR_MAX_SQUARED_DISTANCE } from '../../routes/sightings.js'
import { parsePhotoDnaHash } from '../../search/photodna-hash.js'
import { readSearchRequest } from '../../search/request.js'
import { countSightings } from '../../store/sightings/count.js'
import { nearestPhotoDna } from '../../store/sightings/photodna-index.js'
import type { LeadCandidate } from './candidates.js'
import { leadKey } from './lead-key.js'

/** Counts already made in this job, by lead key: a camera shared by 9,000 files is counted once. */
export type LeadCountCache = Map<string, number>

function countUncached(db: Database.Database, lead: LeadCandidate): number {
  if (lead['@type'] === 'PDNA' && 'photoDna' in lead.value) {
    const hash = parsePhotoDnaHash(lead.value.photoDna)
    if (!hash) return 0
    return Math.min(nearestPhotoDna(db, hash, SIMILAR_MAX_SQUARED_DISTANCE).length, LEAD_COUNT_CAP)
  }
  const search = readSearchRequest(leadSightingsQuery(lead, [], 0, 1))
  return countSightings(db, { criteria: search.criteria, mustHave: search.mustHave }, LEAD_COUNT_CAP)
}

/** The lead's sightings, at most LEAD_COUNT_CAP. */
export function countLeadSightings(db: Database.Database, lead: LeadCandidate, cache: LeadCountCache = new Map()): number {
  const key = leadKey(lead)
  const known = cache.get(key)
  if (known !== undefined) return known
  const count = countUncached(db, lead)
  cache.set(key, count)
  return count
}
