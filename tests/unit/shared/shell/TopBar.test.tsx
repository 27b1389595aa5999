// The top bar (spec-1 §2.1): the logo for everyone; the menu button, partner logo, justification field and
// SHOW IMAGES toggle for a signed-in user as their flags say.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { TopBar } from '../../../../shared/shell/TopBar.js'
import * as chrome from '../../../../shared/shell/signedInChrome.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

function user(flags: Partial<SessionSummary> = {}): SessionSummary {
  return { email: 'u@example.org', roles: [], licenceRoles: {}, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true, ...flags }
}

/** The bar on a wide screen, its menu open as the user's setting says. */
const topBar = (u: SessionSummary | null) => renderToStaticMarkup(<TopBar user={u} menuOpen={u?.showMenu ?? false} narrow={false} chrome={chrome} />)

t.test('a visitor sees only the logo, linking to search', async (t) => {
  const html = topBar(null)
  t.match(html, /<a [^>]*href="\/search"[^>]*aria-label="Sightline home"/)
  t.notMatch(html, 'role="switch"')
  t.notMatch(html, 'aria-label="Menu"')
  t.notMatch(html, 'Justification')
  t.notMatch(html, 'aria-label="Partner"')
})

t.test('a signed-in user gets the menu button and the SHOW IMAGES switch, showing their settings', async (t) => {
  const open = topBar(user({ showMenu: true, showImages: false }))
  t.match(open, /<button[^>]*aria-label="Menu" aria-expanded="true"/)
  t.match(open, /<button[^>]*role="switch" aria-checked="false"[^>]*>.*Show images<\/span><\/button>/)
  const closed = topBar(user({ showMenu: false, showImages: true }))
  t.match(closed, /aria-label="Menu" aria-expanded="false"/)
  t.match(closed, /role="switch" aria-checked="true"/)
})

t.test('the partner logo shows only with showCaidHeader', async (t) => {
  t.match(topBar(user({ showCaidHeader: true })), /<svg[^>]*role="img" aria-label="Partner"/)
  t.notMatch(topBar(user()), 'aria-label="Partner"')
})

t.test('the justification field shows only with needsJustification, labelled Justification', async (t) => {
  const html = topBar(user({ needsJustification: true }))
  const label = /<label[^>]*for="([^"]+)"[^>]*>Justification<\/label>/.exec(html)
  t.ok(label, 'a label')
  t.match(html, new RegExp(`<input[^>]*id="${label?.[1]}"[^>]*type="text"`))
  t.notMatch(topBar(user()), 'Justification')
})
