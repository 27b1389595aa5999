// Launches the built-in /v1 service (dist/server/api.mjs) as a child process on a loopback port when no
// API_UPSTREAM is set, and restarts it on the same port whenever it dies, for as long as the edge runs:
// a port held for a while only delays it. The edge reaches it only through its proxy.

import { fork, type ChildProcess } from 'node:child_process'
import { serviceExecArgv } from '../settings/heap.js'
import { connect } from 'node:net'
import { loadEdgeConfig } from './config.js'
import { EDGE_AUDIT_SECRET_ENV, newEdgeAuditSecret } from '../settings/edge-audit.js'

/** What the edge's server needs to know of the service it launched (app.ts). */
export interface BuiltInLink {
  /** While the service restarts: what the edge is waiting for, in plain words, for /healthz; else null. */
  waiting: () => string | null
  /** The secret of the edge's internal calls to it (server/settings/edge-audit.ts). */
  auditSecret: string
}

export interface BuiltInUpstream extends BuiltInLink {
  url: string
  /**
   * Asks the service to stop (SIGTERM) and resolves when it has. One that has not stopped after `killAfterMs` is
   * killed: a service whose event loop is held (a busy first start on a loaded machine) must not keep the product
   * running after its edge was told to stop. Its workers end with it, when their channel to it closes.
   */
  stop(killAfterMs?: number): Promise<void>
}

/**
 * How long the service gets to stop by itself once the edge's connections are closed: no call of the edge's is left
 * in it then, and its BigSearch jobs take up again where they were after a restart.
 */
export const SERVICE_STOP_GRACE_MS = 3_000

/** The first restart comes half a second after the service stops; each failed one doubles the wait, up to 5 s. */
export const FIRST_RESTART_DELAY_MS = 500
export const LONGEST_RESTART_DELAY_MS = 5_000

/** How often a held port is checked while the edge waits to restart the service on it. */
const PORT_POLL_MS = 250

/** The wait before restart attempt `attempt` (1, 2, ...). */
export function restartDelay(attempt: number): number {
  return Math.min(FIRST_RESTART_DELAY_MS * 2 ** Math.min(attempt - 1, 16), LONGEST_RESTART_DELAY_MS)
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
 * How glibc's malloc serves the service's processes, unless the operator set it. It gives each thread that allocates
 * its own arena, up to eight per core, and keeps what is freed in it: the service's threads (the BigSearch job
 * engine, each merge, each upload's inspection) left their memory in theirs. And it carves blocks under 128 KB from
 * its heap, where a 500 MB upload's 64 KB network reads left some 60 MB it could not give back; mapped on their own,
 * they are given back as they are freed. With both, the BigSearch memory bench's service took 20 to 30 MB less
 * while the file was uploaded and searched.
 */
export const SERVICE_MALLOC: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' }

/**
 * The child's settings: the edge's own, on a loopback port of its choosing, with the secret of the edge's
 * internal calls, and, unless PUBLIC_URL names where browsers reach the product, the edge's address, so
 * that links in emails lead back to it. glibc's malloc settings are SERVICE_MALLOC unless set.
 */
export function childEnvironment(env: NodeJS.ProcessEnv, port: number, auditSecret: string): NodeJS.ProcessEnv {
  const child: NodeJS.ProcessEnv = {
    ...SERVICE_MALLOC,
    ...env,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    [EDGE_AUDIT_SECRET_ENV]: auditSecret,
  }
  if (!env.PUBLIC_URL?.trim()) {
    const edge = loadEdgeConfig(env)
    child.PUBLIC_URL = edgeAddress(edge.host, edge.port)
  }
  return child
}

interface Started {
  child: ChildProcess
  port: number
}

interface Waiting {
  type: 'api-waiting'
  reason: string
}

const isWaiting = (m: unknown): m is Waiting => !!m && typeof m === 'object' && (m as Waiting).type === 'api-waiting' && typeof (m as Waiting).reason === 'string'

/**
 * Forks the service and resolves once it listens; rejects if it exits first (it cannot listen, or fails).
 * A service that is ready but waits for its port says so, and `onWaiting` hears why.
 */
function start(script: string, env: NodeJS.ProcessEnv, onFork: (child: ChildProcess) => void, onWaiting: (reason: string) => void = () => {}): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = fork(script, [], { env, execArgv: serviceExecArgv(process.execArgv, env), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    onFork(child)
    const failed = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(signal ? `it was stopped by ${signal} before it was ready` : `it exited with code ${code} before it was ready`))
    child.once('exit', failed)
    // A process that cannot even be started emits 'error', perhaps without 'exit'; later ones change nothing.
    child.on('error', (err) => reject(new Error(`it could not be started: ${err.message}`)))
    child.on('message', (message) => {
      if (isWaiting(message)) onWaiting(message.reason)
      if (!isReady(message)) return
      child.off('exit', failed)
      resolve({ child, port: message.port })
    })
  })
}

