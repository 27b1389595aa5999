// The justification dialog (spec-1 §4.4, §5). Without a request it is the shell's blocking dialog: shown
// while a user who needs a justification has no valid one stored; Set (or Enter) stores it, and the shell
// makes everything behind it inert meanwhile. With a request it asks for one action that needs a
// justification (spec-3 §4: an audit export): it can be cancelled, and the text goes with that action only.

import { useId, useState } from 'react'
import { isValidJustification, JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../session/justification.js'
import { setJustification } from '../session/justificationState.js'
import { Dialog, DialogActions } from '../ui/Dialog.js'
import { Button } from '../ui/form/Button.js'
import { TextField } from '../ui/form/TextField.js'

/** One action asking for a justification. */
export interface JustificationRequest {
  /** Why this action needs one. */
  why: string
  /** The submit button's name: what giving it does ("Export as CSV"). */
  action: string
  /** The text to start from, e.g. the one given last time. */
  initial?: string
  /** Gets the justification, trimmed; it is not stored. */
  onGive: (justification: string) => void
  onCancel: () => void
}

const SESSION_WHY =
  'Your account needs a justification for your use of Sightline, such as a case reference. It is sent with every search you make.'

export function JustificationDialog({ request }: { request?: JustificationRequest }) {
  const [draft, setDraft] = useState(request?.initial ?? '')
  const id = useId()
  const valid = isValidJustification(draft)
  return (
    <Dialog title="Justification" describedBy={`${id}-why`} width="narrow" onClose={request?.onCancel}>
      <p id={`${id}-why`}>{request ? request.why : SESSION_WHY}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!valid) return
          if (request) request.onGive(draft.trim())
          else setJustification(draft)
        }}
      >
        <TextField
          label="Your justification"
          value={draft}
          onChange={setDraft}
          autoFocus
          hint={`${JUSTIFICATION_MIN} to ${JUSTIFICATION_MAX} characters.`}
        />
        <DialogActions>
          {request && (
            <Button variant="secondary" onClick={request.onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={!valid}>
            {request ? request.action : 'Set'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
