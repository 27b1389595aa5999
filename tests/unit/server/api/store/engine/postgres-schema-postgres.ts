// A PostgreSQL schema's tables, columns, keys and indexes, read from the catalog (pg_attribute, pg_constraint,
// pg_index) into the shape the SQLite one is read into.

import type pg from 'pg'
import type { ColumnShape, ForeignKeyShape, IndexShape, ReferentialAction, SchemaShape } from './postgres-schema-shape.js'

const ACTIONS: Record<string, ReferentialAction> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' }

/** A default without the casts PostgreSQL writes into it: `'[]'::text` is SQLite's `'[]'`. */
const withoutCasts = (expression: string) => expression.replace(/(::[a-z ]+(\[\])?)+$/i, '')

const TABLES = `
  SELECT c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = $1 AND c.relkind IN ('r', 'p')`

const COLUMNS = `
  SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
         pg_get_expr(d.adbin, d.adrelid) AS default, a.attidentity <> '' AS generated
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
   WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
   ORDER BY c.relname, a.attnum`

/** Keys, foreign keys and checks, their columns in the constraint's order. */
const CONSTRAINTS = `
  SELECT c.relname AS table, k.contype AS kind,
         array(SELECT a.attname FROM unnest(k.conkey) WITH ORDINALITY u(num, i)
                 JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.num ORDER BY u.i)::text[] AS columns,
         f.relname AS referenced,
         array(SELECT a.attname FROM unnest(k.confkey) WITH ORDINALITY u(num, i)
                 JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.num ORDER BY u.i)::text[] AS references,
         k.confdeltype AS on_delete, k.confupdtype AS on_update
    FROM pg_constraint k
    JOIN pg_class c ON c.oid = k.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_class f ON f.oid = k.confrelid
   WHERE n.nspname = $1 AND k.contype IN ('p', 'u', 'f', 'c')`

/** Indexes made by CREATE INDEX: not those a key or a UNIQUE constraint made. */
const INDEXES = `
  SELECT t.relname AS table, x.relname AS name, i.indisunique AS unique, i.indpred IS NOT NULL AS partial,
         array(SELECT pg_get_indexdef(i.indexrelid, k, true)
                      || CASE WHEN i.indoption[k - 1] & 1 = 1 THEN ' DESC' ELSE '' END
                 FROM generate_series(1, i.indnkeyatts) k ORDER BY k)::text[] AS keys,
         array(SELECT a.attname FROM pg_attribute a WHERE a.attrelid = i.indrelid AND a.attnum > 0)::text[] AS table_columns
    FROM pg_index i
    JOIN pg_class x ON x.oid = i.indexrelid
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
   WHERE n.nspname = $1 AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.contype IN ('p', 'u'))`

interface ConstraintRow {
  table: string
  kind: 'p' | 'u' | 'f' | 'c'
  columns: string[]
  referenced: string | null
  references: string[]
  on_delete: string
  on_update: string
}

/** A key column as SQLite's index_xinfo names it: the column, or `(expression)`, and ` DESC` when descending. */
function keyColumn(definition: string, tableColumns: readonly string[]): string {
  const descending = definition.endsWith(' DESC')
  const key = descending ? definition.slice(0, -' DESC'.length) : definition
  const column = key.replace(/^"(.*)"$/, '$1').replaceAll('""', '"')
  return (tableColumns.includes(column) ? column : '(expression)') + (descending ? ' DESC' : '')
}

/** Every ordinary table of `schema`, by name. */
export async function readPostgresSchema(client: pg.ClientBase, schema: string): Promise<SchemaShape> {
  const shape: SchemaShape = new Map()
  const table = (name: string) => shape.get(name)!
  for (const { name } of (await client.query<{ name: string }>(TABLES, [schema])).rows) {
    shape.set(name, { name, columns: [], primaryKey: [], uniques: [], indexes: [], foreignKeys: [], checks: 0 })
  }
  type ColumnRow = { table: string; name: string; type: string; not_null: boolean; default: string | null; generated: boolean }
  for (const row of (await client.query<ColumnRow>(COLUMNS, [schema])).rows) {
    const column: ColumnShape = {
      name: row.name,
      type: row.type,
      notNull: row.not_null,
      default: row.default === null ? null : withoutCasts(row.default),
      generated: row.generated,
    }
    table(row.table).columns.push(column)
  }
  for (const row of (await client.query<ConstraintRow>(CONSTRAINTS, [schema])).rows) {
    const target = table(row.table)
    if (row.kind === 'p') target.primaryKey = row.columns
    else if (row.kind === 'u') target.uniques.push(row.columns)
    else if (row.kind === 'c') target.checks += 1
    else target.foreignKeys.push(foreignKeyOf(row))
  }
  type IndexRow = { table: string; name: string; unique: boolean; partial: boolean; keys: string[]; table_columns: string[] }
  for (const row of (await client.query<IndexRow>(INDEXES, [schema])).rows) {
    const index: IndexShape = { name: row.name, unique: row.unique, partial: row.partial, columns: row.keys.map((k) => keyColumn(k, row.table_columns)) }
    table(row.table).indexes.push(index)
  }
  return shape
}

function foreignKeyOf(row: ConstraintRow): ForeignKeyShape {
  return {
    columns: row.columns,
    table: row.referenced!,
    references: row.references,
    onDelete: ACTIONS[row.on_delete]!,
    onUpdate: ACTIONS[row.on_update]!,
  }
}
