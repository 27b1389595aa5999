// The edge's proxies: /v1, tiles and thumbnails; an upstream that is down or slow never hangs or crashes the edge.

import t from 'tap'
import { createServer } from 'node:net'
import { bootstrapOf, cookieHeaderFrom, demoUser, signIn, startEdge, startUpstream } from './harness.js'
import { thumbnailUrl } from '../../../../shared/images/thumbnails.js'
import { SESSION_ROLES_HEADER } from '../../../../shared/api/headers.js'

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  await new Promise((resolve) => server.close(resolve))
  return port
}

t.test('an upstream that is down gives 502 JSON at once and pages keep working', async (t) => {
  const port = await closedPort()
  const edge = await startEdge(`http://127.0.0.1:${port}`, { UPSTREAM_CONNECT_TIMEOUT_MS: '1000' })
  t.teardown(() => edge.close())
  // Over a real socket: a request body streaming to a refused upstream is what a browser does.
  const base = await edge.listen({ port: 0, host: '127.0.0.1' })
  const started = Date.now()
  const res = await fetch(`${base}/v1/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'a@b.c', password: 'x' }),
  })
  t.equal(res.status, 502)
  t.same(await res.json(), { success: false, error: 'Cannot connect to the server.' })
  t.ok(Date.now() - started < 1500, 'within the configured timeout')
  t.equal((await fetch(`${base}/login`)).status, 200)
  const health = await edge.inject('/healthz')
  t.equal(health.statusCode, 503)
  t.equal(health.json().ok, false)
})

t.test('an upstream that does not answer in time gives 504 JSON', async (t) => {
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/slow', () => new Promise(() => {})) // never answers
  })
  const edge = await startEdge(upstream.url, { UPSTREAM_TIMEOUT_MS: '300' })
  t.teardown(async () => {
    await edge.close()
    await upstream.app.close().catch(() => {})
  })
  const started = Date.now()
  const res = await edge.inject('/v1/slow')
  t.equal(res.statusCode, 504)
  t.same(res.json(), { success: false, error: 'Cannot connect to the server.' })
  t.ok(Date.now() - started < 2000, `answered in ${Date.now() - started} ms`)
  upstream.app.server.closeAllConnections()
})

t.test('proxying to a healthy upstream', async (t) => {
  const upstream = await startUpstream(undefined, (app) => {
    app.get('/v1/sightings', async (request) => ({ success: true, query: request.query }))
    app.post('/v1/feedback', async (request) => ({ success: true, got: request.body }))
    app.get('/tiles', async (request) => ({ tile: request.query }))
    app.get('/thumbnails/:key', async (request) => ({ key: (request.params as { key: string }).key, query: request.query }))
  })
  const edge = await startEdge(upstream.url, { PROXY_BODY_LIMIT_MB: '1' })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })

  t.test('/v1 passes method, path, query and body', async (t) => {
    const res = await edge.inject('/v1/sightings?make=Canon&make=Nikon&page=2')
    t.same(res.json().query, { make: ['Canon', 'Nikon'], page: '2' })
    const post = await edge.inject({ method: 'POST', url: '/v1/feedback', payload: { message: 'hello' } })
    t.same(post.json().got, { message: 'hello' })
  })

  t.test('a body over the proxy limit is refused with 413 before reaching the upstream', async (t) => {
    const before = upstream.seen.length
    const res = await edge.inject({ method: 'POST', url: '/v1/feedback', payload: { message: 'x'.repeat(2 * 1024 * 1024) } })
    t.equal(res.statusCode, 413)
    t.equal(res.json().success, false)
    t.equal(upstream.seen.length, before)
  })

  t.test('the tile path passes id, x, y, z and accessToken to the tile upstream', async (t) => {
    const res = await edge.inject('/tiles?id=base&x=1&y=2&z=3&accessToken=pub')
    t.same(res.json().tile, { id: 'base', x: '1', y: '2', z: '3', accessToken: 'pub' })
  })

  t.test('the standard build serves thumbnails at /media/{shard}/ from the thumbnail hosts', async (t) => {
    const url = thumbnailUrl('img-42', 1)
    t.equal(url, '/media/0/img-42?size=200', 'the address the browser builds')
    const res = await edge.inject(url)
    t.same(res.json(), { key: 'img-42', query: { size: '200' } })
    t.equal((await edge.inject('/thumb/img-42?size=200')).statusCode, 404, 'no /thumb path outside the high-security build')
  })
})

t.test('a successful settings reply updates the session summary, so the next page draws the menu as chosen', async (t) => {
  const investigator = demoUser()
  const upstream = await startUpstream([investigator], (app) => {
    app.post('/v1/settings', async (request) => {
      const body = request.body as { showMenu?: boolean; fail?: boolean; as?: string }
      if (body.fail) return { success: false, error: 'Could not save.' }
      const settings = { ...investigator.settings, showMenu: body.showMenu ?? true }
      return { success: true, user: demoUser({ email: body.as ?? investigator.email, settings }) }
    })
  })
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  let cookie = await signIn(edge, investigator.email)
  const post = async (payload: object) => {
    const res = await edge.inject({ method: 'POST', url: '/v1/settings', payload, headers: { cookie } })
    if (res.headers['set-cookie']) cookie = cookieHeaderFrom(res.headers['set-cookie'])
    return res
  }
  const pageSession = async () => bootstrapOf((await edge.inject({ url: '/search', headers: { cookie } })).body).session

  t.equal((await pageSession()).showMenu, true)
  const res = await post({ showMenu: false })
  t.same(res.json().user.settings.showMenu, false, 'the reply passes through')
  t.equal((await pageSession()).showMenu, false, 'the next page knows the menu is closed')
  t.equal(upstream.seen.at(-2)?.headers['accept-encoding'], undefined, 'the edge asked for a reply it can read')

  await post({ showMenu: true, fail: true })
  t.equal((await pageSession()).showMenu, false, 'a failed change leaves the summary as it was')
  await post({ showMenu: true, as: 'someone-else@example.org' })
  const after = await pageSession()
  t.same([after.email, after.showMenu], [investigator.email, false], 'a reply about another user is not learnt')

  const anonymous = await edge.inject({ method: 'POST', url: '/v1/settings', payload: { showMenu: false } })
  t.notOk(anonymous.headers['set-cookie'], 'a settings reply never signs a browser in')
})

t.test("accepting the Hub's terms updates the session summary, so the next Hub page opens past its disclaimer", async (t) => {
  const user = demoUser()
  const upstream = await startUpstream([user], (app) => {
    app.post('/v1/uniforms/terms', async () => ({ success: true, user: { ...user, acceptedUniformTerms: true } }))
  })
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  let cookie = await signIn(edge, user.email)
  const pageSession = async () => bootstrapOf((await edge.inject({ url: '/search', headers: { cookie } })).body).session
  t.equal((await pageSession()).acceptedUniformTerms, false)
  const res = await edge.inject({ method: 'POST', url: '/v1/uniforms/terms', payload: {}, headers: { cookie } })
  if (res.headers['set-cookie']) cookie = cookieHeaderFrom(res.headers['set-cookie'])
  t.equal(res.json().user.acceptedUniformTerms, true, 'the reply passes through')
  t.equal((await pageSession()).acceptedUniformTerms, true, 'the next page knows the terms are accepted')
})

/** A browser's cookie jar: each Set-Cookie replaces the cookie of its name, and an empty one removes it. */
function cookieJar(header = '') {
  const jar = new Map(header.split('; ').filter(Boolean).map((pair) => [pair.split('=', 1)[0]!, pair] as const))
  return {
    take(setCookie: string | string[] | undefined) {
      for (const pair of cookieHeaderFrom(setCookie).split('; ').filter(Boolean)) {
        const name = pair.split('=', 1)[0]!
        if (pair === `${name}=`) jar.delete(name)
        else jar.set(name, pair)
      }
    },
    get header() {
      return [...jar.values()].join('; ')
    },
  }
}

t.test('a call sent before a settings change and answered after it does not put the old settings back', async (t) => {
  const investigator = demoUser({ settings: { showImages: true, showMenu: true } })
  const upstream = await startUpstream([investigator], (app) => {
    app.post('/v1/settings', async (request) => {
      const { showImages } = request.body as { showImages: boolean }
      return { success: true, user: demoUser({ settings: { ...investigator.settings, showImages } }) }
    })
  })
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const jar = cookieJar(await signIn(edge, investigator.email))
  // The check's upstream names its user by this cookie of its own.
  jar.take(`upstream_user=${encodeURIComponent(investigator.email)}`)
  const pageSession = async () => bootstrapOf((await edge.inject({ url: '/search', headers: { cookie: jar.header } })).body).session
  t.equal((await pageSession()).showImages, true)

  const sentBefore = jar.header
  const hide = await edge.inject({ method: 'POST', url: '/v1/settings', payload: { showImages: false }, headers: { cookie: jar.header } })
  jar.take(hide.headers['set-cookie'])
  t.equal((await pageSession()).showImages, false, 'the next page hides the pictures')

  // Answered after the change, from the cookies sent before it: any call renews the session, and a
  // session check, read by the service before the change, carries the old settings.
  const anyCall = await edge.inject({ url: '/v1/echo', headers: { cookie: sentBefore } })
  t.ok(anyCall.cookies.some((c) => c.name === '__Host-sightline' && c.value), 'the call renewed the session cookie')
  jar.take(anyCall.headers['set-cookie'])
  const check = await edge.inject({ url: '/v1/authenticate', headers: { cookie: sentBefore } })
  t.equal(check.json().user.settings.showImages, true, 'the check carries the settings from before the change')
  jar.take(check.headers['set-cookie'])
  t.equal((await pageSession()).showImages, false, 'the pictures stay hidden on the next page')
  t.notMatch(String(upstream.seen.at(-1)?.headers.cookie), /sightline/, "neither of the edge's cookies reaches the upstream")

  // A change made elsewhere, which a later check reports, is learnt.
  const laterCheck = await edge.inject({ url: '/v1/authenticate', headers: { cookie: jar.header } })
  jar.take(laterCheck.headers['set-cookie'])
  t.equal((await pageSession()).showImages, true, 'a check that reports a change is learnt')

  const out = await edge.inject({ method: 'POST', url: '/v1/logout', headers: { cookie: jar.header }, payload: {} })
  t.same(
    out.cookies.filter((c) => c.name.startsWith('__Host-sightline')).map((c) => [c.name, c.value]),
    [['__Host-sightline', ''], ['__Host-sightline-view', '']],
    'logging out clears both cookies',
  )
})

t.test("one user's display settings never apply to another who signs in in the same browser", async (t) => {
  const first = demoUser({ email: 'first@example.org', settings: { showImages: false, showMenu: false } })
  const second = demoUser({ email: 'second@example.org', settings: { showImages: true, showMenu: true } })
  const upstream = await startUpstream([first, second])
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const jar = cookieJar(await signIn(edge, first.email))
  const view = jar.header.match(/__Host-sightline-view=[^;]+/)![0]
  const session = cookieHeaderFrom((await edge.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: second.email, password: 'x' } })).headers['set-cookie'])
  // The second user's session beside the first user's view cookie.
  const mixed = `${session.match(/__Host-sightline=[^;]+/)![0]}; ${view}`
  const page = bootstrapOf((await edge.inject({ url: '/search', headers: { cookie: mixed } })).body).session
  t.match(page, { email: second.email, showImages: true, showMenu: true })
})

t.test('the upstream sees the address the edge accepted, never the one a client claims', async (t) => {
  const upstream = await startUpstream()
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  await edge.inject({ url: '/v1/echo', headers: { 'x-forwarded-for': '203.0.113.66' }, remoteAddress: '198.51.100.4' })
  t.equal(upstream.seen.at(-1)?.headers['x-forwarded-for'], '198.51.100.4')
})

t.test('the roles the service reports on any /v1 reply update the session, and never reach the browser', async (t) => {
  const investigator = demoUser()
  let now: Record<string, string[]> = { 'lic-1': ['MetadataSearch'] }
  const upstream = await startUpstream([investigator], (app) => {
    app.get('/v1/anything', async (_request, reply) =>
      reply.header(SESSION_ROLES_HEADER, Buffer.from(JSON.stringify({ roles: [], licenceRoles: now })).toString('base64url')).send({ success: true }),
    )
    app.get('/v1/garbled', async (_request, reply) => reply.header(SESSION_ROLES_HEADER, 'not base64 json').send({ success: true }))
  })
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  let cookie = await signIn(edge, investigator.email)
  const call = async (url: string) => {
    const res = await edge.inject({ url, headers: { cookie } })
    if (res.headers['set-cookie']) cookie = cookieHeaderFrom(res.headers['set-cookie'])
    return res
  }
  const search = async () => (await edge.inject({ url: '/search', headers: { cookie } })).statusCode

  t.equal(await search(), 200, 'MetadataSearch: the search page')
  now = {}
  const res = await call('/v1/anything')
  t.equal(res.headers[SESSION_ROLES_HEADER], undefined, 'the header stays at the edge')
  t.equal(await search(), 403, 'the revoked role is refused at the next page load')
  await call('/v1/garbled')
  t.equal(await search(), 403, 'a header the service did not write changes nothing')
  now = { 'lic-1': ['MetadataSearch'] }
  await call('/v1/anything')
  t.equal(await search(), 200, 'a granted role opens the page again')
  const anonymous = await edge.inject({ url: '/v1/anything' })
  t.notOk(anonymous.headers['set-cookie'], 'the header never signs a browser in')
})
