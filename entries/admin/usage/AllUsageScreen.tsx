// "Usage - All Licences" for the global admin (spec-3 §2): the toggle "Show current users only", kept in the
// address, and the summary tables: monthly, weekly, active users per licence, user activity and domain
// activity. A loader while the summary comes, an alert with Try Again when it does not, and "Usage data could
// not be found" when nobody used any licence.

import { useEffect, useId } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { UsageSummary } from '../../../shared/api/types/usage.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { readUrlState, UrlType, writeUrlState } from '../../../shared/state/urlState.js'
import { useQueryString } from '../../../shared/state/useQueryString.js'
import { theme } from '../../../shared/ui/theme.js'
import { ToolbarField } from '../../../shared/ui/Toolbar.js'
import { allUsageStore as store, isEmptySummary } from './allUsageState.js'
import { SUMMARY_TABLES } from './summaryColumns.js'
import { SummaryTable } from './SummaryTable.js'
import { NO_USAGE } from './usageMessages.js'
import { coveredText } from './usageRange.js'

/** The screen's own parameter; the summary tables keep theirs under their prefixes. */
export const AllUsageParams = UrlType.Object({ currentUsersOnly: UrlType.Boolean() })

export function AllUsageScreen() {
  useSignals()
  const { params, write } = useQueryString()
  const { currentUsersOnly } = readUrlState(AllUsageParams, params)
  useEffect(() => {
    void store.load(currentUsersOnly)
  }, [currentUsersOnly])

  const toggle = (on: boolean) => write(writeUrlState(AllUsageParams, { currentUsersOnly: on }, params), false)

  const state = store.summary.value
  return (
    <Page aria-labelledby="all-usage-title">
      <Title id="all-usage-title">Usage - All Licences</Title>
      <CurrentUsersSwitch on={currentUsersOnly} onChange={toggle} />
      {state.kind === 'loading' && <Loader label="Loading the usage…" />}
      {state.kind === 'failed' && (
        <FailureNotice place="section" message={`The usage could not be loaded. ${state.error}`} onTryAgain={() => void store.load(currentUsersOnly, true)} />
      )}
      {state.kind === 'loaded' && (isEmptySummary(state.summary) ? <p>{NO_USAGE}</p> : <SummaryTables summary={state.summary} />)}
    </Page>
  )
}

function CurrentUsersSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const id = useId()
  return (
    <Switch>
      <input id={id} type="checkbox" role="switch" checked={on} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Show current users only</label>
    </Switch>
  )
}

function SummaryTables({ summary }: { summary: UsageSummary }) {
  return (
    <>
      <Covered>{coveredText(summary.from, summary.to)} The monthly table leaves out this month, the weekly one this week.</Covered>
      <SummaryTable table={SUMMARY_TABLES.monthly} rows={summary.monthly} />
      <SummaryTable table={SUMMARY_TABLES.weekly} rows={summary.weekly} />
      <SummaryTable table={SUMMARY_TABLES.activeUsers} rows={summary.activeUsers} />
      <SummaryTable table={SUMMARY_TABLES.userActivity} rows={summary.userActivity} />
      <SummaryTable table={SUMMARY_TABLES.domainActivity} rows={summary.domainActivity} />
    </>
  )
}

const Switch = styled(ToolbarField)`
  font-weight: 600;
  input { width: 2.25rem; height: 1.25rem; accent-color: ${theme.colour.brand}; }
`

const Covered = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
