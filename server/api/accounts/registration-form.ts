// The fields of the registration, verification and password-reset forms (spec-3 §4): each problem is
// answered with what to fix, in the words the page shows, and changes nothing.

import { PASSWORD_MAX, PASSWORD_MIN, type RegisterForm } from '../../../shared/api/types/account.js'
import { CallFailure } from '../failures.js'
import { NOT_A_FORM } from '../form-fields.js'
import { hasMisleadingCharacters, misleadingCharactersMessage } from '../../../shared/text/misleading-characters.js'
import { characterCount } from '../../../shared/text/character-count.js'

export type Fields = Record<string, unknown>
type FieldName = keyof typeof FIELD_NAMES

const FIELD_NAMES = {
  email: 'The email address',
  password: 'The password',
  firstName: 'The first name',
  lastName: 'The last name',
  organization: 'The organisation',
  code: 'The code',
}

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX = 254
export const NAME_MAX = 100
/** One @, something before it, and a domain of at least two labels; no spaces or control characters. */
const EMAIL_FORMAT = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u

/** A refusal naming the field it refuses; a body that is no form names none. */
const invalid = (message: string, field?: FieldName) => new CallFailure(400, message, field)

/** The body's fields; a body that is not an object of fields is refused. */
export function fieldsOf(body: unknown): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid(NOT_A_FORM)
  }
  return body as Fields
}

/** A field's text; undefined when it is absent. A repeated form field or a JSON number is refused. */
function textOf(fields: Fields, name: FieldName): string | undefined {
  const value = fields[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid(`${FIELD_NAMES[name]} must be text.`, name)
  return value
}

/** An address is one line that reads as it is stored: told apart from one that is only malformed. */
function readableEmail(email: string): string {
  if (hasMisleadingCharacters(email)) throw invalid(misleadingCharactersMessage(FIELD_NAMES.email), 'email')
  return email
}

export function emailOf(fields: Fields): string {
  const email = readableEmail((textOf(fields, 'email') ?? '').trim())
  if (email === '') throw invalid('Enter your email address.', 'email')
  if (email.length > EMAIL_MAX) throw invalid(`The email address must be at most ${EMAIL_MAX} characters.`, 'email')
  if (!EMAIL_FORMAT.test(email)) throw invalid('Enter a valid email address, like name@example.org.', 'email')
  return email
}

export function passwordOf(fields: Fields): string {
  const password = textOf(fields, 'password') ?? ''
  if (password === '') throw invalid('Enter a password.', 'password')
  const length = characterCount(password)
  if (length < PASSWORD_MIN) throw invalid(`The password must be at least ${PASSWORD_MIN} characters.`, 'password')
  if (length > PASSWORD_MAX) throw invalid(`The password must be at most ${PASSWORD_MAX} characters.`, 'password')
  return password
}

function nameOf(fields: Fields, name: 'firstName' | 'lastName' | 'organization'): string {
  const value = (textOf(fields, name) ?? '').trim()
  if (characterCount(value) > NAME_MAX) throw invalid(`${FIELD_NAMES[name]} must be at most ${NAME_MAX} characters.`, name)
  if (/\p{Cc}/u.test(value)) throw invalid(`${FIELD_NAMES[name]} must be one line of text.`, name)
  if (hasMisleadingCharacters(value)) throw invalid(misleadingCharactersMessage(FIELD_NAMES[name]), name)
  return value
}

export function registrationOf(fields: Fields): Required<RegisterForm> {
  return {
    email: emailOf(fields),
    password: passwordOf(fields),
    firstName: nameOf(fields, 'firstName'),
    lastName: nameOf(fields, 'lastName'),
    organization: nameOf(fields, 'organization'),
  }
}

/** A trial registration's code, trimmed; empty when it has none. */
export function trialCodeOf(fields: Fields): string {
  return (textOf(fields, 'code') ?? '').trim()
}

/** What an emailed link (verification, password reset) carries: the address, trimmed, and the code; empty when absent. */
export interface EmailedLink {
  email: string
  code: string
}

export function emailedLinkOf(fields: Fields): EmailedLink {
  return { email: readableEmail((textOf(fields, 'email') ?? '').trim()), code: textOf(fields, 'code') ?? '' }
}
