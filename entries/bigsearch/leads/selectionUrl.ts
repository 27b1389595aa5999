// The job screen's selection in its address (spec-2 §4 "Lead browsing": "Selection state is kept in the URL
// and restored from it"): categories as a bit string in LEAD_CATEGORIES order, connectedLeads, lead, minor,
// page, pageSize and sighting. What the address leaves out is the default, so a fresh job's link is bare.

import { LEAD_CATEGORIES } from '../../../shared/api/types/bigsearch.js'
import { readUrlState, UrlType, writeUrlState } from '../../../shared/state/urlState.js'
import { BIGSEARCH_SIGHTINGS_PAGING, pageSizeParam } from '../../../shared/ui/table/tablePaging.js'
import { ALL_CATEGORIES, type CategoryChoice } from './leadRules.js'

export interface LeadSelection {
  categories: CategoryChoice
  /** Positions in the job's lead list of the connected leads added as filters, one per type. */
  connectedLeads: number[]
  /** The selected lead's position in the job's lead list. */
  lead: number | null
  /** Whether minor leads are shown ('View all'). */
  minor: boolean
  /** Zero-based (spec-2 §9: the query sends page plus 1). */
  page: number
  pageSize: (typeof BIGSEARCH_SIGHTINGS_PAGING)['sizes'][number]
  /** The id of the sighting open in the dialog. */
  sighting: string | null
}

export const EMPTY_SELECTION: LeadSelection = {
  categories: ALL_CATEGORIES,
  connectedLeads: [],
  lead: null,
  minor: false,
  page: 0,
  pageSize: BIGSEARCH_SIGHTINGS_PAGING.defaultSize,
  sighting: null,
}

/** A lead's position in the job's lead list, as the address writes it. */
const position = () => UrlType.Integer({ minimum: 0, maximum: 9_999_999 })

/** The selection's parameters, in the order a link writes them. */
export const SelectionParams = UrlType.Object({
  /** One bit per category in LEAD_CATEGORIES order; none is all of them. */
  categories: UrlType.String({ default: '', pattern: '^[01]+$' }),
  connectedLeads: UrlType.List(position(), { uniqueItems: true }),
  lead: UrlType.Nullable(position()),
  minor: UrlType.Boolean(),
  page: UrlType.Integer({ default: BIGSEARCH_SIGHTINGS_PAGING.pageBase, minimum: BIGSEARCH_SIGHTINGS_PAGING.pageBase }),
  pageSize: pageSizeParam(BIGSEARCH_SIGHTINGS_PAGING),
  sighting: UrlType.Nullable(UrlType.String({ minLength: 1 })),
})

const ALL_BITS = ALL_CATEGORIES.map(() => '1').join('')

export function readSelection(query: URLSearchParams | string): LeadSelection {
  const { categories, ...rest } = readUrlState(SelectionParams, query)
  return { ...rest, categories: categories === '' ? ALL_CATEGORIES : LEAD_CATEGORIES.map((_, i) => categories[i] === '1') }
}

/** The address's query of a selection; defaults are left out. */
export function selectionParams(selection: LeadSelection): URLSearchParams {
  const bits = selection.categories.map((on) => (on ? '1' : '0')).join('')
  return writeUrlState(SelectionParams, { ...selection, categories: bits === ALL_BITS ? '' : bits })
}

/** spec-2 §4: choosing another lead clears its connected leads, the page and the open sighting. */
export function withLead(selection: LeadSelection, lead: number | null): LeadSelection {
  return { ...selection, lead, connectedLeads: [], page: 0, sighting: null }
}
