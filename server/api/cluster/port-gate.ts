// The workers get ready (modules loaded, routes and schemas compiled: seconds on a busy machine) while the
// primary waits for their port to be free, and listen only then. A service restarted on a port another
// program holds for a while is thus up within a moment of the port's release, not a whole start-up later.

import cluster, { type Worker } from 'node:cluster'
import { createServer } from 'node:net'

/** A worker says it is ready to listen; the primary answers `LISTEN` once the port is free. */
export const WORKER_PREPARED = 'worker-prepared'
export const LISTEN = 'listen'
/** How often a held port is tried. */
const PORT_RETRY_MS = 100

const isMessage = (message: unknown, type: string) => !!message && typeof message === 'object' && (message as { type?: unknown }).type === type

/** Whether the port can be listened on now: tried by listening on it and closing at once. */
function portFree(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)))
  })
}

/**
 * Resolves once the port is free; `onHeld` is told once if it is not at first. Port 0 (any free port) is
 * never held.
 */
export async function whenPortFree(host: string, port: number, onHeld: (reason: string) => void, stopped: () => boolean): Promise<void> {
  if (port === 0) return
  let told = false
  while (!stopped() && !(await portFree(host, port))) {
    if (!told) onHeld(`port ${port} is in use`)
    told = true
    await new Promise((resolve) => setTimeout(resolve, PORT_RETRY_MS))
  }
}

/**
 * In the primary: every worker that is ready, now or later (a replacement), listens once `gate` resolves.
 * `onAllPrepared` is told once when the first `workers` are ready while the gate is still shut: from then
 * on, the port's release is all the service waits for.
 */
export function openGateTo(gate: Promise<void>, workers: number, onAllPrepared: () => void): void {
  let open = false
  void gate.then(() => (open = true))
  let prepared = 0
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage(message, WORKER_PREPARED)) return
    if (++prepared === workers && !open) onAllPrepared()
    void gate.then(() => worker.isConnected() && worker.send({ type: LISTEN }))
  })
}

/** In a worker: says it is ready and resolves when the primary lets it listen (at once without a primary). */
export function waitForTurnToListen(): Promise<void> {
  if (!process.send) return Promise.resolve()
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (!isMessage(message, LISTEN)) return
      process.off('message', onMessage)
      resolve()
    }
    process.on('message', onMessage)
    process.send!({ type: WORKER_PREPARED })
  })
}
