// The one route table (spec-1 §2.2–2.3, spec-2 §2, spec-3 §2): every page, its entry, guard, restricted-mode
// visibility, menu place and redirects. The edge and the clients both read it; nothing else decides visibility.

import { hasAnyRole, hasLicenceRole, isGlobalAdmin } from './roles.js'
import { HIGHSIDE } from './variant.js'
import type { SessionSummary } from './api/types/user.js'

export const ENTRIES = ['public', 'search', 'camid', 'bigsearch', 'uniforms', 'admin'] as const
export type Entry = (typeof ENTRIES)[number]

export type Guard =
  | { kind: 'none' }
  | { kind: 'signedIn' }
  /** Any of the roles, as a user role or in any licence; `orAdmin` lets the global admin in too. */
  | { kind: 'role'; anyOf: readonly string[]; orAdmin?: boolean }
  /** Any of the roles in the licence named by the path parameter `param`; the global admin always passes. */
  | { kind: 'licenceRole'; param: string; anyOf: readonly string[] }
  | { kind: 'admin' }

export const MENU_GROUPS = ['Search', 'Learn', 'Extra Tools', 'Support', 'Account', 'Admin'] as const
export type MenuGroup = (typeof MENU_GROUPS)[number]

export interface MenuPlace {
  group: MenuGroup
  label: string
  /** Where the item links; defaults to the route's path. */
  href?: string
  /** Position within the group (spec-1 §2.2 order). */
  rank: number
}

interface RouteBase {
  /** Pattern: literal segments and `:name` parameters; a last `:name?` is optional. */
  path: string
  guard: Guard
  /** Restricted (embedded) mode answers the deactivated page for this route. */
  hiddenInRestricted: boolean
  menu?: MenuPlace
}

export interface PageRoute extends RouteBase {
  kind: 'page'
  entry: Entry
  /** The section of the page title: "Sightline – <section>". */
  section: string
}

export interface RedirectRoute extends RouteBase {
  kind: 'redirect'
  /** Target pattern using this route's parameters, or targets chosen by role, first match wins. */
  to: string | readonly { anyOf?: readonly string[]; to: string }[]
  /** Whether the visitor's query string goes along. */
  keepQuery: boolean
}

export type Route = PageRoute | RedirectRoute

const none: Guard = { kind: 'none' }
const signedIn: Guard = { kind: 'signedIn' }
const role = (...anyOf: string[]): Guard => ({ kind: 'role', anyOf })
const metadataSearch = role('MetadataSearch')
const cameraId: Guard = { kind: 'role', anyOf: ['CameraId'], orAdmin: true }
const appCreator: Guard = { kind: 'role', anyOf: ['AppCreator'], orAdmin: true }
const admin: Guard = { kind: 'admin' }
const inLicence = (...anyOf: string[]): Guard => ({ kind: 'licenceRole', param: 'licenceId', anyOf })

function page(path: string, entry: Entry, section: string, guard: Guard, opts: { restricted?: 'shown'; menu?: MenuPlace } = {}): PageRoute {
  return { kind: 'page', path, entry, section, guard, hiddenInRestricted: opts.restricted !== 'shown', ...(opts.menu ? { menu: opts.menu } : {}) }
}

function redirect(path: string, to: RedirectRoute['to'], guard: Guard, restricted: 'shown' | 'hidden', menu?: MenuPlace): RedirectRoute {
  return { kind: 'redirect', path, to, guard, hiddenInRestricted: restricted === 'hidden', keepQuery: true, ...(menu ? { menu } : {}) }
}

/**
 * Restricted mode (spec-1 §2.3: "almost every route is hidden") keeps what an embedded partner needs to
 * search: sign-in and sign-out, password reset, metadata search, sighting detail, saved searches and
 * BigSearch. Everything else answers the deactivated page. Static segments are listed before parameters
 * that could also match them.
 */
