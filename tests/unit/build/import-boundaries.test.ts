// The boundaries ARCHITECTURE.md and STYLE.md draw, checked on the source tree: shared/ is browser-safe and
// depends on no side; an area never imports another area; SQL lives only in the store and the migrations,
// and the engine-neutral filter language (server/api/search/) does not lean on the store; no module imports
// itself through others (a circle, type-only imports included: a shape and its schema share a leaf module of
// constants instead). Each breach is reported with its file, line and import (or SQL).

import t, { type Test } from 'tap'
import { resolve } from 'node:path'
import { importCircles, importedFile, importedPath, importsOf, isNodeBuiltin, namesOf, parseSource, readSource, sourceFiles, sqlLiteralsOf, type Found } from './source-scan.js'

const ROOT = resolve('.')
const FOLDERS = ['server', 'shared', 'entries']
/** Where SQL may be written: the store (ARCHITECTURE.md "The store and its engines") and the migrations. */
const SQL_HOMES = ['server/api/store/', 'server/api/db/']

const files = sourceFiles(ROOT, FOLDERS)
const read = (file: string) => readSource(ROOT, file)
const importsIn = (file: string) => importsOf(read(file))

const where = (found: Found) => `${found.file}:${found.line}`
const areaOf = (path: string) => /^entries\/([^/]+)\//.exec(path)?.[1]

/** Why a file in shared/ may not import this, or null when it may. */
function sharedBreach(found: Found): string | null {
  if (isNodeBuiltin(found.text)) return 'a Node module: shared/ is browser-safe'
  const target = importedPath(found.file, found.text)
  if (target?.startsWith('server/')) return 'server code: shared/ holds nothing only the server uses'
  if (target?.startsWith('entries/')) return 'an area: shared/ serves every area and depends on none'
  return null
}

/** Why a file in an area may not import this, or null when it may. */
function areaBreach(found: Found): string | null {
  const from = areaOf(found.file)
  const to = areaOf(importedPath(found.file, found.text) ?? '')
  return from && to && from !== to ? `another area (${to}): a component that two areas need moves to shared/ui` : null
}

/** Where the call shapes are TypeBox schemas, which only the service loads. */
const SCHEMAS = 'shared/api/types/schemas/'

/**
 * Why browser code (an area, or shared/ outside the schemas) may not import this, or null when it may: it
 * takes the schemas' shapes and TypeBox's type helpers as types only, so that no bundle carries TypeBox.
 */
function schemaBreach(found: Found): string | null {
  if (found.typeOnly) return null
  const target = importedPath(found.file, found.text)
  if (found.text === 'typebox' || found.text.startsWith('typebox/')) return 'TypeBox as a value: the browser takes its types only (import type)'
  return target?.startsWith(SCHEMAS) ? 'a schema as a value: the browser takes the shapes as types only (import type)' : null
}

/** Why a file of the filter language may not import this: the store depends on it, never the reverse. */
function searchBreach(found: Found): string | null {
  const target = importedPath(found.file, found.text)
  return target?.startsWith('server/api/store/') ? 'the store: search/ is the engine-neutral filter language the store reads' : null
}

function importBreaches(files: readonly string[], judge: (found: Found) => string | null): string[] {
  return files.flatMap((file) =>
    importsIn(file).flatMap((found) => {
      const why = judge(found)
      return why ? [`${where(found)} imports '${found.text}', ${why}`] : []
    }),
  )
}

function sqlBreaches(files: readonly string[]): string[] {
  return files
    .filter((file) => !SQL_HOMES.some((home) => file.startsWith(home)))
    .flatMap((file) => sqlLiteralsOf(read(file)).map((found) => `${where(found)} holds SQL outside the store: ${found.text}`))
}

/** Where the database engine's driver may be named: the store (ARCHITECTURE.md "The store and its engines"). */
const ENGINE_HOMES = ['server/api/store/', 'server/api/db/']
/** The engines' drivers, and the query builder that reaches them: a file that imports one speaks to an engine. */
const ENGINE_DRIVERS = new Set(['better-sqlite3', 'pg', 'kysely'])
/** The driver's handle, by the name its type has: a file that names it holds a connection. */
const ENGINE_HANDLE = 'Database'
/** Each file outside the store that imports an engine's driver or names its handle (`source` reads a file's text). */
function engineBreaches(files: readonly string[], source: (file: string) => ReturnType<typeof read> = read): string[] {
  return files
    .filter((file) => !ENGINE_HOMES.some((home) => file.startsWith(home)))
    .filter((file) => importsOf(source(file)).some((found) => ENGINE_DRIVERS.has(found.text)) || namesOf(source(file), ENGINE_HANDLE).length > 0)
    .map((file) => `${file} imports a database engine's driver or names its handle (Database) outside the store: take a store function instead`)
}

function report(t: Test, found: string[], rule: string) {
  for (const breach of found) t.fail(breach)
  if (found.length === 0) t.pass(rule)
}

t.test('the scan sees the source tree and its imports', async (t) => {
  t.ok(files.length > 200, `${files.length} source files`)
  t.ok(files.includes('server/api/store/sightings/filter-sql.ts') && files.some((f) => f.startsWith('entries/search/')))
  t.ok(importsIn('server/api/store/db.ts').some((i) => i.text === 'node:fs'), 'imports are read')
})

