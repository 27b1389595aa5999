// Every route of the built-in service declares its contract (issue 11 "Schemas once, guards declared"): a
// schema for each part of the request it has, its replies, and its guard. The replies SQLite writes as JSON
// text go out as they are, so they are checked here against their schemas instead.

import t, { type Test } from 'tap'
import type { RouteOptions } from 'fastify'
import { Value } from 'typebox/value'
import type { TSchema } from 'typebox'
import { isGuard } from '../../../../server/api/plugins/guards.js'
import { apiOf } from '../../../../server/api/plugins/audit.js'
import { auditAction } from '../../../../shared/audit/actions.js'
import { SearchReply, SimilarReply } from '../../../../shared/api/types/schemas/sightings.js'
import { LeadsReply } from '../../../../shared/api/types/schemas/bigsearch.js'
import { CamIdHitSightings } from '../../../../shared/api/types/schemas/camid.js'
import { EXTRACTOR_DOWNLOADS } from '../../../../server/api/routes/extractor.js'
import { harness } from './harness.js'
import { searchSetup } from './search/sightings-fixture.js'

/**
 * Routes whose 200 reply SQLite writes as JSON text and the route sends as it is: a response schema would
 * never be used (Fastify writes text as it comes) and would only suggest a check that does not run. Each has
 * its contract test below, against the schema named here.
 */
const SQLITE_JSON_REPLIES: Record<string, TSchema> = {
  'GET /v1/sightings': SearchReply,
  'GET /v1/sightings/similar/pdna/full/*': SimilarReply,
  // Checked against LeadsReply in tests/unit/server/api/bigsearch/jobs.test.ts.
  'GET /v1/bigsearch/leads/:id': LeadsReply,
  // Checked against CamIdHitSightings in tests/unit/server/api/camid/camid-routes.test.ts.
  'GET /v1/cameraid/hits/:id/sightings': CamIdHitSightings,
}

/**
 * Routes whose 200 reply is a picture, a map tile or a file to download (a CSV or PDF export or report), written
 * as it is; their failures have the failure schema.
 */
const BINARY_REPLIES = [
  'GET /thumbnails/:imageId',
  'GET /tiles',
  'GET /v1/licences/:id/audit/export',
  'GET /v1/licences/:id/usage/report/:period',
  'GET /v1/bigsearch/data/:id',
  'GET /v1/cameraid/hits/:id/pictures/:imageId',
  'GET /v1/uniforms/schools/:schoolId/images/:imageId/content',
  ...Object.keys(EXTRACTOR_DOWNLOADS).map((url) => `GET ${url}`),
]

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method])

/** Every route the service registers, as `METHOD /path` with its options; HEAD is Fastify's copy of a GET. */
async function registeredRoutes(t: Test): Promise<Map<string, RouteOptions>> {
  // With a secret, so that the edge's internal route is registered too.
  const h = harness(t, { edgeAuditSecret: 'contract-test-secret' })
  const routes = new Map<string, RouteOptions>()
  // Added before the app is ready, so before any plugin adds its routes.
  h.app.addHook('onRoute', (route) => {
    for (const method of methodsOf(route)) if (method !== 'HEAD') routes.set(`${method} ${route.url}`, route)
  })
  await h.app.ready()
  return routes
}

/** What a route's declaration lacks; empty when it declares all it should. */
function missingDeclarations(name: string, route: RouteOptions): string[] {
  const [method = '', url = ''] = name.split(' ')
  const schema = route.schema ?? {}
  const response = (schema.response ?? {}) as Record<string, unknown>
  const missing: string[] = []
  if (!isGuard(route.config?.guard)) missing.push('a guard')
  if (/[:*]/.test(url) && !schema.params) missing.push('a params schema')
  if (['POST', 'PUT', 'PATCH'].includes(method) && !schema.body) missing.push('a body schema')
  // A GET that reads no parameters says so (NoQuery), so that one that does cannot forget its schema.
  if (method === 'GET' && !schema.querystring) missing.push('a querystring schema')
  if (!response['4xx'] || !response['5xx']) missing.push('the failure schema for 4xx and 5xx')
  const unschemed = name in SQLITE_JSON_REPLIES || BINARY_REPLIES.includes(name)
  if (!unschemed && !response[200]) missing.push('a 200 response schema')
  if (unschemed && response[200]) missing.push('no 200 schema: it is on an allow-list because its reply is written as it is')
  return missing
}

