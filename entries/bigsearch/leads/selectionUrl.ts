// The job screen's selection in its address (spec-2 §4 "Lead browsing": "Selection state is kept in the URL
// and restored from it"): categories as a bit string in LEAD_CATEGORIES order, connectedLeads, lead, minor,
// page, pageSize and sighting. What the address leaves out is the default, so a fresh job's link is bare.

import { LEAD_CATEGORIES } from '../../../shared/api/types/bigsearch.js'
import { BIGSEARCH_SIGHTINGS_PAGING, readPage, readPageSize } from '../../../shared/ui/table/tablePaging.js'
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

const position = (raw: string | null): number | null => (raw !== null && /^\d{1,7}$/.test(raw) ? Number(raw) : null)

function readCategories(raw: string | null): CategoryChoice {
  if (raw === null || !/^[01]+$/.test(raw)) return ALL_CATEGORIES
  return LEAD_CATEGORIES.map((_, i) => raw[i] === '1')
}

export function readSelection(search: string): LeadSelection {
  const params = new URLSearchParams(search)
  const connected = (params.get('connectedLeads') ?? '').split(',').map(position).filter((n): n is number => n !== null)
  return {
    categories: readCategories(params.get('categories')),
    connectedLeads: [...new Set(connected)],
    lead: position(params.get('lead')),
    minor: params.get('minor') === 'true',
    page: Math.max(0, readPage(params.get('page'), BIGSEARCH_SIGHTINGS_PAGING)),
    pageSize: readPageSize(params.get('pageSize'), BIGSEARCH_SIGHTINGS_PAGING),
    sighting: params.get('sighting') || null,
  }
}

/** The query string of a selection, without the '?'; defaults are left out. */
export function selectionQuery(selection: LeadSelection): string {
  const params = new URLSearchParams()
  const bits = selection.categories.map((on) => (on ? '1' : '0')).join('')
  if (bits !== ALL_CATEGORIES.map(() => '1').join('')) params.set('categories', bits)
  if (selection.connectedLeads.length > 0) params.set('connectedLeads', selection.connectedLeads.join(','))
  if (selection.lead !== null) params.set('lead', String(selection.lead))
  if (selection.minor) params.set('minor', 'true')
  if (selection.page !== 0) params.set('page', String(selection.page))
  if (selection.pageSize !== BIGSEARCH_SIGHTINGS_PAGING.defaultSize) params.set('pageSize', String(selection.pageSize))
  if (selection.sighting !== null) params.set('sighting', selection.sighting)
  return params.toString()
}

/** spec-2 §4: choosing another lead clears its connected leads, the page and the open sighting. */
export function withLead(selection: LeadSelection, lead: number | null): LeadSelection {
  return { ...selection, lead, connectedLeads: [], page: 0, sighting: null }
}
