// The side menu's items (spec-1 §2.2): the routes that have a menu place, and the links that are not pages
// of the app (the provider's sites, the chat panel), each shown only to the users its guard lets in.

import { HIGHSIDE } from '../variant.js'
import type { SessionSummary } from '../api/types/user.js'
import { passesGuard, role, signedIn, type Guard } from './guards.js'
import { MENU_GROUPS, ROUTES, type MenuGroup, type MenuPlace, type Route } from './table.js'

/**
 * The provider's own sites the menu links to (spec-1 §2.2 "external links only"); they open in a new tab.
 */
export const EXTERNAL_LINKS = {
  knowledgeBase: 'https://learn.sightline.app/knowledge-base',
  courses: 'https://learn.sightline.app/courses',
  crawler: 'https://crawler.sightline.app/',
} as const

/** A menu item that is not a page of the app: an external site, or the chat panel the shell opens. */
export interface MenuLink {
  target: { kind: 'external'; href: string } | { kind: 'chat' }
  guard: Guard
  hiddenInRestricted: boolean
  menu: MenuPlace
}

const external = (href: string, guard: Guard, menu: MenuPlace): MenuLink => ({ target: { kind: 'external', href }, guard, hiddenInRestricted: true, menu })

/** spec-1 §2.2: the menu's items that are not routes, with the same guard and restricted-mode rules. */
export const MENU_LINKS: readonly MenuLink[] = [
  external(EXTERNAL_LINKS.knowledgeBase, signedIn, { group: 'Learn', label: 'Knowledge Base', rank: 1 }),
  external(EXTERNAL_LINKS.courses, signedIn, { group: 'Learn', label: 'Courses', rank: 2 }),
  external(EXTERNAL_LINKS.crawler, role('ImgsrcCrawler', 'ImgsrcCrawlerAdmin'), { group: 'Extra Tools', label: 'Crawler', rank: 1 }),
  // ARCHITECTURE.md: the high-security build has no chat, so the item is absent from its bundles.
  ...(HIGHSIDE ? [] : [{ target: { kind: 'chat' }, guard: signedIn, hiddenInRestricted: true, menu: { group: 'Support', label: 'Chat with us', rank: 1 } } satisfies MenuLink]),
]

/** One item of the side menu: a page of the app, an external site, or the chat panel. */
export type MenuItem = { group: MenuGroup; label: string } & (
  | { kind: 'page' | 'external'; href: string }
  | { kind: 'chat'; href?: undefined }
)

interface MenuEntry {
  place: MenuPlace
  item: MenuItem
}

function entryOfRoute(route: Route & { menu: MenuPlace }): MenuEntry {
  const { group, label, href } = route.menu
  return { place: route.menu, item: { group, label, kind: 'page', href: href ?? route.path } }
}

function entryOfLink(link: MenuLink): MenuEntry {
  const { group, label } = link.menu
  const item: MenuItem = link.target.kind === 'chat' ? { group, label, kind: 'chat' } : { group, label, kind: 'external', href: link.target.href }
  return { place: link.menu, item }
}

/** The side menu's items a user may see (spec-1 §2.2): routes and links, by group, by rank within it. */
export function menuFor(user: SessionSummary | null, restricted: boolean): MenuItem[] {
  if (!user) return []
  const shown = (entry: { guard: Guard; hiddenInRestricted: boolean }) => !(restricted && entry.hiddenInRestricted) && passesGuard(entry.guard, user)
  const entries = [
    ...ROUTES.filter((route): route is Route & { menu: MenuPlace } => !!route.menu && shown(route)).map(entryOfRoute),
    ...MENU_LINKS.filter(shown).map(entryOfLink),
  ]
  return MENU_GROUPS.flatMap((group) =>
    entries
      .filter((entry) => entry.place.group === group)
      .sort((a, b) => a.place.rank - b.place.rank)
      .map((entry) => entry.item),
  )
}
