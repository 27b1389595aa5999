// The leads one file of a case gives, each with its sightings counted and a major location lead with its heatmap
// (the job engine stores them per file, so that a job resumed after a restart redoes no finished file).
// JSON-serialisable.

import type Database from 'better-sqlite3'
import type { BigSearchItem, LeadType, LeadValue } from '../../../../shared/api/types/bigsearch.js'
import { leadCandidates } from './candidates.js'
import type { Store } from '../../store/engine/store.js'
import { countLead, countLeadIn, type LeadCountCache } from './lead-count.js'
import { nearestPlaceName } from './nearest-place.js'

export interface ItemLead {
  '@type': LeadType
  value: LeadValue
  /** At most LEAD_COUNT_CAP. */
  sightings: number
  placeholder: boolean
  /** A major location lead's heatmap, base64 PNG (lead-heatmap.ts). */
  heatmap?: string
}

export interface ItemLeads {
  leads: ItemLead[]
}

/** The file's candidate leads with their sightings; `cache` is the job's, shared by all its files. */
export function findItemLeads(db: Database.Database, item: BigSearchItem, cache?: LeadCountCache): ItemLeads {
  return {
    leads: leadCandidates(item, nearestPlaceName).map((candidate) => {
      const { sightings, heatmap } = countLead(db, candidate, cache)
      const lead: ItemLead = { '@type': candidate['@type'], value: candidate.value, sightings, placeholder: candidate.placeholder }
      if (heatmap !== undefined) lead.heatmap = heatmap
      return lead
    }),
  }
}

/** findItemLeads through the Store, on either engine (lead-count.ts countLeadIn says why both are here for now). */
export async function findItemLeadsIn(store: Store, item: BigSearchItem, cache?: LeadCountCache): Promise<ItemLeads> {
  const leads: ItemLead[] = []
  for (const candidate of leadCandidates(item, nearestPlaceName)) {
    const { sightings, heatmap } = await countLeadIn(store, candidate, cache)
    const lead: ItemLead = { '@type': candidate['@type'], value: candidate.value, sightings, placeholder: candidate.placeholder }
    if (heatmap !== undefined) lead.heatmap = heatmap
    leads.push(lead)
  }
  return { leads }
}
