// build.mjs builds one bundle for each entry of the route table's list (shared/routes/entries.ts), which it
// imports in plain Node: shorten the list and the build and its manifest follow it.

import t from 'tap'
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ENTRIES, entryPoint } from '../../../shared/routes/entries.js'
import { ROUTES } from '../../../shared/routes/table.js'

const ROOT = resolve('.')

t.test('the list of entries loads in plain Node, with nothing but its own file', async (t) => {
  const printed = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', "const m = await import('./shared/routes/entries.ts'); console.log(JSON.stringify(m.ENTRIES.map((e) => [e, m.entryPoint(e)])))"],
    { cwd: ROOT, encoding: 'utf8' },
  )
  t.same(JSON.parse(printed), ENTRIES.map((entry) => [entry, entryPoint(entry)]))
})

t.test('every entry a page names is on the list, and each listed entry has its module', async (t) => {
  const named = new Set(ROUTES.flatMap((route) => (route.kind === 'page' ? [route.entry, ...(route.byRole ?? []).map((serving) => serving.entry)] : [])))
  t.same([...named].sort(), [...ENTRIES].sort())
  for (const entry of ENTRIES) t.ok(existsSync(join(ROOT, entryPoint(entry))), entryPoint(entry))
})

t.test('a build follows the list: only the listed entries are bundled and in the manifest', async (t) => {
  // A copy of the sources whose list has two entries; node_modules is shared.
  const dir = t.testdir()
  for (const part of ['build.mjs', 'package.json', 'tsconfig.json', 'entries', 'shared', 'server', 'scripts']) cpSync(join(ROOT, part), join(dir, part), { recursive: true })
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const list = join(dir, 'shared', 'routes', 'entries.ts')
  const source = readFileSync(list, 'utf8')
  const shortened = source.replace(/export const ENTRIES = \[[^\]]*\] as const/, "export const ENTRIES = ['public', 'search'] as const")
  t.not(shortened, source, 'the list was found and shortened')
  writeFileSync(list, shortened)

  execFileSync(process.execPath, ['build.mjs', '--quiet'], { cwd: dir, env: { ...process.env, BUILD_OUT: 'out' }, stdio: 'inherit' })
  const manifest = JSON.parse(readFileSync(join(dir, 'out', 'manifest.json'), 'utf8'))
  t.same(Object.keys(manifest.entries).sort(), ['public', 'search'])
  t.match(manifest.entries.search.script, /^\/assets\/search-[\w-]+\.js$/)
})
