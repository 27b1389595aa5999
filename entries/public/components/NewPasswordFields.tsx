// A new password and its confirmation, with the length rule said up front (spec-1 §3.1, ASVS 5.0 §6.2).

import { TextField } from '../../../shared/ui/form/TextField.js'

interface FieldState {
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

export interface NewPasswordFieldsProps {
  labels: { password: string; confirmation: string }
  hint: string
  password: FieldState
  confirmation: FieldState
  /** When the new password is the first thing to fill on the page. */
  autoFocus?: boolean
}

export function NewPasswordFields({ labels, hint, password, confirmation, autoFocus = false }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField label={labels.password} type="password" {...password} hint={hint} autoComplete="new-password" required autoFocus={autoFocus} />
      <TextField label={labels.confirmation} type="password" {...confirmation} autoComplete="new-password" required />
    </>
  )
}
