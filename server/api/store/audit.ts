// The audit log (spec-3 §3 "Audit entry"): one row per audited call, searched by time, email, domain, action,
// and by licence: the calls of the addresses a licence covers, a page at a time. Append-only: nothing here
// changes or deletes a row.

import type Database from 'better-sqlite3'
import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import { disjointScope, type UserScope } from './licence-users.js'

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
export const MAX_AUDIT_RESULTS = AUDIT_RESULTS_CAP

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

const INSERT_CALL = `INSERT INTO audit_log (at, user_email, requesting_app, api, action, justification, details, success, error)
                     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`

const valuesOf = (entry: AuditEntry) =>
  [entry.at, entry.userEmail, entry.requestingApp, entry.api, entry.action, entry.justification, entry.details, entry.success ? 1 : 0, entry.error] as const

export function recordCall(db: Database.Database, entry: AuditEntry): number {
  return Number(db.prepare(INSERT_CALL).run(...valuesOf(entry)).lastInsertRowid)
}

/** Appends many entries in one transaction, in the order given (a history brought in at once, e.g. the demo's). */
export function recordCalls(db: Database.Database, entries: readonly AuditEntry[]): void {
  const insert = db.prepare(INSERT_CALL)
  db.transaction(() => {
    for (const entry of entries) insert.run(...valuesOf(entry))
  })()
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
  return rows.map(recordOf)
}

function recordOf(row: AuditRow): AuditRecord {
  return {
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
  }
}

/** A licence's audit search (spec-3 §2): the calls of the addresses in `scope`, in a time range, of an action. */
export interface ScopedAuditQuery {
  scope: UserScope
  /** Inclusive bounds, ms since the epoch. */
  from: number
  to: number
  action?: string
}

/** Which entries of the newest first: skip `offset`, then at most `limit`. */
export interface AuditPage {
  offset: number
  limit: number
}

/**
 * The domain of user_email, written exactly as the indexes of 011_audit_indexes.sql write it: SQLite uses an
 * expression index only for the same expression.
 */
const DOMAIN_OF_EMAIL = "lower(substr(user_email, instr(user_email, '@') + 1))"

/**
 * Up to this many addresses and domains, each is read along its own index, newest first, and SQLite merges
 * them: a page costs its own rows however long the licence's history. Past it, the statement would grow too
 * long to plan quickly: a page then reads the time index newest first, keeping the scope's rows, and other
 * reads take the addresses and the domains each in one go along their indexes, unordered.
 */
const MAX_MERGED_KEYS = 100

/** SELECTs of audit_log, one per address or domain or one for all, to be joined by UNION ALL. */
export interface ScopedSelects {
  sql: string[]
  params: (string | number)[]
}

/**
 * One SELECT of `columns` per address and per domain of the scope, each along its own index, or one SELECT of
 * all past the merge limit: reading the time index newest first (`newestFirst`), or else the address and
 * domain indexes unordered. `from` and `to` are inclusive.
 */
export function scopedSelects(query: ScopedAuditQuery, columns: string, newestFirst: boolean): ScopedSelects {
  const scope = disjointScope(query.scope)
  const action = query.action === undefined ? '' : ' AND action = ?'
  const tail = (key: string) => (query.action === undefined ? [key, query.from, query.to] : [key, query.action, query.from, query.to])
  // Each along the index that fits it exactly: statistics taken while the log was small make the planner
  // pick another, which reads every call of the address since the first.
  const byAction = query.action === undefined ? '' : '_action'
  const byEmail = `FROM audit_log INDEXED BY audit_log_by_email${byAction}_time`
  const byDomain = `FROM audit_log INDEXED BY audit_log_by_domain${byAction}_time`
  const keys = scope.emails.length + scope.domains.length
  if (keys > MAX_MERGED_KEYS && newestFirst) {
    return {
      sql: [
        `SELECT ${columns} FROM audit_log INDEXED BY audit_log_by_time
          WHERE (user_email IN (SELECT value FROM json_each(?)) OR ${DOMAIN_OF_EMAIL} IN (SELECT value FROM json_each(?)))${action}
            AND at BETWEEN ? AND ?`,
      ],
      params: [JSON.stringify(scope.emails), ...tail(JSON.stringify(scope.domains))],
    }
  }
  if (keys > MAX_MERGED_KEYS) {
    return {
      sql: [
        `SELECT ${columns} ${byEmail} WHERE user_email IN (SELECT value FROM json_each(?))${action} AND at BETWEEN ? AND ?`,
        `SELECT ${columns} ${byDomain} WHERE ${DOMAIN_OF_EMAIL} IN (SELECT value FROM json_each(?))${action} AND at BETWEEN ? AND ?`,
      ],
      params: [...tail(JSON.stringify(scope.emails)), ...tail(JSON.stringify(scope.domains))],
    }
  }
  const sql: string[] = []
  const params: (string | number)[] = []
  for (const email of scope.emails) {
    sql.push(`SELECT ${columns} ${byEmail} WHERE user_email = ?${action} AND at BETWEEN ? AND ?`)
    params.push(...tail(email))
  }
  for (const domain of scope.domains) {
    sql.push(`SELECT ${columns} ${byDomain} WHERE ${DOMAIN_OF_EMAIL} = ?${action} AND at BETWEEN ? AND ?`)
    params.push(...tail(domain))
  }
  return { sql, params }
}

/** Statements by their text, per database: a licence's statement is the same on every page it reads. */
const statements = new WeakMap<Database.Database, Map<string, Database.Statement>>()
const MAX_CACHED_STATEMENTS = 64

function prepared(db: Database.Database, sql: string): Database.Statement {
  let cache = statements.get(db)
  if (!cache) statements.set(db, (cache = new Map()))
  let statement = cache.get(sql)
  if (statement) {
    cache.delete(sql)
  } else {
    statement = db.prepare(sql)
    if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string)
  }
  cache.set(sql, statement)
  return statement
}

/** One page of a licence's entries, newest first (ties by id, newest first). */
export function findScopedCalls(db: Database.Database, query: ScopedAuditQuery, page: AuditPage): AuditRecord[] {
  const arms = scopedSelects(query, 'id, at', true)
  const limit = Math.min(Math.max(0, Math.floor(page.limit)), MAX_AUDIT_RESULTS)
  if (arms.sql.length === 0 || limit === 0) return []
  const ids = prepared(db, `${arms.sql.join(' UNION ALL ')} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`)
    .pluck()
    .all(...arms.params, limit, Math.max(0, Math.floor(page.offset))) as number[]
  // Each entry by its id, one at a time: a join lets the planner's statistics decide how, and statistics
  // taken while the log was small make it scan the whole log instead.
  const byId = prepared(db, 'SELECT * FROM audit_log WHERE id = ?')
  return ids.map((id) => recordOf(byId.get(id) as AuditRow))
}

/** How many of a licence's entries match, counting at most `atMost` + 1, so that a wide range stays quick. */
export function countScopedCalls(db: Database.Database, query: ScopedAuditQuery, atMost: number): number {
  const arms = scopedSelects(query, 'id, at', false)
  if (arms.sql.length === 0) return 0
  const sql = `SELECT count(*) FROM (${arms.sql.join(' UNION ALL ')} LIMIT ?)`
  return prepared(db, sql).pluck().get(...arms.params, atMost + 1) as number
}
