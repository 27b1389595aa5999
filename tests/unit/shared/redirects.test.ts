// The post-login redirect rule (spec-1 §4.1, SECURITY.md "Redirects"), including a seeded fuzz of the validator.

import t from 'tap'
import { ALLOWED_REDIRECT_PREFIXES, DEFAULT_LANDING, landingAfterSignIn, safeRedirect } from '../../../shared/redirects.js'
import { buildPath, matchRoute } from '../../../shared/routes/match.js'
import { ROUTES } from '../../../shared/routes/table.js'

const ORIGIN = 'https://app.example'
const PROVIDER = 'https://provider.example'
const options = { origin: ORIGIN, allowedOrigins: [PROVIDER] }

t.test('without a redirect, sign-in lands on /search, which the route table serves as the search page', async (t) => {
  const landing = landingAfterSignIn(undefined, options)
  t.equal(landing, '/search')
  const found = matchRoute(landing)
  t.equal(found?.route.kind === 'page' && found.route.entry, 'search')
})

t.test('by default /sso and /api are followed, and no page of the app is (spec-1 §4.1)', async (t) => {
  t.equal(safeRedirect('/sso/authorize?client_id=a', options), '/sso/authorize?client_id=a')
  t.equal(safeRedirect('/api/v1/docs', options), '/api/v1/docs')
  for (const route of ROUTES) {
    const path = buildPath(route.path, { imageId: 'i', jobId: 'j', area: 'a', image: 'i', querySpnId: 'q', schoolId: 's', selectedImageId: 'i', licenceId: 'l', eggpage: 'e' })
    t.equal(safeRedirect(path, options), null, path)
    t.equal(landingAfterSignIn(path, options), DEFAULT_LANDING, path)
  }
})

t.test('a relative redirect under an allowed prefix is followed', async (t) => {
  for (const value of ['/sso/authorize?client_id=a&state=b', '/api', '/api/v1/docs', '/sso', '/sso?x=1', '/sso/x', '/api#top']) {
    t.equal(safeRedirect(value, options), value, value)
    t.equal(landingAfterSignIn(value, options), value, value)
  }
})

t.test('a prefix only matches at a segment boundary', async (t) => {
  t.equal(safeRedirect('/ssox', options), null)
  t.equal(safeRedirect('/apix/v1', options), null)
  t.equal(safeRedirect('/sso.evil', options), null)
})

t.test('a path outside the allowed prefixes is refused, so sign-in lands on /search', async (t) => {
  t.equal(safeRedirect('/search', options), null)
  t.equal(safeRedirect('/settings', options), null)
  t.equal(landingAfterSignIn('/search', options), '/search')
  t.equal(landingAfterSignIn('/settings', options), '/search')
})

t.test('known open-redirect bypasses are refused', async (t) => {
  const hostile = [
    'https://evil.example/',
    '//evil.com',
    '/\\evil.com',
    '/%09/evil.com',
    '//evil.com/%2e%2e',
    '/\t/evil.com',
    '/sso\t/evil.com',
    '/sso/\n//evil.com',
    '/sso%0a',
    '/sso%0D%0ASet-Cookie:x',
    '/sso%00',
    '/sso/%5cevil.com',
    '/sso\\evil.com',
    '\\/evil.com',
    ' /sso',
    'evil.com',
    'sso/x',
    '?x=1',
    '#x',
  ]
  for (const value of hostile) {
    t.equal(safeRedirect(value, options), null, JSON.stringify(value))
    t.equal(landingAfterSignIn(value, options), DEFAULT_LANDING, JSON.stringify(value))
  }
})

t.test('dot segments that leave the prefix are refused, raw or percent-encoded', async (t) => {
  for (const value of ['/sso/../search', '/sso/%2e%2e/x', '/sso/%2E%2E/x', '/sso/.%2e/x', '/sso/..', '/api/./x', '/sso/%252e%252e/x', '/sso/..%2fx', '/sso/%25252525252e%25252525252e/x', '/sso/%zz']) {
    t.equal(safeRedirect(value, options), null, value)
  }
})

t.test('script and data URLs are refused', async (t) => {
  for (const value of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:x', 'file:///etc/passwd']) {
    t.equal(safeRedirect(value, options), null, value)
  }
})

