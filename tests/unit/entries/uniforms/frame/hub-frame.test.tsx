// The Hub's frame as a visitor meets it (spec-3 §2 "Hub frame", §4 "Uniform terms", §6): the subtitle above the
// title, only the disclaimer until the terms are accepted, the tabs each role opens, the placeholder for a user
// with neither role; and Accept, whose reply's user becomes the session's.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { Router } from 'wouter'
import { HubFrame, HUB_NOT_AUTHORISED, HUB_SUBTITLE, HUB_TITLE } from '../../../../../entries/uniforms/frame/HubFrame.js'
import { hubView } from '../../../../../entries/uniforms/frame/hubAccess.js'
import type { User } from '../../../../../shared/api/types/user.js'
import { createSessionStore } from '../../../../../shared/session/store.js'
import { fakeService, jsonReply } from '../../../shared/fakeService.js'
import { memoryStorage } from '../../../shared/memoryStorage.js'

const user = (licenceRoles: string[], acceptedUniformTerms: boolean, roles: string[] = []): User => ({
  email: 'hub@example.org',
  roles,
  licenceRoles: { l1: licenceRoles },
  settings: { showImages: true, showMenu: true },
  needsJustification: false,
  showCaidHeader: false,
  acceptedUniformTerms,
  firstLogin: false,
})

/** A session store of the test's own whose session check answers with this user. */
async function sessionOf(signedIn: User, termsReply: (call: { method: string; url: string }) => Response = () => jsonReply({ success: true, user: { ...signedIn, acceptedUniformTerms: true } })) {
  const service = fakeService((call) => (call.url.includes('/uniforms/terms') ? termsReply(call) : jsonReply({ success: true, user: signedIn })))
  const store = createSessionStore({ api: service.api, storage: () => memoryStorage() })
  await store.checkSession()
  return { store, service }
}

const render = (store: Awaited<ReturnType<typeof sessionOf>>['store'], tab: 'search' | 'contributions' = 'search', path = '/uniforms/search') =>
  renderToStaticMarkup(
    <Router ssrPath={path} ssrSearch="">
      <HubFrame tab={tab} session={store}>
        <p>THE TAB</p>
      </HubFrame>
    </Router>,
  )

const tabLinks = (html: string) =>
  [...html.matchAll(/<a( aria-current="page")? href="(\/uniforms\/[a-z]+)">([^<]+)<\/a>/g)].map((m) => `${m[3]} ${m[2]}${m[1] ? ' (current)' : ''}`)

t.test('the subtitle stands above the title', async (t) => {
  const { store } = await sessionOf(user(['UniformSearch'], true))
  const html = render(store)
  t.ok(html.indexOf(HUB_SUBTITLE) >= 0 && html.indexOf(HUB_SUBTITLE) < html.indexOf(`>${HUB_TITLE}</h1>`), 'subtitle first')
})

t.test('until the terms are accepted the Hub shows only the disclaimer, with Accept', async (t) => {
  const { store } = await sessionOf(user(['UniformSearch', 'UniformContributor'], false))
  const html = render(store)
  t.match(html, /coverage of schools, uniforms and logos is incomplete/)
  t.match(html, /verified by other\s+means, such as the school&#x27;s own website, before any action/)
  t.match(html, /report any inaccuracies to/)
  t.match(html, /<button[^>]*>Accept<\/button>/)
  t.notMatch(html, /THE TAB/, 'no tab content')
  t.same(tabLinks(html), [], 'no tabs')
})

t.test('once accepted, the tabs are those the roles open, the page\'s own marked current, and the disclaimer is gone', async (t) => {
  const both = await sessionOf(user(['UniformSearch', 'UniformContributor'], true))
  const html = render(both.store, 'contributions', '/uniforms/contributions')
  t.same(tabLinks(html), ['Search /uniforms/search', 'Contribute /uniforms/contributions (current)'])
  t.match(html, /THE TAB/)
  t.notMatch(html, /Accept<\/button>/)
  t.same(tabLinks(render((await sessionOf(user(['UniformSearch'], true))).store)), ['Search /uniforms/search (current)'])
  t.same(tabLinks(render((await sessionOf(user(['UniformContributor'], true))).store, 'contributions')), ['Contribute /uniforms/contributions (current)'])
})

t.test('a user with neither role sees the not-authorised placeholder, whatever the terms', async (t) => {
  for (const accepted of [true, false]) {
    const { store } = await sessionOf(user(['MetadataSearch'], accepted, ['admin']))
    const html = render(store)
    t.match(html, HUB_NOT_AUTHORISED.replace(/'/g, '&#x27;'))
    t.notMatch(html, /THE TAB|Accept<\/button>/)
  }
  t.same(hubView(null), { kind: 'loading' }, 'nobody known yet: a loading placeholder')
})

t.test('Accept posts the terms and the reply\'s user becomes the session\'s, whose summary opens the tabs', async (t) => {
  const { store, service } = await sessionOf(user(['UniformSearch'], false))
  t.equal(hubView(store.summary.value).kind, 'terms')
  const reply = await store.acceptUniformTerms()
  t.ok(reply.success)
  t.same(service.calls.map((c) => `${c.method} ${c.url.replace(/^.*\/v1/, '')}`), ['GET /authenticate', 'POST /uniforms/terms'])
  t.equal(store.state.value.user?.acceptedUniformTerms, true)
  t.same(hubView(store.summary.value), { kind: 'hub', tabs: [{ tab: 'search', href: '/uniforms/search', label: 'Search' }] })
})

t.test('a refused Accept changes nothing: the disclaimer stays', async (t) => {
  const { store } = await sessionOf(user(['UniformSearch'], false), () => jsonReply({ success: false, error: 'Permission Denied.' }, 403))
  const reply = await store.acceptUniformTerms()
  t.match(reply, { success: false, error: 'Permission Denied.' })
  t.equal(store.state.value.user?.acceptedUniformTerms, false)
  t.equal(hubView(store.summary.value).kind, 'terms')
})
