// Bulk loads and the search structures of migration 005: a loader may drop the triggers and b-tree
// indexes while it inserts (much faster at a million rows), then rebuildSearchIndexes puts back exactly
// what the migration made and refills the derived tables from `sightings`.

import type Database from 'better-sqlite3'
import { SEARCH_SCHEMA } from '../search/schema.js'
import { rebuildPhotoDnaIndex } from './sightings-photodna.js'

/** Drops the search triggers and b-tree indexes; the search is wrong until rebuildSearchIndexes runs. */
export function dropSearchIndexes(db: Database.Database): void {
  db.transaction(() => {
    for (const o of SEARCH_SCHEMA) {
      if (o.type === 'trigger') db.exec(`DROP TRIGGER IF EXISTS ${o.name}`)
      if (o.type === 'index') db.exec(`DROP INDEX IF EXISTS ${o.name}`)
    }
  })()
}

/** Recreates whatever of migration 005 is missing, refills FTS, trigram, R*Tree and PhotoDNA index, and
 * refreshes the planner's statistics. */
export function rebuildSearchIndexes(db: Database.Database): void {
  const present = new Set(db.prepare('SELECT name FROM sqlite_master').pluck().all() as string[])
  db.transaction(() => {
    for (const o of SEARCH_SCHEMA) if (!present.has(o.name)) db.exec(o.sql)
    db.exec("INSERT INTO sightings_fts (sightings_fts) VALUES ('rebuild')")
    db.exec("INSERT INTO sightings_trigram (sightings_trigram) VALUES ('rebuild')")
    db.exec('DELETE FROM sightings_geo')
    db.exec(
      'INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) ' +
        'SELECT id, latitude, latitude, longitude, longitude FROM sightings WHERE latitude IS NOT NULL',
    )
  })()
  rebuildPhotoDnaIndex(db)
  // The planner picks among some thirty indexes per query: without statistics it guesses badly at 1M rows.
  db.pragma('analysis_limit = 1000')
  db.exec('ANALYZE')
}
