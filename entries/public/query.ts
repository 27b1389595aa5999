// What the public pages read from their query string: sign-in and sign-out parameters, and the email
// links' email and code. Empty values count as absent.

import { OAUTH_PARAMETERS, type OAuthParameters } from '../../shared/api/types/account.js'

function valueOf(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)
  return value === null || value.trim() === '' ? null : value
}

export interface LoginQuery {
  /** Where to go after signing in; checked against the allowed prefixes only then (spec-1 §4.1). */
  redirect: string | null
  /** spec-1 §2.3: the OAuth-style parameters that go along with the sign-in call. */
  oauth: OAuthParameters
}

export function readLoginQuery(search: string): LoginQuery {
  const params = new URLSearchParams(search)
  const oauth: OAuthParameters = {}
  for (const name of OAUTH_PARAMETERS) {
    const value = valueOf(params, name)
    if (value !== null) oauth[name] = value
  }
  return { redirect: valueOf(params, 'redirect'), oauth }
}

/** spec-1 §2.3: /logout takes redirect, id_token_hint and post_logout_redirect_uri. */
export interface LogoutQuery {
  redirect: string | null
  idTokenHint?: string
  postLogoutRedirectUri?: string
}

export function readLogoutQuery(search: string): LogoutQuery {
  const params = new URLSearchParams(search)
  const query: LogoutQuery = { redirect: valueOf(params, 'redirect') }
  const idTokenHint = valueOf(params, 'id_token_hint')
  const postLogoutRedirectUri = valueOf(params, 'post_logout_redirect_uri')
  if (idTokenHint !== null) query.idTokenHint = idTokenHint
  if (postLogoutRedirectUri !== null) query.postLogoutRedirectUri = postLogoutRedirectUri
  return query
}

/** The email and code an emailed link (verify, choose a password) carries; '' when missing. */
export function readEmailLink(search: string): { email: string; code: string } {
  const params = new URLSearchParams(search)
  return { email: (valueOf(params, 'email') ?? '').trim(), code: (valueOf(params, 'code') ?? '').trim() }
}

/** The one named value of the query, trimmed; '' when missing (e.g. the trial code, the email on /register/verify). */
export function readQueryValue(search: string, name: string): string {
  return (valueOf(new URLSearchParams(search), name) ?? '').trim()
}
