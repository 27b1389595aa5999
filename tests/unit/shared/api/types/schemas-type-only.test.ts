// The browser never loads TypeBox (issue 11: the first load of an area must not grow): outside the schema
// modules of shared/api/types/schemas/, browser code takes them, and TypeBox itself, only as types.

import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const BROWSER_CODE = ['entries', 'shared']
const SCHEMAS = join('shared', 'api', 'types', 'schemas')

/** Every import or re-export `from '...'`, with whether it is type-only: a clause up to its `from` holds no quote. */
function importsOf(source: string): { from: string; typeOnly: boolean }[] {
  const found: { from: string; typeOnly: boolean }[] = []
  for (const match of source.matchAll(/^(import|export)(\s+type)?\b[^'"]*?\bfrom\s+['"]([^'"]+)['"]/gm)) {
    found.push({ from: match[3] ?? '', typeOnly: match[2] !== undefined })
  }
  return found
}

const loadsSchemas = (from: string) => from === 'typebox' || from.startsWith('typebox/') || /(^|\/)schemas\/[^/]+\.js$/.test(from)

function browserFiles(): string[] {
  return BROWSER_CODE.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => join(dir, file))
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(SCHEMAS)),
  )
}

t.test('browser code imports the schema modules and TypeBox only as types', async (t) => {
  const files = browserFiles()
  t.ok(files.length > 50, 'the browser code was read')
  const offending = files.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .filter(({ from, typeOnly }) => loadsSchemas(from) && !typeOnly)
      .map(({ from }) => `${file} loads ${from}`),
  )
  t.same(offending, [])
})

t.test('the check tells a type import from a value import', async (t) => {
  const source = [
    "import type { User } from './schemas/user.js'",
    "export type { Place } from './schemas/places.js'",
    "import { SearchReply } from '../types/schemas/sightings.js'",
    "import {\n  Type,\n  type Static,\n} from 'typebox'",
  ].join('\n')
  t.same(
    importsOf(source).filter(({ from, typeOnly }) => loadsSchemas(from) && !typeOnly).map(({ from }) => from),
    ['../types/schemas/sightings.js', 'typebox'],
  )
})
