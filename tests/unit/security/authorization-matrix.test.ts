// The authorization matrix: every route the built-in service registers, called by every kind of caller
// (signed out, each role combination of the demo, an expired licence, another licence, API keys, access
// tokens), against who the spec lets call it (access-table.ts). A route missing from the table fails, so a
// new route cannot forget its guard; a refusal must be exactly 401 or 403, and an allowed call neither.

import t from 'tap'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { LightMyRequestResponse, RouteOptions } from 'fastify'
import { JUSTIFICATION_HEADER } from '../../../shared/api/headers.js'
import { harness } from '../server/api/harness.js'
import { ACCESS_TABLE, type Access, type RouteAccess } from './access-table.js'
import { matrixCallers, type Caller, type Person } from './matrix-callers.js'
import { EXTRACTOR_DOWNLOADS } from '../../../shared/api/extractorDownloads.js'

/** What a caller should meet: let through (any status but 401 and 403), or refused with this status. */
type Expected = 'allowed' | 401 | 403 | 404

/** API keys only read (docs/sign-in.md, spec-3 §7 "Settings"): any other call is made as if signed out. */
const READ_METHODS = new Set(['GET', 'HEAD'])

/** How the service words a call its schema refuses (server/api/failures.ts). */
const SCHEMA_REFUSAL = 'The request is not valid'

/** A justification as the dialog takes it (spec-2 §6: 3 to 1000 characters), so that the rule for users who must give one does not decide. */
const JUSTIFICATION = 'Checking who may make each call'

/** The person a call is made as, once the service has read its credentials; null when it is signed out. */
function presentedAs(route: RouteAccess, method: string, caller: Caller): Person | null {
  if (caller.credential === 'apiKey' && !READ_METHODS.has(method)) return null
  if (caller.credential === 'accessToken' && route.credential) return null
  return caller.person
}

/** The roles a person holds (in one licence, when named) from licences that have not expired (spec-3 §3 a licence's expiresAt). */
function liveRoles(person: Person, licenceId?: number): string[] {
  return person.grants.filter((g) => g.live && (licenceId === undefined || g.licenceId === licenceId)).flatMap((g) => g.roles)
}

function mayCall(access: Access, person: Person): boolean {
  switch (access.kind) {
    case 'public':
    case 'signedIn':
      return true
    case 'globalAdmin':
      return person.isAdmin
    case 'licenceRole':
      return (access.orGlobalAdmin === true && person.isAdmin) || liveRoles(person).some((role) => access.roles.includes(role))
    case 'roleInLicence':
      return person.isAdmin || liveRoles(person, person.pathLicence).some((role) => access.roles.includes(role))
    case 'internal':
      return false
  }
}

function expectedFor(route: RouteAccess, method: string, caller: Caller): Expected {
  // The edge's own call: to anyone else the path is not there.
  if (route.access.kind === 'internal') return 404
  if (route.access.kind === 'public') return 'allowed'
  const person = presentedAs(route, method, caller)
  if (!person) return 401
  return mayCall(route.access, person) ? 'allowed' : 403
}

function meets(expected: Expected, status: number): boolean {
  return expected === 'allowed' ? status !== 401 && status !== 403 : status === expected
}

/** The schema's refusal of a call (a 400 before the guard's 403 could be given), or null. */
function schemaRefusal(res: LightMyRequestResponse): string | null {
  if (res.statusCode !== 400) return null
  try {
    const error = (res.json() as { error?: unknown }).error
    return typeof error === 'string' && error.startsWith(SCHEMA_REFUSAL) ? error : null
  } catch {
    return null
  }
}

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])

