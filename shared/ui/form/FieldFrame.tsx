// What every labelled form control shares: the label above, the error and the hint below, both tied to the
// control for screen readers (the error read first: it is what the user has to act on), and the control's
// own look, bordered, marked when invalid. TextField and SelectField draw their control inside it; a screen
// that draws a bare control (a search box) takes `controlStyle`.

import { useId, type ReactNode } from 'react'
import { css, styled } from 'styled-components'
import { theme } from '../theme.js'

/** The attributes that tie a control to its label, error and hint. */
export interface ControlTies {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

interface Props {
  label: string
  hint?: string | undefined
  error?: string | undefined
  /** Draws the control with the attributes that tie it to the label, error and hint. */
  children: (ties: ControlTies) => ReactNode
}

export function FieldFrame({ label, hint, error, children }: Props) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  )
}

/** The look of an input, a text area or a select: bordered, outlined when focused, red when invalid. */
export const controlStyle = css`
  font: inherit;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  &:focus {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 1px;
    border-color: ${theme.colour.brand};
  }
  &[aria-invalid='true'] { border-color: ${theme.colour.danger}; }
  &:disabled { background: ${theme.colour.canvas}; color: ${theme.colour.muted}; }
`

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.font.size.small};
`

const Hint = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const ErrorText = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.danger};
`
