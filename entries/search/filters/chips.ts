// The words on a filter chip: the field's label, the operator, and the value without the operator's form
// (no wildcards, no range dashes), so that "Username contains bob" reads as the user meant it.

import { findField } from '../../../shared/search/fields.js'
import type { Filter } from '../../../shared/search/filters.js'
import { rangeParts } from '../../../shared/search/values.js'

function bareValue({ operator, value }: Filter): string {
  switch (operator) {
    case 'contains':
    case 'does not contain':
      return value.length >= 2 && value.startsWith('*') && value.endsWith('*') ? value.slice(1, -1) : value
    case 'between': {
      const [a, b] = rangeParts(value)
      return b === undefined ? (a ?? '') : `${a ?? ''} and ${b ?? ''}`
    }
    case 'before':
    case 'less than':
    case 'after':
    case 'greater than':
      return rangeParts(value).find((part) => part !== null) ?? ''
    default:
      return value
  }
}

export function chipText(filter: Filter): string {
  const label = findField(filter.name)?.label ?? filter.name
  return `${label} ${filter.operator} ${bareValue(filter)}`
}
