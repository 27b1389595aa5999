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

/**
 * Past the mapped part, pages are read through SQLite's page cache, 16 MiB by default: 1,000 pages of 16 KiB, fewer
 * than one search touches at ten million sightings (a 10 km radius around London, 6,745 sightings, reads some 7,600
 * pages to count and sort them). Kept at 128 MiB, a search's next page, or the same search again, finds its pages
 * there: that search took 58 ms in the store, 31 ms with the larger cache. The cache grows only as such pages are
 * read, so a database that fits in the mapped part never fills it; each search connection (one a worker, one a job
 * thread) holds at most this much.
 */
const CACHED_KIB = 128 * 1024

const prepared = new WeakSet<Database.Database>()

export function prepareConnection(db: Database.Database): void {
  if (prepared.has(db)) return
  db.pragma(`mmap_size = ${MAPPED_BYTES}`)
  db.pragma(`cache_size = -${CACHED_KIB}`)
  // Null when any coordinate is, as PostgreSQL's STRICT function gives it.
  db.function(DISTANCE_FUNCTION, { deterministic: true }, (lat1, lon1, lat2, lon2) =>
    lat1 === null || lon1 === null || lat2 === null || lon2 === null ? null : distanceMetres(Number(lat1), Number(lon1), Number(lat2), Number(lon2)),
  )
  registerResultItemFunctions(db)
  prepared.add(db)
}