t.test('every route declares its request parts, its replies and its guard', async (t) => {
  const routes = await registeredRoutes(t)
  t.ok(routes.size >= 25, `the service's routes were seen (${routes.size})`)
  const problems = [...routes].flatMap(([name, route]) => missingDeclarations(name, route).map((what) => `${name} lacks ${what}`))
  t.same(problems, [], 'no route lacks a declaration')
  for (const name of [...Object.keys(SQLITE_JSON_REPLIES), ...BINARY_REPLIES]) t.ok(routes.has(name), `${name} on an allow-list is a route`)
})

t.test('a route without a schema, a reply or a guard is found out', async (t) => {
  const route = { method: 'POST', url: '/v1/searches/:id', handler: () => undefined, schema: {}, config: {} } as RouteOptions
  t.same(missingDeclarations('POST /v1/searches/:id', route), [
    'a guard',
    'a params schema',
    'a body schema',
    'the failure schema for 4xx and 5xx',
    'a 200 response schema',
  ])
  const misspelt = { ...route, config: { guard: 'signedin' } } as unknown as RouteOptions
  t.ok(missingDeclarations('POST /v1/searches/:id', misspelt).includes('a guard'), 'a guard the service does not know is none')
})

/** The reply against its schema, with what does not match named when it fails. */
function assertReply(t: Test, schema: TSchema, body: unknown, label: string) {
  const errors = [...Value.Errors(schema, body)].map((e) => `${e.instancePath || '/'} ${e.message}`)
  t.same(errors, [], label)
}

t.test('the search reply SQLite writes is a SearchReply, nulls and all', async (t) => {
  const { get } = await searchSetup(t)
  const res = await get('/v1/sightings?resultSize=10')
  t.equal(res.statusCode, 200)
  t.equal(res.json().results.length, 5, 'every sighting of the fixture, the ones with empty fields too')
  assertReply(t, SearchReply, res.json(), 'GET /v1/sightings')
  const wrong = { ...res.json(), results: [{ ...res.json().results[0], extra: 1 }] }
  t.notOk(Value.Check(SearchReply, wrong), 'a field the schema does not name would be found')
})

t.test('the similar reply SQLite writes is a SimilarReply', async (t) => {
  const { get } = await searchSetup(t)
  const a1 = (await get('/v1/sightings?resultSize=10')).json().results.find((r: { id: string }) => r.id === 'a1')
  const res = await get(`/v1/sightings/similar/pdna/full/${encodeURIComponent(a1.photoDNAFullHash)}`)
  t.equal(res.statusCode, 200)
  t.ok(res.json().results.length >= 2, 'the picture and its near copy')
  assertReply(t, SimilarReply, res.json(), 'GET /v1/sightings/similar/pdna/full/*')
})

t.test('a value its schema refuses is answered in the failure shape, naming the field', async (t) => {
  const h = harness(t)
  await h.addUser({ email: 'dan@police.example' })
  const browser = h.browser()
  await browser.signIn('dan@police.example')
  const settings = (payload: object) => browser.call({ method: 'POST', url: '/v1/settings', payload }, 'dan@police.example')
  const wrongType = await settings({ showMenu: 'yes' })
  t.equal(wrongType.statusCode, 400)
  t.same(wrongType.json(), { success: false, error: 'The request is not valid: body/showMenu must be boolean', field: 'showMenu' })
  const unknown = await settings({ showMenu: true, isAdmin: true })
  t.same(unknown.json(), { success: false, error: 'The request is not valid: body must NOT have additional properties: isAdmin', field: 'isAdmin' })
  const badId = await browser.call({ method: 'POST', url: '/v1/searches/abc' }, 'dan@police.example')
  t.equal(badId.statusCode, 400, 'checked before the guard: the call is malformed whoever makes it')
  t.match(badId.json(), { error: /^The request is not valid: params\/id must match pattern/, field: 'id' })
})

t.test('every audited route names an action of the shared list, under the api its path gives', async (t) => {
  const routes = await registeredRoutes(t)
  const problems = [...routes].flatMap(([name, route]) => {
    const action = route.config?.audit?.action
    if (action === undefined) return []
    const listed = auditAction(action)
    if (!listed) return [`${name}: '${action}' is not in shared/audit/actions.ts`]
    const api = apiOf(name.split(' ')[1] ?? '')
    return listed.api === api ? [] : [`${name}: '${action}' is listed under '${listed.api}', its path gives '${api}'`]
  })
  t.same(problems, [])
})
