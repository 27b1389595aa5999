// The columns of the trials table and of a trial's users table (spec-3 §3 "User trial", "Trial user"):
// each defined once with its cell, sort value and prefix filter; days as DD MMM, YYYY (spec-3 §9).

import { Link } from 'wouter'
import type { Trial, TrialUser } from '../../../shared/api/types/trials.js'
import { formatDay } from '../../../shared/format/dates.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import type { TableSpec } from '../../../shared/ui/table/tableQuery.js'

/** spec-3 §2: a trial's detail, the users who engaged with it. */
export const trialHref = (code: string) => `/trial?code=${encodeURIComponent(code)}`

export const TRIAL_COLUMNS: readonly TableColumn<Trial>[] = [
  {
    id: 'code',
    label: 'Code',
    rowHeader: true,
    cell: (trial) => <Link href={trialHref(trial.code)}>{trial.code}</Link>,
    sortValue: (trial) => trial.code,
    filterText: (trial) => trial.code,
  },
  { id: 'validFrom', label: 'Valid from', cell: (trial) => formatDay(trial.codeValidFrom), sortValue: (trial) => trial.codeValidFrom },
  { id: 'validUntil', label: 'Valid until', cell: (trial) => formatDay(trial.codeValidUntil), sortValue: (trial) => trial.codeValidUntil },
  { id: 'months', label: 'Months', cell: (trial) => trial.trialMonths, sortValue: (trial) => trial.trialMonths },
  { id: 'type', label: 'Type', cell: (trial) => trial.trialType, sortValue: (trial) => trial.trialType, filterText: (trial) => trial.trialType },
]

/** The service lists the latest to open first; the table keeps that order until a header is pressed. */
export const TRIALS_TABLE: TableSpec = { paging: STANDARD_PAGING, columns: TRIAL_COLUMNS }

/** A missing day says why it is missing: the trial starts when the address is verified. */
const dayOr = (iso: string | null, instead: string) => (iso ? formatDay(iso) : instead)

export const TRIAL_USER_COLUMNS: readonly TableColumn<TrialUser>[] = [
  { id: 'email', label: 'Email', rowHeader: true, cell: (user) => user.email, sortValue: (user) => user.email, filterText: (user) => user.email },
  { id: 'registered', label: 'Registered', cell: (user) => formatDay(user.registrationDate), sortValue: (user) => user.registrationDate },
  { id: 'verified', label: 'Verified', cell: (user) => dayOr(user.verificationDate, 'Not verified'), sortValue: (user) => user.verificationDate },
  { id: 'expires', label: 'Account expires', cell: (user) => dayOr(user.accountExpiryDate, 'Not started'), sortValue: (user) => user.accountExpiryDate },
]

export const TRIAL_USERS_TABLE: TableSpec = { paging: STANDARD_PAGING, columns: TRIAL_USER_COLUMNS }
