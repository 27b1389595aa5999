// Background work yields the cores to calls: the BigSearch engine thread runs at the lowest scheduling
// priority, so a search arriving while a job runs is served first and the job takes what is left (on a 2-core
// machine a job at normal priority tripled the searches' p95). Linux lets one thread of a process have its own
// nice value; Node names a worker's thread after its `name`, which is how the thread is found.

import { readdirSync, readFileSync } from 'node:fs'
import { setPriority, constants } from 'node:os'

/** The kernel keeps 15 characters of a thread's name. */
const THREAD_NAME_LIMIT = 15

/** The Linux thread ids of this process's threads called `name`; none elsewhere. */
function threadIds(name: string): number[] {
  try {
    return readdirSync('/proc/self/task').filter((tid) => {
      try {
        return readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name.slice(0, THREAD_NAME_LIMIT)
      } catch {
        return false // the thread ended while the list was read
      }
    }).map(Number)
  } catch {
    return []
  }
}

/**
 * Gives the threads named `name` the lowest priority; true when one was found and changed. Where the system
 * has no per-thread priority (not Linux), the work runs at normal priority, which is correct, only less kind.
 */
export function runAtLowestPriority(name: string): boolean {
  let changed = false
  for (const tid of threadIds(name)) {
    try {
      setPriority(tid, constants.priority.PRIORITY_LOW)
      changed = true
    } catch {
      // not permitted or gone: normal priority
    }
  }
  return changed
}
