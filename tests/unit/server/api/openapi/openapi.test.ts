// The API document (GET /v1/openapi.json, docs/api.md): valid OpenAPI 3.1, holding every /v1 route the service
// registers with what a caller needs to make it, open to anyone and cached by its ETag.

import t, { type Test } from 'tap'
import { spawnSync } from 'node:child_process'
import { validate } from '@readme/openapi-parser'
import { Type } from 'typebox'
import { harness } from '../harness.js'
import { callName, collectRoutes, documentedCalls, expectedCalls, missingFromDocument } from './document-coverage.js'
import { perUserLimits } from '../../../../../server/api/openapi/limits.js'
import type { ApiDocument, ApiOperation } from '../../../../../shared/api/types/apiDocument.js'
import type { ApiSettings } from '../../../../../server/api/app.js'
import { NoQuery } from '../../../../../shared/api/types/schemas/reply.js'
import { FAILURES } from '../../../../../server/api/reply-schemas.js'

/** The service as the edge launches it (with its internal route), its registry, and the document it serves. */
async function served(t: Test, settings: Partial<Omit<ApiSettings, 'db'>> = {}) {
  const h = harness(t, { edgeAuditSecret: 'document-test-secret', ...settings })
  const routes = collectRoutes(h.app)
  await h.app.ready()
  const res = await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })
  return { h, routes, res, document: res.json() as ApiDocument }
}

function operation(document: ApiDocument, path: string, method: string): ApiOperation {
  const found = document.paths[path]?.[method]
  if (!found) throw new Error(`${method} ${path} is not in the document`)
  return found
}

t.test('the document is valid OpenAPI 3.1', async (t) => {
  const { res, document } = await served(t)
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /^application\/json/)
  t.equal(document.openapi, '3.1.0')
  const verdict = await validate(structuredClone(document) as Parameters<typeof validate>[0])
  t.same(verdict, { valid: true, warnings: [], specification: 'OpenAPI' }, 'the validator finds no error and no warning')
})

t.test('every /v1 route the service registers is in the document with its method, and nothing else is', async (t) => {
  const { routes, document } = await served(t)
  const expected = expectedCalls(routes)
  t.ok(expected.length >= 80, `the service's /v1 routes were seen (${expected.length})`)
  t.same(missingFromDocument(expected, document), [], 'no registered route is missing')
  t.same(documentedCalls(document).filter((call) => !expected.includes(call)), [], 'no call that is not a route')
  t.ok(expected.includes('GET /v1/openapi.json'), 'the document describes itself')
  t.ok(expected.includes('GET /v1/sightings/similar/pdna/full/{rest}'), 'a wildcard route under its parameter')
  // Registered inside an encapsulated plugin of its own (routes/uniforms.ts), not at the top.
  t.ok(expected.includes('POST /v1/uniforms/schools/{schoolId}/images'), 'a route added inside a plugin')
})

t.test('a registered route the document lacks is found', async (t) => {
  const { routes, document } = await served(t)
  const expected = expectedCalls(routes)
  const { ['/v1/sightings/{id}']: _removed, ...otherPaths } = document.paths
  t.same(missingFromDocument(expected, { paths: otherPaths }), ['GET /v1/sightings/{id}'])
  const { get: _get, ...searchesWithoutGet } = document.paths['/v1/searches'] ?? {}
  t.same(missingFromDocument(expected, { paths: { ...document.paths, '/v1/searches': searchesWithoutGet } }), ['GET /v1/searches'], 'a method, not only a path')
})

t.test('the edge’s internal call and the routes outside /v1 are left out', async (t) => {
  const { routes, document } = await served(t)
  const registered = routes.map(({ method, url }) => callName(method, url))
  for (const left of ['POST /internal/edge-refusals', 'GET /healthz', 'GET /tiles', 'GET /thumbnails/:imageId']) {
    t.ok(registered.includes(left), `${left} is a route of the service`)
  }
  t.same(Object.keys(document.paths).filter((path) => !path.startsWith('/v1/')), [], 'only /v1 paths')
})

