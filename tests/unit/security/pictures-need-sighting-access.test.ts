// A sighting's picture is served only to a caller who may see the sighting (spec-1 §6: MetadataSearch, held in
// a licence that has not expired), read from the database on every request: as GET /v1/sightings/{id} decides,
// for a session, an API key or an application's token alike. Before, any signed-in user, and any user's API key,
// downloaded every picture at /thumbnails/{id} and through the edge's /media/{shard}/{id}, also after their
// licence entry was removed. The picture's reply is kept by no cache, so that each request is decided afresh.

import t, { type Test } from 'tap'
import { harness, NOW, PASSWORD, type Harness } from '../server/api/harness.js'
import { insertSightings } from '../../../server/api/store/sightings/rows.js'
import { addLicensedEntity, createLicence, removeEntity } from '../../../server/api/store/licences.js'
import { renewApiKey } from '../../../server/api/store/api-keys.js'
import { PERMISSION_DENIED } from '../../../shared/api/types/reply.js'
import { SESSION_ENDED } from '../../../server/api/plugins/authentication.js'
import { thumbnailUrl } from '../../../shared/images/thumbnails.js'
import { cookieHeaderFrom, startEdge } from '../server/edge/harness.js'

const YEAR = 365 * 24 * 60 * 60 * 1000
const PICTURE = 'fa01'
const MAY_SEE = 'mia@police.example'
/** Users who are signed in but may not see sightings, by what they hold. */
const MAY_NOT_SEE: [string, string[] | null][] = [
  ['nolicence@police.example', null],
  ['uniforms@police.example', ['UniformSearch', 'UniformContributor']],
  ['cameras@police.example', ['CameraId']],
  ['dots@police.example', ['CTD']],
  ['reports@police.example', ['Audit', 'UsageStats', 'Admin']],
]

interface Setup {
  h: Harness
  licenceId: number
  /** The entity id that gives each licensed user their roles. */
  entities: Map<string, number>
  /** The session cookie header of each user. */
  cookies: Map<string, string>
  apiKey(email: string): Promise<string>
}

async function setup(t: Test): Promise<Setup> {
  const h = harness(t, { dataDir: t.testdir() })
  insertSightings(h.db, [{ imageId: PICTURE, url: 'https://pics.example/fa01.jpg', width: 800, height: 600 }], NOW)
  const licenceId = (await createLicence(h.store, { name: 'Force', maxSeats: 50, expiresAt: NOW + YEAR }, NOW)).id
  const entities = new Map<string, number>()
  const cookies = new Map<string, string>()
  for (const [email, roles] of [[MAY_SEE, ['MetadataSearch']], ...MAY_NOT_SEE] as [string, string[] | null][]) {
    await h.addUser({ email })
    if (roles) entities.set(email, (await addLicensedEntity(h.store, licenceId, email, roles)).id)
    const browser = h.browser()
    await browser.signIn(email)
    cookies.set(email, [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '))
  }
  const apiKey = (email: string) => {
    const id = h.db.prepare('SELECT id FROM users WHERE email = ?').pluck().get(email) as number
    return renewApiKey(h.store, id, h.clock.now)
  }
  return { h, licenceId, entities, cookies, apiKey }
}

const refusal = { success: false, error: PERMISSION_DENIED }

t.test('the service serves a picture to MetadataSearch and refuses every other caller', async (t) => {
  const s = await setup(t)
  const get = (url: string, headers: Record<string, string> = {}) => s.h.app.inject({ method: 'GET', url, headers })
  for (const size of ['200', '-1']) {
    const url = `/thumbnails/${PICTURE}?size=${size}`
    const seen = await get(url, { cookie: s.cookies.get(MAY_SEE)! })
    t.equal(seen.statusCode, 200, `MetadataSearch, size ${size}`)
    t.equal(seen.headers['content-type'], 'image/png')
    t.equal(seen.headers['cache-control'], 'private, no-store', 'kept by no cache')
    for (const [email] of MAY_NOT_SEE) {
      const res = await get(url, { cookie: s.cookies.get(email)! })
      t.same([res.statusCode, res.json()], [403, refusal], `${email}, size ${size}`)
      t.equal(res.headers['content-type'], 'application/json; charset=utf-8', 'no picture bytes')
    }
    const signedOut = await get(url)
    t.same([signedOut.statusCode, signedOut.json()], [401, { success: false, error: SESSION_ENDED }], `signed out, size ${size}`)
  }
  // An unknown picture is refused alike: a caller who may not see sightings learns nothing of which exist.
  const unknown = await get('/thumbnails/nosuchpicture', { cookie: s.cookies.get('cameras@police.example')! })
  t.same([unknown.statusCode, unknown.json()], [403, refusal], 'an unknown id to a caller without MetadataSearch')
})

t.test('an API key is the user it belongs to: a key of a user without MetadataSearch is refused', async (t) => {
  const s = await setup(t)
  const url = `/thumbnails/${PICTURE}`
  const withKey = (key: string, bearer: boolean) =>
    s.h.app.inject({ method: 'GET', url, headers: bearer ? { authorization: `Bearer ${key}` } : { 'x-api-key': key } })
  for (const bearer of [false, true]) {
    const how = bearer ? 'as a bearer' : 'in x-api-key'
    t.equal((await withKey(await s.apiKey(MAY_SEE), bearer)).statusCode, 200, `MetadataSearch's key ${how}`)
    for (const [email] of MAY_NOT_SEE) {
      const res = await withKey(await s.apiKey(email), bearer)
      t.same([res.statusCode, res.json()], [403, refusal], `${email}'s key ${how}`)
    }
  }
})

t.test('the licence is read on every request: removing the entry, or the licence expiring, stops the pictures at once', async (t) => {
  const s = await setup(t)
  const url = `/thumbnails/${PICTURE}`
  const cookie = s.cookies.get(MAY_SEE)!
  const key = await s.apiKey(MAY_SEE)
  const bySession = () => s.h.app.inject({ method: 'GET', url, headers: { cookie } })
  const byKey = () => s.h.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } })
  t.equal((await bySession()).statusCode, 200, 'before')
  t.equal((await byKey()).statusCode, 200, 'before, by key')
  await removeEntity(s.h.store, s.licenceId, s.entities.get(MAY_SEE)!, () => {})
  t.same([(await bySession()).statusCode, (await bySession()).json()], [403, refusal], 'the same session, once the entry is gone')
  t.equal((await byKey()).statusCode, 403, 'the same key, once the entry is gone')

  await addLicensedEntity(s.h.store, s.licenceId, MAY_SEE, ['MetadataSearch'])
  t.equal((await bySession()).statusCode, 200, 'granted again')
  // A session would have ended by then; the key lasts.
  s.h.clock.advance(YEAR + 1)
  t.same([(await byKey()).statusCode, (await byKey()).json()], [403, refusal], 'the licence expired')
})

