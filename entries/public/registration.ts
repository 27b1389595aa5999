// The body of POST /register and /trial from the registration form's values.

import type { RegisterForm } from '../../shared/api/types/account.js'
import type { RegistrationValues } from './validation.js'

/** The form body: optional names are left out rather than sent empty. */
export function registrationBody(values: RegistrationValues): RegisterForm {
  const body: RegisterForm = { email: values.email.trim(), password: values.password }
  const firstName = values.firstName.trim()
  const lastName = values.lastName.trim()
  const organization = values.organisation.trim()
  if (firstName) body.firstName = firstName
  if (lastName) body.lastName = lastName
  if (organization) body.organization = organization
  return body
}
