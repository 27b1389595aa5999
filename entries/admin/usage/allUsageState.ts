// The signals of "Usage - All Licences" (spec-3 §2): the summary of every licence, with or without the
// users no current licence covers, each kept once fetched so that the toggle goes back without asking.

import type { UsageSummary } from '../../../shared/api/types/usage.js'
import { usageCalls, type UsageCalls } from '../../../shared/api/usage.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'

/** The summary shows no call at all: every table would be empty or zeros. */
export function isEmptySummary(summary: UsageSummary): boolean {
  return (
    summary.userActivity.length === 0 &&
    summary.monthly.every((row) => row.numberOfInteractions === 0) &&
    summary.weekly.every((row) => row.numberOfInteractions === 0)
  )
}

export function createAllUsageState(calls: UsageCalls = usageCalls()) {
  const summary = createRemoteQuery({
    keyOf: (currentUsersOnly: boolean) => (currentUsersOnly ? 'current' : 'all'),
    fetch: (currentUsersOnly: boolean) => calls.allUsage(currentUsersOnly),
    valueOf: ({ data }): { summary: UsageSummary } => ({ summary: data }),
    cache: createMemoryCache<{ summary: UsageSummary }>(2),
  })
  return { summary: summary.state, load: (currentUsersOnly: boolean, refresh = false) => summary.load(currentUsersOnly, refresh) }
}

export type AllUsageStore = ReturnType<typeof createAllUsageState>

/** The area's one store of the all-licences summary. */
export const allUsageStore: AllUsageStore = createAllUsageState()
