// The users table of a licence's usage (spec-3 §3 "Usage statistics per licence"): each user's address,
// whether the licence covers them now, their last active day (spec-3 §9 "DD MMM, YYYY") and their totals
// over the range.

import { formatDay } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { countColumn, figureColumns } from './figureColumns.js'
import type { UserFigures } from './licenceUsageFigures.js'

export const LICENCE_USER_COLUMNS: readonly TableColumn<UserFigures>[] = [
  { id: 'email', label: 'Email', rowHeader: true, cell: (user) => user.email, sortValue: (user) => user.email, filterText: (user) => user.email },
  { id: 'licensed', label: 'Licensed now', cell: (user) => (user.licensedNow ? 'Yes' : 'No'), sortValue: (user) => (user.licensedNow ? 'Yes' : 'No') },
  { id: 'lastActive', label: 'Last active', cell: (user) => formatDay(user.lastActiveDate), sortValue: (user) => user.lastActiveDate },
  countColumn<UserFigures>('activeDays', 'Active days', (user) => user.activeDays),
  ...figureColumns<UserFigures>({ channels: false }),
]

/** The most active first. */
export const LICENCE_USERS_TABLE: TableSpec = {
  paging: STANDARD_PAGING,
  columns: LICENCE_USER_COLUMNS,
  defaultSort: [{ id: 'numberOfInteractions', desc: true }],
}
