// The job screen's selection, read from its address and written back to it (spec-2 §4 "Lead browsing"), so
// that a reload or a shared link shows the same lead, filters, page and sighting.

import { useLocation, useSearch } from 'wouter'
import { readSelection, selectionQuery, type LeadSelection } from './selectionUrl.js'

export interface SelectionControls {
  selection: LeadSelection
  /** Writes a new selection to the address; `replace` for a correction the user did not ask for. */
  change(next: LeadSelection, replace?: boolean): void
}

export function useLeadSelection(): SelectionControls {
  const search = useSearch()
  const [path, navigate] = useLocation()
  const selection = readSelection(search)
  return {
    selection,
    change(next, replace = false) {
      const query = selectionQuery(next)
      navigate(query ? `${path}?${query}` : path, { replace })
    },
  }
}
