// Citus's rules for a schema and its distribution (server/api/db/postgres/distribution.json): what
// create_distributed_table and create_reference_table would refuse, found before any cluster is asked. Gives each
// broken rule as a sentence; none means Citus accepts the schema as distributed.

import { describeForeignKey, type ForeignKeyShape, type SchemaShape, type TableShape } from './postgres-schema-shape.js'

export type Placement = 'reference' | { distributed: string }
export type Distribution = Record<string, Placement>

const distributionColumn = (placement: Placement | undefined) => (typeof placement === 'object' ? placement.distributed : undefined)

/** Every table is placed, every placement names a table, and a distribution column is a column that holds no NULL. */
function placementViolations(schema: SchemaShape, distribution: Distribution): string[] {
  const violations: string[] = []
  for (const name of schema.keys()) if (!(name in distribution)) violations.push(`${name} is neither a reference table nor distributed`)
  for (const [name, placement] of Object.entries(distribution)) {
    const table = schema.get(name)
    if (!table) violations.push(`${name} is placed but is not a table of the schema`)
    else if (placement !== 'reference' && typeof placement?.distributed !== 'string') {
      violations.push(`${name} is placed as ${JSON.stringify(placement)}, neither "reference" nor { "distributed": column }`)
    } else if (placement !== 'reference') {
      const column = table.columns.find((c) => c.name === placement.distributed)
      if (!column) violations.push(`${name} is distributed on ${placement.distributed}, which is not one of its columns`)
      else if (!column.notNull) violations.push(`${name} is distributed on ${column.name}, which may be NULL: Citus places no row without it`)
    }
  }
  return violations
}

/** Citus enforces a primary key or a unique one on a distributed table only when the key holds its distribution column. */
function keyViolations(table: TableShape, column: string): string[] {
  const keys = [
    ...(table.primaryKey.length > 0 ? [{ what: 'primary key', columns: table.primaryKey }] : []),
    ...table.uniques.map((columns) => ({ what: 'UNIQUE', columns })),
    ...table.indexes.filter((i) => i.unique).map((i) => ({ what: `unique index ${i.name}`, columns: i.columns.map((c) => c.replace(/ DESC$/, '')) })),
  ]
  return keys
    .filter((key) => !key.columns.includes(column))
    .map((key) => `${table.name}: its ${key.what} (${key.columns.join(', ')}) lacks its distribution column ${column}`)
}

/**
 * A foreign key runs between reference tables, from a distributed table to a reference table, or between two
 * distributed tables co-located (same column type) on the distribution column; never from a reference table to a
 * distributed one. And no action may null, default or rewrite a distribution column.
 */
function foreignKeyViolation(schema: SchemaShape, distribution: Distribution, table: TableShape, fk: ForeignKeyShape): string | undefined {
  const where = `${table.name} ${describeForeignKey(fk)}`
  if (!(fk.table in distribution) || !schema.has(fk.table)) return `${where}: refers to a table that is not placed`
  const own = distributionColumn(distribution[table.name])
  const theirs = distributionColumn(distribution[fk.table])
  if (own === undefined) return theirs === undefined ? undefined : `${where}: a reference table may not refer to a distributed one`
  if (fk.columns.includes(own)) {
    if (fk.onDelete === 'SET NULL' || fk.onDelete === 'SET DEFAULT') return `${where}: ON DELETE ${fk.onDelete} would change the distribution column ${own}`
    if (fk.onUpdate === 'CASCADE' || fk.onUpdate === 'SET NULL' || fk.onUpdate === 'SET DEFAULT') {
      return `${where}: ON UPDATE ${fk.onUpdate} would change the distribution column ${own}`
    }
  }
  if (theirs === undefined) return undefined
  const at = fk.columns.indexOf(own)
  if (at < 0 || fk.references[at] !== theirs) return `${where}: between distributed tables, but not from ${own} to ${fk.table}'s distribution column ${theirs}`
  const typeOf = (t: TableShape | undefined, column: string) => t?.columns.find((c) => c.name === column)?.type
  if (typeOf(table, own) !== typeOf(schema.get(fk.table), theirs)) return `${where}: ${own} and ${theirs} differ in type, so the tables cannot be co-located`
  return undefined
}

/** Every rule of Citus the schema, placed as `distribution` says, breaks. */
export function citusViolations(schema: SchemaShape, distribution: Distribution): string[] {
  const violations = placementViolations(schema, distribution)
  for (const table of schema.values()) {
    const column = distributionColumn(distribution[table.name])
    if (column !== undefined) violations.push(...keyViolations(table, column))
    for (const fk of table.foreignKeys) {
      const violation = foreignKeyViolation(schema, distribution, table, fk)
      if (violation) violations.push(violation)
    }
  }
  return violations
}
