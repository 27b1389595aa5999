// Where the contribution screen's Cancel and Back go (spec-3 §2): the Contribute tab as the user last left it, its
// filters and page kept, for as long as the page is open; its bare address before it was shown.

export const CONTRIBUTE_PATH = '/uniforms/contributions'

let lastQuery = ''

/** The tab's query string now, with its leading `?` or empty. */
export function rememberContributeTab(search: string): void {
  lastQuery = search === '' || search.startsWith('?') ? search : `?${search}`
}

export const contributeTabHref = (): string => `${CONTRIBUTE_PATH}${lastQuery}`

/** A school's contribution screen. */
export const contributionHref = (schoolId: string): string => `${CONTRIBUTE_PATH}/${encodeURIComponent(schoolId)}`
