// Compares the PostgreSQL schema with the SQLite one, table for table: the same columns in the same order with the
// translated types, NOT NULL and defaults, the same keys, checks, foreign keys and named indexes. Gives every difference
// as a sentence; none means the two agree.

import { DELIBERATE } from './postgres-schema-deliberate.js'
import { describeForeignKey, describeIndex, type SchemaShape, type TableShape } from './postgres-schema-shape.js'

const list = (columns: readonly string[]) => `(${columns.join(', ')})`
const keySet = (keys: readonly string[][]) => new Set(keys.map((k) => list([...k].sort())))

function compareColumns(sqlite: TableShape, postgres: TableShape): string[] {
  const differences: string[] = []
  const names = (t: TableShape) => t.columns.map((c) => c.name).join(', ')
  if (names(sqlite) !== names(postgres)) {
    differences.push(`${sqlite.name}: columns are (${names(postgres)}), SQLite's are (${names(sqlite)})`)
    return differences
  }
  const untyped = DELIBERATE.untypedColumns.get(sqlite.name) ?? {}
  sqlite.columns.forEach((expected, i) => {
    const actual = postgres.columns[i]!
    const where = `${sqlite.name}.${expected.name}`
    const type = expected.type || untyped[expected.name]
    if (type !== actual.type) differences.push(`${where} is ${actual.type}, the translation of SQLite's is ${type ?? 'not declared'}`)
    if (expected.notNull !== actual.notNull) differences.push(`${where} is ${actual.notNull ? '' : 'not '}NOT NULL, SQLite's is ${expected.notNull ? '' : 'not '}NOT NULL`)
    if (expected.default !== actual.default) differences.push(`${where} defaults to ${actual.default}, SQLite's to ${expected.default}`)
    const generated = expected.generated && DELIBERATE.notGenerated.get(sqlite.name) !== expected.name
    if (generated !== actual.generated) differences.push(`${where} is ${actual.generated ? '' : 'not '}an identity, the translation of SQLite's is ${generated ? '' : 'not '}one`)
  })
  return differences
}

function compareKeys(sqlite: TableShape, postgres: TableShape): string[] {
  const differences: string[] = []
  const primaryKey = DELIBERATE.primaryKeys.get(sqlite.name) ?? sqlite.primaryKey
  if (list(primaryKey) !== list(postgres.primaryKey)) {
    differences.push(`${sqlite.name}: primary key is ${list(postgres.primaryKey)}, SQLite's is ${list(primaryKey)}`)
  }
  const notKept = keySet(DELIBERATE.uniquesNotKept.get(sqlite.name) ?? [])
  const [expected, actual] = [keySet(sqlite.uniques.filter((k) => !notKept.has(list([...k].sort())))), keySet(postgres.uniques)]
  for (const key of expected) if (!actual.has(key)) differences.push(`${sqlite.name}: no UNIQUE ${key}, which SQLite has`)
  for (const key of actual) if (!expected.has(key)) differences.push(`${sqlite.name}: UNIQUE ${key}, which SQLite does not have`)
  if (sqlite.checks !== postgres.checks) differences.push(`${sqlite.name}: ${postgres.checks} checks, SQLite's has ${sqlite.checks}`)
  return differences
}

function compareForeignKeys(sqlite: TableShape, postgres: TableShape): string[] {
  const expected = new Set(sqlite.foreignKeys.map(describeForeignKey))
  const actual = new Set(postgres.foreignKeys.map(describeForeignKey))
  const differences: string[] = []
  for (const fk of expected) if (!actual.has(fk)) differences.push(`${sqlite.name}: no foreign key ${fk}, which SQLite has`)
  for (const fk of actual) if (!expected.has(fk)) differences.push(`${sqlite.name}: foreign key ${fk}, which SQLite does not have`)
  return differences
}

function compareIndexes(sqlite: TableShape, postgres: TableShape): string[] {
  const differences: string[] = []
  const own = new Set(DELIBERATE.postgresOnlyIndexes.get(sqlite.name) ?? [])
  const actual = new Map(postgres.indexes.filter((i) => !own.has(i.name)).map((i) => [i.name, i]))
  for (const index of sqlite.indexes) {
    const found = actual.get(index.name)
    actual.delete(index.name)
    if (!found) differences.push(`${sqlite.name}: no index ${index.name}, which SQLite has`)
    else if (describeIndex(found) !== describeIndex(index)) {
      differences.push(`${sqlite.name}: index ${index.name} is ${describeIndex(found)}, SQLite's is ${describeIndex(index)}`)
    }
  }
  for (const name of actual.keys()) differences.push(`${sqlite.name}: index ${name}, which SQLite does not have`)
  for (const name of own) if (!postgres.indexes.some((i) => i.name === name)) differences.push(`${sqlite.name}: no index ${name}, which stands for SQLite's own`)
  return differences
}

/** Every way `postgres` differs from what `sqlite` translates to, beyond the deliberate differences. */
export function schemaDifferences(sqlite: SchemaShape, postgres: SchemaShape): string[] {
  const differences: string[] = []
  for (const name of postgres.keys()) if (!sqlite.has(name) && !DELIBERATE.postgresOwnTables.has(name)) differences.push(`${name}: a table SQLite does not have`)
  for (const [name, expected] of sqlite) {
    const actual = postgres.get(name)
    if (!actual) {
      differences.push(`${name}: no such table, which SQLite has`)
      continue
    }
    differences.push(...compareColumns(expected, actual), ...compareKeys(expected, actual))
    differences.push(...compareForeignKeys(expected, actual), ...compareIndexes(expected, actual))
  }
  return differences
}
