// Licences: their available roles and licensed entities (an email or a whole domain), the changes the
// licence calls make to them (spec-3 §7), and the licence roles (spec-1 §6, spec-3 §3) a user gets from them.

import { sql } from 'kysely'
import type { EntityType } from '../../../shared/api/types/constants/licences.js'
import { domainOf } from './address-sql.js'
import { isOneOf } from './value-lists.js'
import { changesOf, firstOf, holdRow, inTransaction, rowsOf } from './engine/query.js'
import type { Store } from './engine/store.js'

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
function domainOfEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase()
}

export async function createLicence(store: Store, licence: NewLicence, now: number): Promise<LicenceRecord> {
  return inTransaction(store, async (tx) => {
    const row = await firstOf(
      tx,
      sql<{ id: number }>`INSERT INTO licences (name, created_at, expires_at, max_seats)
        VALUES (${licence.name}, ${now}, ${licence.expiresAt ?? null}, ${licence.maxSeats}) RETURNING id`,
    )
    const id = row!.id
    for (const role of licence.availableRoles ?? []) {
      await changesOf(tx, sql`INSERT INTO licence_available_roles (licence_id, role) VALUES (${id}, ${role}) ON CONFLICT DO NOTHING`)
    }
    return (await findLicence(tx, id)) as LicenceRecord
  })
}

interface LicenceRow {
  id: number
  name: string
  created_at: number
  expires_at: number | null
  max_seats: number
}

/**
 * The licences with their available roles, in id order. The roles are read in a second query and sorted here,
 * so that both engines give them in the same order whatever the database's collation.
 */
async function withRoles(store: Store, rows: LicenceRow[], ids: readonly number[] | 'all'): Promise<LicenceRecord[]> {
  if (rows.length === 0) return []
  const roleRows = await rowsOf(
    store,
    ids === 'all'
      ? sql<{ licence_id: number; role: string }>`SELECT licence_id, role FROM licence_available_roles`
      : sql<{ licence_id: number; role: string }>`SELECT licence_id, role FROM licence_available_roles WHERE ${isOneOf(store, sql.ref('licence_id'), ids)}`,
  )
  const roles = new Map<number, string[]>()
  for (const { licence_id, role } of roleRows) roles.set(licence_id, [...(roles.get(licence_id) ?? []), role])
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    maxSeats: row.max_seats,
    availableRoles: (roles.get(row.id) ?? []).sort(),
  }))
}

const LICENCE_COLUMNS = sql`SELECT id, name, created_at, expires_at, max_seats FROM licences`

export async function findLicence(store: Store, id: number): Promise<LicenceRecord | undefined> {
  const rows = await rowsOf(store, sql<LicenceRow>`${LICENCE_COLUMNS} WHERE id = ${id}`)
  return (await withRoles(store, rows, [id]))[0]
}

/** Every licence, in id order (the global administrator's list, spec-3 §2). */
export async function allLicences(store: Store): Promise<LicenceRecord[]> {
  return withRoles(store, await rowsOf(store, sql<LicenceRow>`${LICENCE_COLUMNS} ORDER BY id`), 'all')
}

/** The licences of these ids, in id order; an id with no licence is left out. */
export async function licencesWithIds(store: Store, ids: readonly number[]): Promise<LicenceRecord[]> {
  if (ids.length === 0) return []
  const rows = await rowsOf(store, sql<LicenceRow>`${LICENCE_COLUMNS} WHERE ${isOneOf(store, sql.ref('id'), ids)} ORDER BY id`)
  return withRoles(store, rows, ids)
}

/**
 * Adds an email or domain to a licence with the given roles; the type follows the value (spec-3 §4) and
 * the value is stored lower-cased. Seat and role checks belong to the caller.
 */
