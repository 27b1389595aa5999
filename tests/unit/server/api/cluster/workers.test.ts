// The built-in service as built (dist/, or BUILD_OUT) runs API_WORKERS worker processes on one port below
// the edge's priority, replaces a worker that dies without the port ever going silent, and stops them all
// with itself.

import t from 'tap'
import { execFileSync, fork, type ChildProcess } from 'node:child_process'
import { get } from 'node:http'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { getPriority } from 'node:os'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const API = resolve(process.env.BUILD_OUT || 'dist', 'server', 'api.mjs')

function workersOf(primary: ChildProcess): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' }).split('\n').map(Number).filter(Boolean)
  } catch {
    return [] // ps exits 1 when there are none
  }
}

/** A process's command line, node options first (cluster workers are started with the primary's setup). */
const nodeOptionsOf = (pid: number) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')

/** A process's whole command line, or '' once it is gone. */
const commandLineOf = (pid: number) => {
  try {
    return nodeOptionsOf(pid).join(' ')
  } catch {
    return ''
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

t.test('workers share one port, are replaced when they die, and stop with the primary', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-cluster-'))
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }))
  const primary = fork(API, [], { env: { ...process.env, DATA_DIR: dataDir, API_HOST: '127.0.0.1', API_PORT: '0', API_WORKERS: '2', API_SEMI_SPACE_MB: '3' }, execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  t.teardown(() => primary.kill('SIGKILL'))
  const port = await new Promise<number>((done, fail) => {
    primary.on('message', (m: { type?: string; port?: number }) => m?.type === 'api-ready' && done(m.port!))
    primary.once('exit', (code) => fail(new Error(`the service exited with ${code}`)))
  })
  // A new connection each time (no kept-alive socket, which may belong to the worker just killed):
  // the question is whether the port answers a newcomer.
  const health = () => new Promise<number>((done) => {
    get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume()
      done(res.statusCode ?? 0)
    }).on('error', () => done(0))
  })

  const first = workersOf(primary)
  t.equal(first.length, 2, 'two workers')
  t.equal(await health(), 200)
  t.ok(getPriority(primary.pid!) >= 10, 'the service runs below the edge')
  t.ok(first.every((pid) => getPriority(pid) >= 10), 'and so do its workers')
  t.ok(first.every((pid) => nodeOptionsOf(pid).includes('--max-semi-space-size=3')), "each worker's young generation is as API_SEMI_SPACE_MB says")

  process.kill(first[0]!, 'SIGKILL')
  // The other worker answers at once: the port is never silent.
  t.equal(await health(), 200, 'answered while one worker is gone')
  // One listing per look: two would race a worker that is dying between them. A new child shows the
  // primary's own command line between fork and exec, so it counts only once its command line is its own.
  const primaryLine = nodeOptionsOf(primary.pid!).join(' ')
  let replacement: number | undefined
  await until(() => {
    const now = workersOf(primary)
    replacement = now.find((pid) => !first.includes(pid))
    return now.length === 2 && replacement !== undefined && commandLineOf(replacement) !== primaryLine
  }, 'a new worker')
  t.equal(await health(), 200, 'answered once it is replaced')
  t.ok(nodeOptionsOf(replacement!).includes('--max-semi-space-size=3'), 'and so is the replacement\'s')

  const workers = workersOf(primary)
  primary.kill('SIGTERM')
  await new Promise((done) => primary.once('exit', done))
  await until(() => workers.every((pid) => !alive(pid)), 'the workers to stop')
  t.equal(await health(), 0, 'nothing listens after the primary stops')
})
