// Writes the audit log's entries as calls end, off the reply's path: an entry joins a queue, and the queue is
// written a batch at a time in the order entries came, those that come while a batch is being written forming
// the next. An entry the database could not take because another connection held its write lock past the wait
// (an import, a job storing its results) stays queued and is written with the next entry, or on a timer, so that
// a busy moment loses no record of who did what.

import { recordCalls, type NewAuditRecord } from '../store/audit.js'
import { isDatabaseBusy } from '../store/engine/errors.js'
import type { Store } from '../store/engine/store.js'

export interface AuditWriterLog {
  warn(details: object, message: string): void
  error(details: object, message: string): void
}

export interface AuditWriterOptions {
  /** How long after a busy refusal the waiting entries are tried again. */
  retryMs?: number
  /** How many entries may wait; past it the oldest are given up, each said in the log. */
  maxWaiting?: number
}

export interface AuditWriter {
  /** Queues the entry, to be recorded after any that wait before it, in the order they came. */
  write(entry: NewAuditRecord): void
  /** Tries the waiting entries now (the service closing), after the batch being written; how many still wait. */
  flush(): Promise<number>
  waiting(): number
}

const RETRY_MS = 1000
const MAX_WAITING = 10_000

export function auditWriter(store: Store, log: AuditWriterLog, options: AuditWriterOptions = {}): AuditWriter {
  const retryMs = options.retryMs ?? RETRY_MS
  const maxWaiting = options.maxWaiting ?? MAX_WAITING
  let waiting: NewAuditRecord[] = []
  let timer: NodeJS.Timeout | null = null
  let writing: Promise<void> | null = null

  const giveUpOldest = () => {
    if (waiting.length <= maxWaiting) return
    const dropped = waiting.splice(0, waiting.length - maxWaiting)
    for (const lost of dropped) log.error({ at: lost.at, userEmail: lost.userEmail, api: lost.api, action: lost.action }, 'audit entry given up: the database stayed busy')
  }

  /** Writes batch after batch until none waits, or the database is busy and a retry is due. */
  const drain = async (): Promise<void> => {
    while (waiting.length > 0 && timer === null) {
      const batch = waiting
      waiting = []
      try {
        await recordCalls(store, batch)
      } catch (err) {
        if (!isDatabaseBusy(err)) {
          // Not a passing lock: the entries cannot be written, and an operator must see that.
          log.error({ err, entries: batch.length }, 'audit entries could not be written')
          continue
        }
        waiting = [...batch, ...waiting]
        giveUpOldest()
        log.warn({ entries: waiting.length }, 'audit entries wait: the database was busy')
        // A timer that does not keep the process alive: closing flushes once more.
        timer = setTimeout(retry, retryMs)
        timer.unref()
      }
    }
  }

  /** One writer of the queue at a time; an entry queued as it finishes starts the next. */
  const startWriting = (): Promise<void> => {
    writing ??= drain().finally(() => {
      writing = null
      if (waiting.length > 0 && timer === null) void startWriting()
    })
    return writing
  }

  const retry = () => {
    timer = null
    void startWriting()
  }

  return {
    write(entry) {
      waiting.push(entry)
      // While a retry is due, new entries join the queue rather than meet the same lock at once; only then does
      // the queue grow, and only then is it held to its bound.
      if (timer === null) void startWriting()
      else giveUpOldest()
    },
    async flush() {
      if (timer) clearTimeout(timer)
      timer = null
      await startWriting()
      while (writing) await writing
      return waiting.length
    },
    waiting: () => waiting.length,
  }
}
