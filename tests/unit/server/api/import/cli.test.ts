// `npm run import -- <folder>` as a process (issue 12 §4): one line per file, a summary, and a failing
// exit when no picture could be imported. Run from source, through tsx as tap runs the unit tests.

import t, { type Test } from 'tap'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeBadFolder, OLYMPUS, PICTURES } from './bad-files.js'

const CLI = fileURLToPath(new URL('../../../../../server/api/import/cli.ts', import.meta.url))
const MIGRATIONS = fileURLToPath(new URL('../../../../../server/api/db/migrations/', import.meta.url))
/** The importer runs from source, its TypeScript loaded as the unit tests load theirs (package.json "tap"). */
const TYPESCRIPT_LOADER = ['--import=tsx']

function runImport(t: Test, folder: string, dataDir: string) {
  const run = spawnSync(process.execPath, [...TYPESCRIPT_LOADER, CLI, folder, '--data-dir', dataDir], {
    encoding: 'utf8',
    env: { ...process.env, MIGRATIONS_DIR: MIGRATIONS, NODE_OPTIONS: '' },
    timeout: 90_000,
  })
  t.equal(run.error, undefined, 'the importer ran')
  return { status: run.status, lines: `${run.stdout}${run.stderr}`.trim().split('\n') }
}

function tempFolder(t: Test): string {
  const root = mkdtempSync(join(tmpdir(), 'sightline-cli-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))
  return root
}

t.test('a folder of bad files and real pictures: one line per file, the pictures imported, success', async (t) => {
  const root = tempFolder(t)
  const refusals = await makeBadFolder(join(root, 'in'), true)
  const { status, lines } = runImport(t, join(root, 'in'), join(root, 'data'))
  t.equal(status, 0)
  const imported = lines.filter((line) => line.startsWith('imported  ')).map((line) => line.split(/\s+/)[2])
  t.same(imported, PICTURES)
  // The fixtures folder may itself sit behind a link (as on CI), so the expected target is resolved too.
  t.ok(lines.find((line) => line.includes('link-to-olympus.jpg'))?.endsWith(` -> ${realpathSync(OLYMPUS)}`), 'the link is named with its target')
  t.same(lines.filter((line) => line.startsWith('refused   ')), refusals.map((line) => `refused   ${line}`))
  t.ok(lines.some((line) => /^warning {3}bogus-exif\.jpg: .*IFD0/.test(line)), 'the bogus Exif offset is a warning')
  t.equal(lines.at(-1), `imported ${PICTURES.length} images from ${join(root, 'in')}, refused ${refusals.length} files`)
})

t.test('a folder where nothing could be imported exits non-zero, still naming every file', async (t) => {
  const root = tempFolder(t)
  const refusals = await makeBadFolder(join(root, 'in'), false)
  const { status, lines } = runImport(t, join(root, 'in'), join(root, 'data'))
  t.equal(status, 1)
  t.same(lines.filter((line) => line.startsWith('refused   ')), refusals.map((line) => `refused   ${line}`))
  t.equal(lines.at(-1), `imported 0 images from ${join(root, 'in')}, refused ${refusals.length} files`)
})
