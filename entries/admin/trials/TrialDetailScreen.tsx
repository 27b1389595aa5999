// A trial's detail for the global admin (spec-3 §2: /trial?code={code}; §4: select a trial to see its
// users): the trial's terms and the users who engaged with it, with their registration, verification and
// account-expiry days.

import { useEffect } from 'react'
import { Link, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import type { Trial } from '../../../shared/api/types/trials.js'
import { formatDay } from '../../../shared/format/dates.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { QueryTable } from '../../../shared/ui/table/QueryTable.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { tablePage } from '../../../shared/ui/table/tableRows.js'
import { useTableQuery } from '../../../shared/ui/table/useTableQuery.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { TermList } from '../../../shared/ui/TermList.js'
import { TRIAL_USER_COLUMNS, TRIAL_USERS_TABLE } from './trialColumns.js'
import { trialsStore } from './trialsState.js'

/** spec-3 §8. */
export const NO_TRIAL_USERS = 'There are no users engaging with this trial at the moment.'
export const TRIALS_PATH = '/trials'

export function TrialDetailScreen() {
  useSignals()
  const code = new URLSearchParams(useSearch()).get('code') ?? ''
  useEffect(() => {
    void trialsStore.loadTrials()
  }, [])
  const trials = trialsStore.trials.value
  const trial = trials.kind === 'loaded' ? (trials.trials.find((t) => t.code === code) ?? null) : undefined

  return (
    <Page aria-labelledby="trial-title">
      <Title id="trial-title">{code ? `User Trial ${code}` : 'User Trial'}</Title>
      <p>
        <Link href={TRIALS_PATH}>All user trials</Link>
      </p>
      {trials.kind === 'loading' && <Loader label="Loading the trial…" />}
      {trials.kind === 'failed' && <FailureNotice place="rows" message="The trial could not be loaded." onTryAgain={() => void trialsStore.loadTrials(true)} />}
      {trial === null && <p>{code ? `No trial has the code ${code}.` : 'No trial was named: choose one from the list of trials.'}</p>}
      {trial && <TrialTerms trial={trial} />}
      {trial && <TrialUsers trialId={trial.id} />}
      <TableErrorNotice error={trialsStore.listError} onTryAgain={() => void trialsStore.loadTrials(true)} />
    </Page>
  )
}

function TrialTerms({ trial }: { trial: Trial }) {
  return (
    <Card place="section" title="Terms">
      <TermList
        terms={[
          ['Valid from', formatDay(trial.codeValidFrom)],
          ['Valid until', formatDay(trial.codeValidUntil)],
          ['Trial months', trial.trialMonths],
          ['Trial type', trial.trialType],
        ]}
      />
    </Card>
  )
}

function TrialUsers({ trialId }: { trialId: number }) {
  useSignals()
  useEffect(() => {
    void trialsStore.loadUsers(trialId)
  }, [trialId])
  const controls = useTableQuery(TRIAL_USERS_TABLE)
  const state = trialsStore.users.value
  const ours = state.kind !== 'idle' && state.key === String(trialId)
  const users = ours && state.kind === 'loaded' ? state.users : []
  const shown = tablePage(users, TRIAL_USER_COLUMNS, controls.query, TRIAL_USERS_TABLE.paging)
  return (
    <Card place="section" title="Users" wide>
      {ours && state.kind === 'loading' && <Loader label="Loading the trial's users…" />}
      {ours && state.kind === 'failed' && <FailureNotice place="rows" message="The trial's users could not be loaded." onTryAgain={() => void trialsStore.loadUsers(trialId, true)} />}
      {ours && state.kind === 'loaded' && (
        <>
          <QueryTable label="Users of this trial" columns={TRIAL_USER_COLUMNS} rows={shown.rows} rowKey={(user) => user.email} controls={controls} empty={NO_TRIAL_USERS} />
          <TablePagingBar controls={controls} page={shown.page} last={shown.last} matched={shown.matched} noun={['user', 'users']} />
        </>
      )}
      <TableErrorNotice error={trialsStore.usersError} onTryAgain={() => void trialsStore.loadUsers(trialId, true)} />
    </Card>
  )
}
