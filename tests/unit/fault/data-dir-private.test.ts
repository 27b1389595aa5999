// Fault: the built-in service's database was readable by any local user (0644 in a 0755 DATA_DIR). The
// service as built (dist/, or BUILD_OUT) starts on an empty folder and on one left open by an older
// version; after it has written its database, WAL and demo files, nothing in the folder is open to others.

import t from 'tap'
import { fork } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const API = resolve(process.env.BUILD_OUT || 'dist', 'server', 'api.mjs')

/** Starts the built service on `dataDir` and resolves once it listens; the caller stops it. */
function startService(dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, API_HOST: '127.0.0.1', API_PORT: '0', DEMO: '1' }
  const child = fork(API, [], { env, execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] })
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr += chunk))
  const ready = new Promise<void>((done, fail) => {
    child.on('message', (m: { type?: string }) => m?.type === 'api-ready' && done())
    child.once('exit', (code) => fail(new Error(`the service exited with ${code}: ${stderr}`)))
  })
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))))
  return { ready, stop }
}

/** Every path under `dir` whose mode lets anyone but the owner in. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name)
    if (statSync(path).mode & 0o077) found.push(`${path} ${(statSync(path).mode & 0o777).toString(8)}`)
  }
  if (statSync(dir).mode & 0o077) found.push(dir)
  return found
}

t.test('the service keeps DATA_DIR 0700 and every file in it 0600', async (t) => {
  const root = mkdtempSync(join(tmpdir(), 'sightline-fault-'))
  t.teardown(() => rmSync(root, { recursive: true, force: true }))

  for (const [name, prepare] of [
    ['an empty folder', (dir: string) => void dir],
    ['a folder an older version left open', (dir: string) => {
      mkdirSync(join(dir, 'outbox'), { recursive: true })
      chmodSync(dir, 0o755)
      chmodSync(join(dir, 'outbox'), 0o755)
      writeFileSync(join(dir, 'demo-accounts.txt'), '', { mode: 0o644 })
      chmodSync(join(dir, 'demo-accounts.txt'), 0o644)
    }],
  ] as const) {
    const dir = join(root, name.replace(/\W+/g, '-'))
    mkdirSync(dir)
    prepare(dir)
    const service = startService(dir)
    await service.ready
    await service.stop()
    t.same(openToOthers(dir), [], name)
    t.ok(readdirSync(dir).includes('sightline.db'), `${name}: the database was written`)
  }
})
