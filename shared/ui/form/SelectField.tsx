// A labelled choice among a few values, laid out like a TextField (label above, hint and error below), the
// value coming back in the type it was given.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../theme.js'

export interface SelectFieldProps<Value extends string | number> {
  label: string
  value: Value
  choices: readonly { value: Value; label: string }[]
  onChange: (value: Value) => void
  hint?: string
  error?: string | undefined
  disabled?: boolean
}

export function SelectField<Value extends string | number>({ label, value, choices, onChange, hint, error, disabled }: SelectFieldProps<Value>) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(choices[event.target.selectedIndex]!.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
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

const Select = styled.select`
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
