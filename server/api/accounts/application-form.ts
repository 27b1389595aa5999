// The fields of an application as its creator writes them (spec-3 §5): name, description and callbackURL
// required once trimmed, and addresses that users may safely be sent to with their authorisation code
// (SECURITY.md "Redirects"). Each problem is answered naming its field, and changes nothing.

import type { ApplicationRequest } from '../../../shared/api/types/applications.js'
import { CallFailure } from '../failures.js'
import { readableText } from '../readable-text.js'
import type { ApplicationFields } from '../store/applications.js'

/** The hosts plain http may reach: the creator's own machine, where a tool under development listens. */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost'])
/** The scheme and authority as written, before the URL parser forgives a missing // or a stray @. */
const AUTHORITY = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i

const invalid = (message: string, field: string) => new CallFailure(400, message, field)

function requiredText(value: string, field: string): string {
  const text = value.trim()
  if (text === '') throw invalid(`The ${field} is required.`, field)
  return text
}

/** Why an address cannot be a redirect target; null when it can. */
export function addressProblem(address: string): string | null {
  // The URL parser drops tabs and line breaks and reads \ as /: what it checked would not be what is stored.
  if (/[\s\p{Cc}\\]/u.test(address)) return 'must not contain spaces, control characters or backslashes'
  const authority = AUTHORITY.exec(address)?.[1]
  let url: URL | null = null
  try {
    url = new URL(address)
  } catch {
    // told below
  }
  if (!url || !authority) return 'must be a full address, like https://app.example/callback'
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
  if (!secure) return 'must be an https address (http only to 127.0.0.1, [::1] or localhost)'
  // The code is added to the query: after a fragment the application would never see it.
  if (address.includes('#')) return 'must not contain a fragment (#)'
  if (authority.includes('@') || url.username !== '' || url.password !== '') return 'must not contain a user name or password'
  return null
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
