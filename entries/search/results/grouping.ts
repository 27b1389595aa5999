// Group-by for the list view (spec-1 §2.5, §4.5, §5): the choices, the order a grouped list takes (the
// group field descending; dimensions compare width first, then height) and the runs of equal values.

import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { GROUP_BY_CHOICES, readGroupBy, type GroupBy } from '../../../shared/search/groupBy.js'
import { formatWrittenDay } from '../../../shared/format/dates.js'

export { GROUP_BY_CHOICES, readGroupBy, type GroupBy }
export const NO_GROUPING: GroupBy = 'none'

export function groupByLabel(groupBy: GroupBy): string {
  return GROUP_BY_CHOICES.find((choice) => choice.value === groupBy)?.label ?? 'None'
}

/** Compares two results by the group field, descending; missing values go last. */
export function compareForGroup(groupBy: GroupBy, a: SearchResultItem, b: SearchResultItem): number {
  if (groupBy === 'none') return 0
  if (groupBy === 'dimensions') {
    const missing = Number(a.width === null) - Number(b.width === null)
    if (missing !== 0) return missing
    return (b.width ?? 0) - (a.width ?? 0) || (b.height ?? 0) - (a.height ?? 0)
  }
  const field = groupBy === 'camera' ? 'cameraName' : groupBy
  const left = a[field] ?? ''
  const right = b[field] ?? ''
  if (left === right) return 0
  if (left === '') return 1
  if (right === '') return -1
  return left < right ? 1 : -1
}

/** The results in the group field's descending order; ties keep the order the service gave. */
export function sortForGroup(items: readonly SearchResultItem[], groupBy: GroupBy): SearchResultItem[] {
  return groupBy === 'none' ? [...items] : [...items].sort((a, b) => compareForGroup(groupBy, a, b))
}

/** The heading a result falls under: dates group by the day they show. */
export function groupKeyOf(item: SearchResultItem, groupBy: GroupBy): string {
  switch (groupBy) {
    case 'none':
      return ''
    case 'dateTimeOriginal':
      return formatWrittenDay(item.dateTimeOriginal) || 'Unknown date'
    case 'camera':
      return item.cameraName || 'Unknown camera'
    case 'dimensions':
      return item.dimensions ?? 'Unknown resolution'
    case 'domain':
      return item.domain ?? 'Unknown domain'
    case 'username':
      return item.username ?? 'Unknown username'
  }
}

export interface ResultGroup {
  key: string
  items: SearchResultItem[]
}

/** Consecutive results with the same heading, in the order given (one group when not grouping). */
export function groupRuns(items: readonly SearchResultItem[], groupBy: GroupBy): ResultGroup[] {
  const groups: ResultGroup[] = []
  for (const item of items) {
    const key = groupKeyOf(item, groupBy)
    const current = groups[groups.length - 1]
    if (current && current.key === key) current.items.push(item)
    else groups.push({ key, items: [item] })
  }
  return groups
}
