// Licences: their available roles and licensed entities (an email or a whole domain), the changes the
// licence calls make to them (spec-3 §7), and the licence roles (spec-1 §6, spec-3 §3) a user gets from them.

import type Database from 'better-sqlite3'
import type { EntityType } from '../../../shared/api/types/constants/licences.js'

export interface LicenceRecord {
  id: number
  name: string
  createdAt: number
  expiresAt: number | null
  maxSeats: number
  availableRoles: string[]
}

export interface LicensedEntityRecord {
  id: number
  licenceId: number
  type: EntityType
  value: string
  roles: string[]
  /** Goes up by one with every change of its roles: the tag a change of them names (licences/entity-tag.ts). */
  version: number
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

export function createLicence(db: Database.Database, licence: NewLicence, now: number): LicenceRecord {
  return db.transaction(() => {
    const id = Number(
      db
        .prepare('INSERT INTO licences (name, created_at, expires_at, max_seats) VALUES (?, ?, ?, ?)')
        .run(licence.name, now, licence.expiresAt ?? null, licence.maxSeats).lastInsertRowid,
    )
    const addRole = db.prepare('INSERT OR IGNORE INTO licence_available_roles (licence_id, role) VALUES (?, ?)')
    for (const role of licence.availableRoles ?? []) addRole.run(id, role)
    return findLicence(db, id) as LicenceRecord
  })()
}

const LICENCES = `SELECT id, name, created_at, expires_at, max_seats,
                         (SELECT json_group_array(role) FROM (SELECT role FROM licence_available_roles r
                                                              WHERE r.licence_id = licences.id ORDER BY role)) AS roles
                    FROM licences`

interface LicenceRow {
  id: number
  name: string
  created_at: number
  expires_at: number | null
  max_seats: number
  roles: string
}

function toLicence(row: LicenceRow): LicenceRecord {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    maxSeats: row.max_seats,
    availableRoles: JSON.parse(row.roles) as string[],
  }
}

export function findLicence(db: Database.Database, id: number): LicenceRecord | undefined {
  const row = db.prepare(`${LICENCES} WHERE id = ?`).get(id) as LicenceRow | undefined
  return row && toLicence(row)
}

/** Every licence, in id order (the global administrator's list, spec-3 §2). */
export function allLicences(db: Database.Database): LicenceRecord[] {
  return (db.prepare(`${LICENCES} ORDER BY id`).all() as LicenceRow[]).map(toLicence)
}

/** The licences of these ids, in id order; an id with no licence is left out. */
export function licencesWithIds(db: Database.Database, ids: readonly number[]): LicenceRecord[] {
  const rows = db.prepare(`${LICENCES} WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id`).all(JSON.stringify(ids)) as LicenceRow[]
  return rows.map(toLicence)
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
): LicensedEntityRecord {
  const type = entityTypeOf(value)
  const stored = value.trim().toLowerCase()
  const id = Number(
    db
      .prepare('INSERT INTO licensed_entities (licence_id, type, value, roles) VALUES (?, ?, ?, ?)')
      .run(licenceId, type, stored, JSON.stringify(roles)).lastInsertRowid,
  )
  return { id, licenceId, type, value: stored, roles: [...roles], version: 1 }
}

/** How a licence covers one user: the roles it gives them, and whether by their address, their domain or both. */
export interface LicenceCover {
  roles: string[]
  through: EntityType[]
}

/**
 * The licences that cover `email` at `now`: every licence not yet expired with an entity that names this
 * email exactly (any case) or its domain, by licence id. A licence with both merges their roles.
 */
export function licenceCoverFor(db: Database.Database, email: string, now: number): Record<string, LicenceCover> {
  const rows = db
    .prepare(
      `SELECT e.licence_id AS licenceId, e.type AS type, e.roles AS roles
         FROM licensed_entities e JOIN licences l ON l.id = e.licence_id
        WHERE (l.expires_at IS NULL OR l.expires_at > ?)
          AND ((e.type = 'Email' AND e.value = ?) OR (e.type = 'Domain' AND e.value = ?))
        ORDER BY e.licence_id, e.id`,
    )
    .all(now, email.trim(), domainOf(email)) as { licenceId: number; type: EntityType; roles: string }[]
  const result: Record<string, LicenceCover> = {}
  for (const row of rows) {
    const cover = result[row.licenceId] ?? { roles: [], through: [] }
    const roles = new Set(cover.roles)
    for (const role of JSON.parse(row.roles) as string[]) roles.add(role)
    result[row.licenceId] = { roles: [...roles], through: cover.through.includes(row.type) ? cover.through : [...cover.through, row.type] }
  }
  return result
}

