// The columns of the licence list (spec-3 §3 "Licence"): name, created, expires, whether it still runs,
// seats and the links the viewer has to each licence; to a viewer other than the global administrator, also
// how each licence covers them and the roles it gives them. Days as DD MMM, YYYY (spec-3 §9).

import { styled } from 'styled-components'
import type { ListedLicence } from '../../../shared/api/types/licences.js'
import { formatDay } from '../../../shared/format/dates.js'
import { badgeStyle } from '../../../shared/ui/badgeStyle.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { theme } from '../../../shared/ui/theme.js'
import { LicenceLinkIcons } from './LicenceLinkIcons.js'
import { licenceLinks } from './licenceLinks.js'
import { coverText, heldRolesText, licenceStatus } from './licenceStatus.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** A licence that never expires says so, rather than leaving its cell empty. */
export const expiryText = (expiresAt: string | null) => (expiresAt ? formatDay(expiresAt) : 'Never')

/** Its status in words, an expired one as a badge: told by its text, not by its colour alone. */
export function StatusBadge({ expiresAt, now }: { expiresAt: string | null; now: number }) {
  return licenceStatus(expiresAt, now) === 'Expired' ? <Expired>Expired</Expired> : <>Active</>
}

/** `now` decides which licences have expired. */
export function licenceColumns(isGlobalAdmin: boolean, now: number): TableColumn<ListedLicence>[] {
  const expired = (l: ListedLicence) => licenceStatus(l.expiresAt, now) === 'Expired'
  // An expired licence's name and days are drawn dimmer, beside its badge; a day keeps to one line.
  const dim = (l: ListedLicence, text: string) => (expired(l) ? <Dim>{text}</Dim> : text)
  const day = (l: ListedLicence, text: string) => <Day $dim={expired(l)}>{text}</Day>
  const columns: TableColumn<ListedLicence>[] = [
    { id: 'name', label: 'Name', rowHeader: true, cell: (l) => dim(l, l.name), sortValue: (l) => l.name, filterText: (l) => l.name },
    { id: 'created', label: 'Created', cell: (l) => day(l, formatDay(l.createdAt)), sortValue: (l) => l.createdAt },
    { id: 'expires', label: 'Expires', cell: (l) => day(l, expiryText(l.expiresAt)), sortValue: (l) => l.expiresAt },
    {
      id: 'status',
      label: 'Status',
      cell: (l) => <StatusBadge expiresAt={l.expiresAt} now={now} />,
      sortValue: (l) => licenceStatus(l.expiresAt, now),
      filterText: (l) => licenceStatus(l.expiresAt, now),
    },
    { id: 'seats', label: 'Seats', cell: (l) => groupedNumber(l.maxSeats), sortValue: (l) => l.maxSeats },
  ]
  if (!isGlobalAdmin) {
    columns.push(
      { id: 'covers', label: 'Covers you by', cell: (l) => coverText(l.coveredThrough) },
      { id: 'roles', label: 'Your roles', cell: (l) => heldRolesText(l.heldRoles) },
    )
  }
  columns.push({ id: 'links', label: 'Open', cell: (l) => <Links licence={l} isGlobalAdmin={isGlobalAdmin} /> })
  return columns
}

/** The licence's pages the viewer may open; a licence that only covers them opens none, and says so. */
function Links({ licence, isGlobalAdmin }: { licence: ListedLicence; isGlobalAdmin: boolean }) {
  const links = licenceLinks(licence, isGlobalAdmin)
  return links.length === 0 ? <Dim>None</Dim> : <LicenceLinkIcons links={links} />
}

/** Running licences first, the newest first among them, so that one just created is at the top. */
export function licencesTable(columns: readonly TableColumn<ListedLicence>[]): TableSpec {
  return {
    paging: STANDARD_PAGING,
    columns,
    defaultSort: [
      { id: 'status', desc: false },
      { id: 'created', desc: true },
    ],
  }
}

const Expired = styled.span`
  ${badgeStyle}
  display: inline-block;
  background: ${theme.colour.muted};
`

const Dim = styled.span`
  color: ${theme.colour.muted};
`

const Day = styled.span<{ $dim: boolean }>`
  white-space: nowrap;
  ${(p) => (p.$dim ? `color: ${theme.colour.muted};` : '')}
`
