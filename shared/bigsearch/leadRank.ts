// Which leads matter most (spec-2 §4 "A lead is major only if its sightings count is above 0 and below
// 10000"): the rule the leads panel and the lead engine's order share, and the weight a lead gives a file's
// score in an export.

import { LEAD_COUNT_CAP, type Lead } from '../api/types/bigsearch.js'

/** spec-2 §4, and (docs/bigsearch.md "BigSearch leads") a placeholder value is never a major lead. */
export function isMajorLead(lead: Pick<Lead, 'sightings' | 'placeholder'>): boolean {
  return lead.sightings > 0 && lead.sightings < LEAD_COUNT_CAP && lead.placeholder !== true
}

/** What a major lead adds to its file's score: rarer leads weigh more (1 / log10(sightings + 10)). */
export function leadWeight(lead: Pick<Lead, 'sightings' | 'placeholder'>): number {
  return isMajorLead(lead) ? 1 / Math.log10(lead.sightings + 10) : 0
}
