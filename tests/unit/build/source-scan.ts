// What a source file imports and which of its string literals hold SQL, read with the TypeScript parser so
// that comments and prose never count: the facts tests/unit/build/import-boundaries.test.ts judges.

import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, extname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

export interface Found {
  /** Path from the repository root, with forward slashes. */
  file: string
  line: number
  /** The import's specifier, or the SQL literal's text. */
  text: string
  /** An import or re-export of types only (`import type`, `export type … from`, `import('x').T`): erased at build. */
  typeOnly?: boolean
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const SKIPPED = new Set(['node_modules', 'dist'])

/** Every source file under the given folders of `root`, as paths from the root with forward slashes. */
export function sourceFiles(root: string, folders: readonly string[]): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (SKIPPED.has(entry.name)) continue
      const path = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else if (SOURCE.test(entry.name)) found.push(path)
    }
  }
  folders.forEach(walk)
  return found.sort()
}

export function readSource(root: string, file: string): ts.SourceFile {
  return parseSource(file, readFileSync(join(root, file), 'utf8'))
}

export function parseSource(file: string, text: string): ts.SourceFile {
  const kind = /x$/.test(extname(file)) ? ts.ScriptKind.TSX : /\.(m|c)?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node)
  ts.forEachChild(node, (child) => visit(child, each))
}

/** The module a node names, if it is an import of any form: static, re-export, dynamic, require or type. */
function specifierOf(node: ts.Node): ts.StringLiteralLike | undefined {
  if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
    return node.moduleSpecifier
  }
  if (ts.isCallExpression(node)) {
    const [first] = node.arguments
    const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword
    const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require'
    if ((isImport || isRequire) && first && ts.isStringLiteralLike(first)) return first
  }
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
    const expression = node.moduleReference.expression
    if (ts.isStringLiteralLike(expression)) return expression
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
    return node.argument.literal
  }
  return undefined
}

function isTypeOnly(node: ts.Node): boolean {
  if (ts.isImportDeclaration(node)) return node.importClause?.isTypeOnly === true
  if (ts.isExportDeclaration(node)) return node.isTypeOnly
  return ts.isImportTypeNode(node)
}

export function importsOf(source: ts.SourceFile): Found[] {
  const found: Found[] = []
  visit(source, (node) => {
    const specifier = specifierOf(node)
    if (specifier) found.push({ file: source.fileName, line: lineOf(source, node), text: specifier.text, typeOnly: isTypeOnly(node) })
  })
  return found
}

/** Each place the code (not a comment or a string) names the identifier `name`: a type, a value or a property. */
export function namesOf(source: ts.SourceFile, name: string): Found[] {
  const found: Found[] = []
  visit(source, (node) => {
    if (ts.isIdentifier(node) && node.text === name) found.push({ file: source.fileName, line: lineOf(source, node), text: name })
  })
  return found
}

/** Where a relative specifier leads, from the repository root; null for a package or a builtin. */
export function importedPath(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  return relative('.', resolve(dirname(file), specifier)).split(sep).join('/')
}

const BUILTINS = new Set(builtinModules.map((name) => name.replace(/^node:/, '')))

/** A Node module: `node:` anything, or a bare builtin name such as 'fs' or 'fs/promises'. */
export function isNodeBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0]!)
}

/**
 * Statements, and the fragments a query is built from (a condition on a parameter, a NULL test, an order,
 * a CASE, SQLite's own functions), in SQL's capitals as this codebase writes them, so that words in messages ("Select the rows",
 * "update settings", "is null") never count.
 */
const SQL_SHAPES: readonly RegExp[] = [
  /\bSELECT\b[\s\S]*\bFROM\b/,
  /\bINSERT\s+(OR\s+[A-Z]+\s+)?INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\b(CREATE|DROP)\s+(UNIQUE\s+)?(TABLE|INDEX|VIRTUAL\s+TABLE|TRIGGER|VIEW)\b/,
  /\bALTER\s+TABLE\b/,
  /\bPRAGMA\b/,
  /[\w.)}]\s*(=|<>|!=|>=|<=|<|>|\bLIKE|\bGLOB|\bMATCH)\s*\?(?![\w?])/,
  /\bIS\s+(NOT\s+)?NULL\b/,
  /\b(ORDER|GROUP)\s+BY\b/,
  /\b[\w.]+\s+(ASC|DESC)\b/,
  /\bCASE\s+WHEN\b/,
  /\b(coalesce|nullif|ifnull|concat_ws|json_object|json_each|strftime)\s*\(/,
]

export function looksLikeSql(text: string): boolean {
  return SQL_SHAPES.some((shape) => shape.test(text))
}

/** The text of a string or template literal, its substitutions written as `${…}`; undefined for other nodes. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `\${…}${span.literal.text}`).join('')
  return undefined
}

/** A string handed to a database driver's pragma() is SQL whatever its words: `journal_mode = OFF`. */
function isPragmaArgument(node: ts.Node): boolean {
  const call = node.parent
  return !!call && ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'pragma' && call.arguments.includes(node as ts.Expression)
}

/** The string and template literals of a file that hold SQL. */
export function sqlLiteralsOf(source: ts.SourceFile): Found[] {
  const found: Found[] = []
  visit(source, (node) => {
    const text = literalText(node)
    if (text !== undefined && (looksLikeSql(text) || isPragmaArgument(node))) {
      found.push({ file: source.fileName, line: lineOf(source, node), text: text.replace(/\s+/g, ' ').slice(0, 120) })
    }
  })
  return found
}

/** The source file a relative import leads to among `files` (`./x.js` is `x.ts` or `x.tsx`); null when none. */
export function importedFile(files: ReadonlySet<string>, file: string, specifier: string): string | null {
  const path = importedPath(file, specifier)
  if (path === null) return null
  const candidates = [path.replace(/\.(m|c)?js$/, '.$1ts'), path.replace(/\.js$/, '.tsx'), path, `${path}.ts`, `${path}/index.ts`]
  return candidates.find((candidate) => files.has(candidate)) ?? null
}

/**
 * The import circles among `graph`'s files (each file to the files it imports), as the groups of files that
 * reach each other (Tarjan's strongly connected components); a file alone is no circle.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const open: string[] = []
  const onOpen = new Set<string>()
  const circles: string[][] = []
  const visitFile = (file: string) => {
    order.set(file, order.size)
    low.set(file, order.get(file)!)
    open.push(file)
    onOpen.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visitFile(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onOpen.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!))
    }
    if (low.get(file) !== order.get(file)) return
    const circle: string[] = []
    let member: string
    do {
      member = open.pop()!
      onOpen.delete(member)
      circle.push(member)
    } while (member !== file)
    if (circle.length > 1) circles.push(circle.sort())
  }
  for (const file of graph.keys()) if (!order.has(file)) visitFile(file)
  return circles
}
