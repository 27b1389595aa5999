// The Camera ID queries page, /camid (spec-2 §2 "Camera ID", §4): the upload-fingerprint dialog, making a
// fingerprint from photos here in the browser, and the Active Queries table: the caller's queries a page at a
// time, each row opening its hits, its owner able to edit its reference or delete it. The list is asked again
// every few seconds while a query's job is waiting or running.

import { useState } from 'react'
import { useLocation } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { CamIdQuery } from '../../../shared/api/types/camid.js'
import { lazyScreen } from '../../../shared/shell/lazyScreen.js'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Hint } from '../../../shared/ui/Hint.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import { TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import type { ServerListSpec } from '../../../shared/ui/table/serverPagedList.js'
import { STANDARD_PAGING } from '../../../shared/ui/table/tablePaging.js'
import { usePagedRows } from '../../../shared/ui/table/usePagedRows.js'
import { theme } from '../../../shared/ui/theme.js'
import { CamIdPage } from '../components/CamIdPage.js'
import type { ReadFingerprint } from '../upload/readUpload.js'
import { UploadDialog } from '../upload/UploadDialog.js'
import { queryColumns } from './queryColumns.js'
import { hitsHref } from './queryLinks.js'
import { queriesState as state } from './queriesState.js'

// The photos' worker and its dialog come only when asked for.
const MakeFingerprintDialog = lazyScreen(() => import('../fingerprint/MakeFingerprintDialog.js').then((m) => m.MakeFingerprintDialog), 'Loading…')

export const NO_QUERIES = 'No queries yet. Upload a fingerprint to start one.'

/** The service sorts and pages the list: no column sorts or filters here. */
const QUERY_LIST: ServerListSpec = { paging: STANDARD_PAGING, columns: [] }

export const deleteQuestion = (query: CamIdQuery) => `Delete the query ${query.caseId}? Its hits are deleted with it.`

type Open = { kind: 'upload'; made?: ReadFingerprint } | { kind: 'make' } | { kind: 'delete'; query: CamIdQuery } | null

export function QueriesScreen() {
  useSignals()
  const [, navigate] = useLocation()
  const { state: rows, list } = usePagedRows(state.list, QUERY_LIST)
  const [open, setOpen] = useState<Open>(null)
  const [editingId, setEditingId] = useState<string | null>(null)
  const submitted = state.submitting.result.value
  const deleted = state.deleting.result.value
  const deletingNow = [...state.deleting.busy.value]
  const renameRefusal = state.renaming.refusal.value?.error ?? null

  const columns = queryColumns({
    editingId,
    edit: (query) => {
      state.renaming.dismissRefusal()
      setEditingId(query?.id ?? null)
    },
    save: async (query, reference) => {
      const over = await state.rename(query, reference)
      if (over) setEditingId(null)
      return over
    },
    isRenaming: (query) => state.renaming.isBusy(query.id),
    renameRefusal,
    askDelete: (query) => setOpen({ kind: 'delete', query }),
    isDeleting: (query) => state.deleting.isBusy(query.id),
  })

  return (
    <CamIdPage
      title="Camera ID"
      titleId="camid-title"
      actions={
        <Actions>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'make' })}>
            Make a fingerprint from photos
          </Button>
          <Button onClick={() => setOpen({ kind: 'upload' })}>Upload fingerprint</Button>
        </Actions>
      }
    >
      <Blurb>
        Upload a camera&apos;s sensor fingerprint to find the pictures on the web that the same camera took. Results
        come back within about 24 hours; a query&apos;s progress shows below.
      </Blurb>
      {submitted && <Banner tone="info">{submitted}</Banner>}
      <Card place="section" title="Active Queries" wide>
        <Hint>The newest first. Open a query to see its hits.</Hint>
        {deletingNow.length > 0 && <Loader label="Deleting the query…" />}
        {deleted && <Banner tone="info">{deleted}</Banner>}
        {rows.kind === 'loading' && <Loader label="Loading the queries…" />}
        {rows.kind === 'failed' && <FailureNotice place="section" message={rows.error} onTryAgain={() => void state.list.reload()} />}
        {rows.kind === 'loaded' && list.last !== null && (
          <>
            <DataTable
              label="Active Queries"
              columns={columns}
              rows={rows.rows}
              rowKey={(query) => query.id}
              empty={NO_QUERIES}
              onRowClick={(query) => editingId !== query.id && navigate(hitsHref(query.id))}
            />
            {rows.total > 0 && <TablePagingBar controls={list.controls} page={list.page} last={list.last} matched={rows.total} noun={['query', 'queries']} label="Active Queries" />}
          </>
        )}
      </Card>
      <TableErrorNotice error={state.deleteFailed} onTryAgain={() => void state.deleting.retry().then(() => state.list.reload())} />
      {open?.kind === 'upload' && <UploadDialog {...(open.made ? { made: open.made } : {})} onClose={() => setOpen(null)} />}
      {open?.kind === 'make' && <MakeFingerprintDialog onClose={() => setOpen(null)} onUpload={(made) => setOpen({ kind: 'upload', made })} />}
      {open?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete this query?"
          confirmLabel="Delete"
          onCancel={() => setOpen(null)}
          onConfirm={() => {
            setOpen(null)
            void state.remove(open.query)
          }}
        >
          {deleteQuestion(open.query)}
        </ConfirmDialog>
      )}
    </CamIdPage>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
`

const Blurb = styled.p`
  margin: 0;
  max-width: 48rem;
  line-height: 1.5;
  color: ${theme.colour.muted};
`
