// The edge's answers to page requests: guards, redirects and restricted mode (ARCHITECTURE.md "One route table").

import t from 'tap'
import { readFileSync } from 'node:fs'
import { assetsOf, bootstrapOf, demoUser, DIST, signIn, startEdge, startUpstream } from './harness.js'

const manifest = JSON.parse(readFileSync(`${DIST}/manifest.json`, 'utf8'))
const admin = demoUser({ email: 'admin@example.org', roles: ['admin'], licenceRoles: {} })
const noLicence = demoUser({ email: 'nolicence@example.org', licenceRoles: {} })
const contributor = demoUser({ email: 'contrib@example.org', licenceRoles: { 'lic-2': ['UniformContributor'] } })
const uniformSearcher = demoUser({ email: 'uniforms@example.org', licenceRoles: { 'lic-2': ['UniformSearch', 'UniformContributor'] } })
const licenceAdmin = demoUser({ email: 'lic-admin@example.org', licenceRoles: { 'lic-7': ['Admin', 'Audit'] } })
const investigator = demoUser()

t.test('page guards', async (t) => {
  const upstream = await startUpstream([investigator, admin, noLicence, contributor, uniformSearcher, licenceAdmin])
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })

  t.test('unsigned visitor is sent to /login with the path as redirect', async (t) => {
    const res = await edge.inject('/search')
    t.equal(res.statusCode, 302)
    t.equal(res.headers.location, '/login?redirect=%2Fsearch')
  })

  t.test('the redirect keeps the query of the guarded page', async (t) => {
    const res = await edge.inject('/search?make=Canon&page=2')
    t.equal(res.headers.location, '/login?redirect=%2Fsearch%3Fmake%3DCanon%26page%3D2')
  })

  t.test('/ and /videos redirect to /search', async (t) => {
    t.equal((await edge.inject('/')).headers.location, '/search')
    const videos = await edge.inject('/videos?make=Nikon')
    t.equal(videos.statusCode, 302)
    t.equal(videos.headers.location, '/search?make=Nikon')
  })

  t.test('/login answers the public entry and loads only its chunks', async (t) => {
    const res = await edge.inject('/login')
    t.equal(res.statusCode, 200)
    t.match(res.headers['content-type'], /text\/html/)
    t.equal(res.headers['cache-control'], 'no-store')
    t.match(res.body, '<title>Sightline – Sign in</title>')
    const loaded = assetsOf(res.body)
    t.same(loaded.sort(), [manifest.entries.public.script, ...manifest.entries.public.imports].sort())
    for (const area of ['search', 'camid', 'bigsearch', 'uniforms', 'admin']) {
      t.notOk(loaded.includes(manifest.entries[area].script), `does not load the ${area} entry`)
    }
  })

  t.test('an unknown path gives the not-found page with 404', async (t) => {
    const res = await edge.inject('/no/such/page')
    t.equal(res.statusCode, 404)
    t.match(res.headers['content-type'], /text\/html/)
    t.equal(bootstrapOf(res.body).outcome, 'notFound')
    t.ok(assetsOf(res.body).includes(manifest.entries.public.script))
  })

  t.test('a signed-in investigator gets the search entry with their session summary', async (t) => {
    const cookie = await signIn(edge, investigator.email)
    const res = await edge.inject({ url: '/search', headers: { cookie } })
    t.equal(res.statusCode, 200)
    t.match(res.body, '<title>Sightline – Search</title>')
    t.ok(assetsOf(res.body).includes(manifest.entries.search.script))
    const boot = bootstrapOf(res.body)
    t.equal(boot.outcome, 'page')
    t.equal(boot.session.email, investigator.email)
    t.same(boot.session.licenceRoles, { 'lic-1': ['MetadataSearch'] })
  })

  t.test('a signed-in user without the role gets the access-denied page with 403', async (t) => {
    const cookie = await signIn(edge, noLicence.email)
    for (const path of ['/search', '/camid', '/trials', '/uniforms/search', '/ctd', '/licences/usage']) {
      const res = await edge.inject({ url: path, headers: { cookie } })
      t.equal(res.statusCode, 403, path)
      t.equal(bootstrapOf(res.body).outcome, 'denied', path)
    }
    const settings = await edge.inject({ url: '/settings', headers: { cookie } })
    t.equal(settings.statusCode, 200, 'any signed-in user has settings')
  })

  t.test('the global admin passes Camera ID and admin-only pages', async (t) => {
    const cookie = await signIn(edge, admin.email)
    for (const path of ['/camid', '/camid/stats', '/trials', '/licences/usage', '/licences/lic-9/audit', '/applications']) {
      t.equal((await edge.inject({ url: path, headers: { cookie } })).statusCode, 200, path)
    }
  })

  t.test('licence pages need the role in that licence', async (t) => {
    const cookie = await signIn(edge, licenceAdmin.email)
    t.equal((await edge.inject({ url: '/licences/lic-7', headers: { cookie } })).statusCode, 200)
    t.equal((await edge.inject({ url: '/licences/lic-7/audit', headers: { cookie } })).statusCode, 200)
    t.equal((await edge.inject({ url: '/licences/lic-7/usage', headers: { cookie } })).statusCode, 403)
    t.equal((await edge.inject({ url: '/licences/lic-8', headers: { cookie } })).statusCode, 403)
  })

  t.test('/uniforms redirects by role', async (t) => {
    const both = await signIn(edge, uniformSearcher.email)
    t.equal((await edge.inject({ url: '/uniforms', headers: { cookie: both } })).headers.location, '/uniforms/search')
    const onlyContributor = await signIn(edge, contributor.email)
    t.equal((await edge.inject({ url: '/uniforms', headers: { cookie: onlyContributor } })).headers.location, '/uniforms/contributions')
    t.equal((await edge.inject({ url: '/uniforms/search', headers: { cookie: onlyContributor } })).statusCode, 403)
  })

  t.test('old BigSearch addresses redirect to the job', async (t) => {
    const cookie = await signIn(edge, investigator.email)
    for (const path of ['/bigsearch/v2/abc123', '/bigsearch/abc123/camera', '/bigsearch/abc123/camera/img-9']) {
      const res = await edge.inject({ url: path, headers: { cookie } })
      t.equal(res.statusCode, 302, path)
      t.equal(res.headers.location, '/bigsearch/abc123', path)
    }
    t.equal((await edge.inject({ url: '/bigsearch/abc123', headers: { cookie } })).statusCode, 200)
  })

  t.test('a malformed address is refused with 400, never a server error', async (t) => {
    for (const path of ['/sighting/%E0%A4%A', '/search/%']) {
      const res = await edge.inject(path)
      t.equal(res.statusCode, 400, path)
      t.same(res.json(), { success: false, error: 'Bad address.' }, path)
    }
  })

  t.test('a path starting with two slashes does not redirect off-site', async (t) => {
    for (const path of ['//evil.example/', '/\\evil.example/', '//evil.example/%2e%2e']) {
      const res = await edge.inject(path)
      t.not(res.statusCode, 500, path)
      t.notMatch(String(res.headers.location ?? ''), /evil/, path)
    }
  })
})

