// "Your searches" under the upload (spec-2 §2 "BigSearch"): the signed-in user's jobs, the newest first, a page
// at a time with its page and size in the address; each file opens its job, and Delete, once confirmed, removes
// the job with its leads and uploaded file, freeing a place under the stored-jobs limit.

import { useState } from 'react'
import { styled } from 'styled-components'
import { useSignals } from '@preact/signals-react/runtime'
import type { JobListEntry } from '../../../shared/api/types/bigsearch.js'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { usePagedRows } from '../../../shared/ui/table/usePagedRows.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { jobColumns, jobName } from './jobColumns.js'
import { jobListState } from './jobListState.js'

export const NO_SEARCHES = 'No searches yet.'

/** The service sorts and pages the list: no column sorts or filters here. */
const JOBS_LIST: ServerListSpec = { paging: STANDARD_PAGING, columns: [] }

export function deleteQuestion(name: string): string {
  return `Delete the search of ${name}? Its leads and its uploaded file are removed.`
}

export default function JobList() {
  useSignals()
  const { state, list } = usePagedRows(jobListState.list, JOBS_LIST)
  const [asking, setAsking] = useState<JobListEntry | null>(null)
  const { deleting } = jobListState
  const refusal = deleting.refusal.value
  const deletingId = [...deleting.busy.value][0] ?? null

  return (
    <Section aria-labelledby="your-searches">
      <Heading id="your-searches">Your searches</Heading>
      {refusal && <FailureNotice place="section" message={refusal.error} onDismiss={deleting.dismissRefusal} />}
      {state.kind === 'loading' && <Loader label="Loading your searches…" />}
      {state.kind === 'failed' && (
        <FailureNotice place="section" message={`Your searches could not be loaded: ${state.error}`} tryAgainLabel="Retry" onTryAgain={() => void jobListState.list.reload()} />
      )}
      {state.kind === 'loaded' && list.last !== null && (
        <>
          <DataTable label="Your searches" columns={jobColumns(setAsking, deletingId)} rows={state.rows} rowKey={(job) => job.id} empty={NO_SEARCHES} />
          {state.total > 0 && <TablePagingBar controls={list.controls} page={list.page} last={list.last} matched={state.total} noun={['search', 'searches']} label="Your searches" />}
        </>
      )}
      {asking && (
        <ConfirmDialog
          title="Delete this search?"
          confirmLabel="Delete"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            setAsking(null)
            void jobListState.remove(asking.id)
          }}
        >
          {deleteQuestion(jobName(asking))}
        </ConfirmDialog>
      )}
    </Section>
  )
}

const Section = styled.section`
  ${stack(1.5)}
`

const Heading = styled.h2`
  margin: 0;
  font-size: ${theme.font.size.title};
`
