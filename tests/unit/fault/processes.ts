// For the tests that need real processes (the fault tests, the build variant, the high-security sign-in): the
// built product (BUILD_OUT as build.mjs names it, or dist/, which npm test builds before tap; built into the
// test's own folder when neither holds one) and its high-security build, an edge started from it as a deployment
// starts it, a port held by another program, and waiting for a condition.

import type { Test } from 'tap'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join, resolve } from 'node:path'

/**
 * A build folder of the test's own, inside the repository so that the bundles find node_modules, and not in
 * the test's fixture folder: every t.testdir() call empties that one, a data folder asked for after the
 * build included. Removed when the test ends.
 */
function ownBuildFolder(t: Test, name: string): string {
  const out = resolve('.tap', 'builds', `${process.pid}-${name}`)
  t.teardown(() => rmSync(out, { recursive: true, force: true }))
  return out
}

/** The build output holding server/edge.mjs and server/api.mjs. */
export function builtProduct(t: Test): string {
  const dir = resolve(process.env.BUILD_OUT || 'dist')
  if (existsSync(join(dir, 'server', 'edge.mjs')) && existsSync(join(dir, 'server', 'api.mjs'))) return dir
  const out = ownBuildFolder(t, 'dist')
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { env: { ...process.env, BUILD_OUT: out }, stdio: 'inherit' })
  return out
}

/**
 * The high-security build: the one npm test makes before tap (HIGHSIDE_BUILD_OUT, else BUILD_OUT or dist with
 * -highside), or one built into the test's folder when there is none.
 */
export function builtHighsideProduct(t: Test): string {
  const dir = resolve(process.env.HIGHSIDE_BUILD_OUT || `${process.env.BUILD_OUT || 'dist'}-highside`)
  const manifest = join(dir, 'manifest.json')
  if (existsSync(join(dir, 'server', 'edge.mjs')) && existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).highside === true) return dir
  const out = ownBuildFolder(t, 'dist-highside')
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { env: { ...process.env, BUILD_NAME: 'highside', BUILD_OUT: out }, stdio: 'inherit' })
  return out
}

/** Checks `condition` every 50 ms until it gives a value, or fails after `ms` saying what never came. */
export async function waitFor<T>(what: string, ms: number, condition: () => T | null | undefined | false | Promise<T | null | undefined | false>): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await condition()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** How long a busy refusal's wait may be for the call to be made again, and how many times. */
const BUSY_WAIT_MOST_SECONDS = 10
const BUSY_TRIES = 6

/**
 * A call made as the browser's client makes it (shared/api/client.ts): one the edge or the service refused as busy
 * before doing anything (503 with Retry-After) is made again after the wait it asks for. On two busy cores a service
 * just started sheds a call now and then, which is not what these tests test.
 */
export async function callAsClient(url: string, init: RequestInit = {}): Promise<Response> {
  for (let tries = 1; ; tries++) {
    const reply = await fetch(url, init)
    const wait = Number(reply.headers.get('retry-after'))
    if (reply.status !== 503 || !Number.isInteger(wait) || wait > BUSY_WAIT_MOST_SECONDS || tries === BUSY_TRIES) return reply
    await reply.arrayBuffer()
    await new Promise((resolve) => setTimeout(resolve, wait * 1000))
  }
}

export interface EdgeProcess {
  process: ChildProcess
  /** The edge's address, e.g. http://127.0.0.1:41234. */
  base: string
  /** Every line the edge and its built-in service printed so far. */
  lines: string[]
  /** The first printed line matching `pattern` after the first `after` lines, waiting up to `ms`. */
  line(pattern: RegExp, ms?: number, after?: number): Promise<RegExpMatchArray>
}

/** Starts `dist/server/edge.mjs` on a free loopback port with `env`, and stops it when the test ends. */
export async function startEdgeProcess(t: Test, dist: string, env: Record<string, string>): Promise<EdgeProcess> {
  const child = spawn(process.execPath, [join(dist, 'server', 'edge.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', COOKIE_SECURE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  let partial = ''
  const collect = (chunk: string) => {
    const parts = (partial + chunk).split('\n')
    partial = parts.pop() ?? ''
    lines.push(...parts)
  }
  child.stdout!.setEncoding('utf8').on('data', collect)
  child.stderr!.setEncoding('utf8').on('data', collect)
  // Also when the test process is ended early (tap's timeout): the edge then stops its service too.
  const stop = () => child.kill('SIGTERM')
  process.once('exit', stop)
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        process.off('exit', stop)
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  )
  const line = (pattern: RegExp, ms = 15_000, after = 0) =>
    waitFor(`a line matching ${pattern}; the edge printed:\n${lines.join('\n')}`, ms, () => {
      for (const text of lines.slice(after)) {
        const match = text.match(pattern)
        if (match) return match
      }
      if (child.exitCode !== null) throw new Error(`the edge exited with code ${child.exitCode}:\n${lines.join('\n')}`)
      return null
    })
  // A start-up on a busy machine (the built-in service's workers load in parallel) can take a while.
  const [, base] = await line(/Sightline edge listening on (http:\/\/127\.0\.0\.1:\d+)/, 60_000)
  return { process: child, base: base!, lines, line }
}

/** Listens on the loopback port as another program would (closing what connects); resolves once it holds it. */
export async function holdPort(port: number, ms = 10_000): Promise<Server> {
  return waitFor(`port ${port} to be free to hold`, ms, () =>
    new Promise<Server | null>((resolve) => {
      const server = createServer((socket) => socket.destroy())
      server.once('error', () => resolve(null))
      server.listen(port, '127.0.0.1', () => resolve(server))
    }),
  )
}

export function release(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()))
}
