// The built-in service's skeleton through inject: health, unknown calls, and failures in the spec-1 §7 shape.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApi, BODY_LIMIT } from '../../../../server/api/app.js'
import { CallFailure } from '../../../../server/api/failures.js'
import { openDatabase } from '../../../../server/api/store/db.js'
import { serviceStoreOn } from '../../../support/service-store.js'

const MIGRATIONS = fileURLToPath(new URL('../../../../server/api/db/migrations/', import.meta.url))

function build(t: Test) {
  const db = openDatabase(join(t.testdir({}), 'sightline.db'), MIGRATIONS)
  const app = buildApi({ store: serviceStoreOn(db) })
  t.teardown(() => app.close())
  return { app, db }
}

t.test('GET /healthz answers 200 { ok: true } when the database answers', async (t) => {
  const { app } = build(t)
  const res = await app.inject({ method: 'GET', url: '/healthz' })
  t.equal(res.statusCode, 200)
  t.same(res.json(), { ok: true })
  t.equal(res.headers['cache-control'], 'no-store')
})

t.test('GET /healthz answers 503 { ok: false } when the database cannot answer', async (t) => {
  const { app, db } = build(t)
  await app.ready()
  db.close()
  const res = await app.inject({ method: 'GET', url: '/healthz' })
  t.equal(res.statusCode, 503)
  t.same(res.json(), { ok: false })
})

t.test('a /v1 call the service does not serve answers 404 naming the method and path', async (t) => {
  const { app } = build(t)
  for (const [method, url, path] of [
    ['GET', '/v1/anything', '/v1/anything'],
    ['POST', '/v1/anything/deeper', '/v1/anything/deeper'],
    ['DELETE', '/v1/nothing/bulk', '/v1/nothing/bulk'],
    ['GET', '/v1', '/v1'],
  ] as const) {
    const res = await app.inject({ method, url })
    t.equal(res.statusCode, 404, `${method} ${url}`)
    t.match(res.headers['content-type'], /^application\/json/)
    t.same(res.json(), { success: false, error: `Unknown call: ${method} ${path}` }, `${method} ${url}`)
  }
})

t.test('an unknown call is named without its query string', async (t) => {
  const { app } = build(t)
  const res = await app.inject({ method: 'GET', url: '/v1/nothing/nope?q=secret%20term&page=1' })
  t.same(res.json(), { success: false, error: 'Unknown call: GET /v1/nothing/nope' })
  t.notMatch(res.body, 'secret')
})

t.test('a path outside /v1 answers 404 in the same failure shape', async (t) => {
  const { app } = build(t)
  const res = await app.inject({ method: 'GET', url: '/elsewhere' })
  t.equal(res.statusCode, 404)
  t.same(res.json(), { success: false, error: 'Not found.' })
})

t.test('a body that is not valid JSON answers 400 with a readable message', async (t) => {
  const { app } = build(t)
  const res = await app.inject({ method: 'POST', url: '/v1/probe', headers: { 'content-type': 'application/json' }, payload: '{"reference": ' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { success: false, error: 'The request body is not valid JSON.' })
  // An empty one is no body (plugins/json-depth.ts): this call is judged as the unknown call it is.
  const empty = await app.inject({ method: 'POST', url: '/v1/probe', headers: { 'content-type': 'application/json' }, payload: '' })
  t.equal(empty.statusCode, 404)
})

t.test('a body over 1 MiB answers 413; one at the limit is read', async (t) => {
  const { app } = build(t)
  const json = (size: number) => JSON.stringify({ pad: 'x'.repeat(size - 10) })
  t.equal(json(BODY_LIMIT).length, BODY_LIMIT)
  const tooLarge = await app.inject({ method: 'POST', url: '/v1/not-served', headers: { 'content-type': 'application/json' }, payload: json(BODY_LIMIT + 1) })
  t.equal(tooLarge.statusCode, 413)
  t.same(tooLarge.json(), { success: false, error: 'The request body is too large: at most 1 MB.' })
  const atLimit = await app.inject({ method: 'POST', url: '/v1/not-served', headers: { 'content-type': 'application/json' }, payload: json(BODY_LIMIT) })
  t.equal(atLimit.statusCode, 404, 'read, then found to be an unknown call')
})

t.test('a route that fails unexpectedly answers 500 without internal details', async (t) => {
  const { app } = build(t)
  app.get('/v1/boom', async () => {
    throw new Error('SQLITE_CORRUPT at /srv/data/sightline.db')
  })
  const res = await app.inject({ method: 'GET', url: '/v1/boom' })
  t.equal(res.statusCode, 500)
  t.same(res.json(), { success: false, error: 'Something went wrong on the server. Please try again.' })
  t.notMatch(res.body, /SQLITE|sightline\.db|stack/)
})

t.test('a route that fails with a CallFailure answers its status and message', async (t) => {
  const { app } = build(t)
  app.post('/v1/probe', async () => {
    throw new CallFailure(409, 'Reference already exists')
  })
  const res = await app.inject({ method: 'POST', url: '/v1/probe', payload: { reference: 'r1' } })
  t.equal(res.statusCode, 409)
  t.same(res.json(), { success: false, error: 'Reference already exists' })
})

t.test('a malformed address answers 400 in the failure shape', async (t) => {
  const { app } = build(t)
  app.get('/v1/probe/:id', async () => ({ success: true }))
  const res = await app.inject({ method: 'GET', url: '/v1/probe/%E0%A4%A' })
  t.equal(res.statusCode, 400)
  t.same(res.json(), { success: false, error: 'The request address is not valid.' })
})

t.test('the database file uses the WAL journal', async (t) => {
  const { db } = build(t)
  t.equal(db.pragma('journal_mode', { simple: true }), 'wal')
})

t.test('closing the app closes the database', async (t) => {
  const { app, db } = build(t)
  await app.ready()
  t.equal(db.open, true)
  await app.close()
  t.equal(db.open, false)
})

t.test('the server limits bodies and sets request and connection timeouts (Fastify leaves them off)', async (t) => {
  const { app } = build(t)
  await app.ready()
  t.equal(app.initialConfig.bodyLimit, BODY_LIMIT)
  t.ok(app.server.requestTimeout > 0, 'requestTimeout is set')
  t.ok(app.server.timeout > 0, 'connectionTimeout is set')
})
