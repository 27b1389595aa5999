// The SQL order of search results (spec-1 §4.5): dateTimeOriginal descending by default, a group-by field
// descending when grouping, then ties by id. Each order matches an index of search-schema.ts, so a page is
// read in order instead of sorted.

import type { GroupBy } from '../../../../shared/search/groupBy.js'

const LATEST_FIRST = 's.date_time_original DESC, s.id'

export function orderFor(groupBy: GroupBy): string {
  switch (groupBy) {
    case 'camera':
      return `s.make DESC, s.model DESC, s.serial_number DESC, ${LATEST_FIRST}`
    case 'domain':
      return `s.domain DESC, ${LATEST_FIRST}`
    case 'username':
      return `s.username DESC, ${LATEST_FIRST}`
    // spec-1 §5: dimensions compare width first, then height.
    case 'dimensions':
      return `s.width DESC, s.height DESC, ${LATEST_FIRST}`
    case 'dateTimeOriginal':
    case 'none':
      return LATEST_FIRST
  }
}
