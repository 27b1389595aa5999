// The callers of the authorization matrix: signed out; each demo account as the demo seed makes it (one per
// role combination of the spec), by session; a user whose licence has expired; a user holding the roles in
// another licence than the one the path names; API keys and application access tokens of some of them. Each
// call gets fresh credentials, so that one call (a sign-out, a renewed key) never changes the next.

import type Database from 'better-sqlite3'
import { GLOBAL_ADMIN } from '../../../shared/roles.js'
import { API_KEY_HEADER } from '../../../shared/api/types/account.js'
import { DEMO_CLIENT_ID, MFA_MARK, seedDemo } from '../../../server/api/store/seed.js'
import { storeOnSqlite } from '../../../server/api/store/engine/sqlite.js'
import { addLicensedEntity, createLicence } from '../../../server/api/store/licences.js'
import { createUser, findUserByEmail } from '../../../server/api/store/users.js'
import { createSession } from '../../../server/api/store/sessions.js'
import { renewApiKey } from '../../../server/api/store/api-keys.js'
import { findAuthorisationCode, findSignInClient, issueAuthorisationCode } from '../../../server/api/store/oauth.js'
import { issueAccessTokenForCode } from '../../../server/api/store/access-tokens.js'
import { acceptUniformTerms } from '../../../server/api/store/uniforms/terms.js'
import { sessionCookieName } from '../../../server/api/plugins/authentication.js'
import { MINUTE, NOW, PUBLIC_URL } from '../server/api/harness.js'

const YEAR = 365 * 24 * 60 * MINUTE

/** Roles held in one licence, as the test set them up (not as the service reads them back). */
export interface Grant {
  licenceId: number
  roles: readonly string[]
  live: boolean
}

export interface Person {
  name: string
  userId: number
  isAdmin: boolean
  grants: readonly Grant[]
  /** The licence a licence's own calls name for this person. */
  pathLicence: number
}

export type Credential = 'session' | 'apiKey' | 'accessToken'

export interface Caller {
  label: string
  /** null: signed out. */
  person: Person | null
  credential: Credential | null
}

export interface Callers {
  callers: Caller[]
  /** The headers that authenticate one call of the caller, made afresh for it. */
  credentialsFor(caller: Caller): Promise<Record<string, string>>
}

/** Every role a licence offers in the tests' licences, so that each grant is one the licence could give. */
const EVERY_ROLE = ['Admin', 'AppCreator', 'Audit', 'CameraId', 'CTD', 'DomainAudit', 'MetadataSearch', 'UniformContributor', 'UniformSearch', 'UsageStats']
/** The demo licence administrator's roles, which the other-licence user holds in another licence. */
const LICENCE_ADMIN_ROLES = ['Admin', 'Audit', 'DomainAudit', 'UsageStats']

/** Accounts of the demo that also call with an API key and with an application's access token. */
const WITH_API_KEY = ['admin', 'investigator', 'licence-admin', 'appcreator', 'nolicence']
const WITH_ACCESS_TOKEN = ['admin', 'investigator', 'licence-admin']

async function addPerson(db: Database.Database, name: string, grants: Grant[], pathLicence: number): Promise<Person> {
  const email = `${name}@matrix.example`
  // No password: the matrix's calls come with credentials made for them.
  const user = await createUser(storeOnSqlite(db), { email, verified: true }, NOW)
  for (const grant of grants) await addLicensedEntity(storeOnSqlite(db), grant.licenceId, email, [...grant.roles])
  return { name, userId: user.id, isAdmin: false, grants, pathLicence }
}

export async function matrixCallers(db: Database.Database): Promise<Callers> {
  // The demo's accounts, one per role combination (store/seed.ts); its roles column marks the global
  // administrator and the account with an emailed code, and lists the licence roles it grants.
  const demo = await seedDemo(storeOnSqlite(db), PUBLIC_URL, NOW)
  const demoPeople = await Promise.all(demo.accounts.map(async (account): Promise<Person> => {
    const roles = account.roles.filter((role) => role !== GLOBAL_ADMIN && role !== MFA_MARK)
    return {
      name: account.email.split('@')[0] as string,
      userId: ((await findUserByEmail(storeOnSqlite(db), account.email)) as { id: number }).id,
      isAdmin: account.roles.includes(GLOBAL_ADMIN),
      grants: roles.length > 0 ? [{ licenceId: demo.licenceId, roles, live: true }] : [],
      pathLicence: demo.licenceId,
    }
  }))
  const expired = (await createLicence(storeOnSqlite(db), { name: 'Expired pilot', maxSeats: 10, expiresAt: NOW - 24 * 60 * MINUTE, availableRoles: EVERY_ROLE }, NOW - YEAR)).id
  const other = (await createLicence(storeOnSqlite(db), { name: 'Another force', maxSeats: 10, expiresAt: NOW + YEAR, availableRoles: EVERY_ROLE }, NOW)).id
  const people = [
    ...demoPeople,
    // Every role, in a licence past its end: it opens nothing, its own licence's calls included.
    await addPerson(db, 'expired-licence', [{ licenceId: expired, roles: EVERY_ROLE, live: false }], expired),
    // The licence administrator's roles, held in another licence than the one the path names.
    await addPerson(db, 'other-licence', [{ licenceId: other, roles: LICENCE_ADMIN_ROLES, live: true }], demo.licenceId),
  ]
  // Each has accepted the Hub's terms, so that the Hub's calls answer by the role alone: the terms have their own
  // test (tests/unit/server/api/uniforms/terms.test.ts).
  for (const person of people) await acceptUniformTerms(storeOnSqlite(db), person.userId)
  const byName = (name: string) => {
    const person = people.find((p) => p.name === name)
    if (!person) throw new Error(`the demo has no account named ${name}`)
    return person
  }
  const callers: Caller[] = [
    { label: 'signed out', person: null, credential: null },
    ...people.map((person): Caller => ({ label: person.name, person, credential: 'session' })),
    ...WITH_API_KEY.map((name): Caller => ({ label: `${name} (API key)`, person: byName(name), credential: 'apiKey' })),
    ...WITH_ACCESS_TOKEN.map((name): Caller => ({ label: `${name} (access token)`, person: byName(name), credential: 'accessToken' })),
  ]
  const application = await findSignInClient(storeOnSqlite(db), DEMO_CLIENT_ID)
  if (!application) throw new Error('the demo application is missing')
  const cookie = sessionCookieName({ cookieSecure: true })

  const accessToken = async (userId: number): Promise<string> => {
    const code = await issueAuthorisationCode(
      storeOnSqlite(db),
      { applicationId: application.id, userId, redirectUri: application.callbackUrl, scope: null, codeChallenge: null, codeChallengeMethod: null },
      NOW,
    )
    const token = await issueAccessTokenForCode(storeOnSqlite(db), (await findAuthorisationCode(storeOnSqlite(db), code))!, NOW)
    if (!token) throw new Error('no access token was issued')
    return token
  }

  return {
    callers,
    async credentialsFor(caller): Promise<Record<string, string>> {
      const { person } = caller
      if (!person) return {}
      if (caller.credential === 'session') return { cookie: `${cookie}=${await createSession(storeOnSqlite(db), person.userId, NOW)}` }
      if (caller.credential === 'apiKey') return { [API_KEY_HEADER]: await renewApiKey(storeOnSqlite(db), person.userId, NOW) }
      return { authorization: `Bearer ${await accessToken(person.userId)}` }
    },
  }
}
