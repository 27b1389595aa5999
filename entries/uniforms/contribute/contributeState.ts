// The Contribute tab's signals (spec-3 §2, §7, §8): one page of schools for the filters in the address, and the
// regions tree its filter offers. Their failures are only logged (spec-3 §8).

import { uniformCalls, type UniformCalls } from '../../../shared/api/uniforms.js'
import type { FilterNode, School } from '../../../shared/api/types/uniforms.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'
import { createPagedRows, type PageRequest } from '../../../shared/ui/table/pagedRows.js'
import { logHubFailure } from '../frame/logFailure.js'
import type { ContributeFilters } from './contributeList.js'

export function createContributeState(calls: UniformCalls = uniformCalls()) {
  const list = createPagedRows({
    fetch: ({ page, resultSize, filters }: PageRequest<ContributeFilters>) =>
      calls.contributions({ text: filters.text, regions: filters.regions, page, resultsPerPage: resultSize }),
    rowsOf: (reply): { rows: School[]; total: number } => ({ rows: reply.data.schools, total: reply.data.totalSchools }),
    onFailure: (error) => logHubFailure('the list of schools to contribute to', error),
  })

  const regions = createRemoteQuery({
    keyOf: (tree: 'regions') => tree,
    fetch: () => calls.contributionsConfig(),
    // The schema spells the tree out three levels deep; its nodes are FilterNodes.
    valueOf: (reply): { regions: FilterNode[] } => ({ regions: reply.data.regions as FilterNode[] }),
    cache: createMemoryCache<{ regions: FilterNode[] }>(1),
    onFailure: (error) => logHubFailure('the regions of the contribute tab', error),
  })

  return { list, regions: regions.state, loadRegions: () => regions.load('regions') }
}

export type ContributeState = ReturnType<typeof createContributeState>

/** The area's one Contribute tab. */
export const contributeState: ContributeState = createContributeState()
