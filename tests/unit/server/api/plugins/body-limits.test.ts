// The built-in service's body limits: 1 MB for a call, the upload limit on the upload calls' routes
// wherever they are added, and a 413 that names the limit and reaches a sender still writing the body.

import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { harness } from '../harness.js'
import { acceptUniformTerms } from '../../../../../server/api/store/uniforms/terms.js'
import { CAMID_UPLOAD_LIMIT_BYTES } from '../../../../../shared/api/types/constants/camid.js'

const MB = 1024 * 1024

/** A service whose upload limit is 3 MB, with a signed-in user, whose calls reach the body parser. */
async function build(t: Test, routes: (app: FastifyInstance) => void = () => {}) {
  const h = harness(t, { uploads: { bodyLimit: 3 * MB, timeoutMs: 60_000 } })
  h.app.register(async (area) => routes(area))
  const user = await h.addUser({ email: 'cora@gen.example' }, ['UniformContributor', 'CameraId'])
  await acceptUniformTerms(h.store, user.id)
  const browser = h.browser()
  await browser.signIn('cora@gen.example')
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const post = (url: string, size: number) =>
    h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', cookie }, payload: json(size) })
  return { app: h.app, post }
}

const received = async (request: { body: unknown }) => ({ success: true, size: JSON.stringify(request.body).length })
const json = (size: number) => JSON.stringify({ pad: 'x'.repeat(size - 10) })
const tooLarge = (limit: string) => [413, { success: false, error: `The request body is too large: at most ${limit}.` }]

t.test("the upload calls' routes take the upload limit; every other call 1 MB", async (t) => {
  const { post } = await build(t)
  // The school-images upload names no limit of its own: 2 MB is read (and refused by the route, there being no such school).
  const read = await post('/v1/uniforms/schools/42/images', 2 * MB)
  t.equal(read.statusCode, 404, '2 MB is read')
  const over = await post('/v1/uniforms/schools/42/images', 3 * MB + 1)
  t.same([over.statusCode, over.json()], tooLarge('3 MB'), 'an upload: the upload limit')
  const call = await post('/v1/uniforms/contributions/42', 2 * MB)
  t.same([call.statusCode, call.json()], tooLarge('1 MB'), 'not an upload')
})

t.test('a route that names its own limit keeps it', async (t) => {
  // A Camera ID fingerprint is an upload call with its own limit, above the upload limit.
  const { post } = await build(t)
  const read = await post('/v1/cameraid/queries/camera.json', 4 * MB)
  t.not(read.statusCode, 413, 'past the upload limit, within its own')
  const over = await post('/v1/cameraid/queries/camera.json', CAMID_UPLOAD_LIMIT_BYTES + 1)
  t.same([over.statusCode, over.json()], tooLarge('24 MB'))
})

t.test('a sender still writing a refused body reads the 413, and the connection serves the next call', async (t) => {
  const { app } = await build(t, (area) => {
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
