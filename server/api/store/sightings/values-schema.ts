// The distinct values of the text columns with a sorted index of their own (columns.ts SORTED_TEXT_COLUMNS), with a
// trigram index over them (migration 006, narrowed by 021). A contains filter (`*wolf*`) finds the few hundred
// usernames that contain the fragment here, then reads the sightings through the column's sorted index; through the
// row-level trigram table it tested every one of the tens of thousands of matching sightings, each test reading the
// wide sightings row (1.2 s at 1M). The other text columns hold values that few sightings share, so their distinct
// values were nearly as many as their sightings: their wildcards use the row-level trigram table.

import type { SchemaObject } from './search-schema.js'
import { SORTED_TEXT_COLUMNS } from './columns.js'

export const VALUE_COLUMNS: readonly string[] = SORTED_TEXT_COLUMNS

const addValues = (row: 'new') =>
  VALUE_COLUMNS.map(
    (c) => `  INSERT OR IGNORE INTO sighting_values (field, value) SELECT '${c}', ${row}.${c} WHERE ${row}.${c} IS NOT NULL;`,
  ).join('\n')

// Values are only ever added: one that no sighting holds any longer finds nothing in the sorted index, and
// counting holders to delete the last would cost every delete and update far more than it saves.
export const VALUES_SCHEMA: readonly SchemaObject[] = [
  {
    type: 'table',
    name: 'sighting_values',
    sql:
      'CREATE TABLE sighting_values (\n  id INTEGER PRIMARY KEY,\n  field TEXT NOT NULL,\n  value TEXT NOT NULL,\n' +
      '  UNIQUE (field, value)\n) STRICT',
  },
  // Without positions or sizes: a LIKE on the table checks each candidate value itself.
  {
    type: 'table',
    name: 'sighting_values_trigram',
    sql:
      "CREATE VIRTUAL TABLE sighting_values_trigram USING fts5(value, content='sighting_values', content_rowid='id', " +
      "tokenize='trigram', detail='none', columnsize=0)",
  },
  {
    type: 'trigger',
    name: 'sighting_values_trigram_insert',
    sql:
      'CREATE TRIGGER sighting_values_trigram_insert AFTER INSERT ON sighting_values BEGIN\n' +
      '  INSERT INTO sighting_values_trigram (rowid, value) VALUES (new.id, new.value);\nEND',
  },
  {
    type: 'trigger',
    name: 'sightings_values_insert',
    sql: `CREATE TRIGGER sightings_values_insert AFTER INSERT ON sightings BEGIN\n${addValues('new')}\nEND`,
  },
  {
    type: 'trigger',
    name: 'sightings_values_update',
    sql: `CREATE TRIGGER sightings_values_update AFTER UPDATE ON sightings BEGIN\n${addValues('new')}\nEND`,
  },
]

/**
 * Adds every value sightings hold, one column per statement, in the order of the values' own index so that it is
 * written page after page; the trigram index is rebuilt after.
 */
export const FILL_VALUES_SQL: readonly string[] = VALUE_COLUMNS.map(
  (c) =>
    `INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT '${c}', ${c} FROM sightings WHERE ${c} IS NOT NULL ` +
    'ORDER BY 2 COLLATE BINARY',
)
export const REBUILD_VALUES_TRIGRAM_SQL = "INSERT INTO sighting_values_trigram (sighting_values_trigram) VALUES ('rebuild')"
