// A labelled text input, or a text area given rows, with an optional hint and error text, both tied to the
// input for screen readers.

import type { InputHTMLAttributes } from 'react'
import { styled } from 'styled-components'
import { controlStyle, FieldFrame } from './FieldFrame.js'

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
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(ties) => (
        <Input
          {...input}
          {...(rows === undefined ? { type } : { as: 'textarea' as const, rows })}
          {...ties}
          value={value}
          onChange={(event: { target: { value: string } }) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  )
}

const Input = styled.input`
  ${controlStyle}
  resize: vertical;
`
