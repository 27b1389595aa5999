// Security headers on every reply (SECURITY.md "Headers").

import t from 'tap'
import { startEdge, startUpstream } from './harness.js'

t.test('security headers', async (t) => {
  const upstream = await startUpstream()
  const edge = await startEdge(upstream.url)
  const restricted = await startEdge(upstream.url, { RESTRICTED: '1', FRAME_ANCESTORS: 'https://partner.example, https://other.example:8443' })
  const behindTls = await startEdge(upstream.url, { TRUST_PROXY: '1' })
  t.teardown(async () => {
    await Promise.all([edge.close(), restricted.close(), behindTls.close()])
    await upstream.close()
  })

  t.test('pages, API replies and not-found pages carry a strict policy', async (t) => {
    for (const path of ['/login', '/v1/echo', '/no/such/page', '/search']) {
      const res = await edge.inject(path)
      const csp = String(res.headers['content-security-policy'])
      t.match(csp, "default-src 'self'", path)
      t.match(csp, /script-src 'self'(;|$)/, `${path}: no inline script`)
      t.match(csp, "object-src 'none'", path)
      t.match(csp, "base-uri 'none'", path)
      t.match(csp, "frame-ancestors 'none'", path)
      t.notMatch(csp, 'unsafe-inline', path)
      t.equal(res.headers['x-content-type-options'], 'nosniff', path)
      t.equal(res.headers['referrer-policy'], 'no-referrer', path)
      t.equal(res.headers['strict-transport-security'], undefined, `${path}: no HSTS over plain HTTP`)
    }
  })

  t.test('only the extraction and fingerprint workers may compile WebAssembly, under the policy their scripts come with', async (t) => {
    for (const path of ['/assets/extract-worker-ABCD1234.js', '/assets/fingerprint-worker-ABCD1234.js']) {
      const worker = String((await edge.inject(path)).headers['content-security-policy'])
      t.match(worker, /script-src 'self' 'wasm-unsafe-eval'(;|$)/, path)
      t.notMatch(worker, 'unsafe-inline', path)
    }
    for (const path of ['/login', '/assets/search-ABCD1234.js', '/assets/camid-ABCD1234.js', '/bigsearch', '/camid']) {
      t.notMatch(String((await edge.inject(path)).headers['content-security-policy']), 'wasm-unsafe-eval', path)
    }
  })

  t.test('the style nonce of the policy is the one the page gives styled-components, new each time', async (t) => {
    const first = await edge.inject('/login')
    const second = await edge.inject('/login')
    const nonceOf = (csp: unknown) => String(csp).match(/'nonce-([^']+)'/)![1]
    const nonce = nonceOf(first.headers['content-security-policy'])
    t.match(first.body, `<meta property="csp-nonce" nonce="${nonce}">`)
    t.not(nonce, nonceOf(second.headers['content-security-policy']))
  })

  t.test('restricted mode lets only the configured origins frame the app', async (t) => {
    const res = await restricted.inject('/login')
    t.match(String(res.headers['content-security-policy']), "frame-ancestors https://partner.example https://other.example:8443")
    t.equal(res.headers['x-frame-options'], undefined)
  })

  t.test('HSTS is sent when served over TLS', async (t) => {
    const res = await behindTls.inject({ url: '/login', headers: { 'x-forwarded-proto': 'https' } })
    t.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains')
  })
})
