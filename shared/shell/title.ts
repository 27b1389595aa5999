// The page title (spec-1 §2.1): the product name and the section of the page.

export const PRODUCT_NAME = 'Sightline'

export function pageTitle(section: string): string {
  return section ? `${PRODUCT_NAME} – ${section}` : PRODUCT_NAME
}
