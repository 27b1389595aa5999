// The audit log (spec-3 §3 "Audit entry"): one row per audited call, searched by time, email, domain, action,
// and by licence: the calls made under a licence, a page at a time. Each call is recorded with the licences
// it was made under (016_audit_licences.sql), so that a licence never reads calls made before it covered
// their address. Append-only: nothing here changes or deletes a row.

import { sql, type RawBuilder } from 'kysely'
import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import { domainOf } from './address-sql.js'
import { isOneOf } from './value-lists.js'
import { changesOf, firstOf, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { disjointScope, type UserScope } from './licence-users.js'
import { indexedBy } from './planner-hints.js'

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

/** The address and domain an entity is matched with, read as licenceRolesFor reads them. */
function coveredBy(userEmail: string): { address: string; domain: string } {
  const at = userEmail.lastIndexOf('@')
  return { address: userEmail.trim(), domain: at < 0 ? '' : userEmail.slice(at + 1).trim().toLowerCase() }
}

/**
 * Writes one entry and the licences it was made under; inside the caller's transaction. Those licences
 * (spec-3 §6) are those not expired at the call with an Email entity that is its address, or a Domain
 * entity that is its domain. This is the rule of the licence roles (store/licences.ts licenceRolesFor), so
 * that a call counts under exactly the licences whose roles its user held then.
 */
async function insertCall(tx: Store, entry: NewAuditRecord): Promise<number> {
  const row = await firstOf(
    tx,
    sql<{ id: number }>`INSERT INTO audit_log (at, user_email, requesting_app, api, action, justification, details, success, error)
      VALUES (${entry.at}, ${entry.userEmail}, ${entry.requestingApp}, ${entry.api}, ${entry.action}, ${entry.justification},
              ${entry.details}, ${entry.success ? 1 : 0}, ${entry.error})
      RETURNING id`,
  )
  const id = row!.id
  // A signed-out call's 'anonymous' has no domain and is no Email entity: it is under no licence.
  const { address, domain } = coveredBy(entry.userEmail)
  await changesOf(
    tx,
    sql`INSERT INTO audit_licences (audit_id, licence_id, at, user_email, action)
      SELECT ${id}, l.id, ${entry.at}, ${entry.userEmail}, ${entry.action}
        FROM licences l
       WHERE (l.expires_at IS NULL OR l.expires_at > ${entry.at})
         AND EXISTS (SELECT 1 FROM licensed_entities e
                      WHERE e.licence_id = l.id
                        AND ((e.type = 'Email' AND e.value = ${address}) OR (e.type = 'Domain' AND e.value = ${domain})))`,
  )
  return id
}

export async function recordCall(store: Store, entry: NewAuditRecord): Promise<number> {
  return inTransaction(store, (tx) => insertCall(tx, entry))
}

/** Appends many entries in one transaction, in the order given (a history brought in at once, e.g. the demo's). */
export async function recordCalls(store: Store, entries: readonly NewAuditRecord[]): Promise<void> {
  await inTransaction(store, async (tx) => {
    for (const entry of entries) await insertCall(tx, entry)
  })
}

/** LIKE pattern text matching `value` literally, with \ as the escape character. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** The entries matching every given filter, newest first. */
export async function findCalls(store: Store, query: AuditLogQuery): Promise<AuditRecord[]> {
  const where = [sql`at >= ${query.from}`, sql`at <= ${query.to}`]
  if (query.email !== undefined) where.push(sql`user_email = ${query.email.trim()}`)
  // user_email is case-insensitive (COLLATE NOCASE, citext), so LIKE and = ignore case alike on both engines.
  if (query.domain !== undefined) where.push(sql`user_email LIKE ${`%@${likeLiteral(query.domain.trim())}`} ESCAPE '\\'`)
  if (query.action !== undefined) where.push(sql`action = ${query.action}`)
  const limit = Math.min(Math.max(0, Math.floor(query.limit ?? MAX_AUDIT_RESULTS)), MAX_AUDIT_RESULTS)
  const rows = await rowsOf(store, sql<AuditRow>`SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE ${sql.join(where, sql` AND `)} ORDER BY at DESC, id DESC LIMIT ${limit}`)
  return rows.map(recordOf)
}

const AUDIT_COLUMNS = sql.raw('id, at, user_email, requesting_app, api, action, justification, details, success, error')

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
 * Up to this many addresses and domains, each is read along its own index, newest first, and the engine merges
 * them: a page costs its own rows however long the licence's history. Past it, the statement would grow too
 * long to plan quickly: a page then reads the licence's time index newest first, keeping the scope's rows,
 * and other reads take the addresses and the domains each in one go along their indexes, unordered.
 */
const MAX_MERGED_KEYS = 100

/**
 * The entries made under the licence, read from its own rows of audit_licences only, as SELECTs of their `id`
 * and `at` to be joined by UNION ALL: without a scope, one SELECT along its index of times (or of actions and
 * times). With one, a SELECT per address and per domain of the scope, each along its own index, or one SELECT
 * of all past the merge limit: reading the time index newest first (`newestFirst`), or else the address and
 * domain indexes unordered. `from` and `to` are inclusive. The domain is written as the indexes write it
 * (address-sql.ts), which SQLite needs to use them.
 */
function scopedSelects(store: Store, query: ScopedAuditQuery, newestFirst: boolean): RawBuilder<unknown>[] {
  const action = query.action === undefined ? sql`` : sql` AND action = ${query.action}`
  const inRange = sql`${action} AND at BETWEEN ${query.from} AND ${query.to}`
  // Each along the index that fits it exactly: statistics taken while the log was small make SQLite's planner
  // pick another, which reads every call of the licence since the first.
  const byAction = query.action === undefined ? '' : '_action'
  const along = (index: string) =>
    sql`SELECT audit_id AS id, at FROM audit_licences${indexedBy(store, `audit_licences_by_licence${index}${byAction}_time`)} WHERE licence_id = ${query.licenceId}`
  const domain = domainOf(store, 'user_email')
  const email = sql.ref('user_email')
  if (query.scope === undefined) return [sql`${along('')}${inRange}`]
  const scope = disjointScope(query.scope)
  const keys = scope.emails.length + scope.domains.length
  if (keys > MAX_MERGED_KEYS && newestFirst) {
    return [sql`${along('')} AND (${isOneOf(store, email, scope.emails)} OR ${isOneOf(store, domain, scope.domains)})${inRange}`]
  }
  if (keys > MAX_MERGED_KEYS) {
    return [
      sql`${along('_email')} AND ${isOneOf(store, email, scope.emails)}${inRange}`,
      sql`${along('_domain')} AND ${isOneOf(store, domain, scope.domains)}${inRange}`,
    ]
  }
  return [
    ...scope.emails.map((address) => sql`${along('_email')} AND user_email = ${address}${inRange}`),
    ...scope.domains.map((name) => sql`${along('_domain')} AND ${domain} = ${name}${inRange}`),
  ]
}

/** One page of the entries made under a licence, newest first (ties by id, newest first). */
export async function findScopedCalls(store: Store, query: ScopedAuditQuery, page: AuditPage): Promise<AuditRecord[]> {
  const arms = scopedSelects(store, query, true)
  const limit = Math.min(Math.max(0, Math.floor(page.limit)), MAX_AUDIT_RESULTS)
  if (arms.length === 0 || limit === 0) return []
  const offset = Math.max(0, Math.floor(page.offset))
  const ids = (
    await rowsOf(store, sql<{ id: number; at: number }>`${sql.join(arms, sql` UNION ALL `)} ORDER BY at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`)
  ).map((row) => row.id)
  if (ids.length === 0) return []
  // The entries by their ids, each found by its key whatever the planner's statistics say; put back in the page's order.
  const rows = await rowsOf(store, sql<AuditRow>`SELECT ${AUDIT_COLUMNS} FROM audit_log WHERE ${isOneOf(store, sql.ref('id'), ids)}`)
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.map((id) => recordOf(byId.get(id)!))
}

/** How many of the entries made under a licence match, counting at most `atMost` + 1, so that a wide range stays quick. */
export async function countScopedCalls(store: Store, query: ScopedAuditQuery, atMost: number): Promise<number> {
  const arms = scopedSelects(store, query, false)
  if (arms.length === 0) return 0
  const row = await firstOf(store, sql<{ n: number }>`SELECT count(*) AS n FROM (${sql.join(arms, sql` UNION ALL `)} LIMIT ${atMost + 1}) AS matching`)
  return row!.n
}
