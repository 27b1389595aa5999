// The shape of a schema as both engines' catalogs give it, so that one function can compare the two and another can
// hold PostgreSQL's to Citus's rules.

export interface ColumnShape {
  name: string
  /** PostgreSQL's type name (bigint, text, citext...); for SQLite, the type the translation rules give. */
  type: string
  notNull: boolean
  /** The default as written, without PostgreSQL's casts ('[]', 0); null when there is none. */
  default: string | null
  /** A generated key: SQLite's INTEGER PRIMARY KEY, PostgreSQL's identity column. */
  generated: boolean
}

export interface IndexShape {
  name: string
  unique: boolean
  partial: boolean
  /** Each key column's name, `(expression)` for an expression, with ` DESC` when it is descending. */
  columns: string[]
}

export type ReferentialAction = 'NO ACTION' | 'RESTRICT' | 'CASCADE' | 'SET NULL' | 'SET DEFAULT'

export interface ForeignKeyShape {
  columns: string[]
  table: string
  references: string[]
  onDelete: ReferentialAction
  onUpdate: ReferentialAction
}

export interface TableShape {
  name: string
  columns: ColumnShape[]
  primaryKey: string[]
  /** UNIQUE constraints (PostgreSQL) or the autoindexes SQLite makes for them. */
  uniques: string[][]
  /** Indexes made by CREATE INDEX, unique ones included; not those behind a key or a UNIQUE constraint. */
  indexes: IndexShape[]
  foreignKeys: ForeignKeyShape[]
  /** How many CHECK constraints it has (their expressions are each engine's own; postgres-schema-probes.ts tries them). */
  checks: number
}

export type SchemaShape = Map<string, TableShape>

/** A foreign key in one line, for messages and for comparing sets of them. */
export const describeForeignKey = (fk: ForeignKeyShape) =>
  `(${fk.columns.join(', ')}) → ${fk.table} (${fk.references.join(', ')}) ON DELETE ${fk.onDelete} ON UPDATE ${fk.onUpdate}`

/** An index in one line, for messages and for comparing. */
export const describeIndex = (index: IndexShape) =>
  `${index.unique ? 'unique ' : ''}${index.partial ? 'partial ' : ''}(${index.columns.join(', ')})`