export const ROUTES: readonly Route[] = [
  // Redirects (spec-1 §2.3, spec-2 §2, spec-3 §2)
  redirect('/', '/search', none, 'shown'),
  redirect('/videos', '/search', none, 'hidden'),
  redirect('/bigsearch/v2/:jobId', '/bigsearch/:jobId', metadataSearch, 'shown'),
  redirect('/bigsearch/:jobId/:area/:image', '/bigsearch/:jobId', metadataSearch, 'shown'),
  redirect('/bigsearch/:jobId/:area', '/bigsearch/:jobId', metadataSearch, 'shown'),
  redirect('/uniforms', [{ anyOf: ['UniformSearch'], to: '/uniforms/search' }, { to: '/uniforms/contributions' }], role('UniformSearch', 'UniformContributor'), 'hidden', { group: 'Search', label: 'Uniform Search', rank: 4 }),

  // Public pages (entries/public)
  page('/login', 'public', 'Sign in', none, { restricted: 'shown' }),
  page('/logout', 'public', 'Sign out', none, { restricted: 'shown' }),
  page('/resetpassword', 'public', 'Reset password', none, { restricted: 'shown' }),
  page('/choosepassword', 'public', 'Choose a password', none, { restricted: 'shown' }),
  page('/register', 'public', 'Register', none),
  page('/register/verify', 'public', 'Verify your email', none),
  page('/verify', 'public', 'Verify', none),
  page('/trial', 'public', 'Trial', none),
  page('/terms', 'public', 'Terms', none),
  page('/privacy', 'public', 'Privacy', none),
  page('/docs', 'public', 'API Documentation', none),
  page('/write-to-us', 'public', 'Write to us', signedIn, { menu: { group: 'Support', label: 'Write to us', rank: 2 } }),
  page('/exifextractor', 'public', 'ExifExtractor', signedIn, { menu: { group: 'Extra Tools', label: 'ExifExtractor', rank: 3 } }),
  page('/ctd', 'public', 'Connect The Dots', role('CTD'), { menu: { group: 'Extra Tools', label: 'Connect The Dots', rank: 2 } }),
  page('/egg/:eggpage?', 'public', 'Egg', signedIn),

  // Metadata search (entries/search, spec-1 §2.5–2.8)
  page('/search/:image?', 'search', 'Search', metadataSearch, { restricted: 'shown', menu: { group: 'Search', label: 'Search Everything', href: '/search', rank: 1 } }),
  page('/similar/:image?', 'search', 'Similar Search', metadataSearch, { menu: { group: 'Search', label: 'Similar Search', href: '/similar', rank: 3 } }),
  page('/sighting/:imageId', 'search', 'Sighting', metadataSearch, { restricted: 'shown' }),
  page('/searches', 'search', 'Saved Searches', metadataSearch, { restricted: 'shown', menu: { group: 'Search', label: 'Saved Searches', rank: 6 } }),

  // BigSearch (entries/bigsearch, spec-2 §2)
  page('/bigsearch', 'bigsearch', 'Big search', metadataSearch, { restricted: 'shown', menu: { group: 'Search', label: 'Big search', rank: 2 } }),
  page('/bigsearch/:jobId', 'bigsearch', 'Big search', metadataSearch, { restricted: 'shown' }),

  // Camera ID (entries/camid, spec-2 §2)
  page('/camid', 'camid', 'Camera ID', cameraId, { menu: { group: 'Search', label: 'Camera ID', rank: 5 } }),
  page('/camid/resolutions', 'camid', 'Camera ID resolutions', cameraId),
  page('/camid/stats', 'camid', 'Camera ID statistics', cameraId),
  page('/camid/:querySpnId', 'camid', 'Camera ID hits', cameraId),

  // Uniform Intelligence Hub (entries/uniforms, spec-3 §2)
  page('/uniforms/search', 'uniforms', 'Uniform Search', role('UniformSearch')),
  page('/uniforms/contributions', 'uniforms', 'Uniform Contributions', role('UniformContributor')),
  page('/uniforms/contributions/:schoolId', 'uniforms', 'Uniform Contribution', role('UniformContributor')),
  page('/uniforms/schools/:schoolId', 'uniforms', 'School', role('UniformSearch')),
  page('/uniforms/schools/:schoolId/images/:selectedImageId', 'uniforms', 'School', role('UniformSearch')),

  // Administration (entries/admin, spec-3 §2)
  page('/settings', 'admin', 'Settings', signedIn, { menu: { group: 'Account', label: 'Settings', rank: 1 } }),
  page('/applications', 'admin', 'Applications', appCreator),
  page('/licences', 'admin', 'Licences', signedIn, { menu: { group: 'Account', label: 'Licences', rank: 2 } }),
  page('/licences/usage', 'admin', 'Usage - All Licences', admin),
  page('/licences/:licenceId', 'admin', 'Licence', inLicence('Admin')),
  page('/licences/:licenceId/usage', 'admin', 'Licence usage', inLicence('UsageStats')),
  page('/licences/:licenceId/audit', 'admin', 'Audit', inLicence('Audit', 'DomainAudit')),
  page('/trials', 'admin', 'User Trials', admin, { menu: { group: 'Admin', label: 'User Trials', rank: 1 } }),
]

