// The page document (server/edge/html.ts): the entry and its preloads, and an area's early script after the
// bootstrap JSON it reads and before every other file, as an async module; an area without one gets no such tag.

import t from 'tap'
import { renderPage } from '../../../../server/edge/html.js'
import type { Bootstrap } from '../../../../shared/api/types/bootstrap.js'

const bootstrap: Bootstrap = {
  settings: { buildName: 'standard', highside: false, restricted: false, version: '1', tileToken: 't', thumbShards: 1, supportEmail: 's@example.org', ctdUrl: '', redirectOrigins: [] },
  session: null,
  outcome: 'page',
  section: 'Search',
}
const assets = { script: '/assets/search-A.js', imports: ['/assets/chunk-B.js'], lazy: [], css: ['/assets/search-D.css'] }

t.test("the search page's early script runs async after the bootstrap JSON, asked for before any other file", async (t) => {
  const html = renderPage({ ...assets, early: '/assets/search-early-C.js' }, bootstrap, 'nonce')
  const early = html.indexOf('<script type="module" async fetchpriority="high" src="/assets/search-early-C.js"></script>')
  t.ok(early > html.indexOf('id="bootstrap"'), 'after the JSON it reads')
  for (const other of ['/favicon.svg', '/assets/search-D.css', '/assets/chunk-B.js', '/assets/search-A.js']) {
    t.ok(early < html.indexOf(other), `before ${other}`)
  }
  t.ok(html.includes('<link rel="modulepreload" href="/assets/chunk-B.js">'))
  t.ok(html.includes('<script type="module" src="/assets/search-A.js"></script>'), 'the entry as before')
})

t.test("the entry is asked for before the chunks it imports: it is the largest of them", async (t) => {
  const html = renderPage({ ...assets, imports: ['/assets/chunk-B.js', '/assets/chunk-E.js'] }, bootstrap, 'nonce')
  const entry = html.indexOf('<script type="module" src="/assets/search-A.js"></script>')
  t.ok(entry > 0)
  for (const chunk of ['/assets/chunk-B.js', '/assets/chunk-E.js']) t.ok(entry < html.indexOf(`<link rel="modulepreload" href="${chunk}">`), `before ${chunk}`)
})

t.test('an area without an early script has none', async (t) => {
  t.notMatch(renderPage(assets, bootstrap, 'nonce'), /async src=/)
})
