// What calls add to the usage figures (spec-3 §3 "weekly usage record"): every call is an interaction; a
// call whose action counts as a search of a kind (shared/audit/actions.ts `counts`) adds to that kind too;
// and each call adds to its channel (channels.ts). These are the usage rules; a day counted under other
// rules is counted again (store/usage.ts).

import { createHash } from 'node:crypto'
import { AUDIT_ACTIONS, auditAction, type UsageCount } from '../../../shared/audit/actions.js'
import { noUsage, type UsageCounts } from '../../../shared/api/types/usage.js'

export { noUsage }
import type { DayUsage, LicenceDayUsage, LicenceTally, UsageTally } from '../store/usage.js'
import { channelOf, CHANNEL_RULES } from './channels.js'

const FIGURE_OF_COUNT: Readonly<Record<UsageCount, keyof UsageCounts>> = {
  search: 'numberOfSearches',
  bigSearch: 'numberOfBigSearches',
  uniformSearch: 'numberOfUniformSearches',
  camIdQuery: 'camIdQueries',
}

/** The rules in a few characters: which actions count as what, and the channel mapping. */
export const USAGE_RULES = createHash('sha256')
  .update(JSON.stringify(AUDIT_ACTIONS.filter((a) => a.counts).map((a) => [a.action, a.counts])))
  .update(CHANNEL_RULES)
  .digest('base64url')
  .slice(0, 16)

export function addTally(figures: UsageCounts, tally: UsageTally): void {
  figures.numberOfInteractions += tally.calls
  const kind = auditAction(tally.action)?.counts
  if (kind) figures[FIGURE_OF_COUNT[kind]] += tally.calls
  figures[channelOf(tally.requestingApp)] += tally.calls
}

export function addFigures(into: UsageCounts, from: UsageCounts): void {
  for (const key of Object.keys(into) as (keyof UsageCounts)[]) into[key] += from[key]
}

/** Tallies as each address's figures per day. */
export function dayUsageOf(tallies: readonly UsageTally[]): DayUsage[] {
  const byKey = new Map<string, DayUsage>()
  for (const tally of tallies) {
    const key = `${tally.day} ${tally.email}`
    let usage = byKey.get(key)
    if (!usage) byKey.set(key, (usage = { email: tally.email, day: tally.day, figures: noUsage() }))
    addTally(usage.figures, tally)
  }
  return [...byKey.values()]
}

/** Tallies of the calls made under licences as each licence's figures per address and day. */
export function licenceDayUsageOf(tallies: readonly LicenceTally[]): LicenceDayUsage[] {
  const byKey = new Map<string, LicenceDayUsage>()
  for (const tally of tallies) {
    const key = `${tally.licenceId} ${tally.day} ${tally.email}`
    let usage = byKey.get(key)
    if (!usage) byKey.set(key, (usage = { licenceId: tally.licenceId, email: tally.email, day: tally.day, figures: noUsage() }))
    addTally(usage.figures, tally)
  }
  return [...byKey.values()]
}
