// Licences: their available roles and licensed entities (an email or a whole domain), and the licence
// roles (spec-1 §6, spec-3 §3) a user gets from them.

import type Database from 'better-sqlite3'

export type EntityType = 'Email' | 'Domain'

export interface Licence {
  id: number
  name: string
  createdAt: number
  expiresAt: number | null
  maxSeats: number
  availableRoles: string[]
}

export interface LicensedEntity {
  id: number
  licenceId: number
  type: EntityType
  value: string
  roles: string[]
}

export interface NewLicence {
  name: string
  expiresAt?: number | null
  maxSeats: number
  availableRoles?: string[]
}

/** spec-1 §3.1 licenceRoles: licence id → roles. */
export type LicenceRoles = Record<string, string[]>

/** spec-3 §4: a value containing @ is an Email, otherwise a Domain. */
export function entityTypeOf(value: string): EntityType {
  return value.includes('@') ? 'Email' : 'Domain'
}

/** The domain of an email address, lower-cased; '' when it has none. */
function domainOf(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase()
}

export function createLicence(db: Database.Database, licence: NewLicence, now: number): Licence {
  return db.transaction(() => {
    const id = Number(
      db
        .prepare('INSERT INTO licences (name, created_at, expires_at, max_seats) VALUES (?, ?, ?, ?)')
        .run(licence.name, now, licence.expiresAt ?? null, licence.maxSeats).lastInsertRowid,
    )
    const addRole = db.prepare('INSERT OR IGNORE INTO licence_available_roles (licence_id, role) VALUES (?, ?)')
    for (const role of licence.availableRoles ?? []) addRole.run(id, role)
    return findLicence(db, id) as Licence
  })()
}

export function findLicence(db: Database.Database, id: number): Licence | undefined {
  const row = db.prepare('SELECT id, name, created_at, expires_at, max_seats FROM licences WHERE id = ?').get(id) as
    | { id: number; name: string; created_at: number; expires_at: number | null; max_seats: number }
    | undefined
  if (!row) return undefined
  const availableRoles = db
    .prepare('SELECT role FROM licence_available_roles WHERE licence_id = ? ORDER BY role')
    .pluck()
    .all(id) as string[]
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    maxSeats: row.max_seats,
    availableRoles,
  }
}

/**
 * Adds an email or domain to a licence with the given roles; the type follows the value (spec-3 §4) and
 * the value is stored lower-cased. Seat and role checks belong to the caller.
 */
export function addLicensedEntity(
  db: Database.Database,
  licenceId: number,
  value: string,
  roles: string[],
): LicensedEntity {
  const type = entityTypeOf(value)
  const stored = value.trim().toLowerCase()
  const id = Number(
    db
      .prepare('INSERT INTO licensed_entities (licence_id, type, value, roles) VALUES (?, ?, ?, ?)')
      .run(licenceId, type, stored, JSON.stringify(roles)).lastInsertRowid,
  )
  return { id, licenceId, type, value: stored, roles: [...roles] }
}

/**
 * The licence roles of `email` at `now`: from every licence not yet expired, the roles of its entities
 * that name this email exactly (any case) or its domain. A licence with both merges their roles.
 */
export function licenceRolesFor(db: Database.Database, email: string, now: number): LicenceRoles {
  const rows = db
    .prepare(
      `SELECT e.licence_id AS licenceId, e.roles AS roles
         FROM licensed_entities e JOIN licences l ON l.id = e.licence_id
        WHERE (l.expires_at IS NULL OR l.expires_at > ?)
          AND ((e.type = 'Email' AND e.value = ?) OR (e.type = 'Domain' AND e.value = ?))
        ORDER BY e.licence_id, e.id`,
    )
    .all(now, email.trim(), domainOf(email)) as { licenceId: number; roles: string }[]
  const result: LicenceRoles = {}
  for (const row of rows) {
    const roles = new Set(result[row.licenceId] ?? [])
    for (const role of JSON.parse(row.roles) as string[]) roles.add(role)
    result[row.licenceId] = [...roles]
  }
  return result
}
