// The Applications panel (spec-3 §2: on the settings page for an AppCreator or the global admin, and the
// page /applications): the table of applications with selection and the bulk actions, each answered per id
// (the refused ones stay selected with their reasons), the create and edit dialogs, and the delete
// confirmation. A failed list or refused ids show for 10 seconds with Try Again or Dismiss (spec-3 §8).

import { useEffect, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import type { BulkAction } from '../../../shared/api/applications.js'
import type { Application } from '../../../shared/api/types/applications.js'
import { isGlobalAdmin } from '../../../shared/roles.js'
import { sessionStore } from '../../../shared/session/store.js'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { TableErrorNotice } from '../../../shared/ui/table/TableErrorNotice.js'
import { ApplicationFormDialog } from './ApplicationFormDialog.js'
import { applicationsStore } from './applicationsState.js'
import { ApplicationsTable } from './ApplicationsTable.js'
import { BulkActions } from './BulkActions.js'
import { deleteQuestion, selectionAfter } from './bulkResults.js'

type Open = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; application: Application } | { kind: 'confirmDelete' }

export function ApplicationsPanel() {
  useSignals()
  const admin = isGlobalAdmin(sessionStore.summary.value)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [open, setOpen] = useState<Open>({ kind: 'none' })
  const applications = applicationsStore.applications.value
  const list = applicationsStore.list.value.kind
  const result = applicationsStore.result.value

  // The list is asked for afresh each time the panel opens: another creator or the admin may have changed it.
  useEffect(() => {
    void applicationsStore.load()
  }, [])

  // Only ids the list still holds count as selected (a delete elsewhere, a reload).
  const listed = new Set(applications.map((a) => a.id))
  const chosen = [...selected].filter((id) => listed.has(id))
  const select = (ids: readonly number[], on: boolean) =>
    setSelected((now) => {
      const next = new Set(now)
      for (const id of ids) if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const run = async (action: BulkAction) => {
    setOpen({ kind: 'none' })
    const outcome = await applicationsStore.run(action, chosen)
    setSelected(selectionAfter(outcome, (id) => applicationsStore.applications.value.some((a) => a.id === id)))
  }
  const close = () => setOpen({ kind: 'none' })

  return (
    <>
      <div>
        <Button onClick={() => setOpen({ kind: 'create' })}>New application</Button>
      </div>
      {result && <Banner tone="info">{result}</Banner>}
      {list === 'loading' && applications.length === 0 && <Loader label="Loading the applications…" />}
      {list === 'failed' && applications.length === 0 && <FailureNotice place="rows" message="The applications could not be loaded." onTryAgain={() => void applicationsStore.load()} />}
      {(list === 'loaded' || applications.length > 0) && (
        <>
          <BulkActions
            count={chosen.length}
            canApprove={admin}
            busy={applicationsStore.busy.value}
            onAction={(action) => (action === 'delete' ? setOpen({ kind: 'confirmDelete' }) : void run(action))}
          />
          <ApplicationsTable
            applications={applications}
            selected={selected}
            onSelect={select}
            refused={applicationsStore.refused.value}
            onEdit={(application) => setOpen({ kind: 'edit', application })}
          />
        </>
      )}
      {open.kind === 'create' && <ApplicationFormDialog addressChangeNeedsApproval={!admin} onClose={close} />}
      {open.kind === 'edit' && <ApplicationFormDialog editing={open.application} addressChangeNeedsApproval={!admin} onClose={close} />}
      {open.kind === 'confirmDelete' && (
        <ConfirmDialog
          title={chosen.length === 1 ? 'Delete application' : 'Delete applications'}
          confirmLabel={chosen.length === 1 ? 'Delete application' : `Delete ${chosen.length} applications`}
          onConfirm={() => void run('delete')}
          onCancel={close}
        >
          <p>{deleteQuestion(chosen.length)}</p>
        </ConfirmDialog>
      )}
      <TableErrorNotice error={applicationsStore.error} onTryAgain={applicationsStore.tryAgain} />
    </>
  )
}
