// What sign-in needs of applications, on both engines: which clients and post-logout addresses are usable, whatever
// the case of their state; single-use authorisation codes stored hashed, found used or not, used once however many
// exchanges race for them on several instances, cleaned up when expired and gone with their application or user.

import t from 'tap'
import { sql } from 'kysely'
import {
  AUTHORISATION_CODE_MS,
  deleteExpiredAuthorisationCodes,
  findAuthorisationCode,
  findSignInClient,
  findTokenClient,
  isPostLogoutAddress,
  issueAuthorisationCode,
  markAuthorisationCodeUsed,
  type AuthorisationRequest,
} from '../../../../../../server/api/store/oauth.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { anApplication, setApplicationState } from './given-applications.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)
const SIGNED_OUT = 'https://linker.example/signed-out'

async function codeCount(store: Store): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM authorisation_codes`.execute(store.db)
  return Number(rows[0]!.n)
}

async function aRequest(store: Store): Promise<AuthorisationRequest> {
  const applicationId = await anApplication(store, { clientId: 'linker', state: 'active', callbackUrl: 'https://linker.example/cb' })
  const userId = await aUser(store, 'ana@example.org')
  return { applicationId, userId, redirectUri: 'https://linker.example/cb', scope: 'read', codeChallenge: 'c'.repeat(43), codeChallengeMethod: 'S256' }
}

onEachEngine(t, 'an application signs users in while approved and active, whatever the case of its state', async (t, store) => {
  const id = await anApplication(store, { clientId: 'linker', state: 'pending', callbackUrl: 'https://linker.example/cb', postLogoutRedirectUri: SIGNED_OUT })
  t.equal(await findSignInClient(store, 'linker'), undefined, 'pending')
  for (const state of ['active', 'APPROVED', 'Active']) {
    await setApplicationState(store, id, state)
    t.same(await findSignInClient(store, 'linker'), { id, clientId: 'linker', callbackUrl: 'https://linker.example/cb', postLogoutRedirectUri: SIGNED_OUT }, state)
  }
  await setApplicationState(store, id, 'inactive')
  t.equal(await findSignInClient(store, 'linker'), undefined, 'deactivated')
  t.equal(await findSignInClient(store, 'LINKER'), undefined, 'a client id is matched exactly')
})

onEachEngine(t, 'the token call reads a usable client with its name and secret hash', async (t, store) => {
  const id = await anApplication(store, { clientId: 'linker', state: 'active', name: 'Case linker', clientSecretHash: 'hash of the secret' })
  t.match(await findTokenClient(store, 'linker'), { id, clientId: 'linker', name: 'Case linker', clientSecretHash: 'hash of the secret' })
  await setApplicationState(store, id, 'pending')
  t.equal(await findTokenClient(store, 'linker'), undefined)
  t.equal(await findTokenClient(store, 'nobody'), undefined)
})

onEachEngine(t, "a post-logout address counts when it is exactly a usable application's, and its own when the client is named", async (t, store) => {
  await anApplication(store, { clientId: 'linker', state: 'active', postLogoutRedirectUri: SIGNED_OUT })
  await anApplication(store, { clientId: 'viewer', state: 'active', postLogoutRedirectUri: 'https://viewer.example/out' })
  const parked = await anApplication(store, { clientId: 'parked', state: 'inactive', postLogoutRedirectUri: 'https://parked.example/out' })
  t.ok(await isPostLogoutAddress(store, SIGNED_OUT))
  t.notOk(await isPostLogoutAddress(store, `${SIGNED_OUT}/`), 'exactly')
  t.notOk(await isPostLogoutAddress(store, SIGNED_OUT.toUpperCase()), 'in its case')
  t.notOk(await isPostLogoutAddress(store, 'https://parked.example/out'), 'not of a deactivated application')
  t.ok(await isPostLogoutAddress(store, SIGNED_OUT, 'linker'), 'of the client named')
  t.notOk(await isPostLogoutAddress(store, SIGNED_OUT, 'viewer'), "not another client's")
  t.ok(await isPostLogoutAddress(store, SIGNED_OUT, 'unknown'), 'a hint naming no application is not held against it')
  await setApplicationState(store, parked, 'active')
  t.ok(await isPostLogoutAddress(store, 'https://parked.example/out', 'parked'))
})

onEachEngine(t, 'a code is stored hashed and found as issued, then as used', async (t, store) => {
  const request = await aRequest(store)
  const code = await issueAuthorisationCode(store, request, NOW)
  t.match(code, /^[A-Za-z0-9_-]{43}$/)
  const { rows } = await sql<{ code_hash: string }>`SELECT code_hash FROM authorisation_codes`.execute(store.db)
  t.same(rows, [{ code_hash: hashToken(code) }], 'only its hash')
  const found = await findAuthorisationCode(store, code)
  t.same(found, { ...request, codeHash: hashToken(code), expiresAt: NOW + AUTHORISATION_CODE_MS, usedAt: null })
  t.equal(await markAuthorisationCodeUsed(store, hashToken(code), NOW + 1), true)
  t.equal((await findAuthorisationCode(store, code))?.usedAt, NOW + 1)
  t.equal(await markAuthorisationCodeUsed(store, hashToken(code), NOW + 2), false, 'used once')
  t.equal(await findAuthorisationCode(store, 'never issued'), undefined)
})

onEachEngine(t, 'a code is not used at its expiry, and the clean-up removes it then', async (t, store) => {
  const request = await aRequest(store)
  const code = await issueAuthorisationCode(store, request, NOW)
  t.equal(await markAuthorisationCodeUsed(store, hashToken(code), NOW + AUTHORISATION_CODE_MS), false)
  t.equal(await deleteExpiredAuthorisationCodes(store, NOW + AUTHORISATION_CODE_MS - 1), 0)
  t.equal(await deleteExpiredAuthorisationCodes(store, NOW + AUTHORISATION_CODE_MS), 1)
  t.equal(await findAuthorisationCode(store, code), undefined)
})

onEachEngine(t, 'exchanges racing for one code: exactly one uses it, round after round', async (t, store) => {
  const request = await aRequest(store)
  for (let round = 1; round <= 5; round++) {
    const code = await issueAuthorisationCode(store, request, NOW)
    const used = await atOnce(store, 8, () => markAuthorisationCodeUsed(store, hashToken(code), NOW + round))
    t.equal(used.filter(Boolean).length, 1, `round ${round}`)
  }
})

onEachEngine(t, 'codes go with their application and with their user', async (t, store) => {
  const request = await aRequest(store)
  await issueAuthorisationCode(store, request, NOW)
  const other = await aUser(store, 'bob@example.org')
  await issueAuthorisationCode(store, { ...request, userId: other }, NOW)
  t.equal(await codeCount(store), 2)
  await sql`DELETE FROM users WHERE id = ${other}`.execute(store.db)
  t.equal(await codeCount(store), 1, "the user's")
  await sql`DELETE FROM applications WHERE id = ${request.applicationId}`.execute(store.db)
  t.equal(await codeCount(store), 0, "the application's")
})
