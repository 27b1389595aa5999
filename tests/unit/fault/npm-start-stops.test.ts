// Fault: a process manager stops `npm start` with SIGTERM (issue 29). npm passes the signal to the one process
// it started, which must be the edge itself (no shell between them that would die and leave the edge
// running), and the edge stops its built-in service: no process of the product is left and the port is free.

import t from 'tap'
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitFor } from './processes.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/**
 * A clean stop takes a second or two; a busy machine makes it longer. The edge's own grace for open connections is
 * 10 s, after which it stops its service anyway: this waits a little longer than that.
 */
const STOPPED_WITHIN_MS = 15_000

/** Every process's parent, from /proc. */
function parents(): Map<number, number> {
  const out = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      // The command name, in brackets, may hold spaces: the fields after its closing bracket are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      out.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // ended while the folder was read
    }
  }
  return out
}

/** The processes below `pid`, children first. */
function descendants(pid: number): number[] {
  const all = parents()
  const found: number[] = []
  const walk = (parent: number) => {
    for (const [child, ppid] of all) {
      if (ppid !== parent) continue
      found.push(child)
      walk(child)
    }
  }
  walk(pid)
  return found
}

/** Running or sleeping; a process that has exited (gone, or a zombie awaiting its parent) is not. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    return [] // ended meanwhile
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

// The build that npm start runs comes first, and takes a minute or more on a busy machine.
t.setTimeout(300_000)

t.test('SIGTERM to npm start stops the edge and its built-in service and frees the port', { skip: process.platform !== 'linux' && 'reads /proc' }, async (t) => {
  // npm start builds first: into the test's folder, inside the repository so that the bundles find node_modules.
  const dir = t.testdir()
  const port = await freePort()
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', COOKIE_SECURE: '0', DATA_DIR: join(dir, 'data'), BUILD_OUT: join(dir, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  npm.stdout.setEncoding('utf8').on('data', (text: string) => lines.push(text))
  npm.stderr.setEncoding('utf8').on('data', (text: string) => lines.push(text))
  let product: number[] = []
  // Whatever the outcome, nothing this test started outlives it.
  t.teardown(() => {
    for (const pid of [npm.pid!, ...product, ...descendants(npm.pid!)]) {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
  })

  await waitFor(`the edge's /healthz on port ${port}; npm start printed:\n${lines.join('')}`, 240_000, async () => {
    if (npm.exitCode !== null) throw new Error(`npm start exited with code ${npm.exitCode}:\n${lines.join('')}`)
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null)
    return res?.status === 200
  })
  product = descendants(npm.pid!)
  const [edge] = product
  t.match(commandLine(edge!), [/(^|\/)node$/, 'scripts/start.mjs'], 'npm runs the edge itself: no shell stands between them to swallow the signal')
  t.ok(product.length >= 3, `the edge, the built-in service and its workers run (${product.length} processes)`)

  const sent = Date.now()
  npm.kill('SIGTERM')
  const left = () => [npm.pid!, ...product].filter(alive).map((pid) => `${pid} ${commandLine(pid).join(' ')}`)
  let running = left()
  let free = false
  while (Date.now() - sent < STOPPED_WITHIN_MS && (running.length > 0 || !free)) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    running = left()
    free = await portIsFree(port)
  }
  t.same(running, [], 'no process of the product is left')
  // What the product said as it stopped, to show which part did not.
  if (running.length > 0) t.comment(`npm start printed:\n${lines.join('').split('\n').slice(-40).join('\n')}`)
  t.ok(free, `port ${port} is free`)
  t.comment(`npm, the edge, the service and its workers stopped and the port was free ${((Date.now() - sent) / 1000).toFixed(1)} s after the SIGTERM`)
})
