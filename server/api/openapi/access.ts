// Who may make a call and how they prove who they are, read from the guard its route declares
// (plugins/guards.ts) and from how the service reads a caller (plugins/authentication.ts): the document's words
// for each call, its OpenAPI security requirement and the credential its curl example uses.

import type { Guard } from '../plugins/guards.js'

/** The ways a caller proves who they are, as the document's security schemes name them (introduction.ts). */
export type Credential = 'apiKey' | 'agencyApplication' | 'session'

const orList = (roles: readonly string[]) =>
  roles.length === 1 ? (roles[0] ?? '') : `${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]}`

const roleWord = (roles: readonly string[]) => (roles.length === 1 ? 'role' : 'roles')

/** Who the guard lets through, as a sentence. */
export function accessInWords(guard: Guard | undefined): string {
  if (guard === undefined) return 'Not declared.'
  if (guard === 'public') return 'Anyone, signed in or not.'
  if (guard === 'signedIn') return 'Any signed-in user.'
  if (guard === 'owner') return 'Any signed-in user, on their own account only.'
  if (guard === 'globalAdmin') return 'The global administrator.'
  if (guard === 'internal') return 'The edge that launched the service; no user.'
  if ('rolesInLicence' in guard) {
    return `The ${orList(guard.rolesInLicence)} ${roleWord(guard.rolesInLicence)} in the licence the path names ({${guard.param}}), or the global administrator.`
  }
  const roles = typeof guard.licenceRole === 'string' ? [guard.licenceRole] : guard.licenceRole
  const whose = guard.owner ? ', on the caller’s own records only' : ''
  const admin = guard.orGlobalAdmin ? ', or the global administrator' : ''
  return `The ${orList(roles)} ${roleWord(roles)} in a licence that has not expired${whose}${admin}.`
}

/** The licence roles that open the call; empty when it needs none. */
export function rolesOf(guard: Guard | undefined): string[] {
  if (guard === undefined || typeof guard === 'string') return []
  if ('rolesInLicence' in guard) return [...guard.rolesInLicence]
  return typeof guard.licenceRole === 'string' ? [guard.licenceRole] : [...guard.licenceRole]
}

/**
 * The calls that sign in and out and manage credentials, which an application's access token never makes
 * (plugins/authentication.ts isCredentialCall; docs/sign-in.md).
 */
export function isCredentialCall(url: string): boolean {
  return url === '/v1/authenticate' || url.startsWith('/v1/authenticate/') || url === '/v1/logout'
}

/** API keys are for reading (spec-3 "Settings"): the service takes one on GET calls only. */
const isRead = (method: string) => method === 'GET' || method === 'HEAD'

/** The credentials that authenticate the call, the one a script would use first; none for a public call. */
export function credentialsOf(method: string, url: string, guard: Guard | undefined): Credential[] {
  if (guard === 'public' || guard === 'internal') return []
  const credentials: Credential[] = []
  if (isRead(method)) credentials.push('apiKey')
  if (!isCredentialCall(url)) credentials.push('agencyApplication')
  credentials.push('session')
  return credentials
}

const CREDENTIAL_WORDS: Record<Credential, string> = {
  apiKey: 'An API key in the x-api-key header (read calls only).',
  agencyApplication: 'An agency application’s access token (OAuth 2.0 authorization code with PKCE) as Authorization: Bearer.',
  session: 'A signed-in session’s cookie (the browser’s; a script signs in with POST /v1/authenticate).',
}

export function credentialInWords(credential: Credential): string {
  return CREDENTIAL_WORDS[credential]
}

/** The OpenAPI security requirement: any one of the credentials. */
export function securityOf(credentials: readonly Credential[]): Record<string, string[]>[] {
  return credentials.map((credential) => ({ [credential]: [] }))
}