t.test('values that are not non-empty strings within 2048 characters are refused', async (t) => {
  for (const value of [undefined, null, 42, {}, ['/sso'], true, '']) {
    t.equal(safeRedirect(value, options), null, String(value))
    t.equal(landingAfterSignIn(value, options), DEFAULT_LANDING)
  }
  const atLimit = '/sso/' + 'a'.repeat(2048 - 5)
  t.equal(safeRedirect(atLimit, options), atLimit)
  t.equal(safeRedirect(atLimit + 'a', options), null)
})

t.test('an absolute URL on an allowed https origin is followed, normalised', async (t) => {
  t.equal(safeRedirect('https://provider.example/account?x=1', options), 'https://provider.example/account?x=1')
  t.equal(safeRedirect('https://PROVIDER.example', options), 'https://provider.example/')
  t.equal(safeRedirect('https://provider.example:443/a', options), 'https://provider.example/a')
})

t.test('an absolute URL on a look-alike origin is refused', async (t) => {
  for (const value of [
    'https://provider.example.evil.com',
    'https://provider.example@evil.com',
    'https://user@provider.example/',
    'http://provider.example/',
    'https://provider.example:8443/',
    'https://evilprovider.example/',
    'https://provider.example\\@evil.com',
    'https://provider.example%09.evil.com',
    `${ORIGIN}/sso`,
  ]) {
    t.equal(safeRedirect(value, options), null, value)
  }
})

t.test('an http origin in the setting is never honoured', async (t) => {
  t.equal(safeRedirect('http://provider.example/', { origin: ORIGIN, allowedOrigins: ['http://provider.example'] }), null)
  t.equal(safeRedirect('https://provider.example/', { origin: ORIGIN, allowedOrigins: ['not a url', PROVIDER] }), 'https://provider.example/')
})

t.test('custom prefixes replace the defaults', async (t) => {
  const custom = { origin: ORIGIN, allowedPrefixes: ['/docs'] }
  t.equal(safeRedirect('/docs/a', custom), '/docs/a')
  t.equal(safeRedirect('/sso', custom), null)
})

// mulberry32: a small deterministic PRNG so the fuzz is the same on every run.
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let r = Math.imul(a ^ (a >>> 15), 1 | a)
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296
  }
}

t.test('fuzz: every accepted redirect stays on our origin under an allowed prefix, or on an allowed site', async (t) => {
  const random = mulberry32(0x5eed1e55)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const alphabet = [
    '/', '\\', '.', '%', '0', '9', 'a', 'd', 'e', '2', '5', 'c', '?', '#', '@', ':', 's', 'o', 'api', 'evil.com',
    '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', ' ', '\u2215', '\uff0f', '\u2044', '\u29f8', '\uff3c', '%2e', '%2f', '%5c', '%09',
  ]
  const prefixes = [
    '', '/', '//', '/sso', '/sso/', '/api', '/api/', '/\\', '\\', '/%2e', 'https:', 'https://', 'https://provider.example',
    'https://provider.example/', 'https://app.example', 'http://provider.example', 'javascript:', '/sso/..', '\u2215\u2215',
  ]
  const allowedOrigins = [PROVIDER]
  let accepted = 0
  let violations = 0
  for (let i = 0; i < 20_000; i++) {
    let value = pick(prefixes)
    const length = Math.floor(random() * 12)
    for (let j = 0; j < length; j++) value += pick(alphabet)
    const result = safeRedirect(value, options)
    if (result === null) continue
    accepted++
    const url = new URL(result, ORIGIN)
    const ok =
      !/[\u0000-\u001f\u007f\\]/.test(result) &&
      (url.origin === ORIGIN
        ? ALLOWED_REDIRECT_PREFIXES.some((p) => url.pathname === p || url.pathname.startsWith(p + '/')) &&
          !url.pathname.split('/').some((s) => s === '..' || s.toLowerCase() === '%2e%2e')
        : url.protocol === 'https:' && allowedOrigins.includes(url.origin))
    if (!ok) {
      violations++
      if (violations <= 5) t.fail(`accepted unsafe redirect ${JSON.stringify(value)} -> ${JSON.stringify(result)}`)
    }
  }
  t.equal(violations, 0, 'no unsafe redirect accepted')
  t.ok(accepted > 0, `the fuzz reaches the accepting path (${accepted} accepted)`)
})
