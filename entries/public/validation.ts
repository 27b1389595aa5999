// The client rules of the account forms (register, trial, choose a password), each with the message shown
// under its field. The service checks again; these only spare the user a round trip.

import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/api/types/account.js'

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>

export const MESSAGES = {
  emailMissing: 'Enter your email address.',
  emailMalformed: 'Enter an email address like name@example.org.',
  passwordShort: `Use at least ${PASSWORD_MIN} characters.`,
  passwordLong: `Use at most ${PASSWORD_MAX} characters.`,
  confirmationDiffers: 'The passwords do not match.',
  trialCodeMissing: 'Enter the trial code you were given.',
} as const

export const PASSWORD_HINT = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters. A phrase of several words is long and easy to remember.`

// One @, something on each side, a dot in the domain, no spaces: the shape of an address, not a proof of it.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function emailProblem(email: string): string | undefined {
  const value = email.trim()
  if (value === '') return MESSAGES.emailMissing
  if (!EMAIL_SHAPE.test(value)) return MESSAGES.emailMalformed
  return undefined
}

/** Counted in characters as a person sees them (code points), not UTF-16 units. */
export function passwordProblem(password: string): string | undefined {
  const length = [...password].length
  if (length < PASSWORD_MIN) return MESSAGES.passwordShort
  if (length > PASSWORD_MAX) return MESSAGES.passwordLong
  return undefined
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : MESSAGES.confirmationDiffers
}

export interface NewPasswordValues {
  password: string
  confirmation: string
}

export function checkNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return withoutEmpty({
    password: passwordProblem(values.password),
    confirmation: passwordProblem(values.password) ? undefined : confirmationProblem(values.password, values.confirmation),
  })
}

export interface RegistrationValues extends NewPasswordValues {
  email: string
  firstName: string
  lastName: string
  organisation: string
  /** The trial sign-up code; checked only on the trial page. */
  code: string
}

export function checkRegistration(values: RegistrationValues, options: { trial: boolean }): FieldErrors<keyof RegistrationValues> {
  return withoutEmpty({
    email: emailProblem(values.email),
    ...checkNewPassword(values),
    code: options.trial && values.code.trim() === '' ? MESSAGES.trialCodeMissing : undefined,
  })
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0
}

function withoutEmpty<Field extends string>(errors: Partial<Record<Field, string | undefined>>): FieldErrors<Field> {
  const out: FieldErrors<Field> = {}
  for (const [field, message] of Object.entries(errors) as [Field, string | undefined][]) {
    if (message !== undefined) out[field] = message
  }
  return out
}
