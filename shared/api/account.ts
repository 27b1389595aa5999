// The account calls of a session (spec-1 §4.1–4.3, §7): sign-in, the session check and its renewal,
// sign-out, and the user's settings. Registration and password reset are in registration.ts.

import { api as defaultApi, type ApiClient, type Cancelable, type WithHeaders } from './client.js'
import type { Reply } from './types/reply.js'
import {
  SESSION_REFRESH_HEADER,
  type ApiKeyReply,
  type AuthenticateReply,
  type AuthenticateRequest,
  type LogoutReply,
  type LogoutRequest,
  type OAuthParameters,
  type SettingsReply,
  type SettingsRequest,
} from './types/account.js'

export interface AccountCalls {
  /** POST /v1/authenticate. */
  signIn(request: AuthenticateRequest): Promise<Reply<AuthenticateReply>>
  /** GET /v1/authenticate?{query}: who is signed in; the reply carries the x-session header when present. */
  checkSession(query: OAuthParameters): Promise<Reply<AuthenticateReply & WithHeaders>>
  /** PUT /v1/authenticate with an empty body: renews the session the x-session header asked to renew. */
  renewSession(): Promise<Reply<AuthenticateReply>>
  /** POST /v1/logout. */
  signOut(request: LogoutRequest): Promise<Reply<LogoutReply>>
  /** POST /v1/settings: the reply carries the whole updated user. */
  updateSettings(change: SettingsRequest): Promise<Reply<SettingsReply>>
  /** GET /v1/authenticate/api-key, cancelable: the key's first characters, or null when the user has none. */
  readApiKey(): Cancelable<Reply<ApiKeyReply>>
  /** PUT /v1/authenticate/api-key: a new key, whole in this reply only; the old one stops working. */
  rotateApiKey(): Promise<Reply<ApiKeyReply>>
}

export function accountCalls(api: ApiClient = defaultApi): AccountCalls {
  return {
    signIn: (request) => api.post<AuthenticateReply>('/authenticate', { json: request }),
    checkSession: (query) => api.get<AuthenticateReply & WithHeaders>('/authenticate', { query: { ...query }, readHeaders: [SESSION_REFRESH_HEADER] }),
    renewSession: () => api.put<AuthenticateReply>('/authenticate', { json: {} }),
    signOut: (request) => api.post<LogoutReply>('/logout', { json: request }),
    updateSettings: (change) => api.post<SettingsReply>('/settings', { json: change }),
    readApiKey: () => api.cancelable.get<ApiKeyReply>('/authenticate/api-key'),
    rotateApiKey: () => api.put<ApiKeyReply>('/authenticate/api-key', { json: {} }),
  }
}
