// The BigSearch engine thread runs at the lowest priority, so calls are served first (server/api/jobs/thread-priority.ts).

import t from 'tap'
import { readdirSync, readFileSync } from 'node:fs'
import { Worker } from 'node:worker_threads'
import { runAtLowestPriority } from '../../../../../server/api/jobs/thread-priority.js'

/** A thread's nice value: field 19 of /proc/<pid>/task/<tid>/stat, counted after the name's closing bracket. */
function niceOf(name: string): number[] {
  return readdirSync('/proc/self/task')
    .filter((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name)
    .map((tid) => Number(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]))
}

t.test('a named worker thread is lowered to nice 19; the other threads keep theirs', { skip: process.platform !== 'linux' && 'Linux only' }, async (t) => {
  const name = 'prio-test'
  const worker = new Worker('setInterval(() => {}, 1000)', { eval: true, name })
  t.teardown(() => worker.terminate())
  await new Promise((resolve) => worker.once('online', resolve))
  t.same(niceOf(name), [0], 'normal priority at first')
  t.equal(runAtLowestPriority(name), true)
  t.same(niceOf(name), [19], 'the lowest priority after')
  t.same(niceOf('MainThread'), [0], 'the thread serving calls is untouched')
  t.equal(runAtLowestPriority('no-such-thread'), false)
})
