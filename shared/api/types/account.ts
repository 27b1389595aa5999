// Requests and replies of the account calls (spec-1 §7, spec-3 §7): sign-in, session, sign-out, API key,
// registration, verification, password reset, settings, feedback and usage metrics. The built-in service
// answers with these shapes and the browser reads them; a failure is always { success: false, error }.

import type { User, UserSettings } from './user.js'

/** spec-1 §2.3: the OAuth-style parameters /login passes on to POST /authenticate. */
export const OAUTH_PARAMETERS = ['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge_method', 'code_challenge'] as const
export type OAuthParameter = (typeof OAUTH_PARAMETERS)[number]
export type OAuthParameters = Partial<Record<OAuthParameter, string>>

/** POST /v1/authenticate (JSON). `mfa_code` goes with the second try when the first answered mfaRequired. */
export interface AuthenticateRequest extends OAuthParameters {
  username: string
  password: string
  mfa_code?: string
}

/** Where an OAuth-style client asked to be sent back to, with its code and state. */
export interface AuthRedirect {
  redirectUri: string
}

/**
 * Reply of POST, GET and PUT /v1/authenticate on success. With `mfaRequired: true` there is no user yet:
 * a login code was emailed and the same call must be repeated with `mfa_code`.
 */
export type AuthenticateReply =
  | { success: true; mfaRequired: true; user?: undefined }
  | { success: true; mfaRequired?: false; user: User; auth?: AuthRedirect }

/** Header on a GET /v1/authenticate reply asking the browser to renew its session with PUT /v1/authenticate. */
export const SESSION_REFRESH_HEADER = 'x-session'

/** POST /v1/logout (JSON). */
export interface LogoutRequest {
  idTokenHint?: string
  postLogoutRedirectUri?: string
}
export interface LogoutReply {
  success: true
  /** True only when postLogoutRedirectUri is the registered post-logout address of a known application. */
  redirectAllowed: boolean
}

/**
 * GET /v1/authenticate/api-key: the key is stored hashed, so only its first characters can be shown again.
 * PUT /v1/authenticate/api-key: a new key, shown whole this once; the old one stops working.
 */
export interface ApiKeyReply {
  success: true
  /** The whole key (PUT), or its prefix followed by an ellipsis (GET), or null when the user has none. */
  apiKey: string | null
  createdAt: number | null
}

/** Header (or `Authorization: Bearer <key>`) that authenticates programmatic read calls. */
export const API_KEY_HEADER = 'x-api-key'

/** POST /v1/register (form): a new account; a verification link is emailed. */
export interface RegisterForm {
  email: string
  password: string
  firstName?: string
  lastName?: string
  organization?: string
}

/** POST /v1/trial (form): registration with a trial sign-up code (spec-3 "User trials"). */
export interface TrialForm extends RegisterForm {
  code: string
}

/** POST /v1/register/verify (form): the email and code from the emailed link. */
export interface VerifyForm {
  email: string
  code: string
}

/** POST /v1/register/requestpasswordreset (form). */
export interface PasswordResetRequestForm {
  email: string
}

/** POST /v1/register/updatepassword (form): the email and code from the emailed link, and the new password. */
export interface UpdatePasswordForm {
  email: string
  code: string
  password: string
}

/** spec-3 §4 "Verify": VERIFIED or ALREADY_VERIFIED redirect to /search; anything else is a failure. */
export type VerifyResult = 'VERIFIED' | 'ALREADY_VERIFIED'
/**
 * REGISTERED: a verification link was sent (also answered for an address already registered, which is
 * told so by email instead, so that the reply never reveals who has an account).
 * RESET_SENT: a reset link was sent if the address has an account. PASSWORD_UPDATED: the new password is set.
 */
export type AccountResult = 'REGISTERED' | 'RESET_SENT' | 'PASSWORD_UPDATED'

export interface VerifyReply {
  success: true
  result: VerifyResult
  /** The signed-in user when the browser already has a session, else null. */
  user: User | null
}
export interface AccountReply {
  success: true
  result: AccountResult
}

/** spec-1 §3.1: passwords are chosen by the user; these bounds are the service's (ASVS 5.0 §6.2). */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

/** POST /v1/settings (JSON): any of the settings; the reply carries the whole updated user. */
export type SettingsRequest = Partial<UserSettings>
export interface SettingsReply {
  success: true
  user: User
}

/** POST /v1/feedback (JSON), used by write-to-us and the chat panel. */
export interface FeedbackRequest {
  message: string
}
export const FEEDBACK_MAX = 10_000

/** POST /v1/metrics/user (JSON); never sent by the high-security build. */
export interface UserMetricRequest {
  type: string
  event: string
  properties?: Record<string, unknown>
}
