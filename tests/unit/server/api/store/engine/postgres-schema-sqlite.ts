// The SQLite schema as the PostgreSQL migrations should carry it: each table but SQLite's own and its search structures,
// read from SQLite's pragmas, with each column's type given by the baseline's rules of translation.

import type Database from 'better-sqlite3'
import type { ColumnShape, ForeignKeyShape, IndexShape, ReferentialAction, SchemaShape, TableShape } from './postgres-schema-shape.js'

/**
 * SQLite's own search structures over the sightings: FTS5 tables (words, trigrams), R*Trees (places, PhotoDNA) and the
 * queue of vectors to measure. PostgreSQL answers the same queries from indexes on the tables themselves (a tsvector
 * expression, pg_trgm, GiST over a point) and from a table of PhotoDNA coordinates with a GiST index
 * (db/postgres/021_sightings_diet.sql), which needs no queue; the sightings, their serials and their distinct values
 * are compared.
 */
const SIGHTINGS_SEARCH_STRUCTURES = new Set(['sightings_fts', 'sightings_trigram', 'sightings_geo', 'sightings_photodna', 'photodna_pending', 'sighting_values_trigram'])
export const isSqliteSearchStructure = (table: string) => SIGHTINGS_SEARCH_STRUCTURES.has(table)

/** SQLite's own tables, and the migration runner's record, which each engine's runner keeps for itself. */
const isBookkeeping = (table: string) => table.startsWith('sqlite_') || table === 'schema_migrations'

/** INTEGER → bigint, REAL → double precision, TEXT → text (citext when compared without case), BLOB → bytea. */
function translatedType(declared: string, withoutCase: boolean): string {
  switch (declared.toUpperCase()) {
    case 'INTEGER':
      return 'bigint'
    case 'REAL':
      return 'double precision'
    case 'TEXT':
      return withoutCase ? 'citext' : 'text'
    case 'BLOB':
      return 'bytea'
    default:
      // A virtual table's columns have no type: postgres-schema-deliberate.ts says what each one holds.
      return ''
  }
}

interface TableInfoRow {
  name: string
  type: string
  notnull: number
  dflt_value: string | null
  pk: number
}
interface IndexListRow {
  name: string
  unique: number
  origin: 'c' | 'u' | 'pk'
  partial: number
}
interface IndexColumnRow {
  cid: number
  name: string | null
  desc: number
  coll: string
  key: number
}
interface ForeignKeyRow {
  id: number
  seq: number
  table: string
  from: string
  to: string | null
  on_update: ReferentialAction
  on_delete: ReferentialAction
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Whether a column compares without case (COLLATE NOCASE). SQLite has no pragma for a column's collation, but a
 * compound SELECT takes its first part's, so the column, with no rows, compared to a literal of another case says.
 */
function comparesWithoutCase(db: Database.Database, table: string, column: string): boolean {
  const sql = `SELECT count(*) FROM (SELECT ${quoted(column)} AS v FROM ${quoted(table)} WHERE 0 UNION ALL SELECT 'A') WHERE v = 'a'`
  return db.prepare(sql).pluck().get() === 1
}

function indexColumns(db: Database.Database, index: string): IndexColumnRow[] {
  return (db.pragma(`index_xinfo(${quoted(index)})`) as IndexColumnRow[]).filter((c) => c.key === 1)
}

function readIndexes(db: Database.Database, table: string) {
  const list = db.pragma(`index_list(${quoted(table)})`) as IndexListRow[]
  const indexes: IndexShape[] = []
  const uniques: string[][] = []
  const withoutCase = new Set<string>()
  for (const entry of list) {
    const columns = indexColumns(db, entry.name)
    for (const c of columns) if (c.name !== null && c.coll.toUpperCase() === 'NOCASE') withoutCase.add(c.name)
    if (entry.origin === 'u') uniques.push(columns.map((c) => c.name ?? '(expression)'))
    if (entry.origin !== 'c') continue
    indexes.push({
      name: entry.name,
      unique: entry.unique === 1,
      partial: entry.partial === 1,
      columns: columns.map((c) => (c.cid === -2 ? '(expression)' : String(c.name)) + (c.desc ? ' DESC' : '')),
    })
  }
  return { indexes, uniques, withoutCase }
}

function readForeignKeys(db: Database.Database, table: string): ForeignKeyShape[] {
  const rows = db.pragma(`foreign_key_list(${quoted(table)})`) as ForeignKeyRow[]
  const byId = new Map<number, ForeignKeyRow[]>()
  for (const row of rows) byId.set(row.id, [...(byId.get(row.id) ?? []), row])
  return [...byId.values()].map((parts) => {
    parts.sort((a, b) => a.seq - b.seq)
    const first = parts[0]!
    return {
      columns: parts.map((p) => p.from),
      table: first.table,
      // A key naming no columns refers to the other table's primary key.
      references: parts.every((p) => p.to !== null) ? parts.map((p) => p.to!) : primaryKeyOf(db, first.table),
      onDelete: first.on_delete,
      onUpdate: first.on_update,
    }
  })
}

function primaryKeyOf(db: Database.Database, table: string): string[] {
  const columns = db.pragma(`table_info(${quoted(table)})`) as TableInfoRow[]
  return columns.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name)
}

function readTable(db: Database.Database, name: string, virtual: boolean): TableShape {
  const info = db.pragma(`table_info(${quoted(name)})`) as TableInfoRow[]
  const { indexes, uniques, withoutCase } = readIndexes(db, name)
  const primaryKey = info.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk).map((c) => c.name)
  const rowidAlias = primaryKey.length === 1 && info.find((c) => c.name === primaryKey[0])?.type.toUpperCase() === 'INTEGER'
  const columns: ColumnShape[] = info.map((c) => ({
    name: c.name,
    type: translatedType(c.type, withoutCase.has(c.name) || (!virtual && c.type.toUpperCase() === 'TEXT' && comparesWithoutCase(db, name, c.name))),
    // A key column holds no NULL: SQLite's INTEGER PRIMARY KEY is the row id, and STRICT tables refuse NULL in keys.
    notNull: c.notnull === 1 || c.pk > 0,
    default: c.dflt_value,
    generated: rowidAlias && c.pk > 0,
  }))
  return { name, columns, primaryKey, uniques, indexes, foreignKeys: readForeignKeys(db, name), checks: countChecks(db, name) }
}

/** SQLite keeps a table's checks only in its CREATE TABLE statement: they are counted there, comments aside. */
function countChecks(db: Database.Database, table: string): number {
  const sql = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").pluck().get(table) as string | undefined
  return (sql ?? '').replace(/--[^\n]*/g, '').match(/\bCHECK\s*\(/gi)?.length ?? 0
}

/** Every table the PostgreSQL baseline should carry, by name. */
export function readSqliteSchema(db: Database.Database): SchemaShape {
  const tables = db.pragma('table_list') as { schema: string; name: string; type: string }[]
  const shape: SchemaShape = new Map()
  for (const table of tables) {
    // Shadow tables are a virtual table's storage, views hold nothing, temp tables belong to a connection.
    if (table.schema !== 'main' || (table.type !== 'table' && table.type !== 'virtual')) continue
    if (isBookkeeping(table.name) || isSqliteSearchStructure(table.name)) continue
    shape.set(table.name, readTable(db, table.name, table.type === 'virtual'))
  }
  return shape
}
