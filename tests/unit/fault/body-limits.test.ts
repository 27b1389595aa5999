// Fault: a body over a call's limit, between the service's 1 MB and the edge's 100 MB. The client must get
// a 413 JSON that says the limit, never a 502 "Cannot connect to the server." from a dropped connection;
// upload calls take their own limit (UPLOAD_LIMIT_MB) at the edge and in the built-in service alike.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { buildApi } from '../../../server/api/app.js'
import { openDatabase } from '../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../server/api/store/engine/sqlite.js'
import { loadUploadSettings } from '../../../server/settings/uploads.js'
import { MIGRATIONS, auditRows } from '../server/api/harness.js'
import { startEdge } from '../server/edge/harness.js'
import { waitFor } from './processes.js'
import { createUser } from '../../../server/api/store/users.js'
import { addLicensedEntity, createLicence } from '../../../server/api/store/licences.js'
import { createSession } from '../../../server/api/store/sessions.js'
import { acceptUniformTerms } from '../../../server/api/store/uniforms/terms.js'
import { sessionCookieName } from '../../../server/api/plugins/authentication.js'
import { serviceStoreOn } from '../../support/service-store.js'

const MB = 1024 * 1024
const SECRET = 'b'.repeat(43)

/**
 * The built-in service on a loopback port, as the edge launches it, with a contributor's session (its cookie passes
 * the edge untouched), so that an image upload reaches the service's body parser.
 */
async function startService(t: Test, env: Record<string, string>) {
  const db = openDatabase(join(t.testdir(), 'sightline.db'), MIGRATIONS)
  const app = buildApi({ store: serviceStoreOn(db), uploads: loadUploadSettings(env), edgeAuditSecret: SECRET, cookieSecure: false })
  const user = await createUser(storeOnSqlite(db), { email: 'cora@gen.example', verified: true }, Date.now())
  const licence = await createLicence(storeOnSqlite(db), { name: 'Hub', maxSeats: 5, expiresAt: Date.now() + 24 * 3600 * 1000, availableRoles: ['UniformContributor'] }, Date.now())
  await addLicensedEntity(storeOnSqlite(db), licence.id, user.email, ['UniformContributor'])
  await acceptUniformTerms(storeOnSqlite(db), user.id)
  const cookie = `${sessionCookieName({ cookieSecure: false })}=${await createSession(storeOnSqlite(db), user.id, Date.now())}`
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => app.close())
  return { url, db, cookie }
}

/** A JSON body of `size` bytes, sent over a real socket as a browser sends it. */
async function post(base: string, path: string, size: number, cookie?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ pad: 'x'.repeat(size - 10) }),
  })
  return { status: res.status, body: await res.json() }
}

const tooLarge = (limit: string) => ({ status: 413, body: { success: false, error: `The request body is too large: at most ${limit}.` } })

t.test('a body the edge passes on and the service refuses comes back as the service\'s 413, not a 502', async (t) => {
  const service = await startService(t, {})
  // As with API_UPSTREAM: the edge does not know this upstream's limits and passes up to PROXY_BODY_LIMIT_MB.
  const edge = await startEdge(service.url)
  t.teardown(() => edge.close())
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  for (const size of [2 * MB, 5 * MB, 50 * MB]) {
    t.same(await post(base, '/v1/authenticate', size), tooLarge('1 MB'), `${size / MB} MB`)
  }
  t.match(auditRows(service.db).at(-1), { api: 'authenticate', success: 0, error: 'The request body is too large: at most 1 MB.' }, 'the service audited its refusal')
})

t.test('with the built-in service, the edge knows each call\'s limit and refuses before sending', async (t) => {
  const env = { UPLOAD_LIMIT_MB: '3', BIGSEARCH_UPLOAD_LIMIT_MB: '5' }
  const service = await startService(t, env)
  const edge = await startEdge(service.url, env, { builtIn: { waiting: () => null, auditSecret: SECRET } })
  t.teardown(() => edge.close())
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })

  t.same(await post(base, '/v1/authenticate', 2 * MB), tooLarge('1 MB'), 'a call: 1 MB')
  // 2 MB is passed on and read: the route answers for the school, which the register does not hold.
  t.same(await post(base, '/v1/uniforms/schools/7/images', 2 * MB, service.cookie), { status: 404, body: { success: false, error: 'School not found.' } }, 'an upload: 2 MB is passed on and read')
  t.same(await post(base, '/v1/uniforms/schools/7/images', 4 * MB, service.cookie), tooLarge('3 MB'), 'an image upload: UPLOAD_LIMIT_MB')
  t.same(
    await post(base, '/v1/bigsearch/data', 6 * MB),
    { status: 413, body: { success: false, error: 'BigSearch file too large. File sizes must be < 5MB' } },
    'a BigSearch file: BIGSEARCH_UPLOAD_LIMIT_MB, in the words of the upload screen',
  )
  // The refused bodies never reached the service: their audit entries are the edge's reports.
  await waitFor('the edge\'s three reports', 5_000, () => auditRows(service.db).filter((row) => row.action === 'edge-refusal').length === 3)
  t.same(
    auditRows(service.db).map((row) => [row.api, row.action, row.success]).sort(),
    [['authenticate', 'edge-refusal', 0], ['uniforms', 'uniform-upload', 0], ['bigsearch', 'edge-refusal', 0], ['uniforms', 'edge-refusal', 0]].sort(),
  )
})
