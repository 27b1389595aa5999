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

export * from './constants/account.js'
