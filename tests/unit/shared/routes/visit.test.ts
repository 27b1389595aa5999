// What a visit leads to: redirects and the guard outcomes, in the order the edge and the areas apply them.

import t from 'tap'
import { isOffered, resolveVisit, servingOf } from '../../../../shared/routes/visit.js'
import { ROUTES } from '../../../../shared/routes/table.js'
import { buildPath } from '../../../../shared/routes/match.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

function user(licenceRoles: Record<string, string[]>, roles: string[] = []): SessionSummary {
  return { email: 'u@example.org', roles, licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}

const visit = (pathname: string, who: SessionSummary | null, restricted = false, search = '') =>
  resolveVisit({ pathname, search, user: who, restricted })

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

t.test('/trial is the trial detail of the admin area for the global admin and the public sign-up for everyone else', async (t) => {
  const served = (who: SessionSummary | null) => {
    const found = visit('/trial', who, false, '?code=SPRING26')
    return found.kind === 'page' ? { entry: found.entry, section: found.section } : found
  }
  t.same(served(user({}, ['admin'])), { entry: 'admin', section: 'User Trial' }, 'spec-3 §2: the global admin')
  t.same(served(null), { entry: 'public', section: 'Trial' }, 'spec-1 §2.3: a visitor signs up')
  t.same(served(user({ l: ['MetadataSearch', 'Admin'] })), { entry: 'public', section: 'Trial' }, 'a licence admin is not the global admin')
  t.same(visit('/trial', user({}, ['admin']), true), { kind: 'deactivated' }, 'restricted mode hides it for both')
})

t.test('a page without servings by role is served by its own entry to everyone', async (t) => {
  for (const route of ROUTES) {
    if (route.kind !== 'page' || route.byRole) continue
    for (const who of [null, user({}, ['admin']), user({ l: ['MetadataSearch'] })]) {
      t.same(servingOf(route, who), { entry: route.entry, section: route.section }, route.path)
    }
  }
})

t.test('the first serving by role that the visitor passes wins', async (t) => {
  const route = {
    kind: 'page', path: '/x', entry: 'public', section: 'X', guard: { kind: 'none' }, hiddenInRestricted: false,
    byRole: [
      { when: { kind: 'role', anyOf: ['CameraId'] }, entry: 'camid', section: 'X for Camera ID' },
      { when: { kind: 'signedIn' }, entry: 'search', section: 'X signed in' },
    ],
  } as const
  t.same(servingOf(route, user({ l: ['CameraId'] })), { entry: 'camid', section: 'X for Camera ID' })
  t.same(servingOf(route, user({})), { entry: 'search', section: 'X signed in' })
  t.same(servingOf(route, null), { entry: 'public', section: 'X' })
})

t.test('links are offered only to pages this mode serves', async (t) => {
  t.equal(isOffered('/register', false), true)
  t.equal(isOffered('/register', true), false)
  t.equal(isOffered('/resetpassword', true), true)
  t.equal(isOffered('/nowhere', false), false)
})
