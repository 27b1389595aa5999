// The tables of "Usage - All Licences" (spec-3 §2): monthly, weekly, active users per licence, user activity
// and domain activity, each defined once with its title, its name in the address, its cells, sorting and
// prefix filters; days as DD MMM, YYYY and months as MMM, YYYY (spec-3 §9).

import type { DomainActivity, LicenceActiveUsers, MonthlySummary, UserActivity, WeeklySummary } from '../../../shared/api/types/usage.js'
import { formatDay } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'
import { countColumn, figureColumns } from './figureColumns.js'
import { monthLabel } from './usageRange.js'

/** YYYY-MM of a summary month. */
export const monthKeyOf = (row: Pick<MonthlySummary, 'year' | 'month'>) => `${row.year}-${String(row.month).padStart(2, '0')}`

const lastActive = <Row extends { lastActiveDate: string | null }>(): TableColumn<Row> => ({
  id: 'lastActive',
  label: 'Last active',
  cell: (row) => formatDay(row.lastActiveDate),
  sortValue: (row) => row.lastActiveDate,
})

const activeUsers = <Row extends { activeUsers: number }>() => countColumn<Row>('activeUsers', 'Active users', (row) => row.activeUsers)

export const MONTHLY_COLUMNS: readonly TableColumn<MonthlySummary>[] = [
  { id: 'month', label: 'Month', rowHeader: true, cell: (row) => monthLabel(monthKeyOf(row)), sortValue: monthKeyOf },
  activeUsers<MonthlySummary>(),
  ...figureColumns<MonthlySummary>({ channels: true }),
]

export const WEEKLY_COLUMNS: readonly TableColumn<WeeklySummary>[] = [
  {
    id: 'week',
    label: 'Week commencing',
    rowHeader: true,
    cell: (row) => formatDay(`${row.weekCommencing}T00:00:00Z`),
    sortValue: (row) => row.weekCommencing,
  },
  activeUsers<WeeklySummary>(),
  ...figureColumns<WeeklySummary>({ channels: true }),
]

export const LICENCE_ACTIVITY_COLUMNS: readonly TableColumn<LicenceActiveUsers>[] = [
  { id: 'licence', label: 'Licence', rowHeader: true, cell: (row) => row.licenceName, sortValue: (row) => row.licenceName, filterText: (row) => row.licenceName },
  countColumn<LicenceActiveUsers>('licencedUsers', 'Licensed users', (row) => row.licencedUsers),
  activeUsers<LicenceActiveUsers>(),
  lastActive<LicenceActiveUsers>(),
]

export const USER_ACTIVITY_COLUMNS: readonly TableColumn<UserActivity>[] = [
  { id: 'email', label: 'Email', rowHeader: true, cell: (row) => row.email, sortValue: (row) => row.email, filterText: (row) => row.email },
  { id: 'domain', label: 'Domain', cell: (row) => row.domain, sortValue: (row) => row.domain, filterText: (row) => row.domain },
  countColumn<UserActivity>('activeDays', 'Active days', (row) => row.activeDays),
  lastActive<UserActivity>(),
  ...figureColumns<UserActivity>({ channels: false }),
]

export const DOMAIN_ACTIVITY_COLUMNS: readonly TableColumn<DomainActivity>[] = [
  { id: 'domain', label: 'Domain', rowHeader: true, cell: (row) => row.domain, sortValue: (row) => row.domain, filterText: (row) => row.domain },
  activeUsers<DomainActivity>(),
  lastActive<DomainActivity>(),
  ...figureColumns<DomainActivity>({ channels: false }),
]

/** One summary table: its title, its name in the address (weekly.page=2), its rows' key and noun, and its query's spec. */
export interface SummaryTableSpec<Row> extends TableSpec {
  title: string
  prefix: string
  columns: readonly TableColumn<Row>[]
  rowKey: (row: Row) => string
  noun: readonly [string, string]
}

const table = <Row>(spec: Omit<SummaryTableSpec<Row>, 'paging' | 'defaultSort'>, sortBy: string, desc: boolean): SummaryTableSpec<Row> => ({
  ...spec,
  paging: STANDARD_PAGING,
  defaultSort: [{ id: sortBy, desc }],
})

/** The newest month and week first; licences by name; the busiest users and domains first. */
export const SUMMARY_TABLES = {
  monthly: table({ title: 'Monthly', prefix: 'monthly', columns: MONTHLY_COLUMNS, rowKey: monthKeyOf, noun: ['month', 'months'] }, 'month', true),
  weekly: table({ title: 'Weekly', prefix: 'weekly', columns: WEEKLY_COLUMNS, rowKey: (row) => row.weekCommencing, noun: ['week', 'weeks'] }, 'week', true),
  activeUsers: table({ title: 'Active users', prefix: 'licences', columns: LICENCE_ACTIVITY_COLUMNS, rowKey: (row) => String(row.licenceId), noun: ['licence', 'licences'] }, 'licence', false),
  userActivity: table({ title: 'User activity', prefix: 'users', columns: USER_ACTIVITY_COLUMNS, rowKey: (row) => row.email, noun: ['user', 'users'] }, 'numberOfInteractions', true),
  domainActivity: table({ title: 'Domain activity', prefix: 'domains', columns: DOMAIN_ACTIVITY_COLUMNS, rowKey: (row) => row.domain, noun: ['domain', 'domains'] }, 'numberOfInteractions', true),
} as const
