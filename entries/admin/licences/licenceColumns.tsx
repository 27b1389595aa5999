// The columns of the licence list (spec-3 §3 "Licence"): name, created, expires, seats and the links the
// viewer has to each licence; days as DD MMM, YYYY (spec-3 §9).

import type { ListedLicence } from '../../../shared/api/types/licences.js'
import { formatDay } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { LicenceLinkIcons } from './LicenceLinkIcons.js'
import { licenceLinks } from './licenceLinks.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** A licence that never expires says so, rather than leaving its cell empty. */
export const expiryText = (expiresAt: string | null) => (expiresAt ? formatDay(expiresAt) : 'Never')

export function licenceColumns(isGlobalAdmin: boolean): TableColumn<ListedLicence>[] {
  return [
    { id: 'name', label: 'Name', rowHeader: true, cell: (l) => l.name, sortValue: (l) => l.name, filterText: (l) => l.name },
    { id: 'created', label: 'Created', cell: (l) => formatDay(l.createdAt), sortValue: (l) => l.createdAt },
    { id: 'expires', label: 'Expires', cell: (l) => expiryText(l.expiresAt), sortValue: (l) => l.expiresAt },
    { id: 'seats', label: 'Seats', cell: (l) => groupedNumber(l.maxSeats), sortValue: (l) => l.maxSeats },
    { id: 'links', label: 'Open', cell: (l) => <LicenceLinkIcons links={licenceLinks(l, isGlobalAdmin)} /> },
  ]
}

/** The newest licence first, so that one just created is at the top. */
export function licencesTable(columns: readonly TableColumn<ListedLicence>[]): TableSpec {
  return { paging: STANDARD_PAGING, columns, defaultSort: [{ id: 'created', desc: true }] }
}
