// What a connection needs before it searches sightings: the SQL functions the search conditions and the result
// items call, and the database file mapped into memory, set once per connection.

import type Database from 'better-sqlite3'
import { distanceMetres } from '../../search/geo.js'
import { DISTANCE_FUNCTION } from './filter-sql.js'
import { registerResultItemFunctions } from './result-item-sql.js'

/**
 * Searches read many sightings at random: a count checks up to 10,001 rows, a list page builds 1,000 items. Mapped
 * into memory, each row is read where it lies; read through SQLite's small page cache, each copied its whole page,
 * 16 KiB in a database the seed tool made (large-pages.ts): a count that checked 10,001 rows took 100 ms at a
 * million sightings, mapped 20. The most SQLite maps (its build's limit): beyond it, pages are read as before.
 */
const MAPPED_BYTES = 2 ** 31

const prepared = new WeakSet<Database.Database>()

export function prepareConnection(db: Database.Database): void {
  if (prepared.has(db)) return
  db.pragma(`mmap_size = ${MAPPED_BYTES}`)
  db.function(DISTANCE_FUNCTION, { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat1 === null || lon1 === null ? null : distanceMetres(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  )
  registerResultItemFunctions(db)
  prepared.add(db)
}
