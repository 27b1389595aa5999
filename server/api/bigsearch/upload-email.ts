// spec-2 §7: an upload carries the user's email beside the file (the form field `email`, or in the high-security
// build, whose body is the file itself, the UPLOAD_EMAIL_HEADER header). The session decides whose job it is;
// the address only has to agree with it, so a file sent from a page left open by another user is refused rather
// than filed under the session's user. Older clients send none, and are taken.

import type { FastifyRequest } from 'fastify'
import type { MultipartFields } from '@fastify/multipart'
import { UPLOAD_EMAIL_HEADER } from '../../../shared/api/headers.js'

export const OTHER_USER_EMAIL = 'The upload names another user.'
/** The form field the standard build's upload names its user in; it comes before the file part. */
export const EMAIL_FIELD = 'email'

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The address the upload names: the form's field when there is one, else the header; undefined when neither. */
export function namedEmail(request: FastifyRequest, part?: { fields: MultipartFields }): string | undefined {
  const field = part?.fields[EMAIL_FIELD]
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined
  if (typeof value === 'string') return value
  const header = request.headers[UPLOAD_EMAIL_HEADER]
  return Array.isArray(header) ? header[0] : header
}

/** OTHER_USER_EMAIL when the upload names an address other than the signed-in user's; null otherwise. */
export function uploadEmailRefusal(named: string | undefined, userEmail: string): string | null {
  if (named === undefined || named.trim() === '') return null
  return sameAddress(named, userEmail) ? null : OTHER_USER_EMAIL
}
