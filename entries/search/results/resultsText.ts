// The text the results show (spec-1 §8, §9): counts with the 10,000 cap and its plus sign, the first-1,000
// notice, the 10,000+ tip, the no-results text with its offer to save the search, and the search error.

import { TOTAL_COUNT_CAP } from '../../../shared/api/types/sightings.js'
import { LIST_FETCH_SIZE } from './paging.js'
import type { ResultFormat } from './resultFormat.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** spec-1 §9: "Count displays cap at 10,000 with a plus sign." */
export function formatCount(count: number): string {
  return count > TOTAL_COUNT_CAP ? `${groupedNumber(TOTAL_COUNT_CAP)}+` : groupedNumber(count)
}

/** "1 result", "25 results", "10,000+ results". */
export function resultsCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'result' : 'results'}`
}

export const FIRST_THOUSAND_NOTICE = 'These are the first 1,000 results... add filters to narrow the search and see the rest.'
export const TEN_THOUSAND_TIP =
  'Your search found more than 10,000 results. Tip: a serial number, a camera model or a date range narrows it quickly.'
export const NO_RESULTS = 'No results...yet.'
export const SAVE_OFFER = "We're adding new data all the time. Save this search and we'll tell you when something new turns up."
export const ALREADY_SAVED = "We'll keep looking for you."
export const SIMILAR_NO_RESULTS_OFFER = "We're adding data all the time, something could turn up soon!"

export type ResultsView = 'list' | 'map'

/** spec-1 §9: the list shows the notice at 1,000 or more; the map only above 1,000. */
export function showsFirstThousandNotice(totalResults: number, view: ResultsView): boolean {
  return view === 'map' ? totalResults > LIST_FETCH_SIZE : totalResults >= LIST_FETCH_SIZE
}

/** The gallery pages through the same 1,000 as the list, so it follows the list's rule. */
export function noticeViewOf(format: ResultFormat): ResultsView {
  return format === 'map' ? 'map' : 'list'
}

/** spec-1 §9: the tip appears when totalResults is 10,000 or more. */
export function showsTenThousandTip(totalResults: number): boolean {
  return totalResults >= TOTAL_COUNT_CAP
}

/** spec-1 §8: "Search failure: Error getting results: {message}". */
export function searchErrorText(message: string): string {
  return `Error getting results: ${message}`
}

/** spec-1 §9: the search error stays this long. */
export const SEARCH_ERROR_MS = 10_000
