// The rows of the Add Filters dialog (spec-1 §4.5, §5): a row may be half filled while the user works;
// Apply waits until every row has a name, an operator and a value, and passes only searchable filters.

import { FILTER_LIST_FIELDS, findField, type Operator } from '../../../shared/search/fields.js'
import { prepareFiltersForApply, rewriteValue, validateFilter, type Filter } from '../../../shared/search/filters.js'
import { missingEnd } from './filterValueForm.js'

export interface FilterRow {
  name: string
  operator: Operator | ''
  value: string
}

export const EMPTY_ROW: FilterRow = { name: '', operator: '', value: '' }

/** The names the dialog offers: the catalogue without location, which has its own dialog. */
export const ROW_FIELDS = FILTER_LIST_FIELDS.filter((field) => field.name !== 'location')

/** The name that hands over to the Choose Location dialog instead of making a row (spec-1 §3.4). */
export const LOCATION_CHOICE = 'location'

/** A new name keeps the operator when the field has it, else takes the field's first. */
export function withName(row: FilterRow, name: string): FilterRow {
  const operators = findField(name)?.operators ?? []
  const operator = row.operator !== '' && operators.includes(row.operator) ? row.operator : (operators[0] ?? '')
  const value = row.operator !== '' && operator !== '' && operator !== row.operator ? rewriteValue(row.value, row.operator, operator) : row.value
  return { name, operator, value }
}

/** spec-1 §4.5: changing the operator rewrites the value into the new operator's form. */
export function withOperator(row: FilterRow, operator: Operator): FilterRow {
  const value = row.operator === '' || row.value === '' ? row.value : rewriteValue(row.value, row.operator, operator)
  return { ...row, operator, value }
}

export function isComplete(row: FilterRow): row is Filter {
  return row.name !== '' && row.operator !== '' && row.value.trim() !== ''
}

/** What is wrong with a complete row, or null; an incomplete row is not judged yet. */
export function rowProblem(row: FilterRow): string | null {
  if (!isComplete(row)) return null
  return missingEnd(row.value, row.operator) ? 'choose both ends of the range' : validateFilter(row)
}

/** spec-1 §5: Apply is disabled while any filter lacks name, value or operator (or cannot be searched). */
export function canApply(rows: readonly FilterRow[]): boolean {
  return rows.every((row) => isComplete(row) && rowProblem(row) === null)
}

/** The filters Apply gives: hash rows dropped, dimensions split into edges (shared rule). */
export function appliedFilters(rows: readonly FilterRow[]): Filter[] {
  return prepareFiltersForApply(rows.filter(isComplete))
}
