// The similar search's URL is its state (spec-1 §2.8): hash and skipCache, then page, resultSize and the
// format.

import { readUrlState, UrlType, writeUrlState } from '../../../shared/state/urlState.js'
import { pageParam, pageSizeParam } from '../../../shared/ui/table/tablePaging.js'
import { SEARCH_PAGING, type PageSize } from '../results/paging.js'
import { RESULT_FORMATS, type ResultFormat } from '../results/resultFormat.js'

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

/** The similar search's parameters, in the order a link writes them. */
export const SimilarParams = UrlType.Object({
  hash: UrlType.String({ default: '' }),
  skipCache: UrlType.Boolean(),
  page: pageParam(SEARCH_PAGING),
  resultSize: pageSizeParam(SEARCH_PAGING),
  format: UrlType.Nullable(UrlType.Enum(RESULT_FORMATS)),
})

export function readSimilarState(search: string): SimilarState {
  const state = readUrlState(SimilarParams, search)
  return { ...state, hash: normaliseHash(state.hash) }
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
  const query = writeUrlState(SimilarParams, { ...state, hash: normaliseHash(state.hash) }).toString()
  return query ? `${SIMILAR_PATH}?${query}` : SIMILAR_PATH
}
