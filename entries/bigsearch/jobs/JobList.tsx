// "Your searches" under the upload (spec-2 §2 "BigSearch"): the signed-in user's jobs, the newest first, a page
// at a time with its page and size in the address; each file opens its job, and Delete, once confirmed, removes
// the job with its leads and uploaded file, freeing a place under the stored-jobs limit.

import { useEffect, useState } from 'react'
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
import { useServerPagedList } from '../../../shared/ui/table/useServerPagedList.js'
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
  const state = jobListState.list.value
  const { page, resultSize, last, controls } = useServerPagedList(JOBS_LIST, state.kind === 'loaded' ? state.total : null)
  const [asking, setAsking] = useState<JobListEntry | null>(null)
  const deleting = jobListState.deleting.value
  const deleteError = jobListState.deleteError.value

  useEffect(() => {
    void jobListState.load({ page, resultSize })
  }, [page, resultSize])

  return (
    <Section aria-labelledby="your-searches">
      <Heading id="your-searches">Your searches</Heading>
      {deleteError && <FailureNotice place="section" message={deleteError} onDismiss={jobListState.dismissDeleteError} />}
      {state.kind === 'loading' && <Loader label="Loading your searches…" />}
      {state.kind === 'failed' && (
        <FailureNotice
          place="section"
          message={`Your searches could not be loaded: ${state.error}`}
          tryAgainLabel="Retry"
          onTryAgain={() => void jobListState.load({ page, resultSize })}
        />
      )}
      {state.kind === 'loaded' && last !== null && (
        <>
          <DataTable label="Your searches" columns={jobColumns(setAsking, deleting)} rows={state.jobs} rowKey={(job) => job.id} empty={NO_SEARCHES} />
          {state.total > 0 && <TablePagingBar controls={controls} page={page} last={last} matched={state.total} noun={['search', 'searches']} label="Your searches" />}
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
