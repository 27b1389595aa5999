// Launches the built-in /v1 service (dist/server/api.mjs) as a child process on a loopback port when no
// API_UPSTREAM is set, and restarts it if it dies. The edge reaches it only through its proxy.

import { fork, type ChildProcess } from 'node:child_process'
import { loadEdgeConfig } from './config.js'

export interface BuiltInUpstream {
  url: string
  stop(): Promise<void>
}

interface Ready {
  type: 'api-ready'
  port: number
}

const isReady = (m: unknown): m is Ready => !!m && typeof m === 'object' && (m as Ready).type === 'api-ready'

/** Where a browser on this machine reaches an edge listening on `host`: a wildcard address is not one. */
export function edgeAddress(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

/**
 * The child's settings: the edge's own, on a loopback port of its choosing, and, unless PUBLIC_URL names
 * where browsers reach the product, the edge's address, so that links in emails lead back to it.
 */
export function childEnvironment(env: NodeJS.ProcessEnv, port: number): NodeJS.ProcessEnv {
  const child: NodeJS.ProcessEnv = { ...env, API_HOST: '127.0.0.1', API_PORT: String(port) }
  if (!env.PUBLIC_URL?.trim()) {
    const edge = loadEdgeConfig(env)
    child.PUBLIC_URL = edgeAddress(edge.host, edge.port)
  }
  return child
}

function start(script: string, env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: childEnvironment(env, port),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const failed = (code: number | null) => reject(new Error(`the built-in service exited with code ${code} before it was ready`))
    child.once('exit', failed)
    child.on('message', (message) => {
      if (!isReady(message)) return
      child.off('exit', failed)
      resolve({ child, port: message.port })
    })
  })
}

export async function launchBuiltInUpstream(script: string, env: NodeJS.ProcessEnv, log: (msg: string) => void): Promise<BuiltInUpstream> {
  let stopping = false
  let { child, port } = await start(script, env, 0)
  const watch = (current: ChildProcess) => {
    current.once('exit', (code, signal) => {
      if (stopping) return
      log(`built-in service stopped (${signal ?? code}); restarting on port ${port}`)
      setTimeout(() => {
        start(script, env, port).then(
          (next) => {
            child = next.child
            watch(child)
          },
          (err: Error) => log(`built-in service could not restart: ${err.message}`),
        )
      }, 1000).unref()
    })
  }
  watch(child)
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        stopping = true
        if (child.exitCode !== null || child.signalCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
