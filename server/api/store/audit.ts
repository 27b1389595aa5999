// The audit log (spec-3 §3 "Audit entry"): one row per audited call, searched by time, email, domain, action.

import type Database from 'better-sqlite3'

export interface AuditEntry {
  /** When the call was made, ms since the epoch. */
  at: number
  userEmail: string
  requestingApp: string | null
  api: string
  action: string
  justification: string | null
  details: string | null
  success: boolean
  error: string | null
}

export interface AuditRecord extends AuditEntry {
  id: number
}

export interface AuditQuery {
  /** Inclusive bounds, ms since the epoch. */
  from: number
  to: number
  /** Exactly this address, any case. */
  email?: string
  /** Every address at this domain (not its subdomains), any case. */
  domain?: string
  action?: string
  /** At most this many entries, the newest; capped at MAX_AUDIT_RESULTS. */
  limit?: number
}

/** The most entries one search returns, so that a wide range cannot exhaust memory. */
export const MAX_AUDIT_RESULTS = 10_000

interface AuditRow {
  id: number
  at: number
  user_email: string
  requesting_app: string | null
  api: string
  action: string
  justification: string | null
  details: string | null
  success: number
  error: string | null
}

export function recordCall(db: Database.Database, entry: AuditEntry): number {
  const result = db
    .prepare(
      `INSERT INTO audit_log (at, user_email, requesting_app, api, action, justification, details, success, error)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.at,
      entry.userEmail,
      entry.requestingApp,
      entry.api,
      entry.action,
      entry.justification,
      entry.details,
      entry.success ? 1 : 0,
      entry.error,
    )
  return Number(result.lastInsertRowid)
}

/** LIKE pattern text matching `value` literally, with \ as the escape character. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The entries matching every given filter, newest first. */
export function findCalls(db: Database.Database, query: AuditQuery): AuditRecord[] {
  const where = ['at >= ?', 'at <= ?']
  const params: (string | number)[] = [query.from, query.to]
  if (query.email !== undefined) {
    where.push('user_email = ?')
    params.push(query.email.trim())
  }
  if (query.domain !== undefined) {
    // user_email is COLLATE NOCASE, so LIKE and = ignore case alike.
    where.push("user_email LIKE ? ESCAPE '\\'")
    params.push(`%@${likeLiteral(query.domain.trim())}`)
  }
  if (query.action !== undefined) {
    where.push('action = ?')
    params.push(query.action)
  }
  const limit = Math.min(Math.max(0, Math.floor(query.limit ?? MAX_AUDIT_RESULTS)), MAX_AUDIT_RESULTS)
  const rows = db
    .prepare(`SELECT * FROM audit_log WHERE ${where.join(' AND ')} ORDER BY at DESC, id DESC LIMIT ?`)
    .all(...params, limit) as AuditRow[]
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    userEmail: row.user_email,
    requestingApp: row.requesting_app,
    api: row.api,
    action: row.action,
    justification: row.justification,
    details: row.details,
    success: row.success === 1,
    error: row.error,
  }))
}
