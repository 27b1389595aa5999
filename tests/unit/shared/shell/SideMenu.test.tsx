// The side menu shows exactly the items a user's roles allow, by group, and nothing to a visitor.

import t from 'tap'
import { renderToStaticMarkup } from 'react-dom/server'
import { SideMenu } from '../../../../shared/shell/SideMenu.js'
import { EXTERNAL_LINKS } from '../../../../shared/routes/menu.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

function user(licenceRoles: Record<string, string[]>, roles: string[] = []): SessionSummary {
  return { email: 'u@example.org', roles, licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}

const links = (html: string) => [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`)
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])
const groups = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1])

t.test('a visitor who is not signed in gets no menu', async (t) => {
  t.equal(renderToStaticMarkup(<SideMenu user={null} restricted={false} currentPath="/login" />), '')
})

t.test('an investigator sees the search items, their tools, support and account', async (t) => {
  const html = renderToStaticMarkup(<SideMenu user={user({ l: ['MetadataSearch'] })} restricted={false} currentPath="/searches" />)
  t.same(groups(html), ['Search', 'Learn', 'Extra Tools', 'Support', 'Account'])
  t.same(links(html), [
    'Search Everything /search', 'Big search /bigsearch', 'Similar Search /similar', 'Saved Searches /searches',
    `Knowledge Base ${EXTERNAL_LINKS.knowledgeBase}`, `Courses ${EXTERNAL_LINKS.courses}`,
    'ExifExtractor /exifextractor', 'Write to us /write-to-us', 'Settings /settings', 'Licences /licences', 'Log out /logout',
  ])
  t.same(buttons(html), ['Chat with us'], 'the chat item opens the panel in place')
  t.match(html, '<a href="/searches" aria-current="page">Saved Searches</a>')
})

t.test('restricted mode hides every group but Search', async (t) => {
  const html = renderToStaticMarkup(<SideMenu user={user({ l: ['MetadataSearch', 'CTD'] }, ['admin'])} restricted={true} currentPath="/search" />)
  t.same(groups(html), ['Search'])
  t.same(links(html), ['Search Everything /search', 'Big search /bigsearch', 'Saved Searches /searches', 'Log out /logout'])
})

t.test('external sites open in a new tab without passing this page along', async (t) => {
  const html = renderToStaticMarkup(<SideMenu user={user({ l: ['ImgsrcCrawler'] })} restricted={false} currentPath="/settings" />)
  t.match(html, `<a href="${EXTERNAL_LINKS.crawler}" target="_blank" rel="noopener noreferrer">Crawler</a>`)
  t.match(html, '<a href="/settings" aria-current="page">Settings</a>')
  t.notMatch(html, /href="https:[^"]*" aria-current/, 'an external site is never the current page')
})

t.test('the menu keeps its landmark name and the Log out link for every user', async (t) => {
  const html = renderToStaticMarkup(<SideMenu user={user({})} restricted={false} currentPath="/settings" />)
  t.match(html, /^<nav [^>]*aria-label="Main menu"/)
  t.match(html, '<a href="/logout"')
})
