// The derived search structures over `sightings` (migration 021, which reshaped those of 005, 006 and 007): sorted
// indexes for the fields that many sightings share, the words index (FTS5) for the free-text filter and the fields
// without an index of their own, a trigram FTS5 table for their wildcards, the hash indexes, an R*Tree for
// location, the PhotoDNA index, and the triggers that keep them in step. Declared once here so that a bulk load can
// drop them and rebuildSearchIndexes (indexes.ts) can put back exactly what the migration made; a test holds the
// two equal.

import { FREE_TEXT_COLUMNS, TRIGRAM_COLUMNS } from './columns.js'
import { INDEX_DIRECTIONS } from './photodna-coordinates.js'

export interface SchemaObject {
  type: 'index' | 'table' | 'trigger'
  name: string
  sql: string
}

/** The default sort (spec-1 §4.5: dateTimeOriginal descending), which a filter on the leading column reads in order. */
const LATEST = 'date_time_original DESC'

/**
 * Each sorted index of a text field or a group-by leads with its column, then the default sort, so that a filter
 * with the default sort, and a group-by on the column, read the index in order and stop at the page. The dates seen,
 * the file size and the edges are filtered by ranges, which no date after the value would put in date order: their
 * indexes hold the value alone (migration 032). The latitude trails the indexes of the fields the map and the GPS
 * switch are combined with (the group-by fields and make and model), so that their exists=location is answered, and
 * counted, from the index alone. The serial number, held by fewer than a third of the sightings, indexes only those
 * that have one.
 */
const SORTED_INDEXES: readonly [name: string, columns: string, where?: string][] = [
  ['sightings_by_date_time_original', `${LATEST}, latitude`],
  ['sightings_by_date_first_seen', 'date_first_seen DESC'],
  ['sightings_by_date_last_seen', 'date_last_seen DESC'],
  ['sightings_by_camera', `make DESC, model DESC, serial_number DESC, ${LATEST}, latitude`],
  ['sightings_by_dimensions', `width DESC, height DESC, ${LATEST}`],
  ...['make', 'model', 'domain', 'username'].map((c): [string, string] => [`sightings_by_${c}`, `${c} DESC, ${LATEST}, latitude`]),
  ...['lens', 'exif_software', 'source'].map((c): [string, string] => [`sightings_by_${c}`, `${c} DESC, ${LATEST}`]),
  ...['filesize', 'longest_edge', 'shortest_edge'].map((c): [string, string] => [`sightings_by_${c}`, `${c} DESC`]),
  ['sightings_by_serial_number', `serial_number DESC, ${LATEST}`, 'serial_number IS NOT NULL'],
]

/**
 * The hashes (columns.ts HASH_COLUMNS), each by its first seven characters (migration 032): 268 million starts, so
 * that at ten million sightings a lookup reads 0.04 rows of another value on average, each rejected by the whole
 * value, which it compares on the row (hash-conditions.ts). On PostgreSQL seven characters and their length fit the
 * eight bytes an entry aligns to.
 */
export const HASH_START_LENGTH = 7
export const hashStartSql = (column: string) => `substr(${column}, 1, ${HASH_START_LENGTH})`
const HASH_INDEXES: readonly [name: string, columns: string, where: string][] = [
  ['sightings_by_md5_start', `${hashStartSql('md5')} COLLATE NOCASE`, 'md5 IS NOT NULL'],
  ['sightings_by_sha1_start', `${hashStartSql('sha1')} COLLATE NOCASE`, 'sha1 IS NOT NULL'],
  ['sightings_by_qt_hash_start', `${hashStartSql('qt_hash')} COLLATE NOCASE`, 'qt_hash IS NOT NULL'],
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

const index = ([name, columns, where]: readonly [string, string, string?]): SchemaObject => ({
  type: 'index',
  name,
  sql: `CREATE INDEX ${name} ON sightings (${columns})${where ? ` WHERE ${where}` : ''}`,
})

export const SEARCH_SCHEMA: readonly SchemaObject[] = [
  ...SORTED_INDEXES.map(index),
  ...HASH_INDEXES.map(index),
  // No column sizes: they serve ranking, which no search does.
  {
    type: 'table',
    name: 'sightings_fts',
    sql:
      `CREATE VIRTUAL TABLE sightings_fts USING fts5(${list(FREE_TEXT_COLUMNS)}, content='sightings', ` +
      `content_rowid='id', tokenize='unicode61 remove_diacritics 2', columnsize=0)`,
  },
  // Without positions or columns: a LIKE on the table checks each candidate's column value itself.
  {
    type: 'table',
    name: 'sightings_trigram',
    sql:
      `CREATE VIRTUAL TABLE sightings_trigram USING fts5(${list(TRIGRAM_COLUMNS)}, content='sightings', ` +
      `content_rowid='id', tokenize='trigram', detail='none', columnsize=0)`,
  },
  {
    type: 'table',
    name: 'sightings_geo',
    sql: 'CREATE VIRTUAL TABLE sightings_geo USING rtree(id, min_lat, max_lat, min_lon, max_lon)',
  },
  // The vectors stay on the sightings rows: a lookup reads its hundred or so candidates' vectors there.
  {
    type: 'table',
    name: 'sightings_photodna',
    sql: `CREATE VIRTUAL TABLE sightings_photodna USING rtree(id, ${coordinateColumns})`,
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
 * The located sightings alone, newest first (migration 007, the row id no longer repeated: every index ends in it).
 * The map asks for the latest 1,000 located sightings and counts up to 10,001 of them (exists=location, spec-1 §9);
 * through the date index it read five sightings for each located one, as four in five have no place.
 */
export const LOCATED_SCHEMA: readonly SchemaObject[] = [
  {
    type: 'index',
    name: 'sightings_located',
    sql: `CREATE INDEX sightings_located ON sightings (${LATEST}) WHERE latitude IS NOT NULL`,
  },
]

/** The migration text of a schema list, as the migrations hold it. */
export function schemaSql(schema: readonly SchemaObject[]): string {
  return schema.map((o) => `${o.sql};`).join('\n\n') + '\n'
}