t.test('shared/ imports no Node module, no server code and no area', async (t) => {
  const shared = files.filter((f) => f.startsWith('shared/'))
  report(t, importBreaches(shared, sharedBreach), 'shared/ is browser-safe and depends on no side')
})

t.test('no area imports from another area', async (t) => {
  const areas = files.filter((f) => f.startsWith('entries/'))
  report(t, importBreaches(areas, areaBreach), 'every area imports only itself and shared/')
})

t.test('the browser takes the call shapes and TypeBox as types only', async (t) => {
  const browser = files.filter((f) => (f.startsWith('entries/') || f.startsWith('shared/')) && !f.startsWith(SCHEMAS))
  report(t, importBreaches(browser, schemaBreach), 'no schema or TypeBox value in browser code')
})

t.test('the filter language imports nothing from the store', async (t) => {
  const search = files.filter((f) => f.startsWith('server/api/search/'))
  t.ok(search.length > 0, 'server/api/search/ has files')
  report(t, importBreaches(search, searchBreach), 'server/api/search/ is engine-neutral')
})

t.test('SQL is written only in server/api/store/ and the migrations', async (t) => {
  report(t, sqlBreaches(files), 'no SQL outside the store')
})

t.test('the database engine is named only in the store', async (t) => {
  report(t, engineBreaches(files), 'the engine stays in the store')
  // The check itself: a route that imports the driver, one that names its handle, and one that speaks of it in a
  // comment only.
  const written = (text: string) => (file: string) => parseSource(file, text)
  t.match(engineBreaches(['server/api/routes/x.ts'], written("import pg from 'pg'\nexport const pool = new pg.Pool()")), [/^server\/api\/routes\/x\.ts imports a database engine's driver/])
  t.match(engineBreaches(['server/api/jobs/x.ts'], written('export function run(db: Database.Database) { return db }')), [/^server\/api\/jobs\/x\.ts imports/])
  t.same(engineBreaches(['server/api/jobs/x.ts'], written('// better-sqlite3 needs Node 22: the Database is opened by the store\nexport const x = 1')), [])
  t.same(engineBreaches(['server/api/store/x.ts'], written("import Database from 'better-sqlite3'")), [], 'the store may')
})

t.test('no import circles: every module can be read before the ones that import it', async (t) => {
  const known = new Set(files)
  const graph = new Map(files.map((file) => [file, importsIn(file).flatMap((found) => importedFile(known, file, found.text) ?? [])]))
  const circles = importCircles(graph)
  report(t, circles.map((circle) => `an import circle: ${circle.join(' -> ')}`), `${graph.size} modules, no circle`)
  t.same(importCircles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]])), [['a', 'b', 'c']], 'a circle of three is found, a file leading into it is not in it')
  t.same(importCircles(new Map([['a', ['b']], ['b', []]])), [], 'a chain is no circle')
})

t.test('the checks catch what they are for, and not prose', async (t) => {
  const sample = (file: string, text: string) => sqlLiteralsOf(parseSource(file, text)).map((f) => f.line)
  t.same(sample('server/api/search/x.ts', "const q = 'SELECT id FROM sightings WHERE make = ?'"), [1])
  t.same(sample('server/api/search/x.ts', 'const q = `s.id IN (SELECT rowid FROM ${table} WHERE x)`'), [1])
  t.same(sample('server/api/search/x.ts', "const a = 's.latitude IS NOT NULL'\nconst b = 's.make DESC, s.id'\nconst c = `s.${column} >= ?`"), [1, 2, 3], 'fragments of a query')
  t.same(sample('server/api/seed/x.ts', "db.pragma('journal_mode = OFF')"), [1], 'a pragma is SQL whatever its words')
  t.same(sample('server/api/search/x.ts', "// SELECT id FROM sightings: the comment explains\nconst m = 'Select the rows to delete from the list.'"), [])
  t.same(sample('shared/x.ts', "const m = 'Please UPDATE your settings; the value is null or order by date?'"), [])
  const imports = importsOf(parseSource('shared/x.ts', "import { a } from 'fs'\nimport type { B } from '../server/api/app.js'\nconst c = await import('node:path')"))
  t.same(imports.map((i) => [i.line, sharedBreach(i) !== null]), [[1, true], [2, true], [3, true]])
  const shapes = importsOf(parseSource('entries/camid/x.ts', "import type { Camera } from '../../shared/api/types/schemas/cameras.js'\nimport { CameraList } from '../../shared/api/types/schemas/cameras.js'\nimport { Type } from 'typebox'\nimport type { Static } from 'typebox'"))
  t.same(shapes.map((i) => schemaBreach(i) !== null), [false, true, true, false], 'a schema or TypeBox as a value is found, as types is not')
  const handle = namesOf(parseSource('server/x.ts', "// a Database in a comment\nfunction f(db: Database.Database) {}\nconst s = 'Database'"), 'Database')
  t.same(handle.map((f) => f.line), [2, 2], 'the handle named in code is found, in a comment or a string it is not')
  const area = importsOf(parseSource('entries/search/x.ts', "import { A } from '../admin/A.js'\nimport { B } from './B.js'"))
  t.same(area.map((i) => areaBreach(i) !== null), [true, false])
})
