// Writes the audit log's entries as calls end. An entry the database could not take because another
// connection held its write lock past the wait (an import, a job storing its results) is kept in memory and
// written with the next entry, or on a timer, so that a busy moment loses no record of who did what.

import type Database from 'better-sqlite3'
import { recordCalls, type NewAuditRecord } from '../store/audit.js'
import { isDatabaseBusy } from '../store/db.js'

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
  /** Records the entry, with any that wait before it, in the order they came. */
  write(entry: NewAuditRecord): void
  /** Tries the waiting entries now (the service closing); returns how many are still waiting. */
  flush(): number
  waiting(): number
}

const RETRY_MS = 1000
const MAX_WAITING = 10_000

export function auditWriter(db: Database.Database, log: AuditWriterLog, options: AuditWriterOptions = {}): AuditWriter {
  const retryMs = options.retryMs ?? RETRY_MS
  const maxWaiting = options.maxWaiting ?? MAX_WAITING
  let waiting: NewAuditRecord[] = []
  let timer: NodeJS.Timeout | null = null

  const flush = (): number => {
    if (timer) clearTimeout(timer)
    timer = null
    if (waiting.length === 0) return 0
    try {
      recordCalls(db, waiting)
      waiting = []
    } catch (err) {
      if (!isDatabaseBusy(err)) {
        // Not a passing lock: the entries cannot be written, and an operator must see that.
        log.error({ err, entries: waiting.length }, 'audit entries could not be written')
        waiting = []
        return 0
      }
      log.warn({ entries: waiting.length }, 'audit entries wait: the database was busy')
      // A timer that does not keep the process alive: closing flushes once more.
      timer = setTimeout(flush, retryMs)
      timer.unref()
    }
    return waiting.length
  }

  return {
    write(entry) {
      waiting.push(entry)
      if (waiting.length > maxWaiting) {
        const dropped = waiting.splice(0, waiting.length - maxWaiting)
        for (const lost of dropped) log.error({ at: lost.at, userEmail: lost.userEmail, api: lost.api, action: lost.action }, 'audit entry given up: the database stayed busy')
      }
      // While a retry is due, new entries join the queue rather than meet the same lock at once.
      if (timer === null) flush()
    },
    flush,
    waiting: () => waiting.length,
  }
}
