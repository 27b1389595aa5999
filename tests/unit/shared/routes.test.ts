// The route table: every route of the spec with its entry, guard and restricted-mode visibility.

import t from 'tap'
import { matchRoute, menuFor, resolveVisit, ROUTES, buildPath, EXTERNAL_LINKS, MENU_LINKS } from '../../../shared/routes.js'
import type { SessionSummary } from '../../../shared/api/types/user.js'

function user(licenceRoles: Record<string, string[]>, roles: string[] = []): SessionSummary {
  return { email: 'u@example.org', roles, licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}

const visit = (pathname: string, who: SessionSummary | null, restricted = false, search = '') =>
  resolveVisit({ pathname, search, user: who, restricted })

t.test('every route of the spec is in the table with its entry', async (t) => {
  const expected: Record<string, string> = {
    '/login': 'public', '/logout': 'public', '/register': 'public', '/register/verify': 'public', '/trial': 'public',
    '/resetpassword': 'public', '/choosepassword': 'public', '/terms': 'public', '/privacy': 'public', '/docs': 'public',
    '/write-to-us': 'public', '/exifextractor': 'public', '/ctd': 'public', '/egg': 'public', '/egg/q1': 'public',
    '/search': 'search', '/search/img-1': 'search', '/similar': 'search', '/similar/img-1': 'search', '/sighting/img-1': 'search', '/searches': 'search',
    '/bigsearch': 'bigsearch', '/bigsearch/abc': 'bigsearch',
    '/camid': 'camid', '/camid/q-1': 'camid', '/camid/resolutions': 'camid', '/camid/stats': 'camid',
    '/uniforms/search': 'uniforms', '/uniforms/contributions': 'uniforms', '/uniforms/schools/s1': 'uniforms',
    '/uniforms/schools/s1/images/i1': 'uniforms', '/uniforms/contributions/s1': 'uniforms',
    '/settings': 'admin', '/applications': 'admin', '/trials': 'admin', '/licences': 'admin', '/licences/usage': 'admin',
    '/licences/l1': 'admin', '/licences/l1/usage': 'admin', '/licences/l1/audit': 'admin',
  }
  for (const [path, entry] of Object.entries(expected)) {
    const found = matchRoute(path)
    t.equal(found?.route.kind === 'page' && found.route.entry, entry, path)
  }
  t.equal(matchRoute('/no/such/page'), null)
  t.equal(matchRoute('/camid/stats')?.params.querySpnId, undefined, 'static segments win over parameters')
})

t.test('parameters are decoded; a trailing slash is ignored', async (t) => {
  t.same(matchRoute('/sighting/a%20b')?.params, { imageId: 'a b' })
  t.equal(matchRoute('/search/')?.route.path, '/search/:image?')
  t.equal(matchRoute('/sighting/%E0%A4%A'), null)
})

t.test('redirects', async (t) => {
  const investigator = user({ l: ['MetadataSearch'] })
  t.same(visit('/', null), { kind: 'redirect', location: '/search' })
  t.same(visit('/videos', null, false, '?a=1'), { kind: 'redirect', location: '/search?a=1' })
  t.same(visit('/bigsearch/v2/j1', investigator), { kind: 'redirect', location: '/bigsearch/j1' })
  t.same(visit('/bigsearch/j1/camera', investigator), { kind: 'redirect', location: '/bigsearch/j1' })
  t.same(visit('/bigsearch/j1/camera/i9', investigator), { kind: 'redirect', location: '/bigsearch/j1' })
  t.same(visit('/uniforms', user({ l: ['UniformSearch'] })), { kind: 'redirect', location: '/uniforms/search' })
  t.same(visit('/uniforms', user({ l: ['UniformContributor'] })), { kind: 'redirect', location: '/uniforms/contributions' })
  t.same(visit('/uniforms', investigator), { kind: 'denied' })
  t.equal(buildPath('/bigsearch/:jobId', { jobId: 'a/b' }), '/bigsearch/a%2Fb')
})

t.test('guard outcomes in order: restricted, sign-in, role', async (t) => {
  t.same(visit('/search', null, false, '?make=Canon'), { kind: 'signIn', location: '/login?redirect=%2Fsearch%3Fmake%3DCanon' })
  t.same(visit('/camid', null, true), { kind: 'deactivated' })
  t.same(visit('/camid', user({})), { kind: 'denied' })
  t.equal(visit('/camid', user({}, ['admin'])).kind, 'page')
  t.equal(visit('/camid', user({ l: ['CameraId'] })).kind, 'page')
  t.same(visit('/trials', user({ l: ['Admin'] })), { kind: 'denied' })
  t.equal(visit('/licences/l1', user({ l1: ['Admin'] })).kind, 'page')
  t.same(visit('/licences/l2', user({ l1: ['Admin'] })), { kind: 'denied' })
  t.equal(visit('/login', null, true).kind, 'page')
  t.same(visit('/no/such', null), { kind: 'notFound' })
})

t.test('restricted mode keeps only sign-in and metadata search', async (t) => {
  const shown = ROUTES.filter((r) => !r.hiddenInRestricted).map((r) => r.path)
  t.same(shown.sort(), [
    '/', '/bigsearch', '/bigsearch/:jobId', '/bigsearch/:jobId/:area', '/bigsearch/:jobId/:area/:image', '/bigsearch/v2/:jobId',
    '/choosepassword', '/login', '/logout', '/resetpassword', '/search/:image?', '/searches', '/sighting/:imageId',
  ].sort())
})

t.test('the menu shows exactly what the roles allow (spec-1 §2.2)', async (t) => {
  const labels = (who: SessionSummary | null, restricted = false) => menuFor(who, restricted).map((i) => `${i.group}/${i.label}`)
  t.same(labels(null), [])
  t.same(labels(user({ l: ['MetadataSearch'] })), [
    'Search/Search Everything', 'Search/Big search', 'Search/Similar Search', 'Search/Saved Searches',
    'Learn/Knowledge Base', 'Learn/Courses',
    'Extra Tools/ExifExtractor', 'Support/Chat with us', 'Support/Write to us', 'Account/Settings', 'Account/Licences',
  ])
  t.same(labels(user({ l: ['MetadataSearch', 'UniformContributor', 'CTD'] }, ['admin'])), [
    'Search/Search Everything', 'Search/Big search', 'Search/Similar Search', 'Search/Uniform Search', 'Search/Camera ID', 'Search/Saved Searches',
    'Learn/Knowledge Base', 'Learn/Courses',
    'Extra Tools/Connect The Dots', 'Extra Tools/ExifExtractor', 'Support/Chat with us', 'Support/Write to us',
    'Account/Settings', 'Account/Licences', 'Admin/User Trials',
  ])
  t.same(labels(user({ l: ['MetadataSearch'] }, ['admin']), true), ['Search/Search Everything', 'Search/Big search', 'Search/Saved Searches'])
  t.same(menuFor(user({ l: ['UniformSearch'] }), false).find((i) => i.label === 'Uniform Search')?.href, '/uniforms')
})

t.test('a user with no licence roles still has Learn, the exif tool, support and account', async (t) => {
  t.same(menuFor(user({}), false).map((i) => `${i.group}/${i.label}`), [
    'Learn/Knowledge Base', 'Learn/Courses', 'Extra Tools/ExifExtractor', 'Support/Chat with us', 'Support/Write to us',
    'Account/Settings', 'Account/Licences',
  ])
})

t.test('the crawler link shows for either crawler role, as a user role or in a licence, first in Extra Tools', async (t) => {
  const extraTools = (who: SessionSummary) => menuFor(who, false).filter((i) => i.group === 'Extra Tools').map((i) => i.label)
  t.same(extraTools(user({ l: ['ImgsrcCrawler', 'CTD'] })), ['Crawler', 'Connect The Dots', 'ExifExtractor'])
  t.same(extraTools(user({}, ['ImgsrcCrawlerAdmin'])), ['Crawler', 'ExifExtractor'])
  t.same(extraTools(user({ l: ['MetadataSearch'] }, ['admin'])), ['ExifExtractor'], 'the global admin is not given the crawler')
  t.same(menuFor(user({ l: ['ImgsrcCrawler'] }), true), [], 'restricted mode hides it with the rest of Extra Tools')
})

t.test('links that are not pages say where they go: external sites and the chat panel', async (t) => {
  const items = menuFor(user({ l: ['ImgsrcCrawler'] }), false)
  const find = (label: string) => items.find((i) => i.label === label)
  t.same(find('Knowledge Base'), { group: 'Learn', label: 'Knowledge Base', kind: 'external', href: EXTERNAL_LINKS.knowledgeBase })
  t.same(find('Courses'), { group: 'Learn', label: 'Courses', kind: 'external', href: EXTERNAL_LINKS.courses })
  t.same(find('Crawler'), { group: 'Extra Tools', label: 'Crawler', kind: 'external', href: EXTERNAL_LINKS.crawler })
  t.same(find('Chat with us'), { group: 'Support', label: 'Chat with us', kind: 'chat' })
  t.same(find('Settings'), { group: 'Account', label: 'Settings', kind: 'page', href: '/settings' })
  for (const href of Object.values(EXTERNAL_LINKS)) t.match(href, /^https:\/\//, `${href} is an https address`)
})

t.test('every item that is not a route is hidden in restricted mode', async (t) => {
  t.same(MENU_LINKS.filter((link) => !link.hiddenInRestricted), [])
})
