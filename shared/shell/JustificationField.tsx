// The top bar's JUSTIFICATION field (spec-1 §2.1, §4.4): shows the stored justification and stores each
// edit that keeps to the length rule; an edit outside it is flagged and leaves the stored one in place.

import { useEffect, useId, useState } from 'react'
import { styled } from 'styled-components'
import { useSignals } from '@preact/signals-react/runtime'
import { isValidJustification, JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../session/justification.js'
import { justification, setJustification } from '../session/justificationState.js'
import { theme } from '../ui/theme.js'

export function JustificationField() {
  useSignals()
  const stored = justification.value
  const [draft, setDraft] = useState(stored)
  const id = useId()
  // The dialog may set it meanwhile; a draft that only differs by spaces the store trims is left alone.
  useEffect(() => {
    setDraft((current) => (current.trim() === stored ? current : stored))
  }, [stored])
  // Flagged only while an edit is under way: with nothing stored yet, the blocking dialog does the asking.
  const flagged = draft !== stored && !isValidJustification(draft)
  return (
    <Field>
      <Label htmlFor={`${id}-input`}>Justification</Label>
      <Input
        id={`${id}-input`}
        type="text"
        value={draft}
        aria-invalid={flagged}
        aria-describedby={flagged ? `${id}-hint` : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          setJustification(event.target.value)
        }}
      />
      {flagged && (
        <Hint id={`${id}-hint`} role="status">
          {JUSTIFICATION_MIN} to {JUSTIFICATION_MAX} characters; the last valid one is still used.
        </Hint>
      )}
    </Field>
  )
}

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space(1)};
`

const Label = styled.label`
  font-size: ${theme.font.size.small};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`

const Input = styled.input`
  /* Room for the label and the bar's padding on a phone. */
  width: min(16rem, calc(100vw - 13rem));
  padding: ${theme.space(0.5)} ${theme.space(1)};
  font: inherit;
  color: ${theme.colour.ink};
  background: ${theme.colour.paper};
  border: 2px solid transparent;
  border-radius: ${theme.radius};
  &[aria-invalid='true'] { border-color: ${theme.colour.danger}; }
`

const Hint = styled.p`
  position: absolute;
  top: 100%;
  right: 0;
  margin: ${theme.space(0.5)} 0 0;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.danger};
  background: ${theme.colour.dangerSoft};
  border-radius: ${theme.radius};
  white-space: nowrap;
  z-index: ${theme.layer.bar};
`
