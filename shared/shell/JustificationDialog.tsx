// The blocking justification dialog (spec-1 §4.4, §5): shown while a user who needs a justification has no
// valid one stored; Set (or Enter) stores it. The shell makes everything behind it inert meanwhile.

import { useId, useState } from 'react'
import { isValidJustification, JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../session/justification.js'
import { setJustification } from '../session/justificationState.js'
import { Dialog, DialogActions } from '../ui/Dialog.js'
import { Button } from '../ui/form/Button.js'
import { TextField } from '../ui/form/TextField.js'

export function JustificationDialog() {
  const [draft, setDraft] = useState('')
  const id = useId()
  const valid = isValidJustification(draft)
  return (
    <Dialog title="Justification" describedBy={`${id}-why`} width="narrow">
      <p id={`${id}-why`}>
        Your account needs a justification for your use of Sightline, such as a case reference. It is sent with every
        search you make.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          setJustification(draft)
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
          <Button type="submit" disabled={!valid}>
            Set
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
