// The page title (spec-1 §2.1): the product name and the section of the page.

import { matchRoute } from '../routes.js'
import type { PageOutcome } from '../api/types/bootstrap.js'

export const PRODUCT_NAME = 'Sightline'

export function pageTitle(section: string): string {
  return section ? `${PRODUCT_NAME} – ${section}` : PRODUCT_NAME
}

/**
 * The section for a path reached by client routing: the route's own section on a page the edge answered
 * as itself, else the one the edge named (not found, access denied), which client routing does not change.
 */
export function sectionFor(pathname: string, outcome: PageOutcome, bootSection: string): string {
  if (outcome !== 'page') return bootSection
  const found = matchRoute(pathname)
  return found?.route.kind === 'page' ? found.route.section : bootSection
}
