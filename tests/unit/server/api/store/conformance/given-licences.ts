// Licences and their entities for the conformance tests of the modules that read them, written with SQL both
// engines read, as store/licences.ts writes them (values lower-cased, roles as a JSON array).

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'

/** A licence; gives its id. */
export async function aLicence(store: Store, name: string, expiresAt: number | null = null, maxSeats = 10): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO licences (name, created_at, expires_at, max_seats)
    VALUES (${name}, 1, ${expiresAt}, ${maxSeats}) RETURNING id`.execute(store.db)
  return rows[0]!.id
}

/** An Email (with @) or Domain entity of the licence with these roles; gives its id. */
export async function anEntity(store: Store, licenceId: number, value: string, roles: string[] = []): Promise<number> {
  const type = value.includes('@') ? 'Email' : 'Domain'
  const { rows } = await sql<{ id: number }>`INSERT INTO licensed_entities (licence_id, type, value, roles)
    VALUES (${licenceId}, ${type}, ${value.toLowerCase()}, ${JSON.stringify(roles)}) RETURNING id`.execute(store.db)
  return rows[0]!.id
}
