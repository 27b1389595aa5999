// Where the browser goes after signing in (spec-1 §2.3 landing rule, §4.1 redirects, the application's
// own address) and after signing out (spec-1 §4.2).

import t from 'tap'
import { addressAfterSignOut, destinationAfterSignIn, isWebAddress, type SignInContext } from '../../../../entries/public/destinations.js'

const investigator = { roles: [], licenceRoles: { l1: ['MetadataSearch'] }, firstLogin: false }
const uniformsUser = { roles: [], licenceRoles: { l1: ['UniformSearch'] }, firstLogin: false }
const newcomer = { roles: [], licenceRoles: {}, firstLogin: true }
const context = (redirect: string | null, allowedOrigins: string[] = []): SignInContext => ({
  redirect,
  origin: 'https://sightline.example',
  allowedOrigins,
})

t.test('the address the service answered for an application wins over everything else', async (t) => {
  t.equal(destinationAfterSignIn(investigator, 'https://app.example/cb?code=c1&state=s1', context('/sso/x')), 'https://app.example/cb?code=c1&state=s1')
})

t.test('an answered address that is not a web address is never followed', async (t) => {
  for (const uri of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
    t.equal(destinationAfterSignIn(investigator, uri, context(null)), '/search', uri)
  }
})

t.test('without a redirect the landing rule decides', async (t) => {
  t.equal(destinationAfterSignIn(investigator, null, context(null)), '/search')
  t.equal(destinationAfterSignIn(uniformsUser, null, context(null)), '/uniforms')
})

t.test('a first sign-in lands with firstLogin=yes', async (t) => {
  t.equal(destinationAfterSignIn(newcomer, null, context(null)), '/settings?firstLogin=yes')
})

t.test('a session summary, which carries no firstLogin, lands without it', async (t) => {
  const { firstLogin: _ignored, ...summary } = newcomer
  t.equal(destinationAfterSignIn(summary, null, context(null)), '/settings')
})

t.test('a redirect under /sso or /api is honoured; other redirects fall back to the landing page', async (t) => {
  t.equal(destinationAfterSignIn(investigator, null, context('/sso/x?y=1')), '/sso/x?y=1')
  t.equal(destinationAfterSignIn(investigator, null, context('/api/docs')), '/api/docs')
  for (const refused of ['https://evil.example/', '//evil.example', '/search', '/\\evil.example', '/sso/../admin']) {
    t.equal(destinationAfterSignIn(investigator, null, context(refused)), '/search', refused)
  }
})

t.test("a redirect to one of the provider's own https sites is honoured", async (t) => {
  t.equal(destinationAfterSignIn(investigator, null, context('https://kb.provider.example/a', ['https://kb.provider.example'])), 'https://kb.provider.example/a')
  t.equal(destinationAfterSignIn(investigator, null, context('http://kb.provider.example/a', ['https://kb.provider.example'])), '/search')
})

t.test('after sign-out the allowed post-logout address is followed', async (t) => {
  t.equal(addressAfterSignOut({ redirectAllowed: true, postLogoutRedirectUri: 'https://app.example/bye', redirect: '/sso/x' }), 'https://app.example/bye')
})

t.test('after sign-out without the service allowing it, the browser goes to /login with the redirect', async (t) => {
  t.equal(addressAfterSignOut({ redirectAllowed: false, postLogoutRedirectUri: 'https://app.example/bye', redirect: '/search?page=2' }), '/login?redirect=%2Fsearch%3Fpage%3D2')
  t.equal(addressAfterSignOut({ redirectAllowed: false, redirect: null }), '/login')
  t.equal(addressAfterSignOut({ redirectAllowed: true, redirect: null }), '/login')
  t.equal(addressAfterSignOut({ redirectAllowed: true, postLogoutRedirectUri: 'javascript:alert(1)', redirect: null }), '/login')
})

t.test('only http and https count as web addresses', async (t) => {
  t.ok(isWebAddress('https://app.example/'))
  t.ok(isWebAddress('http://localhost:8080/cb'))
  t.notOk(isWebAddress('/relative'))
  t.notOk(isWebAddress('vbscript:x'))
})
