// Which results the search page shows (issue 15 §9): the complete reply's, or, while the one 1,000-result
// reply is still arriving, the part read so far when it already holds the whole page asked for and the view
// shows the results in the service's order (the map draws every result; grouping sorts the whole list).

import type { ResultsState } from '../state.js'
import type { GroupBy } from './grouping.js'
import { NO_GROUPING } from './grouping.js'
import { LIST_FETCH_SIZE, pageableCount } from './paging.js'
import type { ResultFormat } from './resultFormat.js'

type Results = Omit<Extract<ResultsState, { kind: 'loaded' }>, 'kind' | 'key'>

export interface ShownResults {
  results: Results
  /** True while the reply is still arriving: the page may not be corrected yet, the count is the service's. */
  arriving: boolean
}

export interface ShownView {
  page: number
  resultSize: number
  groupBy: GroupBy
  format: ResultFormat
}

/** The results to show for the query with this key, or null while there are none to show yet. */
export function shownResults(state: ResultsState, fetchKey: string | null, view: ShownView): ShownResults | null {
  if (fetchKey === null || state.kind === 'idle' || state.kind === 'failed' || state.key !== fetchKey) return null
  if (state.kind === 'loaded') return { results: state, arriving: false }
  const partial = state.partial
  if (!partial || view.format === 'map' || view.groupBy !== NO_GROUPING) return null
  const pageEnd = Math.max(1, view.page) * view.resultSize
  return partial.results.length >= pageEnd ? { results: partial, arriving: true } : null
}

/** The number of results the paginator can reach: while arriving, the service's count up to the 1,000 asked for. */
export function shownPageableCount({ results, arriving }: ShownResults): number {
  return pageableCount(results.totalResults, arriving ? LIST_FETCH_SIZE : results.results.length)
}
