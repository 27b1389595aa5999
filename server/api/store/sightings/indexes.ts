// Bulk loads and the search structures of migration 021: a loader may drop the triggers and sorted indexes while
// it inserts (much faster at a million rows), then rebuildSearchIndexes puts back exactly what the migration made
// and refills the derived tables from `sightings`.

import type Database from 'better-sqlite3'
import { checkpoint } from '../db.js'
import { LOCATED_SCHEMA, SEARCH_SCHEMA } from './search-schema.js'
import { FILL_VALUES_SQL, REBUILD_VALUES_TRIGRAM_SQL, VALUES_SCHEMA } from './values-schema.js'
import { rebuildPhotoDnaIndex } from './photodna-index.js'

/** Every derived search structure (migration 021). */
const DERIVED_SCHEMA = [...SEARCH_SCHEMA, ...LOCATED_SCHEMA, ...VALUES_SCHEMA]

/** Drops the search triggers and b-tree indexes; the search is wrong until rebuildSearchIndexes runs. */
export function dropSearchIndexes(db: Database.Database): void {
  db.transaction(() => {
    for (const o of DERIVED_SCHEMA) {
      if (o.type === 'trigger') db.exec(`DROP TRIGGER IF EXISTS ${o.name}`)
      if (o.type === 'index') db.exec(`DROP INDEX IF EXISTS ${o.name}`)
    }
  })()
}

/** The derived search structures that are not there: a bulk load that was stopped between its drop and its rebuild. */
export function missingSearchStructures(db: Database.Database): string[] {
  const present = new Set(db.prepare('SELECT name FROM sqlite_master').pluck().all() as string[])
  return DERIVED_SCHEMA.filter((o) => !present.has(o.name)).map((o) => o.name)
}

/**
 * Each step is its own transaction, followed by a checkpoint: one transaction over a million rows held
 * every changed page in the write-ahead log at once (1.5 GB), and readers of a running service waited
 * for all of it. A step that fails leaves the search incomplete, and running the rebuild again finishes it.
 */
function step(db: Database.Database, name: string, work: () => void, report?: RebuildReport): void {
  const started = Date.now()
  db.transaction(work)()
  checkpoint(db)
  report?.(name, Date.now() - started)
}

/** Told each step of a rebuild as it ends, with its time in ms: a million rows take minutes. */
export type RebuildReport = (step: string, ms: number) => void

/** Recreates whatever of migration 021's search structures is missing, refills FTS, trigram, R*Tree, PhotoDNA index
 * and the distinct values, and refreshes the planner's statistics. */
export function rebuildSearchIndexes(db: Database.Database, report?: RebuildReport): void {
  const absent = new Set(missingSearchStructures(db))
  const missing = DERIVED_SCHEMA.filter((o) => absent.has(o.name))
  // Tables first, so that no trigger fires into a table that is not there yet.
  step(db, 'tables', () => {
    for (const o of missing) if (o.type === 'table') db.exec(o.sql)
  }, report)
  for (const o of missing) if (o.type === 'index') step(db, o.name, () => db.exec(o.sql), report)
  step(db, 'sightings_fts', () => db.exec("INSERT INTO sightings_fts (sightings_fts) VALUES ('rebuild')"), report)
  step(db, 'sightings_trigram', () => db.exec("INSERT INTO sightings_trigram (sightings_trigram) VALUES ('rebuild')"), report)
  step(db, 'sightings_geo', () => {
    db.exec('DELETE FROM sightings_geo')
    // In row id order: in latitude order the R*Tree took five times as long to fill, and a lookup was no faster.
    db.exec(
      'INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) ' +
        'SELECT id, latitude, latitude, longitude, longitude FROM sightings WHERE latitude IS NOT NULL',
    )
  }, report)
  step(db, 'sightings_photodna', () => rebuildPhotoDnaIndex(db), report)
  step(db, 'sighting_values', () => FILL_VALUES_SQL.forEach((sql) => db.exec(sql)), report)
  step(db, 'sighting_values_trigram', () => db.exec(REBUILD_VALUES_TRIGRAM_SQL), report)
  // The triggers last: the derived tables above already hold every row they would have added.
  step(db, 'triggers', () => {
    for (const o of missing) if (o.type === 'trigger') db.exec(o.sql)
  }, report)
  // The planner picks among some thirty indexes per query: without statistics it guesses badly at 1M rows.
  step(db, 'statistics', () => {
    db.pragma('analysis_limit = 1000')
    db.exec('ANALYZE')
  }, report)
}

/**
 * Puts back what a bulk load stopped between its drop and its rebuild left missing (a service killed during its first
 * start's seeding); gives the names it had to make, none when the search was complete.
 */
export function completeSearchStructures(db: Database.Database, report?: RebuildReport): string[] {
  const missing = missingSearchStructures(db)
  if (missing.length > 0) rebuildSearchIndexes(db, report)
  return missing
}
