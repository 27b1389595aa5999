// The derived search structures over `sightings` (migration 005): b-tree indexes per filterable field,
// FTS5 for the free-text filter, a trigram FTS5 table for wildcards, an R*Tree for location, the PhotoDNA
// pivot index, and the triggers that keep them in step. Declared once here so that a bulk load can drop
// them and rebuildSearchIndexes (indexes.ts) can put back exactly what the migration made; a test holds the
// two equal.

import { FREE_TEXT_COLUMNS, TRIGRAM_COLUMNS } from './columns.js'
import { INDEX_DIRECTIONS } from './photodna-coordinates.js'

export interface SchemaObject {
  type: 'index' | 'table' | 'trigger'
  name: string
  sql: string
}

// Each filter column leads, then the default sort (spec-1 §4.5: dateTimeOriginal descending), so a filter
// with the default sort, and a group-by on the column, read the index in order and stop at the page. The
// latitude trails every index so that the map's exists=location (and mustHaveGPS) is answered, and counted,
// from the index alone.
const SORTED_INDEXES: readonly [string, string][] = [
  ['sightings_by_date_time_original', 'date_time_original DESC, latitude'],
  ['sightings_by_date_first_seen', 'date_first_seen DESC, latitude'],
  ['sightings_by_date_last_seen', 'date_last_seen DESC, latitude'],
  ['sightings_by_camera', 'make DESC, model DESC, serial_number DESC, date_time_original DESC, latitude'],
  ['sightings_by_dimensions', 'width DESC, height DESC, date_time_original DESC, latitude'],
  ...[
    'make', 'model', 'serial_number', 'internal_serial_number', 'lens', 'lens_serial_number', 'exif_software', 'domain',
    'image_unique_id', 'barcode', 'instance_id', 'owner_name', 'artist', 'creator', 'copyright',
    'copyright_notice', 'author', 'xp_author', 'lens_id', 'creator_address', 'creator_work_email', 'md5', 'sha1',
    'qt_hash', 'source', 'url', 'file_name', 'username', 'filesize', 'longest_edge', 'shortest_edge',
  ].map((c): [string, string] => [`sightings_by_${c}`, `${c} DESC, date_time_original DESC, latitude`]),
]

const list = (columns: readonly string[], prefix = '') => columns.map((c) => prefix + c).join(', ')

const ftsInsert = (table: string, columns: readonly string[]) =>
  `INSERT INTO ${table} (rowid, ${list(columns)}) VALUES (new.id, ${list(columns, 'new.')});`
const ftsDelete = (table: string, columns: readonly string[]) =>
  `INSERT INTO ${table} (${table}, rowid, ${list(columns)}) VALUES ('delete', old.id, ${list(columns, 'old.')});`

const GEO_INSERT =
  'INSERT INTO sightings_geo (id, min_lat, max_lat, min_lon, max_lon) ' +
  'SELECT new.id, new.latitude, new.latitude, new.longitude, new.longitude WHERE new.latitude IS NOT NULL;'
const PHOTODNA_QUEUE = 'INSERT OR IGNORE INTO photodna_pending (id) SELECT new.id WHERE new.photodna IS NOT NULL;'

const coordinateColumns = INDEX_DIRECTIONS.map((_, i) => `d${i + 1}_lo, d${i + 1}_hi`).join(', ')

