// Requests and replies of the account calls (spec-1 §7, spec-3 §7): sign-in, session, sign-out, API key,
// registration, verification, password reset, settings, feedback and usage metrics. The shapes are written
// once, as the TypeBox schemas of schemas/account.ts that the service's routes declare; this module gives
// the browser their types and the constants both sides read, without loading TypeBox.

export type {
  AccountReply,
  AccountResult,
  ApiKeyReply,
  AuthenticateReply,
  AuthenticateRequest,
  AuthRedirect,
  FeedbackRequest,
  LogoutReply,
  LogoutRequest,
  OAuthParameters,
  PasswordResetRequestForm,
  RegisterForm,
  SettingsReply,
  SettingsRequest,
  TrialForm,
  UpdatePasswordForm,
  UserMetricRequest,
  VerifyForm,
  VerifyReply,
  VerifyResult,
} from './schemas/account.js'

/** spec-1 §2.3: the OAuth-style parameters /login passes on to POST /authenticate. */
export const OAUTH_PARAMETERS = ['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge_method', 'code_challenge'] as const
export type OAuthParameter = (typeof OAUTH_PARAMETERS)[number]

/** Header on a GET /v1/authenticate reply asking the browser to renew its session with PUT /v1/authenticate. */
export const SESSION_REFRESH_HEADER = 'x-session'

/** Header (or `Authorization: Bearer <key>`) that authenticates programmatic read calls. */
export const API_KEY_HEADER = 'x-api-key'

/** spec-1 §3.1: passwords are chosen by the user; these bounds are the service's (ASVS 5.0 §6.2). */
export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

/** The longest first or last name the settings take. */
export const SETTINGS_NAME_MAX = 100

export const FEEDBACK_MAX = 10_000

/** A metric's type and event are names, not data. */
export const METRIC_NAME_MAX = 100
