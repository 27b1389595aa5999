// The edge serves a page with the entry the route table chooses by role: /trial?code= is the trial detail
// of the admin area for the global admin (spec-3 §2) and the public sign-up for everyone else (spec-1 §2.3).

import t from 'tap'
import { readFileSync } from 'node:fs'
import { assetsOf, bootstrapOf, demoUser, DIST, signIn, startEdge, startUpstream } from './harness.js'

const manifest = JSON.parse(readFileSync(`${DIST}/manifest.json`, 'utf8'))
const admin = demoUser({ email: 'admin@example.org', roles: ['admin'], licenceRoles: {} })
const licenceAdmin = demoUser({ email: 'lic-admin@example.org', licenceRoles: { 'lic-7': ['Admin'] } })

t.test('/trial by role', async (t) => {
  const upstream = await startUpstream([admin, licenceAdmin])
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })
  const trial = async (cookie: string) => {
    const res = await edge.inject({ url: '/trial?code=SPRING26', headers: cookie ? { cookie } : {} })
    t.equal(res.statusCode, 200)
    const loaded = assetsOf(res.body)
    const entry = ['public', 'admin'].find((name) => loaded.includes(manifest.entries[name].script))
    return { entry, title: res.body.match(/<title>(.*?)<\/title>/)?.[1], section: bootstrapOf(res.body).section }
  }

  t.test('the global admin gets the admin entry, titled as the trial detail', async (t) => {
    t.same(await trial(await signIn(edge, admin.email)), { entry: 'admin', title: 'Sightline – User Trial', section: 'User Trial' })
  })

  t.test('a visitor gets the public sign-up', async (t) => {
    t.same(await trial(''), { entry: 'public', title: 'Sightline – Trial', section: 'Trial' })
  })

  t.test("a licence's admin is not the global admin and gets the sign-up too", async (t) => {
    t.same(await trial(await signIn(edge, licenceAdmin.email)), { entry: 'public', title: 'Sightline – Trial', section: 'Trial' })
  })
})
