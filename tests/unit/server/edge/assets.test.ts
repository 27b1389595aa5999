// The build's files: immutable caching, pre-compressed by Accept-Encoding, nothing outside the build served.

import t from 'tap'
import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { DIST, startEdge, startUpstream } from './harness.js'

const manifest = JSON.parse(readFileSync(`${DIST}/manifest.json`, 'utf8'))
const script: string = manifest.entries.search.script
const original = readFileSync(`${DIST}/public${script}`)

t.test('assets', async (t) => {
  const upstream = await startUpstream()
  const edge = await startEdge(upstream.url)
  t.teardown(async () => {
    await edge.close()
    await upstream.close()
  })

  t.test('the tab icon and the old-browser notice are served, and every page names them', async (t) => {
    for (const url of ['/favicon.svg', '/favicon.ico']) {
      const icon = await edge.inject(url)
      t.equal(icon.statusCode, 200, url)
      t.match(icon.headers['content-type'], /^image\/svg\+xml/)
      t.match(icon.body, /^<svg /)
    }
    const notice = await edge.inject('/legacy-browser.js')
    t.equal(notice.statusCode, 200)
    t.match(notice.headers['content-type'], /javascript/)
    // ES5 only: no arrow functions, let/const or template literals for a browser without modules.
    t.notMatch(notice.body, /=>|\blet\b|\bconst\b|`/)
    const page = await edge.inject('/login')
    t.match(page.body, '<script nomodule defer src="/legacy-browser.js"></script>')
    t.match(page.body, '<link rel="icon" href="/favicon.svg" type="image/svg+xml">')
  })

  t.test('hashed files are cached for a year as immutable', async (t) => {
    const res = await edge.inject(script)
    t.equal(res.statusCode, 200)
    t.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    t.match(res.headers['content-type'], /javascript/)
  })

  t.test('brotli is preferred, then gzip, then the plain file', async (t) => {
    const br = await edge.inject({ url: script, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    t.equal(br.headers['content-encoding'], 'br')
    t.same(brotliDecompressSync(br.rawPayload), original)
    const gz = await edge.inject({ url: script, headers: { 'accept-encoding': 'gzip' } })
    t.equal(gz.headers['content-encoding'], 'gzip')
    t.same(gunzipSync(gz.rawPayload), original)
    const plain = await edge.inject({ url: script, headers: { 'accept-encoding': 'identity' } })
    t.equal(plain.headers['content-encoding'], undefined)
    t.same(plain.rawPayload, original)
  })

  t.test('paths that try to leave the assets folder are not served', async (t) => {
    for (const path of [
      '/assets/../manifest.json',
      '/assets/%2e%2e/manifest.json',
      '/assets/..%2fmanifest.json',
      '/assets/%2e%2e%2fmanifest.json',
      '/assets//manifest.json',
      '/assets/..%5cmanifest.json',
      '/assets/',
      '/assets/../server/edge.mjs',
    ]) {
      const res = await edge.inject(path)
      t.ok(res.statusCode === 404 || res.statusCode === 400 || res.statusCode === 403, `${path} → ${res.statusCode}`)
      t.notMatch(res.body, '"entries"', `${path} does not leak the manifest`)
      t.notMatch(res.body, 'buildEdge', `${path} does not leak the server`)
    }
  })
})
