// A contribution step's help (spec-3 §2 "Contribution screen"): what the step is for, in a dialog the user closes.

import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { STEP_HELP, type StepName } from './stepHelp.js'

export function StepHelpDialog({ step, onClose }: { step: StepName; onClose: () => void }) {
  return (
    <Dialog title={`Help: ${step}`} onClose={onClose} width="narrow">
      {STEP_HELP[step].map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
