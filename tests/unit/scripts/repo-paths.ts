// The paths a test or script names that lead out of the repository (../shared beside it, an absolute /work
// path), read with the TypeScript parser so that comments and prose never count: a clone with nothing beside
// it must run its tests (issue 29). tests/unit/scripts/paths-stay-in-repo.test.ts judges the whole tree.

import { existsSync } from 'node:fs'
import { dirname, isAbsolute, relative, resolve } from 'node:path'
import ts from 'typescript'

export interface OutsidePath {
  line: number
  /** The path as written, `..` segments of a join() written as one path. */
  text: string
  why: string
}

const RELATIVE = /^\.\.?\//
/** The folder the real photos were read from before they moved into tests/fixtures. */
const OLD_FIXTURES = /(^|\/)shared\/fixtures(\/|$)/

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node)
  ts.forEachChild(node, (child) => visit(child, each))
}

/** The text of a string literal, or a template's text before its first substitution. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.head.text
  return undefined
}

const calleeName = (call: ts.CallExpression): string =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : ts.isIdentifier(call.expression) ? call.expression.text : ''

/** A module specifier, or `new URL(x, import.meta.url)`: relative to the file that holds it. */
function isFileRelative(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent) || ts.isLiteralTypeNode(parent)) return true
  if (ts.isCallExpression(parent) && (parent.expression.kind === ts.SyntaxKind.ImportKeyword || ['require', 'mockImport'].includes(calleeName(parent)))) return true
  return ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'URL' && parent.arguments?.[1]?.getText().includes('import.meta') === true
}

/** A call that opens, lists, copies or runs the path it is given (node:fs, node:child_process). */
const FILE_CALL = /^(readFile|writeFile|appendFile|copyFile|cp|readdir|opendir|stat|lstat|access|open|rm|unlink|symlink|realpath|createReadStream|createWriteStream|spawn|exec|execFile|fork)(Sync)?$|^existsSync$/

const isFileCallArgument = (node: ts.Node): boolean => ts.isCallExpression(node.parent) && FILE_CALL.test(calleeName(node.parent))

/** What a path-joining call's first argument stands for: the file's folder, the working folder (the root), or unknown. */
function joinBase(first: ts.Expression): 'file' | 'root' | 'unknown' {
  const text = first.getText()
  if (/\bimport\.meta\b|__dirname|__filename/.test(text)) return 'file'
  if (/\bprocess\.cwd\(\)/.test(text)) return 'root'
  return 'unknown'
}

/**
 * Every path in `text` (the source of `file`, a path from `root`) that leads outside `root`: an absolute /work
 * path, a fixtures folder beside the checkout, a module or `new URL(…, import.meta.url)` that climbs out of the
 * repository from its file, a path written from the working folder (tests run at the root) that climbs out,
 * and the same built by join()/resolve() from `..` segments.
 */
export function pathsLeavingRepo(root: string, file: string, text: string): OutsidePath[] {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const fileDir = dirname(resolve(root, file))
  const outside = (path: string) => {
    const from = relative(root, path)
    return from === '..' || from.startsWith('../') || isAbsolute(from)
  }
  const found: OutsidePath[] = []
  const add = (node: ts.Node, path: string, why: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: path, why })

  visit(source, (node) => {
    const value = literalText(node)
    if (value === undefined) return
    if (/^\/work(\/|$)/.test(value)) return add(node, value, 'an absolute /work path')
    if (OLD_FIXTURES.test(value)) return add(node, value, 'the fixtures folder beside the repository')
    const parent = node.parent
    if (ts.isCallExpression(parent) && ['join', 'resolve'].includes(calleeName(parent)) && (value === '..' || RELATIVE.test(value))) {
      const args = parent.arguments
      const index = args.indexOf(node as ts.Expression)
      const previous = args[index - 1]
      if (previous && literalText(previous) !== undefined) return // counted from the run's first literal
      const run: string[] = []
      for (const arg of args.slice(index)) {
        const piece = literalText(arg)
        if (piece === undefined) break
        run.push(piece)
      }
      const base = index === 0 ? 'root' : joinBase(args[0]!)
      if (base === 'unknown') return // a temporary folder or other runtime base: not the repository's layout
      const path = resolve(base === 'file' ? fileDir : root, ...run)
      if (outside(path)) add(node, run.join('/'), `climbs out of the repository from ${base === 'file' ? 'its file' : 'the root'}`)
      return
    }
    if (!RELATIVE.test(value)) return
    if (isFileRelative(node)) {
      if (outside(resolve(fileDir, value))) add(node, value, 'climbs out of the repository from its file')
      return
    }
    // Written from the working folder (the tests run at the root): a path handed to a file call, or one that
    // names something that is there beside the repository. Other text that merely starts with ../ (a stored
    // image path a test refuses, an import inside a string) is data.
    const path = resolve(root, value)
    if (!outside(path) || !relative(path, root).startsWith('..')) return
    if (isFileCallArgument(node) || existsSync(path)) add(node, value, 'climbs out of the repository from the root, where the tests run')
  })
  return found
}
