// The similar search's URL is its state (spec-1 §2.8): hash and skipCache, then page, resultSize and the
// format.

import { readPage, readPageSize } from '../../../shared/ui/table/tablePaging.js'
import { DEFAULT_PAGE_SIZE, type PageSize } from '../results/paging.js'
import { isResultFormat, type ResultFormat } from '../results/resultFormat.js'

export const SIMILAR_PATH = '/similar'

export interface SimilarState {
  /** The hash as the investigator wrote it, trimmed; empty before any lookup. */
  hash: string
  skipCache: boolean
  page: number
  resultSize: PageSize
  /** The format the URL names; null leaves the choice to the one remembered in this browser. */
  format: ResultFormat | null
}

export function readSimilarState(search: string): SimilarState {
  const params = new URLSearchParams(search)
  const format = params.get('format')
  return {
    hash: normaliseHash(params.get('hash') ?? ''),
    skipCache: params.get('skipCache') === 'true',
    page: readPage(params.get('page')),
    resultSize: readPageSize(params.get('resultSize')),
    format: isResultFormat(format) ? format : null,
  }
}

/**
 * The hash is free text (spec-1 §5), so only what cannot matter goes: the space around it and around the
 * commas of the number form. Anything else is the service's to judge and explain.
 */
export function normaliseHash(text: string): string {
  return text.trim().replace(/\s*,\s*/g, ',')
}

/** The page address for a state; defaults are left out so that shared links stay short. */
export function similarHref(state: Partial<SimilarState> & { hash: string }): string {
  const params = new URLSearchParams()
  const hash = normaliseHash(state.hash)
  if (hash) params.set('hash', hash)
  if (state.skipCache) params.set('skipCache', 'true')
  if (state.page !== undefined && state.page !== 1) params.set('page', String(state.page))
  if (state.resultSize !== undefined && state.resultSize !== DEFAULT_PAGE_SIZE) params.set('resultSize', String(state.resultSize))
  if (state.format) params.set('format', state.format)
  const query = params.toString()
  return query ? `${SIMILAR_PATH}?${query}` : SIMILAR_PATH
}
