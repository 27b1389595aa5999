// Moving inside the public entry is checked against the route table as the edge checks a page request
// (ARCHITECTURE.md "Guard outcome"); links to pages restricted mode deactivates are not offered.

import t from 'tap'
import { isOffered, publicViewFor } from '../../../../entries/public/visit.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

const investigator: SessionSummary = {
  email: 'i@police.example',
  roles: [],
  licenceRoles: { l1: ['MetadataSearch'] },
  needsJustification: false,
  showCaidHeader: false,
  acceptedUniformTerms: false,
  showMenu: true,
  showImages: true,
}
const visit = (pathname: string, options: { search?: string; user?: SessionSummary | null; restricted?: boolean } = {}) =>
  publicViewFor({ pathname, search: options.search ?? '', user: options.user ?? null, restricted: options.restricted ?? false })

t.test("the public entry's own pages are drawn here, with their section", async (t) => {
  t.same(visit('/login', { search: '?redirect=%2Fsso' }), { kind: 'page', section: 'Sign in' })
  t.same(visit('/register/verify'), { kind: 'page', section: 'Verify your email' })
  t.same(visit('/terms'), { kind: 'page', section: 'Terms' })
})

t.test("another area's page is a full page load to the same address", async (t) => {
  t.same(visit('/search', { search: '?make=Canon', user: investigator }), { kind: 'leave', location: '/search?make=Canon' })
})

t.test('a visitor who is not signed in is sent to sign in with the path as redirect', async (t) => {
  t.same(visit('/write-to-us'), { kind: 'leave', location: '/login?redirect=%2Fwrite-to-us' })
})

t.test('a redirect route is followed', async (t) => {
  t.same(visit('/'), { kind: 'leave', location: '/search' })
})

t.test('a signed-in user without the role is denied', async (t) => {
  t.same(visit('/ctd', { user: investigator }), { kind: 'denied' })
})

t.test('an unknown path is not found; restricted mode deactivates registration but not sign-in', async (t) => {
  t.same(visit('/nowhere'), { kind: 'notFound' })
  t.same(visit('/register', { restricted: true }), { kind: 'deactivated' })
  t.same(visit('/login', { restricted: true }), { kind: 'page', section: 'Sign in' })
})

t.test('links are offered only to pages this mode serves', async (t) => {
  t.equal(isOffered('/register', false), true)
  t.equal(isOffered('/register', true), false)
  t.equal(isOffered('/resetpassword', true), true)
  t.equal(isOffered('/nowhere', false), false)
})