/** The page shown for paths no route matches, and for the guard outcomes that are not the route's own page. */
export const NOT_FOUND_SECTION = 'Not found'
export const ACCESS_DENIED_SECTION = 'Access denied'

export type Params = Record<string, string>

interface CompiledRoute {
  route: Route
  pattern: RegExp
  names: string[]
}

function compile(route: Route): CompiledRoute {
  const names: string[] = []
  const parts = route.path.split('/').filter(Boolean).map((segment) => {
    if (!segment.startsWith(':')) return '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const optional = segment.endsWith('?')
    names.push(segment.slice(1, optional ? -1 : undefined))
    return optional ? '(?:/([^/]+))?' : '/([^/]+)'
  })
  return { route, names, pattern: new RegExp(`^${parts.join('') || '/'}$`) }
}

const COMPILED = ROUTES.map(compile)

export interface RouteMatch {
  route: Route
  params: Params
}

/** The route for a pathname (already without query), or null. A trailing slash is ignored. */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  for (const { route, pattern, names } of COMPILED) {
    const found = pattern.exec(path)
    if (!found) continue
    const params: Params = {}
    try {
      names.forEach((name, i) => {
        const raw = found[i + 1]
        if (raw !== undefined) params[name] = decodeURIComponent(raw)
      })
    } catch {
      return null // a malformed escape in a parameter matches nothing
    }
    return { route, params }
  }
  return null
}

/** Fills a pattern's parameters; an optional parameter without a value is dropped. */
export function buildPath(pattern: string, params: Params): string {
  const built = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const optional = segment.endsWith('?')
      const value = params[segment.slice(1, optional ? -1 : undefined)]
      if (value === undefined) {
        if (optional) return null
        throw new Error(`Missing parameter ${segment} for ${pattern}`)
      }
      return encodeURIComponent(value)
    })
    .filter((s) => s !== null)
    .join('/')
  return built || '/'
}

export function passesGuard(guard: Guard, user: SessionSummary | null, params: Params = {}): boolean {
  switch (guard.kind) {
    case 'none':
      return true
    case 'signedIn':
      return !!user
    case 'admin':
      return isGlobalAdmin(user)
    case 'role':
      return hasAnyRole(user, guard.anyOf) || (!!guard.orAdmin && isGlobalAdmin(user))
    case 'licenceRole': {
      const licenceId = params[guard.param]
      return isGlobalAdmin(user) || (licenceId !== undefined && hasLicenceRole(user, licenceId, guard.anyOf))
    }
  }
}

export type Resolution =
  | { kind: 'page'; route: PageRoute; params: Params }
  | { kind: 'redirect'; location: string }
  | { kind: 'signIn'; location: string }
  | { kind: 'denied' }
  | { kind: 'deactivated' }
  | { kind: 'notFound' }

export interface Visit {
  pathname: string
  /** The query string with its leading `?`, or ''. */
  search: string
  user: SessionSummary | null
  restricted: boolean
}

export function signInLocation(pathname: string, search: string): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`
}

/**
 * What a visit to a path leads to, in the order of ARCHITECTURE.md "One route table": restricted mode,
 * then sign-in, then role, then the page or its redirect.
 */
export function resolveVisit({ pathname, search, user, restricted }: Visit): Resolution {
  const found = matchRoute(pathname)
  if (!found) return { kind: 'notFound' }
  const { route, params } = found
  if (restricted && route.hiddenInRestricted) return { kind: 'deactivated' }
  if (route.guard.kind !== 'none' && !user) return { kind: 'signIn', location: signInLocation(pathname, search) }
  if (!passesGuard(route.guard, user, params)) return { kind: 'denied' }
  if (route.kind === 'page') return { kind: 'page', route, params }
  const target = typeof route.to === 'string' ? route.to : route.to.find((t) => !t.anyOf || hasAnyRole(user, t.anyOf))?.to
  if (!target) return { kind: 'denied' }
  return { kind: 'redirect', location: buildPath(target, params) + (route.keepQuery ? search : '') }
}

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
