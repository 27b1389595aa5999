// The question an action asks before it does something that cannot be undone from the page (remove,
// withdraw): what will happen, Cancel first and focused, and the action named on its own button.

import { useId, type ReactNode } from 'react'
import { Dialog, DialogActions } from './Dialog.js'
import { Button } from './form/Button.js'

interface Props {
  title: string
  /** What the action will do, read out as the dialog's description. */
  children: ReactNode
  /** The confirming button's text: the action itself ("Remove", "Withdraw MetadataSearch"). */
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

export function ConfirmDialog({ title, children, confirmLabel, onConfirm, onCancel }: Props) {
  const questionId = useId()
  return (
    <Dialog title={title} onClose={onCancel} describedBy={questionId} width="narrow">
      <div id={questionId}>{children}</div>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  )
}
