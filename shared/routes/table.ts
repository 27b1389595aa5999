// The one route table (spec-1 §2.2–2.3, spec-2 §2, spec-3 §2): every page, the entry that serves it (chosen
// by role where the spec gives one path two pages), its guard, restricted-mode visibility, menu place and
// redirects. The edge and the clients both read it; nothing else decides visibility.

import type { Entry } from './entries.js'
import { admin, inLicence, none, role, roleOrAdmin, signedIn, type Guard } from './guards.js'

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

/** Who serves a page, and under which title section. */
export interface Serving {
  entry: Entry
  /** The section of the page title: "Sightline – <section>". */
  section: string
}

/** A serving for the visitors who pass `when`. */
export interface ServingByRole extends Serving {
  when: Guard
}

export interface PageRoute extends RouteBase, Serving {
  kind: 'page'
  /** Servings tried before `entry` and `section`, first match wins; everyone else gets the route's own. */
  byRole?: readonly ServingByRole[]
}

export interface RedirectRoute extends RouteBase {
  kind: 'redirect'
  /** Target pattern using this route's parameters, or targets chosen by role, first match wins. */
  to: string | readonly { anyOf?: readonly string[]; to: string }[]
  /** Whether the visitor's query string goes along. */
  keepQuery: boolean
}

export type Route = PageRoute | RedirectRoute

const metadataSearch = role('MetadataSearch')
const cameraId = roleOrAdmin('CameraId')
const appCreator = roleOrAdmin('AppCreator')

interface PageOptions {
  restricted?: 'shown'
  menu?: MenuPlace
  byRole?: readonly ServingByRole[]
}

function page(path: string, entry: Entry, section: string, guard: Guard, opts: PageOptions = {}): PageRoute {
  const { restricted, ...rest } = opts
  return { kind: 'page', path, entry, section, guard, hiddenInRestricted: restricted !== 'shown', ...rest }
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
  // spec-1 §2.3: /trial?code= is the trial sign-up; spec-3 §2: for the global admin it is the trial's detail.
  page('/trial', 'public', 'Trial', none, { byRole: [{ when: admin, entry: 'admin', section: 'User Trial' }] }),
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
