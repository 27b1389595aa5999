// The group-by choices of the list view (spec-1 §2.5) and the sort each one sets (§4.5: the group field
// descending). The value is what the page URL and GET /v1/sightings carry as groupBy.

export interface GroupByChoice {
  value: GroupBy
  label: string
}

export type GroupBy = 'none' | 'camera' | 'dateTimeOriginal' | 'domain' | 'dimensions' | 'username'

export const GROUP_BY_CHOICES: readonly GroupByChoice[] = [
  { value: 'none', label: 'None' },
  { value: 'camera', label: 'Camera' },
  { value: 'dateTimeOriginal', label: 'Date Taken' },
  { value: 'domain', label: 'Domain' },
  { value: 'dimensions', label: 'Resolution' },
  { value: 'username', label: 'Username' },
]

/** The group-by a parameter names, or 'none' for anything else. */
export function readGroupBy(value: string | null | undefined): GroupBy {
  return GROUP_BY_CHOICES.find((c) => c.value === value)?.value ?? 'none'
}
