// The terms and privacy pages say what an investigator must know: licensed use, justification, the audit
// of every action, what is logged and kept, session-only cookies, and whom to write to.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Bootstrap } from '../../../../shared/api/types/bootstrap.js'

const bootstrap: Bootstrap = {
  settings: { buildName: 'standard', highside: false, restricted: false, version: '1', tileToken: '', thumbShards: 1, supportEmail: 'help@sightline.example', ctdUrl: '', redirectOrigins: [] },
  session: null,
  outcome: 'page',
  section: 'Terms',
}
// The page's bootstrap element, as the edge writes it, read before the pages load.
Object.assign(globalThis, { document: { getElementById: (id: string) => (id === 'bootstrap' ? { textContent: JSON.stringify(bootstrap) } : null) } })
const { Terms } = await import('../../../../entries/public/screens/Terms.js')
const { Privacy } = await import('../../../../entries/public/screens/Privacy.js')

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, ' ')
const headings = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])

t.test('the terms cover licensed use, justification and the audit of every action', async (t) => {
  const html = renderToStaticMarkup(<Terms />)
  t.match(html, /<h1[^>]*>Terms of use<\/h1>/)
  t.same(headings(html), ['Licensed use only', 'Justification', 'Every action is audited', 'Handling what you find', 'Suspension', 'Contact'])
  t.match(text(html), /recorded with the time, your account, the application used, the action and your justification/)
})

t.test('the privacy page lists what the audit log holds, the cookies and how long things are kept', async (t) => {
  const html = renderToStaticMarkup(<Privacy />)
  t.same(headings(html), ['Your account', 'The audit log', 'Usage', 'Cookies and browser storage', 'How long we keep it', 'Contact'])
  const words = text(html)
  t.match(words, /the time, your account, the application used, the action, your justification/)
  t.match(words, /session cookies only/)
  t.match(words, /no tracking, advertising or analytics cookies/)
  t.match(words, /after 30 minutes without activity/)
})

t.test("both pages name the deployment's support address as a mail link", async (t) => {
  for (const page of [<Terms key="t" />, <Privacy key="p" />]) {
    t.match(renderToStaticMarkup(page), '<a href="mailto:help@sightline.example">help@sightline.example</a>')
  }
})
