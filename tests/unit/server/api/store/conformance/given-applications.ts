// Applications the sign-in conformance tests stand on, written with SQL both engines read: the applications
// module's own rules (approval, versions) are its tests' business, not these.

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'

export interface GivenApplication {
  clientId: string
  state: string
  callbackUrl?: string
  postLogoutRedirectUri?: string | null
  name?: string
  clientSecretHash?: string
}

/** An application in the given state; gives its id. */
export async function anApplication(store: Store, app: GivenApplication): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO applications (name, callback_url, post_logout_redirect_uri, client_id, client_secret_hash, created_at, state)
    VALUES (${app.name ?? `App ${app.clientId}`}, ${app.callbackUrl ?? `https://${app.clientId}.example/callback`}, ${app.postLogoutRedirectUri ?? null},
      ${app.clientId}, ${app.clientSecretHash ?? 'a secret hash'}, 1, ${app.state}) RETURNING id`.execute(store.db)
  return rows[0]!.id
}

/** Sets an application's state, as its administrator would. */
export async function setApplicationState(store: Store, id: number, state: string): Promise<void> {
  await sql`UPDATE applications SET state = ${state} WHERE id = ${id}`.execute(store.db)
}
