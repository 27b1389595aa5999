// Access tokens on both engines (RFC 6749 §5.1, RFC 6750): one per authorisation code, stored hashed, live for an
// hour while its application stays usable, revoked with every other token of a code used twice, at most twenty live
// per user and application even when sign-ins race on several instances, and gone with their user or application.

import t from 'tap'
import { sql } from 'kysely'
import {
  ACCESS_TOKEN_MS,
  deleteExpiredAccessTokens,
  findAccessToken,
  isAccessToken,
  issueAccessTokenForCode,
  LIVE_TOKENS_PER_GRANT,
  revokeAccessTokensOfCode,
} from '../../../../../../server/api/store/access-tokens.js'
import { findAuthorisationCode, issueAuthorisationCode, type AuthorisationCode } from '../../../../../../server/api/store/oauth.js'
import { hashToken } from '../../../../../../server/api/store/passwords.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { anApplication, setApplicationState } from './given-applications.js'
import { atOnce } from './at-once.js'

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0)

interface Grant {
  applicationId: number
  userId: number
  /** A new authorisation code of this user for this application, as the token call finds it, and the code itself. */
  code(now?: number): Promise<{ code: string; found: AuthorisationCode }>
}

async function aGrant(store: Store, email = 'ana@example.org', clientId = 'linker'): Promise<Grant> {
  const applicationId = await anApplication(store, { clientId, state: 'active', name: 'Case linker' })
  const userId = await aUser(store, email)
  return {
    applicationId,
    userId,
    async code(now = NOW) {
      const code = await issueAuthorisationCode(
        store,
        { applicationId, userId, redirectUri: 'https://linker.example/cb', scope: 'read', codeChallenge: null, codeChallengeMethod: null },
        now,
      )
      return { code, found: (await findAuthorisationCode(store, code))! }
    },
  }
}

