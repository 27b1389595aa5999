// Weeks of usage history for the usage screens' browser tests. Usage is counted from the audit log
// (server/api/store/usage.ts), and a real call is only ever made now: the calls of weeks gone by are written
// into a running server's audit log by the store's own writer, with the licences each was made under, and the
// days they fall on are marked to be counted again (usage_days_counted is derived from the log and may be
// recounted at will, 011_audit_indexes.sql).

import { join } from 'node:path'
import Database from 'better-sqlite3'
import { recordCalls } from '../../../server/api/store/audit.js'
import { inTransaction } from '../../../server/api/store/engine/query.js'
import { storeOnSqlite } from '../../../server/api/store/engine/sqlite.js'
import { dataDir, type ServerName } from '../servers.js'

export const DAY_MS = 24 * 60 * 60 * 1000

/** One successful call, as the audit plugin records it. */
export interface PastCall {
  email: string
  /** ms since 1970, UTC; not after now. */
  at: number
  api: string
  action: string
  /** The requesting-app header it carried (its usage channel), or none. */
  requestingApp: string | null
}

/** Rules no day is counted by: a day marked with them is counted again on the next usage call. */
const RECOUNT = 'recount'

/**
 * Writes the calls and has the days they fall on counted again. Call it after a usage call of the server, so
 * that the days gone by are counted already and none is being counted while the calls go in.
 */
export async function writePastCalls(calls: readonly PastCall[], server: ServerName = 'standard'): Promise<void> {
  const db = new Database(join(dataDir(server), 'sightline.db'))
  try {
    db.pragma('busy_timeout = 5000')
    // One transaction on the one connection: the marks below are written in it too.
    await inTransaction(storeOnSqlite(db), async (tx) => {
      await recordCalls(
        tx,
        calls.map((call) => ({
          at: call.at,
          userEmail: call.email,
          requestingApp: call.requestingApp,
          api: call.api,
          action: call.action,
          justification: null,
          details: 'usage history',
          success: true,
          error: null,
        })),
      )
      // Days after the last counted one are counted in turn; those up to it are counted again.
      const lastCounted = db.prepare('SELECT max(day) FROM usage_days_counted').pluck().get() as number | null
      if (lastCounted === null) return
      const recount = db.prepare('INSERT INTO usage_days_counted (day, rules) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET rules = excluded.rules')
      for (const day of new Set(calls.map((call) => Math.floor(call.at / DAY_MS)))) if (day <= lastCounted) recount.run(day, RECOUNT)
    })
  } finally {
    db.close()
  }
}
