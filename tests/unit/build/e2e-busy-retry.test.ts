// Every browser test takes `test` from tests/e2e/support/test.ts, whose request contexts wait out a busy
// refusal (503 with Retry-After) as the page's own client does: a test that took Playwright's own would read a
// moment of load on the shared machine as the product failing.

import t from 'tap'
import ts from 'typescript'
import { resolve } from 'node:path'
import { readSource, sourceFiles } from './source-scan.js'

const ROOT = resolve('.')
const OWN = 'tests/e2e/support/test.ts'

/** "file:line" of each import of `test` straight from @playwright/test. */
function directImports(file: string): string[] {
  const source = readSource(ROOT, file)
  const found: string[] = []
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue
    if (statement.moduleSpecifier.text !== '@playwright/test') continue
    const named = statement.importClause?.namedBindings
    if (named && ts.isNamedImports(named) && named.elements.some((e) => (e.propertyName ?? e.name).text === 'test'))
      found.push(`${file}:${source.getLineAndCharacterOfPosition(statement.getStart(source)).line + 1}`)
  }
  return found
}

t.test('no browser test takes `test` from Playwright itself', async (t) => {
  const files = sourceFiles(ROOT, ['tests/e2e']).filter((file) => file !== OWN)
  t.ok(files.some((file) => file.endsWith('.spec.ts')), 'the browser tests are found')
  t.same(files.flatMap(directImports), [])
})

t.test('the check finds a direct import', async (t) => {
  t.same(directImports(OWN), [`${OWN}:8`])
})
