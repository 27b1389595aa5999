// Requests and replies of the account calls (spec-1 §7, spec-3 §7) as TypeBox schemas: sign-in, session,
// sign-out, API key, registration, verification, password reset, settings, feedback and usage metrics. The
// service's routes declare them; the browser imports this module only for types (shared/api/types/account.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { FEEDBACK_MAX, METRIC_NAME_MAX, SETTINGS_NAME_MAX, type OAuthParameter } from '../constants/account.js'
import { FailureReply } from './reply.js'
import { User } from './user.js'

/** Longer than any address or state a real client sends; a bound on what one call makes us read. */
const MAX_PARAMETER = 2048
const parameter = () => Type.Optional(Type.String({ maxLength: MAX_PARAMETER }))

/**
 * spec-1 §2.3: the OAuth-style parameters /login passes on to POST /authenticate. `satisfies` keeps them the
 * names of OAUTH_PARAMETERS, which the browser reads: one missing or one more fails to compile.
 */
export const OAuthParameters = Type.Object({
  client_id: parameter(),
  redirect_uri: parameter(),
  state: parameter(),
  scope: parameter(),
  code_challenge_method: parameter(),
  code_challenge: parameter(),
} satisfies Record<OAuthParameter, TSchema>)
export type OAuthParameters = Static<typeof OAuthParameters>

/** POST /v1/authenticate (JSON). `mfa_code` goes with the second try when the first answered mfaRequired. */
export const AuthenticateRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 1024 }),
    mfa_code: Type.Optional(Type.String({ maxLength: 64 })),
    ...OAuthParameters.properties,
    // Kept a string in the type: the browser passes on what the client sent, and the service refuses the rest.
    code_challenge_method: Type.Optional(Type.String({ enum: ['S256', 'plain'] })),
  },
  { additionalProperties: false },
)
export type AuthenticateRequest = Static<typeof AuthenticateRequest>

/** Where an OAuth-style client asked to be sent back to, with its code and state. */
export const AuthRedirect = Type.Object({ redirectUri: Type.String() }, { additionalProperties: false })
export type AuthRedirect = Static<typeof AuthRedirect>

/** A login code was emailed: the same call must be repeated with `mfa_code`; there is no user yet. */
const CodeSent = Type.Object(
  { success: Type.Literal(true), mfaRequired: Type.Literal(true), user: Type.Optional(Type.Never()) },
  { additionalProperties: false },
)

/** Signed in (POST), or still signed in (GET, PUT). */
export const SignedIn = Type.Object(
  {
    success: Type.Literal(true),
    mfaRequired: Type.Optional(Type.Literal(false)),
    user: User,
    auth: Type.Optional(AuthRedirect),
  },
  { additionalProperties: false },
)

/** Reply of POST, GET and PUT /v1/authenticate on success. */
export const AuthenticateReply = Type.Union([CodeSent, SignedIn])
export type AuthenticateReply = Static<typeof AuthenticateReply>

/** GET /v1/authenticate answers who is signed in or, still with 200, that nobody is. */
export const SessionCheckReply = Type.Union([SignedIn, FailureReply])

/** POST /v1/logout (JSON). */
export const LogoutRequest = Type.Object({ idTokenHint: Type.Optional(Type.String()), postLogoutRedirectUri: Type.Optional(Type.String()) })
export type LogoutRequest = Static<typeof LogoutRequest>

