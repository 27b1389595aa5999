// Audit entries for the conformance tests of the modules that read the log, written with SQL both engines read:
// a call and the licences it was made under, as store/audit.ts records them.

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'

export interface GivenCall {
  at: number
  email: string
  action?: string
  app?: string | null
  success?: boolean
  /** The licences the call was made under. */
  licences?: number[]
}

/** One audit entry and its licences; gives its id. */
export async function aCall(store: Store, call: GivenCall): Promise<number> {
  const action = call.action ?? 'search'
  const { rows } = await sql<{ id: number }>`INSERT INTO audit_log (at, user_email, requesting_app, api, action, justification, details, success, error)
    VALUES (${call.at}, ${call.email}, ${call.app ?? null}, '/v1/sightings', ${action}, NULL, NULL, ${call.success === false ? 0 : 1}, NULL) RETURNING id`.execute(store.db)
  const id = rows[0]!.id
  for (const licence of call.licences ?? []) {
    await sql`INSERT INTO audit_licences (audit_id, licence_id, at, user_email, action) VALUES (${id}, ${licence}, ${call.at}, ${call.email}, ${action})`.execute(store.db)
  }
  return id
}
