// The fields of an application as its creator writes them (spec-3 §5): name, description and callbackURL
// required once trimmed, and addresses that users may safely be sent to with their authorisation code
// (SECURITY.md "Redirects"; the rule is shared/accounts/redirectAddress.ts, the words are the service's).
// Each problem is answered naming its field, and changes nothing.

import { redirectAddressProblem, type RedirectAddressProblem } from '../../../shared/accounts/redirectAddress.js'
import type { ApplicationRequest } from '../../../shared/api/types/applications.js'
import { CallFailure } from '../failures.js'
import { readableText } from '../readable-text.js'
import type { ApplicationFields } from '../store/applications.js'

const invalid = (message: string, field: string) => new CallFailure(400, message, field)

function requiredText(value: string, field: string): string {
  const text = value.trim()
  if (text === '') throw invalid(`The ${field} is required.`, field)
  return text
}

/** Each problem of a redirect address as the service words it, after the field's name. */
const ADDRESS_WORDS: Readonly<Record<RedirectAddressProblem, string>> = {
  characters: 'must not contain spaces, control characters or backslashes',
  incomplete: 'must be a full address, like https://app.example/callback',
  insecure: 'must be an https address (http only to 127.0.0.1, [::1] or localhost)',
  fragment: 'must not contain a fragment (#)',
  credentials: 'must not contain a user name or password',
}

/** Why an address cannot be a redirect target, worded to follow its field's name; null when it can. */
export function addressProblem(address: string): string | null {
  const problem = redirectAddressProblem(address)
  return problem && ADDRESS_WORDS[problem]
}

function addressOf(value: string, field: string): string {
  const address = requiredText(value, field)
  const problem = addressProblem(address)
  if (problem) throw invalid(`The ${field} ${problem}.`, field)
  return address
}

/** The fields to store, trimmed and checked; the request's lengths are bounded by its schema. */
export function applicationFieldsOf(request: ApplicationRequest): ApplicationFields {
  const name = requiredText(request.name, 'name')
  if (/\p{Cc}/u.test(name)) throw invalid('The name must be one line of text.', 'name')
  readableText(name, 'The name', 'name')
  const description = requiredText(request.description, 'description')
  if (/[^\P{Cc}\n\r\t]/u.test(description)) throw invalid('The description must be text, without control characters.', 'description')
  readableText(description, 'The description', 'description', { lines: true })
  const signedOut = (request.postLogoutRedirectUri ?? '').trim()
  return {
    name,
    description,
    callbackUrl: addressOf(request.callbackURL, 'callbackURL'),
    postLogoutRedirectUri: signedOut === '' ? null : addressOf(signedOut, 'postLogoutRedirectUri'),
  }
}
