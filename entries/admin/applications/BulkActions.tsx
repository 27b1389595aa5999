// The actions on the selected applications (spec-3 §4): Approve for the global admin only (spec-3 §6),
// Activate, Deactivate and Delete for every creator; each waits for a selection and for the action before.

import type { BulkAction } from '../../../shared/api/applications.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { ACTION_LABELS } from './bulkResults.js'

interface Props {
  count: number
  canApprove: boolean
  busy: BulkAction | null
  onAction: (action: BulkAction) => void
}

const BUSY_LABELS: Record<BulkAction, string> = { approve: 'Approving…', activate: 'Activating…', deactivate: 'Deactivating…', delete: 'Deleting…' }

export function BulkActions({ count, canApprove, busy, onAction }: Props) {
  const actions: BulkAction[] = canApprove ? ['approve', 'activate', 'deactivate', 'delete'] : ['activate', 'deactivate', 'delete']
  return (
    <Toolbar role="group" aria-label="Selected applications" $gap={1}>
      <span>{count === 1 ? '1 selected' : `${count} selected`}</span>
      {actions.map((action) => (
        <Button key={action} variant="secondary" disabled={count === 0 || busy !== null} onClick={() => onAction(action)}>
          {ACTION_LABELS[action]}
        </Button>
      ))}
      {busy && <Loader label={BUSY_LABELS[busy]} />}
    </Toolbar>
  )
}
