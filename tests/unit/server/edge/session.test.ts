// The edge session: learnt from the upstream's replies, kept in an encrypted cookie, never trusted blindly.

import t from 'tap'
import { randomBytes } from 'node:crypto'
import { demoUser, signIn, startEdge, startUpstream, TEST_KEY } from './harness.js'

const investigator = demoUser()

t.test('edge session', async (t) => {
  const upstream = await startUpstream([investigator])
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })

  t.test('a successful sign-in sets a __Host- cookie that is HttpOnly, Secure, SameSite=Lax and small', async (t) => {
    const res = await edge.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: investigator.email, password: 'x' } })
    t.equal(res.statusCode, 200)
    t.equal(res.json().user.email, investigator.email, 'the upstream reply passes through unchanged')
    const edgeCookie = res.cookies.find((c) => c.name === '__Host-sightline')
    t.ok(edgeCookie, 'edge cookie set')
    t.equal(edgeCookie!.path, '/')
    t.equal(edgeCookie!.httpOnly, true)
    t.equal(edgeCookie!.secure, true)
    t.equal(edgeCookie!.sameSite, 'Lax')
    t.ok(edgeCookie!.value.length < 4096)
    const viewCookie = res.cookies.find((c) => c.name === '__Host-sightline-view')
    t.match(viewCookie, { path: '/', httpOnly: true, secure: true, sameSite: 'Lax', maxAge: 12 * 60 * 60 }, 'the view cookie has the same flags and lives as long as a session can')
    t.ok(res.cookies.find((c) => c.name === 'upstream_session'), "the upstream's own cookie passes through")
  })

  t.test('a failed sign-in sets no session', async (t) => {
    const res = await edge.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: investigator.email, password: 'wrong' } })
    t.equal(res.json().success, false)
    t.notOk(res.cookies.find((c) => c.name === '__Host-sightline' && c.value))
  })

  t.test('logout clears the session: the edge no longer treats the browser as signed in', async (t) => {
    const cookie = await signIn(edge, investigator.email)
    t.equal((await edge.inject({ url: '/search', headers: { cookie } })).statusCode, 200)
    const out = await edge.inject({ method: 'POST', url: '/v1/logout', headers: { cookie }, payload: {} })
    const cleared = out.cookies.find((c) => c.name === '__Host-sightline')
    t.equal(cleared?.value, '')
    t.equal((await edge.inject({ url: '/search', headers: { cookie: '__Host-sightline=' } })).statusCode, 302)
  })

  t.test('any upstream 401 clears the session', async (t) => {
    const cookie = await signIn(edge, investigator.email)
    const res = await edge.inject({ url: '/v1/expired', headers: { cookie } })
    t.equal(res.statusCode, 401)
    t.equal(res.cookies.find((c) => c.name === '__Host-sightline')?.value, '')
  })

  t.test('a session check that fails signs the browser out at the edge', async (t) => {
    const cookie = await signIn(edge, investigator.email)
    const res = await edge.inject({ url: '/v1/authenticate', headers: { cookie } })
    t.equal(res.json().success, false)
    t.equal(res.cookies.find((c) => c.name === '__Host-sightline')?.value, '')
  })

  t.test('a session check the service could not answer (busy, failed, refusing for now) leaves the session', async (t) => {
    const cookie = await signIn(edge, investigator.email)
    for (const status of [500, 503, 429]) {
      const res = await edge.inject({ url: '/v1/authenticate', headers: { cookie, 'x-test-fail': String(status) } })
      t.equal(res.statusCode, status)
      t.equal(res.json().success, false)
      t.notOk(res.cookies.find((c) => c.name === '__Host-sightline' && c.value === ''), `a ${status} clears no cookie`)
      t.equal((await edge.inject({ url: '/search', headers: { cookie } })).statusCode, 200, `still signed in at the edge after a ${status}`)
    }
  })

  t.test('forged, truncated or garbage cookies mean signed out, never an error page', async (t) => {
    const good = (await signIn(edge, investigator.email)).match(/__Host-sightline=([^;]+)/)![1]!
    const forged = [
      good.slice(0, good.length - 6),
      good.slice(0, 40),
      good.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
      'not-a-session',
      ';;;',
      `${randomBytes(64).toString('base64')};${randomBytes(24).toString('base64')}`,
    ]
    for (const value of forged) {
      const res = await edge.inject({ url: '/search', headers: { cookie: `__Host-sightline=${value}` } })
      t.equal(res.statusCode, 302, `cookie ${value.slice(0, 12)}…`)
      t.equal(res.headers.location, '/login?redirect=%2Fsearch')
    }
  })

  t.test("the edge's own cookie is never forwarded upstream; the upstream's cookies are", async (t) => {
    const cookie = await signIn(edge, investigator.email)
    await edge.inject({ url: '/v1/echo', headers: { cookie: `${cookie}; upstream_session=abc` } })
    const forwarded = String(upstream.seen.at(-1)!.headers.cookie ?? '')
    t.notMatch(forwarded, /__Host-sightline/)
    t.match(forwarded, /upstream_session=abc/)
  })

  t.test('a client cannot set the forwarding headers the upstream trusts', async (t) => {
    await edge.inject({ url: '/v1/echo', headers: { 'x-forwarded-for': '10.9.9.9', 'x-requesting-user': 'boss@example.org', forwarded: 'for=1.2.3.4' } })
    const headers = upstream.seen.at(-1)!.headers
    t.not(headers['x-forwarded-for'], '10.9.9.9')
    t.equal(headers['x-requesting-user'], undefined)
    t.equal(headers.forwarded, undefined)
  })
})

t.test('key rotation: a cookie made with the previous key still works when it is listed second', async (t) => {
  const upstream = await startUpstream([investigator])
  const before = await startEdge(upstream.url)
  const after = await startEdge(upstream.url, {}, { sessionKeys: [randomBytes(32), TEST_KEY] })
  const unknown = await startEdge(upstream.url, {}, { sessionKeys: [randomBytes(32)] })
  t.teardown(async () => {
    await Promise.all([before.close(), after.close(), unknown.close()])
    await upstream.close()
  })
  const cookie = await signIn(before, investigator.email)
  t.equal((await after.inject({ url: '/search', headers: { cookie } })).statusCode, 200)
  t.equal((await unknown.inject({ url: '/search', headers: { cookie } })).statusCode, 302, 'a retired key signs out')
})

t.test('the session ends 12 hours after sign-in however active it was', async (t) => {
  const upstream = await startUpstream([investigator])
  let clock = Date.now()
  const edge = await startEdge(upstream.url, {}, { now: () => clock })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const cookie = await signIn(edge, investigator.email)
  clock += 11 * 60 * 60 * 1000
  t.equal((await edge.inject({ url: '/search', headers: { cookie } })).statusCode, 200)
  clock += 2 * 60 * 60 * 1000
  t.equal((await edge.inject({ url: '/search', headers: { cookie } })).statusCode, 302)
})

t.test('a plain-HTTP deployment uses a plain cookie name without Secure', async (t) => {
  const upstream = await startUpstream([investigator])
  const edge = await startEdge(upstream.url, { COOKIE_SECURE: '0' })
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const res = await edge.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: investigator.email, password: 'x' } })
  const cookie = res.cookies.find((c) => c.name === 'sightline')
  t.ok(cookie)
  t.notOk(cookie!.secure)
})
