// One licence's usage (spec-3 §2 "/licences/{licenceId}/usage", §4 "Usage range selection"): the range
// chosen in the address, charts of its weeks, its users in a table, and the licence's reports to download.
// A loader shows while the usage comes, and an alert with Try Again when it does not.

import { useEffect, useMemo } from 'react'
import { Link } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { LicenceUsage } from '../../../shared/api/types/usage.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { useQueryString } from '../../../shared/state/useQueryString.js'
import { theme } from '../../../shared/ui/theme.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { LICENCES_PATH } from '../licences/licenceLinks.js'
import { licencesStore } from '../licences/licencesState.js'
import { weeklyFigures } from './licenceUsageFigures.js'
import { licenceUsageStore as store, usageKeyOf } from './licenceUsageState.js'
import { UsageCharts } from './UsageCharts.js'
import { coveredText, rangeKey, readRangeChoice, writeRangeChoice, type UsageRangeChoice } from './usageRange.js'
import { UsageRangePicker } from './UsageRangePicker.js'
import { UsageReports } from './UsageReports.js'
import { UsageUsersTable } from './UsageUsersTable.js'

/** Licence ids are whole numbers (the service's own bound); anything else names no licence. */
const LICENCE_ID = /^[0-9]{1,15}$/

export function LicenceUsageScreen({ licenceId }: { licenceId: string }) {
  useSignals()
  const id = LICENCE_ID.test(licenceId) ? Number(licenceId) : null
  const { params, write } = useQueryString()
  // The day the screen opened: the pickers' current month and year do not move under the reader.
  const now = useMemo(() => new Date(), [])
  const choice = readRangeChoice(params, now)
  const key = rangeKey(choice)
  useEffect(() => {
    if (id !== null) void store.load({ licenceId: id, choice })
    // The range's key stands for the range: a new object each render is the same range.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, key])
  useEffect(() => {
    void licencesStore.loadLicences()
  }, [])

  const choose = (next: UsageRangeChoice) => {
    const written = writeRangeChoice(params, next)
    // Another range has other users: its table starts at its first page.
    written.delete('page')
    write(written, false)
  }

  const state = store.usage.value
  const ours = id !== null && state.kind !== 'idle' && state.key === usageKeyOf({ licenceId: id, choice })
  const licences = licencesStore.licences.value
  const name = licences.kind === 'loaded' ? licences.licences.find((l) => l.id === id)?.name : undefined

  return (
    <Page aria-labelledby="usage-title">
      <Title id="usage-title">{name ? `Usage - ${name}` : 'Licence usage'}</Title>
      <p>
        <Link href={LICENCES_PATH}>All licences</Link>
      </p>
      {id === null ? (
        <p>{`No licence has the id ${licenceId}.`}</p>
      ) : (
        <>
          <Card place="section" title="Usage range">
            <UsageRangePicker choice={choice} now={now} onChange={choose} />
            {ours && state.kind === 'loaded' && <Covered>{coveredText(state.usage.from, state.usage.to)}</Covered>}
          </Card>
          {ours && state.kind === 'loading' && <Loader label="Loading the usage…" />}
          {ours && state.kind === 'failed' && (
            <FailureNotice
              place="section"
              message={`The usage could not be loaded. ${state.error}`}
              onTryAgain={() => void store.load({ licenceId: id, choice }, true)}
            />
          )}
          {ours && state.kind === 'loaded' && <UsageContent usage={state.usage} />}
          <UsageReports licenceId={id} store={store} />
        </>
      )}
    </Page>
  )
}

function UsageContent({ usage }: { usage: LicenceUsage }) {
  const weeks = useMemo(() => weeklyFigures(usage), [usage])
  return (
    <>
      <Card place="section" title="Charts" wide>
        <UsageCharts weeks={weeks} />
      </Card>
      <Card place="section" title="Users" wide>
        <UsageUsersTable usage={usage} />
      </Card>
    </>
  )
}

const Covered = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
