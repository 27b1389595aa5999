// The distinct values of the wildcard-searchable text columns (migration 006), with a trigram index over
// them. A contains filter (`*wolf*`) finds the few hundred usernames that contain the fragment here, then
// reads the sightings through the column's b-tree; through the row-level trigram table it tested every one
// of the tens of thousands of matching sightings, each test reading the wide sightings row (1.2 s at 1M).

import type { SchemaObject } from './search-schema.js'
import { TRIGRAM_COLUMNS } from './columns.js'

/** Tags are kept joined by commas, so their values are not whole column values: they keep the row-level table. */
export const VALUE_COLUMNS: readonly string[] = TRIGRAM_COLUMNS.filter((c) => c !== 'tags')

const addValues = (row: 'new') =>
  VALUE_COLUMNS.map(
    (c) => `  INSERT OR IGNORE INTO sighting_values (field, value) SELECT '${c}', ${row}.${c} WHERE ${row}.${c} IS NOT NULL;`,
  ).join('\n')

// Values are only ever added: one that no sighting holds any longer finds nothing in the b-tree, and
// counting holders to delete the last would cost every delete and update far more than it saves.
export const VALUES_SCHEMA: readonly SchemaObject[] = [
  {
    type: 'table',
    name: 'sighting_values',
    sql:
      'CREATE TABLE sighting_values (\n  id INTEGER PRIMARY KEY,\n  field TEXT NOT NULL,\n  value TEXT NOT NULL,\n' +
      '  UNIQUE (field, value)\n) STRICT',
  },
  {
    type: 'table',
    name: 'sighting_values_trigram',
    sql:
      "CREATE VIRTUAL TABLE sighting_values_trigram USING fts5(value, content='sighting_values', content_rowid='id', " +
      "tokenize='trigram')",
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

/** Adds every value sightings hold, one column per statement; the trigram index is rebuilt after. */
export const FILL_VALUES_SQL: readonly string[] = VALUE_COLUMNS.map(
  (c) => `INSERT OR IGNORE INTO sighting_values (field, value) SELECT DISTINCT '${c}', ${c} FROM sightings WHERE ${c} IS NOT NULL`,
)
export const REBUILD_VALUES_TRIGRAM_SQL = "INSERT INTO sighting_values_trigram (sighting_values_trigram) VALUES ('rebuild')"

/** The migration text for VALUES_SCHEMA and the fill of a database that has sightings already. */
export function valuesSchemaSql(): string {
  return [...VALUES_SCHEMA.map((o) => o.sql), ...FILL_VALUES_SQL, REBUILD_VALUES_TRIGRAM_SQL].map((s) => `${s};`).join('\n\n') + '\n'
}
