// A throwaway PostgreSQL server for a test file or a bench: initdb into a fresh folder, a server on a free loopback
// port with durability switched off (its data dies with it), and a `stop` that removes everything. Started
// as the `postgres` user when running as root, since the server refuses to run as root.

import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findPostgres } from './find-postgres.mjs'

const READY_WITHIN_MS = 30_000

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The user the server runs as: the `postgres` system user when this process is root. */
function serverUser() {
  if (process.getuid?.() !== 0) return null
  const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
  if (id.status !== 0) throw new Error('Running as root, and there is no postgres user to run the server as: install Debian\'s postgresql package.')
  return { name: 'postgres', uid: Number(id.stdout), gid: Number(gid.stdout) }
}

/** Spawn options that run a program as `user` (directly, so that signals reach the server itself). */
const as = (user) => (user ? { uid: user.uid, gid: user.gid, env: { ...process.env, HOME: tmpdir(), USER: user.name } } : {})

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return err.code === 'EPERM'
  }
}

/**
 * Stops and removes the servers of test processes that died without stopping theirs (a run killed half-way):
 * each server's folder names the process that started it.
 */
function sweepOrphans(parent) {
  for (const name of readdirSync(parent)) {
    if (!name.startsWith('sightline-pg-')) continue
    const dir = join(parent, name)
    try {
      if (alive(Number(readFileSync(join(dir, 'owner'), 'utf8')))) continue
      const server = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
      if (server && alive(server)) process.kill(server, 'SIGQUIT')
      rmSync(dir, { recursive: true, force: true })
    } catch {
      // Not a server folder of ours, or another process is sweeping it.
    }
  }
}

/**
 * Starts a server; resolves with `{ url, port, dir, stop }` once it accepts connections. `settings` are extra
 * `-c name=value` server settings (the bench gives memory and parallelism).
 */
export async function startPostgres({ settings = {}, parent = tmpdir() } = {}) {
  const found = findPostgres()
  if (!found.bin) throw new Error(found.error ?? 'No PostgreSQL server is installed: run node tests/postgres/ensure-postgres.mjs')
  const user = serverUser()
  sweepOrphans(parent)
  const dir = mkdtempSync(join(parent, 'sightline-pg-'))
  writeFileSync(join(dir, 'owner'), String(process.pid))
  const data = join(dir, 'data')
  if (user) chownSync(dir, user.uid, user.gid)
  chmodSync(dir, 0o700)
  const init = spawnSync(join(found.bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], { encoding: 'utf8', ...as(user) })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  const port = await freePort()
  const options = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    // A test server: nothing survives it, so nothing is flushed.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '100',
    ...settings,
  }
  const args = ['-D', data, ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`])]
  const server = spawn(join(found.bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], ...as(user) })
  // A test process that ends without its teardown (an uncaught error) still stops its server.
  const stopOnExit = () => server.kill('SIGQUIT')
  process.once('exit', stopOnExit)
  let said = ''
  server.stderr.on('data', (chunk) => (said = (said + chunk).slice(-4000)))
  const stop = async () => {
    process.off('exit', stopOnExit)
    if (server.exitCode === null && server.signalCode === null) {
      // Fast shutdown: the sessions are ended, nothing is waited for.
      server.kill('SIGINT')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const started = Date.now()
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited at start: ${said}`)
    if (/ready to accept connections/.test(said)) break
    if (Date.now() - started > READY_WITHIN_MS) {
      await stop()
      throw new Error(`PostgreSQL was not ready within ${READY_WITHIN_MS / 1000} s: ${said}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop, process: server }
}
