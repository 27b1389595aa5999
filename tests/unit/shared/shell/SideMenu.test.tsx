// The side menu shows exactly the items a user's roles allow, by group, and nothing to a visitor.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { SideMenu } from '../../../../shared/shell/SideMenu.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

function user(licenceRoles: Record<string, string[]>, roles: string[] = []): SessionSummary {
  return { email: 'u@example.org', roles, licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}

const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`)
const groups = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])

t.test('a visitor who is not signed in gets no menu', async (t) => {
  t.equal(renderToStaticMarkup(<SideMenu user={null} restricted={false} currentPath="/login" />), '')
})

t.test('an investigator sees the search items, their tools, support and account', async (t) => {
  const html = renderToStaticMarkup(<SideMenu user={user({ l: ['MetadataSearch'] })} restricted={false} currentPath="/searches" />)
  t.same(groups(html), ['Search', 'Extra Tools', 'Support', 'Account'])
  t.same(links(html), [
    'Search Everything /search', 'Big search /bigsearch', 'Similar Search /similar', 'Saved Searches /searches',
    'ExifExtractor /exifextractor', 'Write to us /write-to-us', 'Settings /settings', 'Licences /licences', 'Log out /logout',
  ])
  t.match(html, '<a href="/searches" aria-current="page">Saved Searches</a>')
})

t.test('restricted mode hides every group but Search', async (t) => {
  const html = renderToStaticMarkup(<SideMenu user={user({ l: ['MetadataSearch', 'CTD'] }, ['admin'])} restricted={true} currentPath="/search" />)
  t.same(groups(html), ['Search'])
  t.same(links(html), ['Search Everything /search', 'Big search /bigsearch', 'Saved Searches /searches', 'Log out /logout'])
})