t.test('every route answers each caller as the spec says who may call it', async (t) => {
  // With a secret, so that the edge's internal route is registered and walked too; with an extractor
  // build to download, so that a download let through is answered with it.
  const dataDir = t.testdir()
  writeFileSync(join(dataDir, EXTRACTOR_DOWNLOADS[4]!.fileName), 'the Linux build\n')
  const h = harness(t, { edgeAuditSecret: 'matrix-secret', dataDir, extractorDir: dataDir })
  const registered: string[] = []
  h.app.addHook('onRoute', (route) => {
    for (const method of methodsOf(route)) if (method !== 'HEAD') registered.push(`${method} ${route.url}`)
  })
  await h.app.ready()

  const unlisted = registered.filter((name) => !(name in ACCESS_TABLE))
  t.same(
    unlisted.map((name) => `${name}: registered, but tests/unit/security/access-table.ts does not say who may call it`),
    [],
    'every registered route is in the access table',
  )
  const unregistered = Object.keys(ACCESS_TABLE).filter((name) => !registered.includes(name))
  t.same(unregistered.map((name) => `${name}: in the access table, but no such route is registered`), [], 'every route of the access table is registered')

  const { callers, credentialsFor } = await matrixCallers(h.db)
  t.ok(callers.length >= 20, `signed out, the demo's role combinations, two more, API keys and access tokens (${callers.length} callers)`)
  const mismatches: string[] = []
  for (const name of registered.filter((n) => n in ACCESS_TABLE)) {
    const route = ACCESS_TABLE[name] as RouteAccess
    const method = name.slice(0, name.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'DELETE'
    for (const caller of callers) {
      const expected = expectedFor(route, method, caller)
      const call = route.call({ licence: caller.person?.pathLicence ?? 0 })
      const res = await h.app.inject({
        method,
        url: call.url,
        headers: { [JUSTIFICATION_HEADER]: JUSTIFICATION, ...call.headers, ...(await credentialsFor(caller)) },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
      })
      const malformed = schemaRefusal(res)
      if (malformed) {
        mismatches.push(`${name} ${caller.label}: the sample call is not well formed, so its guard is not reached (${malformed})`)
      } else if (!meets(expected, res.statusCode)) {
        mismatches.push(`${name} ${caller.label}: expected ${expected === 'allowed' ? 'neither 401 nor 403' : expected}, got ${res.statusCode}`)
      }
    }
  }
  t.same(mismatches, [], 'no route lets in a caller the spec refuses, or refuses one it lets in')
})

t.test('the expectations refuse another licence, an expired one, a key that writes and a token that makes a credential', async (t) => {
  const route = ACCESS_TABLE['GET /v1/licences/:id'] as RouteAccess
  const otherLicence: Person = { name: 'other', userId: 1, isAdmin: false, grants: [{ licenceId: 2, roles: ['Admin'], live: true }], pathLicence: 1 }
  const expired: Person = { name: 'expired', userId: 2, isAdmin: false, grants: [{ licenceId: 1, roles: ['Admin'], live: false }], pathLicence: 1 }
  t.equal(expectedFor(route, 'GET', { label: 'other', person: otherLicence, credential: 'session' }), 403, 'Admin of another licence')
  t.equal(expectedFor(route, 'GET', { label: 'expired', person: expired, credential: 'session' }), 403, 'Admin of an expired licence')
  t.equal(expectedFor(route, 'GET', { label: 'signed out', person: null, credential: null }), 401, 'signed out')
  t.notOk(meets(403, 200), 'a 200 where the spec refuses is a mismatch')
  t.notOk(meets(401, 403), 'a 403 where the caller is not signed in is a mismatch')
  t.notOk(meets('allowed', 403), 'a 403 where the spec lets in is a mismatch')
  t.ok(meets('allowed', 404), 'a 404 for a missing object is past the guard')
  const write = ACCESS_TABLE['POST /v1/settings'] as RouteAccess
  const key: Caller = { label: 'key', person: { ...otherLicence, grants: [] }, credential: 'apiKey' }
  t.equal(expectedFor(write, 'POST', key), 401, 'an API key does not write')
  const credential = ACCESS_TABLE['PUT /v1/authenticate/api-key'] as RouteAccess
  t.equal(expectedFor(credential, 'PUT', { ...key, credential: 'accessToken' }), 401, 'an access token makes no credential')
})