export async function addLicensedEntity(store: Store, licenceId: number, value: string, roles: string[]): Promise<LicensedEntityRecord> {
  const type = entityTypeOf(value)
  const stored = value.trim().toLowerCase()
  const row = await firstOf(
    store,
    sql<{ id: number }>`INSERT INTO licensed_entities (licence_id, type, value, roles)
      VALUES (${licenceId}, ${type}, ${stored}, ${JSON.stringify(roles)}) RETURNING id`,
  )
  return { id: row!.id, licenceId, type, value: stored, roles: [...roles], version: 1 }
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
export async function licenceCoverFor(store: Store, email: string, now: number): Promise<Record<string, LicenceCover>> {
  const rows = await rowsOf(
    store,
    sql<{ licence_id: number; type: EntityType; roles: string }>`
      SELECT e.licence_id, e.type, e.roles
        FROM licensed_entities e JOIN licences l ON l.id = e.licence_id
       WHERE (l.expires_at IS NULL OR l.expires_at > ${now})
         AND ((e.type = 'Email' AND e.value = ${email.trim()}) OR (e.type = 'Domain' AND e.value = ${domainOfEmail(email)}))
       ORDER BY e.licence_id, e.id`,
  )
  const result: Record<string, LicenceCover> = {}
  for (const row of rows) {
    const cover = result[row.licence_id] ?? { roles: [], through: [] }
    const roles = new Set(cover.roles)
    for (const role of JSON.parse(row.roles) as string[]) roles.add(role)
    result[row.licence_id] = { roles: [...roles], through: cover.through.includes(row.type) ? cover.through : [...cover.through, row.type] }
  }
  return result
}

/** The licence roles of `email` at `now` (licenceCoverFor's roles), by licence id. */
export async function licenceRolesFor(store: Store, email: string, now: number): Promise<LicenceRoles> {
  const result: LicenceRoles = {}
  for (const [id, cover] of Object.entries(await licenceCoverFor(store, email, now))) result[id] = cover.roles
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

const ENTITY_COLUMNS = sql`SELECT id, licence_id, type, value, roles, version FROM licensed_entities`

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
export async function entitiesOf(store: Store, licenceId: number): Promise<LicensedEntityRecord[]> {
  return (await rowsOf(store, sql<LicensedEntityRow>`${ENTITY_COLUMNS} WHERE licence_id = ${licenceId} ORDER BY id`)).map(toEntity)
}

/** The entity of this id on this licence; undefined when it is on no licence or another one. */
export async function findEntity(store: Store, licenceId: number, entityId: number): Promise<LicensedEntityRecord | undefined> {
  const row = await firstOf(store, sql<LicensedEntityRow>`${ENTITY_COLUMNS} WHERE licence_id = ${licenceId} AND id = ${entityId}`)
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
export async function heldByAnotherLicence(store: Store, licenceId: number, value: string): Promise<boolean> {
  const stored = value.trim().toLowerCase()
  const held =
    entityTypeOf(stored) === 'Email'
      ? sql`SELECT 1 AS held FROM licensed_entities WHERE licence_id <> ${licenceId}
              AND ((type = 'Email' AND value = ${stored}) OR (type = 'Domain' AND value = ${domainOfEmail(stored)})) LIMIT 1`
      : sql`SELECT 1 AS held FROM licensed_entities WHERE licence_id <> ${licenceId}
              AND ((type = 'Domain' AND value = ${stored}) OR (type = 'Email' AND ${domainOf(store, 'value')} = ${stored})) LIMIT 1`
  return (await firstOf(store, held)) !== undefined
}

/**
 * Adds an email or domain, with no roles, if the licence has a seat left and does not hold it already,
 * and, unless `mayTakeFromOthers`, no other licence covers it (heldByAnotherLicence). Counted and written
 * in one transaction that holds the licence's row, so that of two adds at the last seat, from any process
 * of the service, exactly one gets it.
 */
export async function addEntityWithinSeats(
  store: Store,
  licenceId: number,
  value: string,
  mayTakeFromOthers: boolean,
): Promise<LicensedEntityRecord | EntityRefusal> {
  return inTransaction(store, async (tx): Promise<LicensedEntityRecord | EntityRefusal> => {
    await holdRow(tx, 'licences', licenceId)
    const licence = await firstOf(tx, sql<{ max_seats: number }>`SELECT max_seats FROM licences WHERE id = ${licenceId}`)
    if (licence === undefined) return 'no-licence'
    // value is case-insensitive (COLLATE NOCASE, citext): an address differing only in case is the same entity.
    if (await firstOf(tx, sql`SELECT 1 AS held FROM licensed_entities WHERE licence_id = ${licenceId} AND value = ${value.trim()}`)) return 'duplicate'
    if (!mayTakeFromOthers && (await heldByAnotherLicence(tx, licenceId, value))) return 'held-elsewhere'
    const held = await firstOf(tx, sql<{ n: number }>`SELECT count(*) AS n FROM licensed_entities WHERE licence_id = ${licenceId}`)
    if (held!.n >= licence.max_seats) return 'seats-taken'
    return addLicensedEntity(tx, licenceId, value, [])
  })
}

/**
 * Sets an entity's roles to what `decide` makes of the entity and its licence, with a new version, or
 * leaves them when it throws; read and written in one transaction that holds the licence's row, so that the
 * rules, and the version the caller names, are checked against the roles they change. Undefined when the
 * licence has no such entity.
 */
export async function changeEntityRoles(
  store: Store,
  licenceId: number,
  entityId: number,
  decide: (entity: LicensedEntityRecord, licence: LicenceRecord) => string[],
): Promise<LicensedEntityRecord | undefined> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'licences', licenceId)
    const entity = await findEntity(tx, licenceId, entityId)
    const licence = await findLicence(tx, licenceId)
    if (!entity || !licence) return undefined
    const roles = decide(entity, licence)
    await changesOf(tx, sql`UPDATE licensed_entities SET roles = ${JSON.stringify(roles)}, version = version + 1 WHERE id = ${entityId}`)
    return { ...entity, roles: [...roles], version: entity.version + 1 }
  })
}

