// The SQLite driver on this runtime: statements left to the garbage collector, on the main thread and in
// worker threads, outside a JavaScript turn and at exit, never abort the process. better-sqlite3 12 on
// Node 24.19 and later dies there with "Assertion failed: (env) != nullptr" (SIGABRT).

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'

const program = fileURLToPath(new URL('./runtime/statements-collected.mjs', import.meta.url))

t.test('better-sqlite3 is 13 or later, the Node-API build', async (t) => {
  const { version } = JSON.parse(readFileSync('node_modules/better-sqlite3/package.json', 'utf8'))
  t.ok(Number(version.split('.')[0]) >= 13, `better-sqlite3 ${version}`)
})

t.test('statements collected on the main thread, in ending workers and at exit leave a clean exit', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-gc-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const run = spawnSync(process.execPath, ['--expose-gc', program, join(dir, 'gc.db')], { encoding: 'utf8', timeout: 90_000 })
  t.equal(run.signal, null, `no signal (stderr: ${run.stderr.slice(0, 400)})`)
  t.equal(run.status, 0, 'exit code 0')
  t.notMatch(run.stderr, /Assertion failed/)
})
