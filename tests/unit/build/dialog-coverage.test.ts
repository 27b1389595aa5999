// Every modal dialog in the product is the kit's, and a browser test tabs through it (issue 30 §10): a file
// that draws a dialog (<Dialog>, <ConfirmDialog>, <JustificationDialog>) is listed in the browser tests'
// DIALOG_SITES, every listed site is opened by some browser test with expectModalDialog, and nothing draws a
// modal of its own (role="dialog" with aria-modal) outside the kit, where the focus rules would not hold.

import t from 'tap'
import ts from 'typescript'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readSource, sourceFiles } from './source-scan.js'
import { DIALOG_SITES } from '../../e2e/support/dialogs.js'

const ROOT = resolve('.')
const DIALOG_TAGS = new Set(['Dialog', 'ConfirmDialog', 'JustificationDialog'])
/** The kit's own dialogs, which draw the modal the others use. */
const KIT = new Set(['shared/ui/Dialog.tsx', 'shared/ui/ConfirmDialog.tsx', 'shared/shell/JustificationDialog.tsx'])

/** The JSX tags and the aria-modal attributes in a file. */
function dialogsIn(file: string): { draws: boolean; ownModal: boolean } {
  let draws = false
  let ownModal = false
  const visit = (node: ts.Node) => {
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName) && DIALOG_TAGS.has(node.tagName.text)) draws = true
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && node.name.text === 'aria-modal') ownModal = true
    ts.forEachChild(node, visit)
  }
  visit(readSource(ROOT, file))
  return { draws, ownModal }
}

const files = sourceFiles(ROOT, ['entries', 'shared']).filter((file) => file.endsWith('.tsx'))

t.test('every file that draws a modal dialog is a listed site', async (t) => {
  const drawing = files.filter((file) => !KIT.has(file) && dialogsIn(file).draws)
  t.ok(drawing.length >= 10, `found the product's dialogs (${drawing.length})`)
  t.same(drawing.filter((file) => !Object.values(DIALOG_SITES).includes(file as never)), [], 'not listed in DIALOG_SITES')
  t.same(Object.entries(DIALOG_SITES).filter(([, file]) => !drawing.includes(file)).map(([name]) => name), [], 'listed, but drawing no dialog')
})

t.test('only the kit draws a modal (aria-modal)', async (t) => {
  t.same(files.filter((file) => file !== 'shared/ui/Dialog.tsx' && dialogsIn(file).ownModal), [])
})

t.test('every listed site is opened by a browser test that tabs through it', async (t) => {
  const specs = sourceFiles(ROOT, ['tests/e2e']).filter((file) => file.endsWith('.spec.ts'))
  const text = specs.map((file) => readFileSync(resolve(ROOT, file), 'utf8')).join('\n')
  const opened = new Set([...text.matchAll(/expectModalDialog\(\s*page,\s*'([^']+)'/g)].map((m) => m[1]))
  t.same(Object.keys(DIALOG_SITES).filter((site) => !opened.has(site)), [], 'sites no browser test opens')
})