t.test('restricted mode', async (t) => {
  const upstream = await startUpstream([investigator, admin])
  const edge = await startEdge(upstream.url, { RESTRICTED: '1', FRAME_ANCESTORS: 'https://partner.example' })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })

  t.test('a hidden route gives the deactivated page with 404, signed in or not', async (t) => {
    for (const cookie of ['', await signIn(edge, admin.email)]) {
      const res = await edge.inject({ url: '/camid', headers: cookie ? { cookie } : {} })
      t.equal(res.statusCode, 404)
      t.equal(bootstrapOf(res.body).outcome, 'deactivated')
      t.equal(bootstrapOf(res.body).settings.restricted, true)
    }
  })

  t.test('/ still redirects to /search, which stays guarded', async (t) => {
    t.equal((await edge.inject('/')).headers.location, '/search')
    t.equal((await edge.inject('/search')).headers.location, '/login?redirect=%2Fsearch')
    const cookie = await signIn(edge, investigator.email)
    t.equal((await edge.inject({ url: '/search', headers: { cookie } })).statusCode, 200)
  })

  t.test('hides the pages outside metadata search', async (t) => {
    for (const path of ['/similar', '/uniforms', '/settings', '/licences', '/trials', '/terms', '/privacy', '/register', '/videos', '/write-to-us']) {
      t.equal(bootstrapOf((await edge.inject(path)).body).outcome, 'deactivated', path)
    }
  })
})
