// docs/naming.md: a reply shape the browser sees is `X` in shared/api/types, what a store function returns is
// `XRecord`, a SQLite row is `XRow`. So no file of server/api/store exports a type named like one of
// shared/api/types: a route that holds both never needs `as StoredX` to tell them apart, and a constant
// or enumeration the store needs is imported from shared/api/types/constants, not handed on under its name.
// Nor does it export a row: its functions answer in product terms.

import t from 'tap'
import { resolve } from 'node:path'
import ts from 'typescript'
import { parseSource, readSource, sourceFiles } from './source-scan.js'

const ROOT = resolve('.')

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && !!ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/**
 * The type names a module exports, with their lines: its exported interfaces, type aliases, enums and
 * classes, and every name of an `export { … }` or `export type { … }` (which hands on a type under its name).
 */
export function exportedTypes(source: ts.SourceFile): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = []
  const add = (name: ts.Identifier | ts.ModuleExportName) =>
    found.push({ name: name.text, line: source.getLineAndCharacterOfPosition(name.getStart(source)).line + 1 })
  for (const statement of source.statements) {
    const declares =
      ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement) || ts.isClassDeclaration(statement)
    if (declares && isExported(statement) && statement.name) add(statement.name)
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) add(element.name)
    }
  }
  return found
}

const namesIn = (folder: string) =>
  sourceFiles(ROOT, [folder]).flatMap((file) => exportedTypes(readSource(ROOT, file)).map((found) => ({ ...found, file })))

t.test('no store file exports a type named like a shape of shared/api/types', async (t) => {
  const shared = namesIn('shared/api/types')
  const store = namesIn('server/api/store')
  t.ok(shared.some((found) => found.name === 'Licence'), 'the reply shapes are read')
  t.ok(store.some((found) => found.name === 'LicenceRecord'), "the store's records are read")
  const replies = new Map(shared.map((found) => [found.name, found.file]))
  const clashes = store.filter((found) => replies.has(found.name))
  for (const clash of clashes) {
    t.fail(`${clash.file}:${clash.line} exports ${clash.name}, the name of ${replies.get(clash.name)}'s shape: call it ${clash.name}Record (docs/naming.md)`)
  }
  if (clashes.length === 0) t.pass(`${store.length} store exports, none named like one of ${replies.size} shared shapes`)
})

t.test('no store file exports a row shape: what leaves the store is a record in product terms', async (t) => {
  const rows = namesIn('server/api/store').filter((found) => /Row$/.test(found.name))
  for (const row of rows) t.fail(`${row.file}:${row.line} exports ${row.name}: keep the row private and return a record (docs/naming.md)`)
  if (rows.length === 0) t.pass('every XRow is private to its store file')
})

t.test('the scan reads every form of a type export, and no value', async (t) => {
  const sample = parseSource(
    'server/api/store/x.ts',
    [
      'export interface A { a: number }',
      'export type B = string',
      "export type { C } from './c.js'",
      "export { D, type E }",
      'interface Hidden { h: number }',
      'export function f(): void {}',
      'export const G = 1',
    ].join('\n'),
  )
  t.same(
    exportedTypes(sample).map((found) => [found.name, found.line]),
    [['A', 1], ['B', 2], ['C', 3], ['D', 4], ['E', 4]],
  )
})