async function tokenCount(store: Store): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM access_tokens`.execute(store.db)
  return Number(rows[0]!.n)
}

onEachEngine(t, 'a code gives one token, stored hashed, that acts for its user through its application for an hour', async (t, store) => {
  const grant = await aGrant(store)
  const { found } = await grant.code()
  const token = await issueAccessTokenForCode(store, found, NOW)
  t.match(token, /^slt_[A-Za-z0-9_-]{43}$/)
  t.ok(isAccessToken(token!))
  const { rows } = await sql<{ token_hash: string; code_hash: string; scope: string; expires_at: number }>`
    SELECT token_hash, code_hash, scope, expires_at FROM access_tokens`.execute(store.db)
  t.same(rows, [{ token_hash: hashToken(token!), code_hash: found.codeHash, scope: 'read', expires_at: NOW + ACCESS_TOKEN_MS }])
  t.same(await findAccessToken(store, token!, NOW + ACCESS_TOKEN_MS - 1), {
    userId: grant.userId,
    scope: 'read',
    application: { id: grant.applicationId, clientId: 'linker', name: 'Case linker' },
  })
  t.equal(await findAccessToken(store, token!, NOW + ACCESS_TOKEN_MS), undefined, 'not from its expiry')
  t.equal(await findAccessToken(store, `slt_${'A'.repeat(43)}`, NOW), undefined, 'an unknown token')
  t.equal(await findAccessToken(store, token!.slice(4), NOW), undefined, 'a value without the mark')
})

onEachEngine(t, 'a used code gives no second token', async (t, store) => {
  const grant = await aGrant(store)
  const { found } = await grant.code()
  t.ok(await issueAccessTokenForCode(store, found, NOW))
  t.equal(await issueAccessTokenForCode(store, found, NOW + 1), undefined)
  t.equal(await tokenCount(store), 1)
})

onEachEngine(t, 'an expired code gives no token', async (t, store) => {
  const grant = await aGrant(store)
  const { found } = await grant.code()
  t.equal(await issueAccessTokenForCode(store, found, found.expiresAt), undefined)
  t.equal(await tokenCount(store), 0)
})

onEachEngine(t, "a token stops working when its application is no longer usable, and works again if it is", async (t, store) => {
  const grant = await aGrant(store)
  const token = (await issueAccessTokenForCode(store, (await grant.code()).found, NOW))!
  await setApplicationState(store, grant.applicationId, 'inactive')
  t.equal(await findAccessToken(store, token, NOW + 1), undefined)
  await setApplicationState(store, grant.applicationId, 'active')
  t.ok(await findAccessToken(store, token, NOW + 1))
})

onEachEngine(t, 'a code used twice revokes the tokens issued for it, and only those', async (t, store) => {
  const grant = await aGrant(store)
  const first = await grant.code()
  const second = await grant.code()
  const revoked = (await issueAccessTokenForCode(store, first.found, NOW))!
  const kept = (await issueAccessTokenForCode(store, second.found, NOW))!
  t.equal(await revokeAccessTokensOfCode(store, first.code), 1)
  t.equal(await findAccessToken(store, revoked, NOW), undefined)
  t.ok(await findAccessToken(store, kept, NOW))
  await sql`DELETE FROM authorisation_codes`.execute(store.db)
  t.equal(await revokeAccessTokensOfCode(store, second.code), 1, 'found by the code even once the code is cleaned up')
})

onEachEngine(t, `a user keeps at most ${LIVE_TOKENS_PER_GRANT} live tokens through one application, the oldest going first`, async (t, store) => {
  const grant = await aGrant(store)
  const other = await aGrant(store, 'bob@example.org', 'viewer')
  const bobs = (await issueAccessTokenForCode(store, (await other.code()).found, NOW))!
  const tokens: string[] = []
  for (let i = 0; i <= LIVE_TOKENS_PER_GRANT; i++) tokens.push((await issueAccessTokenForCode(store, (await grant.code(NOW + i)).found, NOW + i))!)
  t.equal(await tokenCount(store), LIVE_TOKENS_PER_GRANT + 1, "the limit and Bob's")
  t.equal(await findAccessToken(store, tokens[0]!, NOW + 100), undefined, 'the oldest is gone')
  t.ok(await findAccessToken(store, tokens[1]!, NOW + 100), 'the next is still live')
  t.ok(await findAccessToken(store, bobs, NOW + 100), "another user's are not counted")
})

onEachEngine(t, 'ended tokens are dropped at the next issue and by the clean-up', async (t, store) => {
  const grant = await aGrant(store)
  await issueAccessTokenForCode(store, (await grant.code()).found, NOW)
  await issueAccessTokenForCode(store, (await grant.code(NOW + ACCESS_TOKEN_MS)).found, NOW + ACCESS_TOKEN_MS)
  t.equal(await tokenCount(store), 1, 'the ended one went at the next issue')
  t.equal(await deleteExpiredAccessTokens(store, NOW + 2 * ACCESS_TOKEN_MS - 1), 0)
  t.equal(await deleteExpiredAccessTokens(store, NOW + 2 * ACCESS_TOKEN_MS), 1)
})

onEachEngine(t, 'exchanges racing for one code give one token, round after round', async (t, store) => {
  const grant = await aGrant(store)
  for (let round = 1; round <= 4; round++) {
    const { found } = await grant.code()
    const tokens = await atOnce(store, 8, () => issueAccessTokenForCode(store, found, NOW))
    t.equal(tokens.filter((token) => token !== undefined).length, 1, `round ${round}`)
  }
  t.equal(await tokenCount(store), 4)
})

onEachEngine(t, 'sign-ins through one application at once keep the limit of live tokens', async (t, store) => {
  const grant = await aGrant(store)
  for (let round = 1; round <= 3; round++) {
    const codes: AuthorisationCode[] = []
    for (let i = 0; i < LIVE_TOKENS_PER_GRANT + 5; i++) codes.push((await grant.code(NOW + round)).found)
    await atOnce(store, codes.length, (i) => issueAccessTokenForCode(store, codes[i]!, NOW + round))
    t.equal(await tokenCount(store), LIVE_TOKENS_PER_GRANT, `round ${round}`)
  }
})

onEachEngine(t, 'a token issued in a transaction that fails is not kept, and its code not spent', async (t, store) => {
  const grant = await aGrant(store)
  const { found } = await grant.code()
  await t.rejects(
    inTransaction(store, async (tx) => {
      await issueAccessTokenForCode(tx, found, NOW)
      throw new Error('the reply could not be written')
    }),
  )
  t.equal(await tokenCount(store), 0)
  t.ok(await issueAccessTokenForCode(store, found, NOW), 'the code still gives its token')
})

onEachEngine(t, 'tokens go with their user and with their application', async (t, store) => {
  const grant = await aGrant(store)
  const other = await aGrant(store, 'bob@example.org', 'viewer')
  await issueAccessTokenForCode(store, (await grant.code()).found, NOW)
  await issueAccessTokenForCode(store, (await other.code()).found, NOW)
  await sql`DELETE FROM users WHERE id = ${grant.userId}`.execute(store.db)
  t.equal(await tokenCount(store), 1)
  await sql`DELETE FROM applications WHERE id = ${other.applicationId}`.execute(store.db)
  t.equal(await tokenCount(store), 0)
})