/** The licence roles of `email` at `now` (licenceCoverFor's roles), by licence id. */
export function licenceRolesFor(db: Database.Database, email: string, now: number): LicenceRoles {
  const result: LicenceRoles = {}
  for (const [id, cover] of Object.entries(licenceCoverFor(db, email, now))) result[id] = cover.roles
  return result
}

interface LicensedEntityRow {
  id: number
  licence_id: number
  type: EntityType
  value: string
  roles: string
  version: number
}

const ENTITIES = 'SELECT id, licence_id, type, value, roles, version FROM licensed_entities'

function toEntity(row: LicensedEntityRow): LicensedEntityRecord {
  return {
    id: row.id,
    licenceId: row.licence_id,
    type: row.type,
    value: row.value,
    roles: JSON.parse(row.roles) as string[],
    version: row.version,
  }
}

/** A licence's entities in the order they were added; at most its seats, so a bounded read. */
export function entitiesOf(db: Database.Database, licenceId: number): LicensedEntityRecord[] {
  return (db.prepare(`${ENTITIES} WHERE licence_id = ? ORDER BY id`).all(licenceId) as LicensedEntityRow[]).map(toEntity)
}

/** The entity of this id on this licence; undefined when it is on no licence or another one. */
export function findEntity(db: Database.Database, licenceId: number, entityId: number): LicensedEntityRecord | undefined {
  const row = db.prepare(`${ENTITIES} WHERE licence_id = ? AND id = ?`).get(licenceId, entityId) as LicensedEntityRow | undefined
  return row && toEntity(row)
}

/**
 * Why an entity was not added: no such licence, every seat taken (spec-3 §4), already on it, or already
 * covered by another licence while the caller may not take it from there.
 */
export type EntityRefusal = 'no-licence' | 'seats-taken' | 'duplicate' | 'held-elsewhere'

/**
 * Whether a licence other than `licenceId` already covers `value`: the same address or domain, the domain
 * of an address, or an address at a domain. The users a value covers get that licence's roles, so a value
 * held by two licences gives its users both.
 */
export function heldByAnotherLicence(db: Database.Database, licenceId: number, value: string): boolean {
  const stored = value.trim().toLowerCase()
  const held =
    entityTypeOf(stored) === 'Email'
      ? db
          .prepare(
            `SELECT 1 FROM licensed_entities WHERE licence_id <> ?
               AND ((type = 'Email' AND value = ?) OR (type = 'Domain' AND value = ?)) LIMIT 1`,
          )
          .get(licenceId, stored, domainOf(stored))
      : db
          .prepare(
            `SELECT 1 FROM licensed_entities WHERE licence_id <> ?
               AND ((type = 'Domain' AND value = ?) OR (type = 'Email' AND lower(substr(value, instr(value, '@') + 1)) = ?)) LIMIT 1`,
          )
          .get(licenceId, stored, stored)
  return held !== undefined
}

/**
 * Adds an email or domain, with no roles, if the licence has a seat left and does not hold it already,
 * and, unless `mayTakeFromOthers`, no other licence covers it (heldByAnotherLicence). Counted and written
 * in one IMMEDIATE transaction, so that of two adds at the last seat, from any process of the service,
 * exactly one gets it.
 */
export function addEntityWithinSeats(
  db: Database.Database,
  licenceId: number,
  value: string,
  mayTakeFromOthers: boolean,
): LicensedEntityRecord | EntityRefusal {
  const add = db.transaction((): LicensedEntityRecord | EntityRefusal => {
    const seats = db.prepare('SELECT max_seats FROM licences WHERE id = ?').pluck().get(licenceId) as number | undefined
    if (seats === undefined) return 'no-licence'
    // value is COLLATE NOCASE: an address differing only in case is the same entity.
    if (db.prepare('SELECT 1 FROM licensed_entities WHERE licence_id = ? AND value = ?').get(licenceId, value.trim())) return 'duplicate'
    if (!mayTakeFromOthers && heldByAnotherLicence(db, licenceId, value)) return 'held-elsewhere'
    const held = db.prepare('SELECT count(*) FROM licensed_entities WHERE licence_id = ?').pluck().get(licenceId) as number
    if (held >= seats) return 'seats-taken'
    return addLicensedEntity(db, licenceId, value, [])
  })
  return add.immediate()
}