/**
 * Removes an entity from its licence unless `allow` throws, in one transaction that holds the licence's row;
 * the entity as it was, or undefined when the licence has no such entity.
 */
export async function removeEntity(
  store: Store,
  licenceId: number,
  entityId: number,
  allow: (entity: LicensedEntityRecord) => void,
): Promise<LicensedEntityRecord | undefined> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'licences', licenceId)
    const entity = await findEntity(tx, licenceId, entityId)
    if (!entity) return undefined
    allow(entity)
    await changesOf(tx, sql`DELETE FROM licensed_entities WHERE id = ${entityId}`)
    return entity
  })
}

/** Offers a role on a licence (an offered role changes nothing); the licence as it is now, or undefined when there is none. */
export async function offerRole(store: Store, licenceId: number, role: string): Promise<LicenceRecord | undefined> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'licences', licenceId)
    if (!(await findLicence(tx, licenceId))) return undefined
    await changesOf(tx, sql`INSERT INTO licence_available_roles (licence_id, role) VALUES (${licenceId}, ${role}) ON CONFLICT DO NOTHING`)
    return findLicence(tx, licenceId)
  })
}

/**
 * Withdraws a role from a licence and revokes it from every entity of the licence in the same transaction
 * (spec-3 §4), unless `allow`, given the entities that hold it, throws. The licence as it is now, or
 * undefined when there is none.
 */
export async function withdrawRole(
  store: Store,
  licenceId: number,
  role: string,
  allow: (holders: LicensedEntityRecord[]) => void,
): Promise<LicenceRecord | undefined> {
  return inTransaction(store, async (tx) => {
    await holdRow(tx, 'licences', licenceId)
    if (!(await findLicence(tx, licenceId))) return undefined
    const holders = (await entitiesOf(tx, licenceId)).filter((entity) => entity.roles.includes(role))
    allow(holders)
    await changesOf(tx, sql`DELETE FROM licence_available_roles WHERE licence_id = ${licenceId} AND role = ${role}`)
    for (const entity of holders) {
      const roles = JSON.stringify(entity.roles.filter((held) => held !== role))
      await changesOf(tx, sql`UPDATE licensed_entities SET roles = ${roles}, version = version + 1 WHERE id = ${entity.id}`)
    }
    return findLicence(tx, licenceId)
  })
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
export async function licenceUserEmails(store: Store, licenceId: number, limit: number): Promise<LicenceUserEmails> {
  const rows = await rowsOf(
    store,
    sql<{ email: string }>`SELECT lower(u.email) AS email FROM users u
      WHERE EXISTS (SELECT 1 FROM licensed_entities e
                     WHERE e.licence_id = ${licenceId}
                       AND ((e.type = 'Email' AND e.value = u.email)
                         OR (e.type = 'Domain' AND lower(e.value) = ${domainOf(store, 'u.email')})))
      ORDER BY lower(u.email) LIMIT ${limit + 1}`,
  )
  const emails = rows.map((row) => row.email)
  return { emails: emails.slice(0, limit), truncated: emails.length > limit }
}
