// The blocking justification dialog (spec-1 §4.4, §5): shown while a user who needs a justification has no
// valid one stored; Set (or Enter) stores it. The shell makes everything behind it inert meanwhile.

import { useId, useState } from 'react'
import { styled } from 'styled-components'
import { isValidJustification, JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../session/justification.js'
import { setJustification } from '../session/justificationState.js'
import { theme } from '../ui/theme.js'

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
          <Label htmlFor={`${id}-input`}>Your justification</Label>
          <Input
            id={`${id}-input`}
            type="text"
            value={draft}
            autoFocus
            aria-describedby={`${id}-rule`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Rule id={`${id}-rule`}>
            {JUSTIFICATION_MIN} to {JUSTIFICATION_MAX} characters.
          </Rule>
          <Actions>
            <SetButton type="submit" disabled={!valid}>
              Set
            </SetButton>
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

const Label = styled.label`
  display: block;
  margin-bottom: ${theme.space(0.5)};
  font-weight: 600;
`

const Input = styled.input`
  box-sizing: border-box;
  width: 100%;
  padding: ${theme.space(1)};
  font: inherit;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`

const Rule = styled.p`
  margin: ${theme.space(0.5)} 0 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${theme.space(2)};
`

const SetButton = styled.button`
  padding: ${theme.space(1)} ${theme.space(3)};
  font: inherit;
  font-weight: 600;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:disabled { background: ${theme.colour.line}; color: ${theme.colour.muted}; cursor: not-allowed; }
`
