// Applications the operator registers from inside an installation (store/operator-applications.ts) on both engines:
// approved and active from the start with no creator or approver, a random client id, and only the secret's hash kept.

import t from 'tap'
import { sql } from 'kysely'
import { createOperatorApplication } from '../../../../../../server/api/store/operator-applications.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import { onEachEngine } from './engines.js'

const FIELDS = { name: 'Agency portal', description: 'Cases to searches', callbackUrl: 'https://portal.example/cb', postLogoutRedirectUri: null }

onEachEngine(t, 'an operator application is stored active, with no creator or approver, and the hash of its secret alone', async (t, store) => {
  const made = await createOperatorApplication(store, FIELDS, 1234)
  const second = await createOperatorApplication(store, { ...FIELDS, name: 'Second', postLogoutRedirectUri: 'https://portal.example/out' }, 1235)
  t.ok(second.id > made.id, 'ids grow')
  t.not(second.clientId, made.clientId, 'each its own client id')
  t.not(second.clientSecret, made.clientSecret)
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM applications ORDER BY id`.execute(store.db)
  t.match(rows, [
    {
      id: made.id,
      name: 'Agency portal',
      description: 'Cases to searches',
      callback_url: 'https://portal.example/cb',
      post_logout_redirect_uri: null,
      client_id: made.clientId,
      client_secret_hash: hashToken(made.clientSecret),
      creator_user_id: null,
      approved_by: null,
      created_at: 1234,
      state: 'active',
      version: 1,
    },
    { id: second.id, name: 'Second', post_logout_redirect_uri: 'https://portal.example/out', created_at: 1235 },
  ])
  t.notOk(JSON.stringify(rows).includes(made.clientSecret), 'the secret itself is kept nowhere')
})
