// What an area draws at a path, decided by the route table as the edge decides a page request
// (ARCHITECTURE.md "Guard outcome"): its own screens, the guard outcomes, and a full page load elsewhere.

import t from 'tap'
import { areaViewFor, pagesOf, strayScreens } from '../../../../shared/shell/areaView.js'
import { ENTRIES, type Entry } from '../../../../shared/routes/entries.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

function user(licenceRoles: Record<string, string[]>, roles: string[] = []): SessionSummary {
  return { email: 'i@police.example', roles, licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}
const investigator = user({ l1: ['MetadataSearch'] })
const globalAdmin = user({}, ['admin'])

const view = (area: Entry, pathname: string, options: { search?: string; user?: SessionSummary | null; restricted?: boolean } = {}) =>
  areaViewFor({ pathname, search: options.search ?? '', user: options.user ?? null, restricted: options.restricted ?? false }, area)
const visit = (pathname: string, options: { search?: string; user?: SessionSummary | null; restricted?: boolean } = {}) => view('public', pathname, options)

t.test("the public entry's own pages are drawn here, with their section", async (t) => {
  t.match(visit('/login', { search: '?redirect=%2Fsso' }), { kind: 'page', section: 'Sign in' })
  t.match(visit('/register/verify'), { kind: 'page', section: 'Verify your email' })
  t.match(visit('/terms'), { kind: 'page', section: 'Terms' })
})

t.test("another area's page is a full page load to the same address", async (t) => {
  t.same(visit('/search', { search: '?make=Canon', user: investigator }), { kind: 'leave', location: '/search?make=Canon' })
})

t.test('a visitor who is not signed in is sent to sign in with the path as redirect', async (t) => {
  t.same(visit('/write-to-us'), { kind: 'leave', location: '/login?redirect=%2Fwrite-to-us', signIn: true })
})

t.test('a redirect route is followed', async (t) => {
  t.same(visit('/'), { kind: 'leave', location: '/search' })
})

t.test('a signed-in user without the role is denied', async (t) => {
  t.match(visit('/ctd', { user: investigator }), { kind: 'denied' })
})

t.test('an unknown path is not found; restricted mode deactivates registration but not sign-in', async (t) => {
  t.match(visit('/nowhere'), { kind: 'notFound' })
  t.match(visit('/register', { restricted: true }), { kind: 'deactivated' })
  t.match(visit('/login', { restricted: true }), { kind: 'page', section: 'Sign in' })
})

t.test('a screen is named by the pattern of its page and given its parameters', async (t) => {
  t.same(view('search', '/sighting/a%20b', { user: investigator }), { kind: 'page', path: '/sighting/:imageId', params: { imageId: 'a b' }, section: 'Sighting' })
  t.same(view('search', '/search', { search: '?make=Canon', user: investigator }), { kind: 'page', path: '/search/:image?', params: {}, section: 'Search' })
})

t.test('inside the search area the guard outcomes are those of the edge', async (t) => {
  t.same(view('search', '/similar', { user: investigator, restricted: true }), { kind: 'deactivated', section: 'Not found' }, 'restricted mode')
  t.same(view('search', '/searches', { search: '?page=2' }), { kind: 'leave', location: '/login?redirect=%2Fsearches%3Fpage%3D2', signIn: true }, 'signed out')
  t.same(view('search', '/searches', { user: user({ l1: ['CameraId'] }) }), { kind: 'denied', section: 'Access denied' }, 'without the role')
  t.same(view('search', '/search/a/b', { user: investigator }), { kind: 'notFound', section: 'Not found' }, 'no such page')
  t.same(view('search', '/settings', { user: investigator }), { kind: 'leave', location: '/settings' }, 'another area')
})

t.test('the entry chosen by role decides which area draws /trial', async (t) => {
  t.same(view('public', '/trial', { search: '?code=SPRING26', user: globalAdmin }), { kind: 'leave', location: '/trial?code=SPRING26' })
  t.match(view('admin', '/trial', { search: '?code=SPRING26', user: globalAdmin }), { kind: 'page', path: '/trial', section: 'User Trial' })
  t.match(view('public', '/trial', { search: '?code=SPRING26', user: investigator }), { kind: 'page', path: '/trial', section: 'Trial' })
  t.same(view('admin', '/trial', { search: '?code=SPRING26' }), { kind: 'leave', location: '/trial?code=SPRING26' }, 'the sign-up is the public entry')
})

t.test('the title section follows client routing: the page reached, or the outcome the edge would name', async (t) => {
  const section = (area: Entry, path: string, who: SessionSummary | null) => {
    const found = view(area, path, { user: who })
    return found.kind === 'leave' ? null : found.section
  }
  t.equal(section('search', '/searches', investigator), 'Saved Searches')
  t.equal(section('search', '/sighting/img-1', investigator), 'Sighting')
  t.equal(section('admin', '/licences/l1/audit', user({ l1: ['Audit'] })), 'Audit')
  t.equal(section('public', '/camid', investigator), 'Access denied')
  t.equal(section('public', '/no/such', null), 'Not found')
  t.equal(section('uniforms', '/uniforms', user({ l1: ['UniformSearch'] })), null, '/uniforms is a redirect: the page is left')
})

t.test("an area's screens may be named only by its own pages", async (t) => {
  t.same(strayScreens('search', ['/search/:image?', '/similar/:image?', '/searches', '/sighting/:imageId']), [])
  t.same(strayScreens('search', ['/search', '/settings', '/sighting/:id']), ['/search', '/settings', '/sighting/:id'])
  t.ok(pagesOf('admin').includes('/trial'), "the admin area serves /trial to the global admin, so may name a screen for it")
  t.ok(pagesOf('public').includes('/trial'))
  for (const area of ENTRIES) t.ok(pagesOf(area).length > 0, `${area} serves pages`)
})
