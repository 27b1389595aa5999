// The job screen's selection, read from its address and written back to it (spec-2 §4 "Lead browsing"), so
// that a reload or a shared link shows the same lead, filters, page and sighting.

import { useQueryString } from '../../../shared/state/useQueryString.js'
import { readSelection, selectionParams, type LeadSelection } from './selectionUrl.js'

export interface SelectionControls {
  selection: LeadSelection
  /** Writes a new selection to the address; `replace` for a correction the user did not ask for. */
  change(next: LeadSelection, replace?: boolean): void
}

export function useLeadSelection(): SelectionControls {
  const { params, write } = useQueryString()
  return {
    selection: readSelection(params),
    change: (next, replace = false) => write(selectionParams(next), replace),
  }
}
