// The Search tab's signals (spec-3 §2, §4, §8): the filter trees, asked for once, and the results of the search
// the address holds, kept by search so that going back or paging again asks nothing. Their failures are only
// logged: the spec shows the user no message for them.

import { signal } from '@preact/signals-react'
import { uniformCalls, uniformSearchParams, type UniformCalls, type UniformSearchRequest } from '../../../shared/api/uniforms.js'
import type { UniformSearchReply } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../shared/api/types/constants/uniforms.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { logHubFailure } from '../frame/logFailure.js'
import type { FilterTrees } from './searchChips.js'

export type SearchResults = UniformSearchReply['data']

/** Searches kept for going back and forth without asking again. */
const SEARCHES_KEPT = 20

/** spec-3 §4: the one school that is always left out of results, whatever the service sends. */
export function withoutHiddenSchool(data: SearchResults): SearchResults {
  return {
    ...data,
    schools: data.schools.filter((school) => school.id !== UNIFORM_HIDDEN_SCHOOL_ID),
    images: data.images.filter((image) => image.schoolId !== UNIFORM_HIDDEN_SCHOOL_ID),
  }
}

export function createSearchState(calls: UniformCalls = uniformCalls()) {
  const config = createRemoteQuery({
    keyOf: (which: 'filters') => which,
    fetch: () => calls.searchConfig(),
    // The schema spells the trees out three deep (schemas/uniforms.ts), which its static type reads as unknown below.
    valueOf: ({ data }): { trees: FilterTrees } => ({ trees: data as unknown as FilterTrees }),
    cache: createMemoryCache<{ trees: FilterTrees }>(1),
    onFailure: (error) => logHubFailure('loading the search filters', error),
  })

  const results = createRemoteQuery({
    keyOf: (request: UniformSearchRequest) => JSON.stringify(uniformSearchParams(request)),
    fetch: (request) => calls.search(request),
    valueOf: ({ data }): SearchResults => withoutHiddenSchool(data),
    cache: createMemoryCache<SearchResults>(SEARCHES_KEPT),
    onFailure: (error) => logHubFailure('the search', error),
  })

  /** The address of the search last shown, for a school's page to go back to. */
  const lastSearch = signal<string | null>(null)

  return {
    config: config.state,
    lastSearch,
    results: results.state,
    loadConfig: () => config.load('filters'),
    /** Shows the results of this search; none (null) while no filter is in force. */
    loadResults: (request: UniformSearchRequest | null) => results.load(request),
  }
}

export type SearchStore = ReturnType<typeof createSearchState>

/** The area's one store of the Search tab. */
export const searchStore: SearchStore = createSearchState()
