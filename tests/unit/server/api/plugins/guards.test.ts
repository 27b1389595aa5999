// The guard each route declares (plugins/guards.ts): who may call at all, what a caller may do, and a guard
// that cannot be right stopping the service before it serves anything.

import t from 'tap'
import type { FastifyInstance, RouteShorthandOptions } from 'fastify'
import { harness } from '../harness.js'
import { SESSION_ENDED } from '../../../../../server/api/plugins/authentication.js'
import type { Guard } from '../../../../../server/api/plugins/guards.js'
import { PERMISSION_DENIED } from '../../../../../shared/api/types/reply.js'

const ADMIN = 'ada@police.example'
const ANALYST = 'bob@police.example'

/** A probe call under /v1 with the options given, added after the service's own plugins. */
function probe(app: FastifyInstance, options: RouteShorthandOptions) {
  app.register(async (scope) => {
    scope.get('/v1/probe', options, async () => ({ success: true }))
  })
}

const guarded = (guard: Guard): RouteShorthandOptions => ({ config: { guard, audit: { action: 'probe' } } })

t.test('a globalAdmin route answers 401 signed out, 403 Permission Denied. to others, and serves the admin', async (t) => {
  const h = harness(t)
  probe(h.app, guarded('globalAdmin'))
  await h.addUser({ email: ADMIN, isAdmin: true })
  await h.addUser({ email: ANALYST }, ['MetadataSearch'])
  const call = async (email: string | null) => {
    const browser = h.browser()
    if (email) await browser.signIn(email)
    return browser.call({ method: 'GET', url: '/v1/probe' }, email ?? 'anonymous')
  }
  const signedOut = await call(null)
  t.equal(signedOut.statusCode, 401)
  t.same(signedOut.json(), { success: false, error: SESSION_ENDED })
  const analyst = await call(ANALYST)
  t.equal(analyst.statusCode, 403)
  t.same(analyst.json(), { success: false, error: PERMISSION_DENIED })
  t.equal((await call(ADMIN)).statusCode, 200)
})

t.test('a public route serves anyone; a licence-role route only a holder of the role', async (t) => {
  const h = harness(t)
  h.app.register(async (scope) => {
    scope.get('/v1/open', guarded('public'), async () => ({ success: true }))
    scope.get('/v1/licensed', guarded({ licenceRole: 'CamID' }), async () => ({ success: true }))
  })
  await h.addUser({ email: ANALYST }, ['MetadataSearch'])
  t.equal((await h.app.inject({ method: 'GET', url: '/v1/open' })).statusCode, 200)
  const browser = h.browser()
  await browser.signIn(ANALYST)
  const refused = await browser.call({ method: 'GET', url: '/v1/licensed' }, ANALYST)
  t.equal(refused.statusCode, 403, 'MetadataSearch is not CamID')
  t.same(refused.json(), { success: false, error: PERMISSION_DENIED })
})

t.test('a guard the service does not know stops it before it serves anything', async (t) => {
  const h = harness(t)
  probe(h.app, { config: { guard: 'signedin' as Guard } })
  await t.rejects(async () => h.app.ready(), /GET \/v1\/probe declares a guard this service does not know: "signedin"/)
})

t.test('an internal route that checks no caller of its own stops the service', async (t) => {
  const h = harness(t)
  probe(h.app, guarded('internal'))
  await t.rejects(async () => h.app.ready(), /GET \/v1\/probe is internal but checks no caller/)
})