export const LogoutReply = Type.Object(
  {
    success: Type.Literal(true),
    /** True only when postLogoutRedirectUri is the registered post-logout address of a known application. */
    redirectAllowed: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type LogoutReply = Static<typeof LogoutReply>

/**
 * GET /v1/authenticate/api-key: the key is stored hashed, so only its first characters can be shown again.
 * PUT /v1/authenticate/api-key: a new key, shown whole this once; the old one stops working.
 */
export const ApiKeyReply = Type.Object(
  {
    success: Type.Literal(true),
    /** The whole key (PUT), or its prefix followed by an ellipsis (GET), or null when the user has none. */
    apiKey: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.Union([Type.Number(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type ApiKeyReply = Static<typeof ApiKeyReply>

// The registration forms. Each field's title names it in the messages of a wrong type (form-fields.ts on
// the service); what a value must be is told by the registration rules, in the form's own words.

/** POST /v1/register (form): a new account; a verification link is emailed. */
export const RegisterForm = Type.Object({
  email: Type.String({ title: 'The email address' }),
  password: Type.String({ title: 'The password' }),
  firstName: Type.Optional(Type.String({ title: 'The first name' })),
  lastName: Type.Optional(Type.String({ title: 'The last name' })),
  organization: Type.Optional(Type.String({ title: 'The organisation' })),
})
export type RegisterForm = Static<typeof RegisterForm>

const code = Type.String({ title: 'The code' })

/** POST /v1/trial (form): registration with a trial sign-up code (spec-3 "User trials"). */
export const TrialForm = Type.Object({ ...RegisterForm.properties, code })
export type TrialForm = Static<typeof TrialForm>

/** POST /v1/register/verify (form): the email and code from the emailed link. */
export const VerifyForm = Type.Object({ email: RegisterForm.properties.email, code })
export type VerifyForm = Static<typeof VerifyForm>

/** POST /v1/register/requestpasswordreset (form). */
export const PasswordResetRequestForm = Type.Object({ email: RegisterForm.properties.email })
export type PasswordResetRequestForm = Static<typeof PasswordResetRequestForm>

/** POST /v1/register/updatepassword (form): the email and code from the emailed link, and the new password. */
export const UpdatePasswordForm = Type.Object({ email: RegisterForm.properties.email, code, password: RegisterForm.properties.password })
export type UpdatePasswordForm = Static<typeof UpdatePasswordForm>

/** spec-3 §4 "Verify": VERIFIED or ALREADY_VERIFIED redirect to /search; anything else is a failure. */
export const VerifyResult = Type.Union([Type.Literal('VERIFIED'), Type.Literal('ALREADY_VERIFIED')])
export type VerifyResult = Static<typeof VerifyResult>

/**
 * REGISTERED: a verification link was sent (also answered for an address already registered, which is
 * told so by email instead, so that the reply never reveals who has an account).
 * RESET_SENT: a reset link was sent if the address has an account. PASSWORD_UPDATED: the new password is set.
 */
export const AccountResult = Type.Union([Type.Literal('REGISTERED'), Type.Literal('RESET_SENT'), Type.Literal('PASSWORD_UPDATED')])
export type AccountResult = Static<typeof AccountResult>

export const VerifyReply = Type.Object(
  {
    success: Type.Literal(true),
    result: VerifyResult,
    /** The signed-in user when the browser already has a session, else null. */
    user: Type.Union([User, Type.Null()]),
  },
  { additionalProperties: false },
)
export type VerifyReply = Static<typeof VerifyReply>

export const AccountReply = Type.Object({ success: Type.Literal(true), result: AccountResult }, { additionalProperties: false })
export type AccountReply = Static<typeof AccountReply>

/** POST /v1/settings (JSON): any of the settings; the reply carries the whole updated user. */
export const SettingsRequest = Type.Object(
  {
    showImages: Type.Optional(Type.Boolean()),
    showMenu: Type.Optional(Type.Boolean()),
    firstName: Type.Optional(Type.String({ maxLength: SETTINGS_NAME_MAX })),
    lastName: Type.Optional(Type.String({ maxLength: SETTINGS_NAME_MAX })),
  },
  { additionalProperties: false },
)
export type SettingsRequest = Static<typeof SettingsRequest>

export const SettingsReply = Type.Object({ success: Type.Literal(true), user: User }, { additionalProperties: false })
export type SettingsReply = Static<typeof SettingsReply>

/** POST /v1/feedback (JSON), used by write-to-us and the chat panel. */
export const FeedbackRequest = Type.Object(
  { message: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX }) },
  { additionalProperties: false },
)
export type FeedbackRequest = Static<typeof FeedbackRequest>

/** POST /v1/metrics/user (JSON); never sent by the high-security build. */
export const UserMetricRequest = Type.Object(
  {
    type: Type.String({ minLength: 1, maxLength: METRIC_NAME_MAX }),
    event: Type.String({ minLength: 1, maxLength: METRIC_NAME_MAX }),
    properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false },
)
export type UserMetricRequest = Static<typeof UserMetricRequest>
