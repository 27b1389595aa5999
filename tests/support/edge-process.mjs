// Starting the built product as `npm start` does, for the benches and the fault tests: a free port, the
// edge on a data folder with its built-in service and demo accounts, waiting for it, signing in.

import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function giveUp(code) {
  console.error(`the edge stopped (${code})`)
  process.exit(1)
}

export async function waitFor(check, timeoutMs = 60_000, what = 'the edge') {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * Starts `dist`'s edge (with its built-in service and demo accounts) on `dataDir`; resolves with its base
 * URL once /v1 answers. `onLine` sees each line the edge prints; `onExit` hears of an edge that stops
 * before `stop` is called (a bench gives up).
 */
export async function startEdge({ dist, dataDir, env = {}, onLine = () => {}, onExit = giveUp }) {
  const port = await freePort()
  const edge = spawn(process.execPath, [join(dist, 'server', 'edge.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', COOKIE_SECURE: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let pending = ''
  edge.stdout.setEncoding('utf8')
  edge.stdout.on('data', (chunk) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop()
    for (const line of lines) onLine(line)
  })
  edge.once('exit', onExit)
  const base = `http://127.0.0.1:${port}`
  await waitFor(async () => {
    const reply = await fetch(`${base}/v1/authenticate`).catch(() => null)
    return reply !== null && reply.status < 500
  })
  const stop = () =>
    new Promise((resolve) => {
      edge.removeAllListeners('exit')
      if (edge.exitCode !== null || edge.signalCode !== null) return resolve()
      edge.once('exit', () => resolve())
      edge.kill('SIGTERM')
    })
  return { base, stop }
}

/** Signs in as the demo account whose address starts with `who` and returns the Cookie header to send. */
export async function signInDemo(base, dataDir, who = 'investigator') {
  const account = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8').split('\n').find((line) => line.startsWith(`${who}@`))
  const [username, password] = account.split('\t')
  const reply = await fetch(`${base}/v1/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'x-requesting-app': 'lowside' },
    body: JSON.stringify({ username, password }),
  })
  if (reply.status !== 200) throw new Error(`sign-in as ${username} answered ${reply.status}`)
  return { username, cookie: reply.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') }
}

/** signInDemo once the service is ready: a fresh data folder's answers 503 while it makes its first accounts and sightings. */
export async function signInDemoWhenReady(base, dataDir, who = 'investigator') {
  for (let tries = 0; ; tries++) {
    try {
      return await signInDemo(base, dataDir, who)
    } catch (err) {
      if (tries >= 120) throw err
      await new Promise((done) => setTimeout(done, 1000))
    }
  }
}