/** Whether something listens on the loopback port: the usual reason a restart on it fails. */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.setTimeout(1_000)
    const answer = (inUse: boolean) => {
      socket.destroy()
      resolve(inUse)
    }
    socket.once('connect', () => answer(true))
    socket.once('error', () => answer(false))
    socket.once('timeout', () => answer(false))
  })
}

const inSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`

export async function launchBuiltInUpstream(script: string, env: NodeJS.ProcessEnv, log: (msg: string) => void): Promise<BuiltInUpstream> {
  const auditSecret = newEdgeAuditSecret()
  let child: ChildProcess | null = null
  let stopping = false
  let waiting: string | null = null
  let timer: NodeJS.Timeout | null = null
  let poll: NodeJS.Timeout | null = null
  const clearTimers = () => {
    if (timer) clearTimeout(timer)
    if (poll) clearInterval(poll)
    timer = poll = null
  }
  const track = (forked: ChildProcess) => {
    child = forked
  }
  const first = await start(script, childEnvironment(env, 0, auditSecret), track)
  // Every restart is on the port the proxy points at.
  const port = first.port
  const childEnv = childEnvironment(env, port, auditSecret)
  log(`built-in service ready on port ${port} (process ${first.child.pid})`)

  const restart = (attempt: number, reason: string, portHeld = false, now = false) => {
    if (stopping) return
    const delay = now ? 0 : restartDelay(attempt)
    waiting = `the built-in service to restart (attempt ${attempt}, next in ${inSeconds(delay)}): ${reason}`
    log(`waiting for ${waiting}`)
    let begun = false
    const begin = () => {
      if (begun || stopping) return
      begun = true
      clearTimers()
      waiting = `the built-in service to restart (attempt ${attempt} under way): ${reason}`
      const onWaiting = (why: string) => {
        waiting = `the built-in service to restart (attempt ${attempt} under way): ${why}`
        log(`waiting for ${waiting}`)
      }
      start(script, childEnv, track, onWaiting).then(
        (next) => {
          waiting = null
          log(`built-in service restarted on port ${port} (process ${next.child.pid}) after ${attempt} attempt${attempt === 1 ? '' : 's'}`)
          watch(next.child)
        },
        async (err: Error) => {
          const held = await portInUse(port)
          // An attempt that failed on a held port which is free by now tries again at once: the port's
          // release was all it waited for, and a back-off here would only delay the service's return.
          restart(attempt + 1, held ? `port ${port} is in use` : err.message, held, !held && portHeld)
        },
      )
    }
    timer = setTimeout(begin, delay)
    // A held port is watched: the next attempt starts as soon as it is free, not at the end of the wait.
    if (portHeld) {
      poll = setInterval(() => {
        void portInUse(port).then((inUse) => inUse || begin())
      }, PORT_POLL_MS)
    }
  }
  const watch = (running: ChildProcess) => {
    running.once('exit', (code, signal) => {
      if (!stopping) restart(1, `it stopped (${signal ?? `exit code ${code}`})`)
    })
  }
  watch(first.child)

  return {
    url: `http://127.0.0.1:${port}`,
    auditSecret,
    waiting: () => waiting,
    stop: (killAfterMs = SERVICE_STOP_GRACE_MS) =>
      new Promise((resolve) => {
        stopping = true
        clearTimers()
        const current = child
        if (!current || current.exitCode !== null || current.signalCode !== null) return resolve()
        const kill = setTimeout(() => current.kill('SIGKILL'), killAfterMs)
        current.once('exit', () => {
          clearTimeout(kill)
          resolve()
        })
        current.kill('SIGTERM')
      }),
  }
}
