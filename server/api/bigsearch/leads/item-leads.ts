// The leads one file of a case gives, each with its sightings counted and a major location lead with its heatmap
// (the job engine stores them per file, so that a job resumed after a restart redoes no finished file).
// JSON-serialisable.

import type { BigSearchItem, LeadType, LeadValue } from '../../../../shared/api/types/bigsearch.js'
import { leadCandidates } from './candidates.js'
import type { Store } from '../../store/engine/store.js'
import { countLead, type LeadCountCache } from './lead-count.js'
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

/** The file's candidate leads with their sightings, on either engine; `cache` is the job's, shared by all its files. */
export async function findItemLeads(store: Store, item: BigSearchItem, cache?: LeadCountCache): Promise<ItemLeads> {
  const leads: ItemLead[] = []
  for (const candidate of leadCandidates(item, nearestPlaceName)) {
    const { sightings, heatmap } = await countLead(store, candidate, cache)
    const lead: ItemLead = { '@type': candidate['@type'], value: candidate.value, sightings, placeholder: candidate.placeholder }
    if (heatmap !== undefined) lead.heatmap = heatmap
    leads.push(lead)
  }
  return { leads }
}
