// The SQL order of search results (spec-1 §4.5): dateTimeOriginal descending by default, a group-by field
// descending when grouping, then ties by id. Each order matches an index of search-schema.ts, so a page is
// read in order instead of sorted. SQLite orders NULL lowest, so a descending key puts sightings without the field
// last; PostgreSQL says so (NULLS LAST), as its indexes do (migration 021).

import type { GroupBy } from '../../../../shared/search/groupBy.js'
import type { EngineName } from '../engine/store.js'

export function orderFor(groupBy: GroupBy, engine: EngineName = 'sqlite'): string {
  const desc = engine === 'sqlite' ? 'DESC' : 'DESC NULLS LAST'
  const latestFirst = `s.date_time_original ${desc}, s.id`
  switch (groupBy) {
    case 'camera':
      return `s.make ${desc}, s.model ${desc}, s.serial_number ${desc}, ${latestFirst}`
    case 'domain':
      return `s.domain ${desc}, ${latestFirst}`
    case 'username':
      return `s.username ${desc}, ${latestFirst}`
    // spec-1 §5: dimensions compare width first, then height.
    case 'dimensions':
      return `s.width ${desc}, s.height ${desc}, ${latestFirst}`
    case 'dateTimeOriginal':
    case 'none':
      return latestFirst
  }
}