export const SEARCH_SCHEMA: readonly SchemaObject[] = [
  ...SORTED_INDEXES.map(([name, columns]): SchemaObject => ({
    type: 'index',
    name,
    sql: `CREATE INDEX ${name} ON sightings (${columns})`,
  })),
  {
    type: 'table',
    name: 'sightings_fts',
    sql:
      `CREATE VIRTUAL TABLE sightings_fts USING fts5(${list(FREE_TEXT_COLUMNS)}, content='sightings', ` +
      `content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
  },
  {
    type: 'table',
    name: 'sightings_trigram',
    sql:
      `CREATE VIRTUAL TABLE sightings_trigram USING fts5(${list(TRIGRAM_COLUMNS)}, content='sightings', ` +
      `content_rowid='id', tokenize='trigram', detail='column')`,
  },
  {
    type: 'table',
    name: 'sightings_geo',
    sql: 'CREATE VIRTUAL TABLE sightings_geo USING rtree(id, min_lat, max_lat, min_lon, max_lon)',
  },
  {
    type: 'table',
    name: 'sightings_photodna',
    // The vector rides along as an auxiliary column: a lookup measures candidates without reading sightings.
    sql: `CREATE VIRTUAL TABLE sightings_photodna USING rtree(id, ${coordinateColumns}, +vector)`,
  },
  // Distances to the pivots need code, so the triggers only queue a changed vector and the next PhotoDNA
  // lookup measures it (photodna-index.ts).
  { type: 'table', name: 'photodna_pending', sql: 'CREATE TABLE photodna_pending (id INTEGER PRIMARY KEY) STRICT' },
  {
    type: 'trigger',
    name: 'sightings_search_insert',
    sql:
      'CREATE TRIGGER sightings_search_insert AFTER INSERT ON sightings BEGIN\n' +
      `  ${ftsInsert('sightings_fts', FREE_TEXT_COLUMNS)}\n` +
      `  ${ftsInsert('sightings_trigram', TRIGRAM_COLUMNS)}\n` +
      `  ${GEO_INSERT}\n` +
      `  ${PHOTODNA_QUEUE}\n` +
      'END',
  },
  {
    type: 'trigger',
    name: 'sightings_search_delete',
    sql:
      'CREATE TRIGGER sightings_search_delete AFTER DELETE ON sightings BEGIN\n' +
      `  ${ftsDelete('sightings_fts', FREE_TEXT_COLUMNS)}\n` +
      `  ${ftsDelete('sightings_trigram', TRIGRAM_COLUMNS)}\n` +
      '  DELETE FROM sightings_geo WHERE id = old.id;\n' +
      '  DELETE FROM sightings_photodna WHERE id = old.id;\n' +
      '  DELETE FROM photodna_pending WHERE id = old.id;\n' +
      'END',
  },
  {
    type: 'trigger',
    name: 'sightings_search_update',
    sql:
      'CREATE TRIGGER sightings_search_update AFTER UPDATE ON sightings BEGIN\n' +
      `  ${ftsDelete('sightings_fts', FREE_TEXT_COLUMNS)}\n` +
      `  ${ftsInsert('sightings_fts', FREE_TEXT_COLUMNS)}\n` +
      `  ${ftsDelete('sightings_trigram', TRIGRAM_COLUMNS)}\n` +
      `  ${ftsInsert('sightings_trigram', TRIGRAM_COLUMNS)}\n` +
      '  DELETE FROM sightings_geo WHERE id = old.id;\n' +
      `  ${GEO_INSERT}\n` +
      '  DELETE FROM sightings_photodna WHERE id = old.id AND new.photodna IS NOT old.photodna;\n' +
      '  DELETE FROM photodna_pending WHERE id = old.id AND new.photodna IS NULL;\n' +
      `  INSERT OR IGNORE INTO photodna_pending (id) SELECT new.id WHERE new.photodna IS NOT NULL AND new.photodna IS NOT old.photodna;\n` +
      'END',
  },
]

/**
 * Migration 007: the located sightings alone, newest first. The map asks for the latest 1,000 located
 * sightings and counts up to 10,001 of them (exists=location, spec-1 §9); through the date index it read
 * five sightings for each located one, as four in five have no place.
 */
export const LOCATED_SCHEMA: readonly SchemaObject[] = [
  {
    type: 'index',
    name: 'sightings_located',
    sql: 'CREATE INDEX sightings_located ON sightings (date_time_original DESC, id) WHERE latitude IS NOT NULL',
  },
]

/** The migration text of a schema list, as 005_search_indexes.sql and 007_located_index.sql hold it. */
export function schemaSql(schema: readonly SchemaObject[]): string {
  return schema.map((o) => `${o.sql};`).join('\n\n') + '\n'
}
