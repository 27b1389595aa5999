// The user trials page (spec-3 §2 "User trials", global admin only): the create form, and the table of
// trials with sorting, prefix filters and paging in the query string (spec-3 §5, §9); a trial's code opens
// its users (/trial?code=).

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { TRIAL_COLUMNS, TRIALS_TABLE } from './trialColumns.js'
import { TrialForm } from './TrialForm.js'
import { trialsStore } from './trialsState.js'

/** spec-3 §8. */
export const NO_TRIALS = 'There are no user trials at the moment.'

export function TrialsScreen() {
  useSignals()
  useEffect(() => {
    void trialsStore.loadTrials()
  }, [])
  const controls = useTableQuery(TRIALS_TABLE)
  const state = trialsStore.trials.value
  const created = trialsStore.created.value
  const trials = state.kind === 'loaded' ? state.trials : []
  const shown = tablePage(trials, TRIAL_COLUMNS, controls.query, TRIALS_TABLE.paging)

  return (
    <Page aria-labelledby="trials-title">
      <Title id="trials-title">User Trials</Title>
      <Card place="section" title="New trial">
        <TrialForm />
        {created && <Banner tone="info">{created}</Banner>}
      </Card>
      <Card place="section" title="Trials" wide>
        {state.kind === 'loading' && <Loader label="Loading the trials…" />}
        {state.kind === 'loaded' && (
          <>
            <QueryTable label="User trials" columns={TRIAL_COLUMNS} rows={shown.rows} rowKey={(trial) => String(trial.id)} controls={controls} empty={NO_TRIALS} />
            <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={['trial', 'trials']} />
          </>
        )}
        {state.kind === 'failed' && <FailureNotice place="rows" message="The trials could not be loaded." onTryAgain={() => void trialsStore.loadTrials(true)} />}
      </Card>
      <TableErrorNotice error={trialsStore.listError} onTryAgain={() => void trialsStore.loadTrials(true)} />
    </Page>
  )
}
