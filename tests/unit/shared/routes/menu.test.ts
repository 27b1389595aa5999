// The side menu's items: routes with a menu place and the links that are not pages, by role and mode.

import t from 'tap'
import { menuFor, EXTERNAL_LINKS, MENU_LINKS } from '../../../../shared/routes/menu.js'
import type { SessionSummary } from '../../../../shared/api/types/user.js'

function user(licenceRoles: Record<string, string[]>, roles: string[] = []): SessionSummary {
  return { email: 'u@example.org', roles, licenceRoles, needsJustification: false, showCaidHeader: false, acceptedUniformTerms: false, showMenu: true, showImages: true }
}

t.test('the menu shows exactly what the roles allow (spec-1 §2.2)', async (t) => {
  const labels = (who: SessionSummary | null, restricted = false) => menuFor(who, restricted).map((i) => `${i.group}/${i.label}`)
  t.same(labels(null), [])
  t.same(labels(user({ l: ['MetadataSearch'] })), [
    'Search/Search Everything', 'Search/Big search', 'Search/Similar Search', 'Search/Saved Searches',
    'Learn/Knowledge Base', 'Learn/Courses',
    'Extra Tools/ExifExtractor', 'Support/Chat with us', 'Support/Write to us', 'Account/Settings', 'Account/Licences',
  ])
  t.same(labels(user({ l: ['MetadataSearch', 'UniformContributor', 'CTD'] }, ['admin'])), [
    'Search/Search Everything', 'Search/Big search', 'Search/Similar Search', 'Search/Uniform Search', 'Search/Camera ID', 'Search/Saved Searches',
    'Learn/Knowledge Base', 'Learn/Courses',
    'Extra Tools/Connect The Dots', 'Extra Tools/ExifExtractor', 'Support/Chat with us', 'Support/Write to us',
    'Account/Settings', 'Account/Licences', 'Admin/User Trials',
  ])
  t.same(labels(user({ l: ['MetadataSearch'] }, ['admin']), true), ['Search/Search Everything', 'Search/Big search', 'Search/Saved Searches'])
  t.same(menuFor(user({ l: ['UniformSearch'] }), false).find((i) => i.label === 'Uniform Search')?.href, '/uniforms')
})

t.test('a user with no licence roles still has Learn, the exif tool, support and account', async (t) => {
  t.same(menuFor(user({}), false).map((i) => `${i.group}/${i.label}`), [
    'Learn/Knowledge Base', 'Learn/Courses', 'Extra Tools/ExifExtractor', 'Support/Chat with us', 'Support/Write to us',
    'Account/Settings', 'Account/Licences',
  ])
})

t.test('the crawler link shows for either crawler role, as a user role or in a licence, first in Extra Tools', async (t) => {
  const extraTools = (who: SessionSummary) => menuFor(who, false).filter((i) => i.group === 'Extra Tools').map((i) => i.label)
  t.same(extraTools(user({ l: ['ImgsrcCrawler', 'CTD'] })), ['Crawler', 'Connect The Dots', 'ExifExtractor'])
  t.same(extraTools(user({}, ['ImgsrcCrawlerAdmin'])), ['Crawler', 'ExifExtractor'])
  t.same(extraTools(user({ l: ['MetadataSearch'] }, ['admin'])), ['ExifExtractor'], 'the global admin is not given the crawler')
  t.same(menuFor(user({ l: ['ImgsrcCrawler'] }), true), [], 'restricted mode hides it with the rest of Extra Tools')
})

t.test('links that are not pages say where they go: external sites and the chat panel', async (t) => {
  const items = menuFor(user({ l: ['ImgsrcCrawler'] }), false)
  const find = (label: string) => items.find((i) => i.label === label)
  t.same(find('Knowledge Base'), { group: 'Learn', label: 'Knowledge Base', kind: 'external', href: EXTERNAL_LINKS.knowledgeBase })
  t.same(find('Courses'), { group: 'Learn', label: 'Courses', kind: 'external', href: EXTERNAL_LINKS.courses })
  t.same(find('Crawler'), { group: 'Extra Tools', label: 'Crawler', kind: 'external', href: EXTERNAL_LINKS.crawler })
  t.same(find('Chat with us'), { group: 'Support', label: 'Chat with us', kind: 'chat' })
  t.same(find('Settings'), { group: 'Account', label: 'Settings', kind: 'page', href: '/settings' })
  for (const href of Object.values(EXTERNAL_LINKS)) t.match(href, /^https:\/\//, `${href} is an https address`)
})

t.test('every item that is not a route is hidden in restricted mode', async (t) => {
  t.same(MENU_LINKS.filter((link) => !link.hiddenInRestricted), [])
})
