// Applications registered by the operator of an installation from inside it (server/api/applications/cli.ts),
// as an agency's first step where no one can sign in to register one yet: the high-security build has no
// direct login. Approved and active from the start, with no creator or approver account; otherwise stored
// as the applications calls store theirs (store/applications.ts): a random client id, the secret's hash.

import { sql } from 'kysely'
import type { ApplicationState } from '../../../shared/api/types/applications.js'
import { firstOf } from './engine/query.js'
import type { Store } from './engine/store.js'
import { hashToken, newClientSecret, randomToken } from './passwords.js'

export interface OperatorApplicationFields {
  name: string
  description: string
  callbackUrl: string
  postLogoutRedirectUri: string | null
}

/** The state in which an application may sign users in (store/oauth.ts USABLE_STATES). */
const ACTIVE: ApplicationState = 'active'

/** Stores the application and returns its client id and secret, whole: the only time the secret is seen. */
export async function createOperatorApplication(
  store: Store,
  fields: OperatorApplicationFields,
  now: number,
): Promise<{ id: number; clientId: string; clientSecret: string }> {
  const clientId = randomToken(16)
  const clientSecret = newClientSecret()
  const row = await firstOf(
    store,
    sql<{ id: number }>`INSERT INTO applications (name, description, callback_url, post_logout_redirect_uri, client_id, client_secret_hash,
        creator_user_id, created_at, approved_by, state)
      VALUES (${fields.name}, ${fields.description}, ${fields.callbackUrl}, ${fields.postLogoutRedirectUri}, ${clientId}, ${hashToken(clientSecret)},
        NULL, ${now}, NULL, ${ACTIVE}) RETURNING id`,
  )
  return { id: row!.id, clientId, clientSecret }
}