t.test('a route added later, inside a plugin of its own, is described without being listed anywhere', async (t) => {
  const h = harness(t)
  h.app.register(async (scope) => {
    scope.get('/v1/probe/:id', {
      schema: { params: Type.Object({ id: Type.String({ maxLength: 9 }) }), querystring: NoQuery, response: FAILURES },
      config: { guard: { licenceRole: ['CameraId', 'UniformSearch'], orGlobalAdmin: true } },
    }, async () => ({}))
  })
  await h.app.ready()
  const document = (await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json() as ApiDocument
  const probe = operation(document, '/v1/probe/{id}', 'get')
  t.equal(probe['x-sightline-access'], 'The CameraId or UniformSearch roles in a licence that has not expired, or the global administrator.')
  t.same(probe['x-sightline-roles'], ['CameraId', 'UniformSearch'])
  t.same(probe.tags, ['probe'], 'an area the document did not know is named after its path')
  t.match(probe.parameters, [{ name: 'id', in: 'path', required: true, schema: { maxLength: 9 } }])
})

t.test('a read names its roles, takes an API key, and its example sends one', async (t) => {
  const { document } = await served(t)
  const search = operation(document, '/v1/sightings', 'get')
  t.same(search['x-sightline-guard'], { licenceRole: 'MetadataSearch' })
  t.same(search['x-sightline-roles'], ['MetadataSearch'])
  t.equal(search['x-sightline-access'], 'The MetadataSearch role in a licence that has not expired.')
  t.same(search.security, [{ apiKey: [] }, { agencyApplication: [] }, { session: [] }])
  t.match(search['x-codeSamples'][0]?.source, /^curl \\\n {2}-H "x-api-key: \$SIGHTLINE_API_KEY" \\\n {2}"https:\/\/sightline\.example\.org\/v1\/sightings"$/)
  t.match(search.parameters, [{ name: 'filters', in: 'query', style: 'form', explode: true, schema: { type: 'object' } }], 'its open-ended query as one parameter')
  const places = operation(document, '/v1/places', 'get')
  t.match(places.parameters?.map((p) => p.name).sort(), ['limit', 'nearLat', 'nearLon', 'q', 'withinKm'], 'each parameter its querystring schema names')
  t.match(search.responses['200']?.content?.['application/json']?.schema, { properties: { results: { type: 'array' } } }, 'the reply SQLite writes, under its schema')
  const licence = operation(document, '/v1/licences/{id}/audit', 'get')
  t.equal(licence['x-sightline-access'], 'The Audit or DomainAudit roles in the licence the path names ({id}), or the global administrator.')
  t.match(licence['x-codeSamples'][0]?.source, /\/v1\/licences\/<id>\/audit\?from=<from>&to=<to>"$/, 'the query parameters it must have')
})

t.test('a write takes no API key: its example uses an application’s token, and its limits are the service’s own', async (t) => {
  const { document } = await served(t, { savedSearchLimit: 7 })
  const save = operation(document, '/v1/searches', 'post')
  t.same(save.security, [{ agencyApplication: [] }, { session: [] }])
  t.notOk(save['x-sightline-credentials'].some((words) => words.includes('API key')))
  t.same(save['x-sightline-limits'], ['Body at most 1 MB (413 past it).', 'At most 7 saved searches per user.', 'At most 100 filters in one search.'])
  t.match(save['x-codeSamples'][0]?.source, /-X POST \\\n {2}-H "Authorization: Bearer \$SIGHTLINE_ACCESS_TOKEN" \\\n {2}-H "content-type: application\/json" \\\n {2}--data '\{"queryString":"<queryString>","reference":"<reference>"\}'/)
  t.match(save.requestBody?.content['application/json']?.schema, { required: ['queryString', 'reference'], properties: { reference: { maxLength: 200 } } })
  const upload = operation(document, '/v1/bigsearch/data', 'post')
  t.match(upload['x-sightline-limits'][0], /^Body at most 1(\.\d)? GB \(413 past it\)\.$|^Body at most \d+(\.\d)? MB \(413 past it\)\.$/, 'the upload call’s own body limit')
  t.notSame(upload['x-sightline-limits'][0], save['x-sightline-limits'][0])
  const renew = operation(document, '/v1/authenticate/api-key', 'put')
  t.same(renew.security, [{ session: [] }], 'an application’s token never manages a credential')
  t.match(renew['x-codeSamples'][0]?.source, /-b cookies\.txt/)
  const signIn = operation(document, '/v1/authenticate', 'post')
  t.equal(signIn.security, undefined, 'a public call needs no credential')
  t.equal(signIn['x-sightline-access'], 'Anyone, signed in or not.')
})

t.test('every curl example is a command the shell can read', async (t) => {
  const { document } = await served(t)
  const unreadable = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) => {
      const source = op['x-codeSamples'][0]?.source ?? ''
      const check = spawnSync('bash', ['-n', '-c', source], { encoding: 'utf8' })
      return check.status === 0 && source.startsWith('curl ') ? [] : [`${method} ${path}: ${check.stderr}`]
    }),
  )
  t.same(unreadable, [])
  t.equal(spawnSync('bash', ['-n', '-c', `curl --data '{"a":"it's"}'`]).status === 0, false, 'the check finds an unclosed quote')
})

t.test('each limit the document states per user is for a route the service has', async (t) => {
  const { h, routes } = await served(t)
  const registered = new Set(routes.map(({ method, url }) => `${method} ${url}`))
  const limited = Object.keys(perUserLimits({ ...h, savedSearchLimit: 1, bigSearch: { activeJobs: 1, storedJobs: 1, maxItems: 1 } } as never))
  t.same(limited.filter((name) => !registered.has(name)), [])
})

t.test('the reply is the document as built, nothing left out by its schema', async (t) => {
  const { h, document } = await served(t)
  t.same(document, JSON.parse(JSON.stringify(h.app.swagger())))
})

t.test('anyone may read it, and a browser keeps it and asks again by its ETag', async (t) => {
  const { h, res } = await served(t)
  t.equal(res.headers['cache-control'], 'public, max-age=300, must-revalidate')
  const etag = res.headers.etag
  t.match(etag, /^"[A-Za-z0-9_-]+"$/)
  const again = await h.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'if-none-match': String(etag) } })
  t.equal(again.statusCode, 304)
  t.equal(again.body, '')
  const other = await h.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'if-none-match': '"something else"' } })
  t.equal(other.statusCode, 200)
  const withKey = await h.app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { 'x-api-key': 'sl_not-a-key' } })
  t.equal(withKey.statusCode, 200, 'a wrong key does not stand in the way of a public call')
})
