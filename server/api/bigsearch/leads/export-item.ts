// A file of the case as an export writes it (spec-2 §3, the BigSearch data format): the file as uploaded,
// with the positions of its leads in the export's lead list, whether any has sightings, and its score.

import type { BigSearchItem, Lead } from '../../../../shared/api/types/bigsearch.js'
import { leadWeight } from '../../../../shared/bigsearch/leadRank.js'

/**
 * The item with `leads` (positions in `leads`), `hasMatches` and `score` (the sum over its major leads of
 * 1/log10(sightings + 10)); those of an earlier export are replaced, so an export uploaded again exports alike.
 */
export function exportItem(item: BigSearchItem, leadIndexes: readonly number[], leads: readonly Pick<Lead, 'sightings' | 'placeholder'>[]): BigSearchItem {
  const { score: _score, hasMatches: _hasMatches, leads: _leads, ...file } = item
  const mine = leadIndexes.map((i) => leads[i]!)
  return {
    ...file,
    score: mine.reduce((sum, lead) => sum + leadWeight(lead), 0),
    hasMatches: mine.some((lead) => lead.sightings > 0),
    leads: [...leadIndexes],
  }
}
