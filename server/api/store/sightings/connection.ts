// The SQL functions the search conditions and the result items call, registered once per connection.

import type Database from 'better-sqlite3'
import { distanceMetres } from '../../search/geo.js'
import { DISTANCE_FUNCTION } from './filter-sql.js'
import { registerResultItemFunctions } from './result-item-sql.js'

const prepared = new WeakSet<Database.Database>()

export function prepareConnection(db: Database.Database): void {
  if (prepared.has(db)) return
  db.function(DISTANCE_FUNCTION, { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat1 === null || lon1 === null ? null : distanceMetres(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  )
  registerResultItemFunctions(db)
  prepared.add(db)
}
