// A labelled text input, or a text area given rows, with an optional hint and error text, both tied to the
// input for screen readers.

import { useId, type InputHTMLAttributes } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'>

export interface TextFieldProps extends InputProps {
  label: string
  value: string
  onChange: (value: string) => void
  /** A standing explanation under the field, e.g. the password rule. */
  hint?: string
  /** What is wrong with the value; marks the field invalid. */
  error?: string | undefined
  /** Makes the field a text area this many lines high, for text that runs over lines (a description). */
  rows?: number
}

export function TextField({ label, value, onChange, hint, error, type = 'text', rows, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  // The error is read first: it is what the user has to act on.
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        {...(rows === undefined ? { type } : { as: 'textarea' as const, rows })}
        id={id}
        value={value}
        onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  )
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.font.size.small};
`

const Input = styled.input`
  font: inherit;
  padding: ${theme.space(1)} ${theme.space(1.5)};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  background: ${theme.colour.paper};
  color: ${theme.colour.ink};
  resize: vertical;
  &:focus {
    outline: 2px solid ${theme.colour.brand};
    outline-offset: 1px;
    border-color: ${theme.colour.brand};
  }
  &[aria-invalid='true'] { border-color: ${theme.colour.danger}; }
  &:disabled { background: ${theme.colour.canvas}; color: ${theme.colour.muted}; }
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
