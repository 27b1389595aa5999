// The audit log (spec-3 §3 "Audit entry"): one row per audited call, searched by time, email, domain, action,
// and by licence: the calls made under a licence, a page at a time. Each call is recorded with the licences
// it was made under (016_audit_licences.sql), so that a licence never reads calls made before it covered
// their address. Append-only: nothing here changes or deletes a row.

import type Database from 'better-sqlite3'
import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import { disjointScope, type UserScope } from './licence-users.js'

export interface NewAuditRecord {
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

export interface AuditRecord extends NewAuditRecord {
  id: number
}

export interface AuditLogQuery {
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

const valuesOf = (entry: NewAuditRecord) =>
  [entry.at, entry.userEmail, entry.requestingApp, entry.api, entry.action, entry.justification, entry.details, entry.success ? 1 : 0, entry.error] as const

/**
 * The licences the call was made under (spec-3 §6): those not expired at the call with an Email entity that
 * is its address, or a Domain entity that is its domain. This is the rule of the licence roles
 * (store/licences.ts licenceRolesFor), so that a call counts under exactly the licences whose roles its
 * user held then.
 */
const RECORD_LICENCES = `INSERT INTO audit_licences (audit_id, licence_id, at, user_email, action)
  SELECT DISTINCT @id, e.licence_id, @at, @userEmail, @action
    FROM licensed_entities e JOIN licences l ON l.id = e.licence_id
   WHERE (l.expires_at IS NULL OR l.expires_at > @at)
     AND ((e.type = 'Email' AND e.value = @address) OR (e.type = 'Domain' AND e.value = @domain))`

/** The address and domain an entity is matched with, read as licenceRolesFor reads them. */
function coveredBy(userEmail: string): { address: string; domain: string } {
  const at = userEmail.lastIndexOf('@')
  return { address: userEmail.trim(), domain: at < 0 ? '' : userEmail.slice(at + 1).trim().toLowerCase() }
}

/** Writes one entry and the licences it was made under; inside the caller's transaction. */
function insertCall(db: Database.Database, entry: NewAuditRecord): number {
  const id = Number(prepared(db, INSERT_CALL).run(...valuesOf(entry)).lastInsertRowid)
  // A signed-out call's 'anonymous' has no domain and is no Email entity: it is under no licence.
  prepared(db, RECORD_LICENCES).run({ id, at: entry.at, userEmail: entry.userEmail, action: entry.action, ...coveredBy(entry.userEmail) })
  return id
}

export function recordCall(db: Database.Database, entry: NewAuditRecord): number {
  return db.transaction(() => insertCall(db, entry))()
}

/** Appends many entries in one transaction, in the order given (a history brought in at once, e.g. the demo's). */
export function recordCalls(db: Database.Database, entries: readonly NewAuditRecord[]): void {
  db.transaction(() => {
    for (const entry of entries) insertCall(db, entry)
  })()
}

/** LIKE pattern text matching `value` literally, with \ as the escape character. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The entries matching every given filter, newest first. */
export function findCalls(db: Database.Database, query: AuditLogQuery): AuditRecord[] {
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

/** A licence's audit search (spec-3 §2): the calls made under the licence, in a time range, of an action. */
export interface ScopedAuditQuery {
  /** The licence the calls were made under. */
  licenceId: number
  /** Only the calls of these addresses and of every address at these domains; all of the licence's when absent. */
  scope?: UserScope
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
 * The domain of user_email, written exactly as the indexes of 016_audit_licences.sql write it: SQLite uses an
 * expression index only for the same expression.
 */
const DOMAIN_OF_EMAIL = "lower(substr(user_email, instr(user_email, '@') + 1))"

/**
 * Up to this many addresses and domains, each is read along its own index, newest first, and SQLite merges
 * them: a page costs its own rows however long the licence's history. Past it, the statement would grow too
 * long to plan quickly: a page then reads the licence's time index newest first, keeping the scope's rows,
 * and other reads take the addresses and the domains each in one go along their indexes, unordered.
 */
const MAX_MERGED_KEYS = 100

/** SELECTs of the `id` and `at` of audit entries, to be joined by UNION ALL. */
interface ScopedSelects {
  sql: string[]
  params: (string | number)[]
}

/**
 * The entries made under the licence, read from its own rows of audit_licences only: without a scope, one
 * SELECT along its index of times (or of actions and times). With one, a SELECT per address and per domain
 * of the scope, each along its own index, or one SELECT of all past the merge limit: reading the time
 * index newest first (`newestFirst`), or else the address and domain indexes unordered. `from` and `to` are
 * inclusive.
 */
function scopedSelects(query: ScopedAuditQuery, newestFirst: boolean): ScopedSelects {
  const action = query.action === undefined ? '' : ' AND action = ?'
  const tail = (...keys: (string | number)[]) =>
    query.action === undefined ? [query.licenceId, ...keys, query.from, query.to] : [query.licenceId, ...keys, query.action, query.from, query.to]
  // Each along the index that fits it exactly: statistics taken while the log was small make the planner
  // pick another, which reads every call of the licence since the first.
  const byAction = query.action === undefined ? '' : '_action'
  const byTime = `FROM audit_licences INDEXED BY audit_licences_by_licence${byAction}_time WHERE licence_id = ?`
  const byEmail = `FROM audit_licences INDEXED BY audit_licences_by_licence_email${byAction}_time WHERE licence_id = ?`
  const byDomain = `FROM audit_licences INDEXED BY audit_licences_by_licence_domain${byAction}_time WHERE licence_id = ?`
  const columns = 'SELECT audit_id AS id, at'
  if (query.scope === undefined) return { sql: [`${columns} ${byTime}${action} AND at BETWEEN ? AND ?`], params: tail() }
  const scope = disjointScope(query.scope)
  const keys = scope.emails.length + scope.domains.length
  if (keys > MAX_MERGED_KEYS && newestFirst) {
    const inScope = `(user_email IN (SELECT value FROM json_each(?)) OR ${DOMAIN_OF_EMAIL} IN (SELECT value FROM json_each(?)))`
    return {
      sql: [`${columns} ${byTime} AND ${inScope}${action} AND at BETWEEN ? AND ?`],
      params: tail(JSON.stringify(scope.emails), JSON.stringify(scope.domains)),
    }
  }
  if (keys > MAX_MERGED_KEYS) {
    return {
      sql: [
        `${columns} ${byEmail} AND user_email IN (SELECT value FROM json_each(?))${action} AND at BETWEEN ? AND ?`,
        `${columns} ${byDomain} AND ${DOMAIN_OF_EMAIL} IN (SELECT value FROM json_each(?))${action} AND at BETWEEN ? AND ?`,
      ],
      params: [...tail(JSON.stringify(scope.emails)), ...tail(JSON.stringify(scope.domains))],
    }
  }
  const sql: string[] = []
  const params: (string | number)[] = []
  for (const email of scope.emails) {
    sql.push(`${columns} ${byEmail} AND user_email = ?${action} AND at BETWEEN ? AND ?`)
    params.push(...tail(email))
  }
  for (const domain of scope.domains) {
    sql.push(`${columns} ${byDomain} AND ${DOMAIN_OF_EMAIL} = ?${action} AND at BETWEEN ? AND ?`)
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

/** One page of the entries made under a licence, newest first (ties by id, newest first). */
export function findScopedCalls(db: Database.Database, query: ScopedAuditQuery, page: AuditPage): AuditRecord[] {
  const arms = scopedSelects(query, true)
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

/** How many of the entries made under a licence match, counting at most `atMost` + 1, so that a wide range stays quick. */
export function countScopedCalls(db: Database.Database, query: ScopedAuditQuery, atMost: number): number {
  const arms = scopedSelects(query, false)
  if (arms.sql.length === 0) return 0
  const sql = `SELECT count(*) FROM (${arms.sql.join(' UNION ALL ')} LIMIT ?)`
  return prepared(db, sql).pluck().get(...arms.params, atMost + 1) as number
}
