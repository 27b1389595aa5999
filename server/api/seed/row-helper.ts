// The seed tool's second thread: it generates the demo sightings and makes their rows while the first thread writes
// the batch before. Generating took as long as writing (25 µs a sighting against 17), one after the other; side by
// side a million load 20 s sooner. The writing thread takes the batches synchronously (receiveMessageOnPort, waiting
// on a shared counter), because the load runs inside one synchronous stretch of bulk-load settings.

import { MessageChannel, receiveMessageOnPort, Worker, workerData, type MessagePort } from 'node:worker_threads'
import type { SightingRows } from '../store/sightings/rows.js'
import { generatedBatches, type GenerationPlan } from './load.js'

/** Batches made ahead of the writer at most: enough to never keep it waiting, few enough to stay small in memory. */
const AHEAD = 4
/** Slots of the shared counter. */
const MADE = 0
const TAKEN = 1
/** Longer than any batch takes to make: past it the helper has stopped without a word. */
const PATIENCE_MS = 120_000

interface HelperData {
  plan: GenerationPlan
  port: MessagePort
  counter: Int32Array
}

/** A batch of rows, the end of them, or why the helper failed. */
type Message = { rows: SightingRows[] } | { end: true } | { error: string }

/** Whether this thread is a row helper that `entry` started (rowHelperBatches). */
export function isRowHelper(): boolean {
  return (workerData as { rowHelper?: HelperData } | null)?.rowHelper !== undefined
}

/** The helper thread's work: every batch of the plan, posted as made, never more than AHEAD before the writer. */
export function runRowHelper(): void {
  const { plan, port, counter } = (workerData as { rowHelper: HelperData }).rowHelper
  const post = (message: Message) => {
    port.postMessage(message)
    Atomics.add(counter, MADE, 1)
    Atomics.notify(counter, MADE)
  }
  try {
    for (const rows of generatedBatches(plan)) {
      for (let taken = Atomics.load(counter, TAKEN); Atomics.load(counter, MADE) - taken >= AHEAD; taken = Atomics.load(counter, TAKEN)) {
        Atomics.wait(counter, TAKEN, taken)
      }
      post({ rows })
    }
    post({ end: true })
  } catch (err) {
    post({ error: (err as Error).stack ?? String(err) })
  }
  port.close()
}

/**
 * The plan's batches, made by a helper thread running `entry` (a program that calls runRowHelper when isRowHelper).
 * Leaving the loop early stops the helper.
 */
export function* rowHelperBatches(entry: URL, plan: GenerationPlan): Generator<SightingRows[]> {
  const { port1, port2 } = new MessageChannel()
  const counter = new Int32Array(new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT))
  const helper = new Worker(entry, { workerData: { rowHelper: { plan, port: port2, counter } }, transferList: [port2] })
  try {
    for (;;) {
      const made = Atomics.load(counter, MADE)
      const received = receiveMessageOnPort(port1)
      if (received === undefined) {
        if (Atomics.wait(counter, MADE, made, PATIENCE_MS) === 'timed-out') throw new Error('the row helper thread stopped answering')
        continue
      }
      Atomics.add(counter, TAKEN, 1)
      Atomics.notify(counter, TAKEN)
      const message = received.message as Message
      if ('error' in message) throw new Error(`the row helper thread failed: ${message.error}`)
      if ('end' in message) return
      yield message.rows
    }
  } finally {
    port1.close()
    void helper.terminate()
  }
}
