// The blocking justification dialog (spec-1 §4.4, §5): shown while a user who needs a justification has no
// valid one stored; Set (or Enter) stores it. The shell makes everything behind it inert meanwhile.

import { useId, useState } from 'react'
import { styled } from 'styled-components'
import { isValidJustification, JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../session/justification.js'
import { setJustification } from '../session/justificationState.js'
import { theme } from '../ui/theme.js'
import { Button } from '../ui/form/Button.js'
import { TextField } from '../ui/form/TextField.js'

export function JustificationDialog() {
  const [draft, setDraft] = useState('')
  const id = useId()
  const valid = isValidJustification(draft)
  return (
    <Scrim>
      <Dialog role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} aria-describedby={`${id}-why`}>
        <Title id={`${id}-title`}>Justification</Title>
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
          <Actions>
            <Button type="submit" disabled={!valid}>
              Set
            </Button>
          </Actions>
        </form>
      </Dialog>
    </Scrim>
  )
}

const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${theme.layer.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${theme.space(2)};
  background: ${theme.colour.scrim};
`

const Dialog = styled.div`
  width: min(32rem, 100%);
  padding: ${theme.space(3)};
  background: ${theme.colour.paper};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
`

const Title = styled.h2`
  margin: 0 0 ${theme.space(1)};
  font-size: ${theme.font.size.title};
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space(2)};
`

