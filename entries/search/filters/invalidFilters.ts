// Filters a link carries that cannot be searched (issue 15): a date that is no date, a name the search does
// not know. They are not searched, but neither do they vanish: each stays in the URL and on a chip marked
// invalid, named as the filter dialog names its field, for the user to fix or remove.

import { findField, type Operator } from '../../../shared/search/fields.js'
import type { Filter, FilterError } from '../../../shared/search/filters.js'
import { chipText } from './chips.js'
import { LOCATION_FILTER } from '../location/locationForm.js'

export interface InvalidFilter {
  /** The URL parameter as written (`-make`, `dateTimeOriginal`), written back as it came. */
  key: string
  value: string
  /** The field's name, or the parameter's name when the search knows no such field. */
  name: string
  /** The operator the value's form stands for; null for a name that is no field. */
  operator: Operator | null
  /** What is wrong, in the filter check's words. */
  message: string
}

export function invalidFiltersOf(errors: readonly FilterError[]): InvalidFilter[] {
  return errors.flatMap((e) =>
    e.key === undefined || e.value === undefined
      ? []
      : [{ key: e.key, value: e.value, name: e.name, operator: e.operator ?? null, message: e.message }],
  )
}

/** Longest unknown name a message repeats: a parameter's name can be any length. */
const NAME_SHOWN = 60

/** The field as the filter dialog names it ("Date Taken"), or the parameter's own name cut short. */
export function fieldLabel(name: string): string {
  const label = findField(name)?.label
  if (label) return label
  const chars = [...name]
  return chars.length > NAME_SHOWN ? `${chars.slice(0, NAME_SHOWN).join('')}…` : name
}

/** 'Date Taken is not valid: "2015-13-45" is not a date.' */
export function invalidFilterMessage(filter: InvalidFilter): string {
  return `${fieldLabel(filter.name)} is not valid: ${filter.message}.`
}

/** The chip's words: as a valid filter's would read, or the parameter and value for a name that is no field. */
export function invalidChipText(filter: InvalidFilter): string {
  const asFilter = asEditable(filter)
  return asFilter ? chipText(asFilter) : `${fieldLabel(filter.name)} = ${filter.value}`
}

/**
 * The filter the Add Filters dialog can show for correction, or null: a name that is no field has no row
 * to show it in, and a location is corrected in the Choose Location dialog.
 */
export function asEditable(filter: InvalidFilter): Filter | null {
  if (filter.operator === null || !findField(filter.name) || filter.name === LOCATION_FILTER) return null
  return { name: filter.name, operator: filter.operator, value: filter.value }
}