t.test('through the edge, /media/{shard}/{id} is decided by the service for each caller', async (t) => {
  const s = await setup(t)
  const upstream = await s.h.app.listen({ port: 0, host: '127.0.0.1' })
  const edge = await startEdge(upstream)
  t.teardown(() => edge.close())
  const path = thumbnailUrl(PICTURE, 1)
  t.match(path, /^\/media\/0\//, 'the address the browser builds')
  // A browser signs in through the edge: the service's cookie and the edge's own come back.
  const signIn = await edge.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: MAY_SEE, password: PASSWORD } })
  t.equal(signIn.statusCode, 200, 'signed in through the edge')
  const browserCookie = cookieHeaderFrom(signIn.headers['set-cookie'])
  const seen = await edge.inject({ method: 'GET', url: path, headers: { cookie: browserCookie } })
  t.equal(seen.statusCode, 200, 'MetadataSearch')
  t.equal(seen.headers['content-type'], 'image/png')
  t.equal(seen.headers['cache-control'], 'private, no-store', 'the edge keeps the service\'s caching')
  t.equal((await edge.inject({ method: 'GET', url: `/media/0/${PICTURE}?size=-1`, headers: { cookie: browserCookie } })).statusCode, 200, 'the original')
  for (const [email] of MAY_NOT_SEE) {
    const res = await edge.inject({ method: 'GET', url: path, headers: { cookie: s.cookies.get(email)! } })
    t.same([res.statusCode, res.json()], [403, refusal], email)
    const byKey = await edge.inject({ method: 'GET', url: path, headers: { 'x-api-key': await s.apiKey(email) } })
    t.same([byKey.statusCode, byKey.json()], [403, refusal], `${email}'s key`)
  }
  t.equal((await edge.inject({ method: 'GET', url: path })).statusCode, 401, 'signed out')
  await removeEntity(s.h.store, s.licenceId, s.entities.get(MAY_SEE)!, () => {})
  const removed = await edge.inject({ method: 'GET', url: path, headers: { cookie: browserCookie } })
  t.same([removed.statusCode, removed.json()], [403, refusal], 'the entry just removed, whatever the edge\'s cookie says of the session')
})
