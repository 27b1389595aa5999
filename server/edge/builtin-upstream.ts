// Launches the built-in /v1 service (dist/server/api.mjs) as a child process on a loopback port when no
// API_UPSTREAM is set, and restarts it if it dies. The edge reaches it only through its proxy.

import { fork, type ChildProcess } from 'node:child_process'

export interface BuiltInUpstream {
  url: string
  stop(): Promise<void>
}

interface Ready {
  type: 'api-ready'
  port: number
}

const isReady = (m: unknown): m is Ready => !!m && typeof m === 'object' && (m as Ready).type === 'api-ready'

function start(script: string, env: NodeJS.ProcessEnv, port: number): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], {
      env: { ...env, API_HOST: '127.0.0.1', API_PORT: String(port) },
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