/**
 * Sets an entity's roles to what `decide` makes of the entity and its licence, with a new version, or
 * leaves them when it throws; read and written in one IMMEDIATE transaction, so that the rules, and the
 * version the caller names, are checked against the roles they change. Undefined when the licence has no
 * such entity.
 */
export function changeEntityRoles(
  db: Database.Database,
  licenceId: number,
  entityId: number,
  decide: (entity: LicensedEntityRecord, licence: LicenceRecord) => string[],
): LicensedEntityRecord | undefined {
  const change = db.transaction((): LicensedEntityRecord | undefined => {
    const entity = findEntity(db, licenceId, entityId)
    const licence = findLicence(db, licenceId)
    if (!entity || !licence) return undefined
    const roles = decide(entity, licence)
    db.prepare('UPDATE licensed_entities SET roles = ?, version = version + 1 WHERE id = ?').run(JSON.stringify(roles), entityId)
    return { ...entity, roles: [...roles], version: entity.version + 1 }
  })
  return change.immediate()
}

/**
 * Removes an entity from its licence unless `allow` throws, in one IMMEDIATE transaction; the entity as it
 * was, or undefined when the licence has no such entity.
 */
export function removeEntity(
  db: Database.Database,
  licenceId: number,
  entityId: number,
  allow: (entity: LicensedEntityRecord) => void,
): LicensedEntityRecord | undefined {
  const remove = db.transaction((): LicensedEntityRecord | undefined => {
    const entity = findEntity(db, licenceId, entityId)
    if (!entity) return undefined
    allow(entity)
    db.prepare('DELETE FROM licensed_entities WHERE id = ?').run(entityId)
    return entity
  })
  return remove.immediate()
}

/** Offers a role on a licence (an offered role changes nothing); the licence as it is now, or undefined when there is none. */
export function offerRole(db: Database.Database, licenceId: number, role: string): LicenceRecord | undefined {
  const offer = db.transaction((): LicenceRecord | undefined => {
    if (!findLicence(db, licenceId)) return undefined
    db.prepare('INSERT OR IGNORE INTO licence_available_roles (licence_id, role) VALUES (?, ?)').run(licenceId, role)
    return findLicence(db, licenceId)
  })
  return offer.immediate()
}

/**
 * Withdraws a role from a licence and revokes it from every entity of the licence in the same transaction
 * (spec-3 §4), unless `allow`, given the entities that hold it, throws. The licence as it is now, or
 * undefined when there is none.
 */
export function withdrawRole(
  db: Database.Database,
  licenceId: number,
  role: string,
  allow: (holders: LicensedEntityRecord[]) => void,
): LicenceRecord | undefined {
  const withdraw = db.transaction((): LicenceRecord | undefined => {
    if (!findLicence(db, licenceId)) return undefined
    const holders = entitiesOf(db, licenceId).filter((entity) => entity.roles.includes(role))
    allow(holders)
    db.prepare('DELETE FROM licence_available_roles WHERE licence_id = ? AND role = ?').run(licenceId, role)
    const revoke = db.prepare('UPDATE licensed_entities SET roles = ?, version = version + 1 WHERE id = ?')
    for (const entity of holders) revoke.run(JSON.stringify(entity.roles.filter((held) => held !== role)), entity.id)
    return findLicence(db, licenceId)
  })
  return withdraw.immediate()
}

/** A licence's registered users, at most `limit` of them, and whether there were more. */
export interface LicenceUserEmails {
  emails: string[]
  truncated: boolean
}

/**
 * The addresses of registered users that are an Email entity of the licence or at one of its Domain
 * entities, lower-cased and sorted (spec-3 §7 "user emails of the licence").
 */
export function licenceUserEmails(db: Database.Database, licenceId: number, limit: number): LicenceUserEmails {
  const emails = db
    .prepare(
      `SELECT lower(u.email) AS email FROM users u
        WHERE EXISTS (SELECT 1 FROM licensed_entities e
                       WHERE e.licence_id = ?
                         AND ((e.type = 'Email' AND e.value = u.email)
                           OR (e.type = 'Domain' AND e.value = substr(u.email, instr(u.email, '@') + 1))))
        ORDER BY lower(u.email) LIMIT ?`,
    )
    .pluck()
    .all(licenceId, limit + 1) as string[]
  return { emails: emails.slice(0, limit), truncated: emails.length > limit }
}
