// The job engine asked to stop (server/api/jobs/job-thread-link.ts): a thread that ends when asked is left to end by
// itself; one that does not within the grace is ended from outside, and the service's log says so.

import t from 'tap'
import { Worker } from 'node:worker_threads'
import { askToStop } from '../../../../../server/api/jobs/job-thread-link.js'
import { JOB_ENGINE_STOP } from '../../../../../server/api/jobs/job-thread-messages.js'

/** A thread of plain JavaScript that, told to stop, ends when `obeys`, else goes on as if it had heard nothing. */
function threadThat(obeys: boolean): Worker {
  const code = `
    const { parentPort } = require('node:worker_threads')
    const busy = setInterval(() => {}, 1000)
    parentPort.on('message', (message) => {
      if (${obeys} && message.type === ${JSON.stringify(JOB_ENGINE_STOP)}) { clearInterval(busy); process.exit(0) }
    })
    parentPort.postMessage('ready')`
  return new Worker(code, { eval: true })
}

const ready = (thread: Worker) => new Promise((resolve) => thread.once('message', resolve))

t.test('a thread that ends when asked stops by itself', async (t) => {
  const thread = threadThat(true)
  await ready(thread)
  const lines: string[] = []
  const exit = new Promise<number>((resolve) => thread.once('exit', resolve))
  t.equal(await askToStop(thread, 60_000, (line) => lines.push(line)), 'stopped')
  t.equal(await exit, 0, 'by its own process.exit(0)')
  t.same(lines, [])
})

t.test('a thread that goes on is ended from outside once the grace is over, and the log says so', async (t) => {
  const thread = threadThat(false)
  await ready(thread)
  const lines: string[] = []
  const exit = new Promise<number>((resolve) => thread.once('exit', resolve))
  const started = performance.now()
  t.equal(await askToStop(thread, 300, (line) => lines.push(line)), 'ended')
  t.ok(performance.now() - started >= 290, 'after the grace')
  t.equal(await exit, 1, 'ended by terminate()')
  t.same(lines, ['the BigSearch job engine did not stop within 0.3 s of being asked: it is ended'])
})
