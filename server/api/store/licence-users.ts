// Who a licence's users are now (spec-3 §3 "Licensed entity"): the addresses of its Email entities and every
// address at its Domain entities, as the audit options, the current users and the all-licences summary read
// them; a licence's own audit and usage read the calls made under it instead (store/audit.ts). store/licences.ts
// keeps the entities themselves; these are read-only views of them.

import { sql } from 'kysely'
import { domainOf } from './address-sql.js'
import { isOneOf } from './value-lists.js'
import { rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'

/** The addresses a licence covers: these exact emails, and every address at these domains; lower-cased. */
export interface UserScope {
  emails: string[]
  domains: string[]
}

export interface LicenceUsers extends UserScope {
  licenceId: number
  name: string
  /** ms since the epoch; null when the licence never expires. */
  expiresAt: number | null
}

/** The domain of an address as the audit indexes hold it: after the first @, lower-cased (011_audit_indexes.sql). */
export function domainOfAddress(email: string): string {
  const at = email.indexOf('@')
  return at < 0 ? '' : email.slice(at + 1).toLowerCase()
}

/** Whether the scope covers this address. */
export function scopeCovers(scope: UserScope, email: string): boolean {
  const address = email.toLowerCase()
  return scope.emails.includes(address) || scope.domains.includes(domainOfAddress(address))
}

/**
 * The scope without overlaps: an Email entity at one of the Domain entities is covered by its domain
 * already, and read twice it would count twice.
 */
export function disjointScope(scope: UserScope): UserScope {
  const domains = [...new Set(scope.domains.map((d) => d.toLowerCase()))].sort()
  const emails = [...new Set(scope.emails.map((e) => e.toLowerCase()))].filter((e) => !domains.includes(domainOfAddress(e))).sort()
  return { emails, domains }
}

interface EntityRow {
  licence_id: number
  name: string
  expires_at: number | null
  type: 'Email' | 'Domain'
  value: string
}

function groupByLicence(rows: EntityRow[]): LicenceUsers[] {
  const byId = new Map<number, LicenceUsers>()
  for (const row of rows) {
    let users = byId.get(row.licence_id)
    if (!users) {
      users = { licenceId: row.licence_id, name: row.name, expiresAt: row.expires_at, emails: [], domains: [] }
      byId.set(row.licence_id, users)
    }
    if (row.type === 'Email') users.emails.push(row.value.toLowerCase())
    else if (row.type === 'Domain') users.domains.push(row.value.toLowerCase())
  }
  return [...byId.values()]
}

const ENTITIES = sql`SELECT l.id AS licence_id, l.name, l.expires_at, e.type, e.value
                      FROM licences l LEFT JOIN licensed_entities e ON e.licence_id = l.id`

/** The licence's users, or undefined when there is no such licence. */
export async function licenceUsersOf(store: Store, licenceId: number): Promise<LicenceUsers | undefined> {
  return groupByLicence(await rowsOf(store, sql<EntityRow>`${ENTITIES} WHERE l.id = ${licenceId} ORDER BY e.id`))[0]
}

/** Every licence with its users, in id order. */
export async function everyLicenceUsers(store: Store): Promise<LicenceUsers[]> {
  return groupByLicence(await rowsOf(store, sql<EntityRow>`${ENTITIES} ORDER BY l.id, e.id`))
}

/** The registered accounts at these domains, lower-cased and sorted; at most `limit` of them. */
export async function accountsAtDomains(store: Store, domains: readonly string[], limit: number): Promise<string[]> {
  if (domains.length === 0) return []
  const rows = await rowsOf(
    store,
    sql<{ email: string }>`SELECT lower(email) AS email FROM users
      WHERE ${isOneOf(store, domainOf(store, 'email'), domains.map((d) => d.toLowerCase()))}
      ORDER BY lower(email) LIMIT ${limit}`,
  )
  return rows.map((row) => row.email)
}
