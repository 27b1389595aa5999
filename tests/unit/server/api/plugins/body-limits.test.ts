// The built-in service's body limits: 1 MB for a call, the upload limit on the upload calls' routes
// wherever they are added, and a 413 that names the limit and reaches a sender still writing the body.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildApi } from '../../../../../server/api/app.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { MIGRATIONS } from '../harness.js'

const MB = 1024 * 1024

/** A service whose upload limit is 3 MB, with routes standing in for the school-images upload to come
 * (BigSearch's upload, a real route now, is tested in tests/unit/server/api/bigsearch/). */
function build(t: Test, routes: (app: FastifyInstance) => void): FastifyInstance {
  const db = openDatabase(join(t.testdir(), 'sightline.db'), MIGRATIONS)
  const app = buildApi({ db, uploads: { bodyLimit: 3 * MB, timeoutMs: 60_000 } })
  app.register(async (area) => routes(area))
  t.teardown(() => app.close())
  return app
}

const received = async (request: { body: unknown }) => ({ success: true, size: JSON.stringify(request.body).length })
const json = (size: number) => JSON.stringify({ pad: 'x'.repeat(size - 10) })
const post = (app: FastifyInstance, url: string, size: number) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: json(size) })

t.test('the upload calls\' routes take the upload limit; every other call 1 MB', async (t) => {
  const app = build(t, (area) => {
    area.post('/v1/uniforms/schools/:id/images', received)
    area.post('/v1/uniforms/schools/:id/reviews', received)
  })
  for (const url of ['/v1/uniforms/schools/42/images']) {
    t.equal((await post(app, url, 2 * MB)).statusCode, 200, `${url}: 2 MB is read`)
    const over = await post(app, url, 3 * MB + 1)
    t.same([over.statusCode, over.json()], [413, { success: false, error: 'The request body is too large: at most 3 MB.' }], url)
  }
  const call = await post(app, '/v1/uniforms/schools/42/reviews', 2 * MB)
  t.same([call.statusCode, call.json()], [413, { success: false, error: 'The request body is too large: at most 1 MB.' }], 'not an upload')
})

t.test('a route that names its own limit keeps it', async (t) => {
  const app = build(t, (area) => {
    area.post('/v1/uniforms/schools/:id/images', { bodyLimit: 2 * MB }, received)
  })
  const over = await post(app, '/v1/uniforms/schools/42/images', 2 * MB + 1)
  t.same([over.statusCode, over.json()], [413, { success: false, error: 'The request body is too large: at most 2 MB.' }])
})

t.test('a sender still writing a refused body reads the 413, and the connection serves the next call', async (t) => {
  const app = build(t, (area) => {
    area.post('/v1/probe', received)
  })
  const base = await app.listen({ port: 0, host: '127.0.0.1' })
  // undici, as the edge's proxy sends: it writes the whole body before it reads the reply.
  const refused = await fetch(`${base}/v1/probe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json(3 * MB) })
  t.equal(refused.status, 413)
  t.same(await refused.json(), { success: false, error: 'The request body is too large: at most 1 MB.' })
  t.not(refused.headers.get('connection'), 'close', 'the rest of the body is read instead')
  const next = await fetch(`${base}/v1/probe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: json(100) })
  t.equal(next.status, 200)
})
