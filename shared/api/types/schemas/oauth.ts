// The token call an application makes after /login sent its user back with a code (RFC 6749 §4.1.3–§5.2
// with PKCE, RFC 7636), as TypeBox schemas: POST /v1/authenticate/token, form-encoded. Its shapes are
// fixed by the RFC, not by the spec's { success } convention, which the client libraries of applications
// would not read: the reply is the RFC's token reply and every refusal the RFC's error object.

import { Type, type Static } from 'typebox'

/** The one grant this service issues tokens for. */
export const AUTHORIZATION_CODE_GRANT = 'authorization_code'
/** The token type of RFC 6750: sent back as `Authorization: Bearer <token>`. */
export const BEARER = 'Bearer'

/** Longer than any code, address, verifier (at most 128) or secret a real client sends. */
const MAX_PARAMETER = 2048
const parameter = () => Type.Optional(Type.String({ maxLength: MAX_PARAMETER }))

/**
 * POST /v1/authenticate/token (application/x-www-form-urlencoded). Every field is optional here so that a
 * missing one is answered as the RFC says (invalid_request, unsupported_grant_type), not by the schema;
 * a parameter sent twice arrives as a list and fails the schema (§3.2: at most once). Unknown parameters
 * are ignored (§3.2). client_id and client_secret are client_secret_post; HTTP Basic carries them instead.
 */
export const TokenRequest = Type.Object({
  grant_type: parameter(),
  code: parameter(),
  redirect_uri: parameter(),
  client_id: parameter(),
  client_secret: parameter(),
  code_verifier: parameter(),
})
export type TokenRequest = Static<typeof TokenRequest>

/** RFC 6749 §5.1. */
export const TokenReply = Type.Object(
  {
    access_token: Type.String(),
    token_type: Type.Literal(BEARER),
    /** Seconds the token stays valid. */
    expires_in: Type.Integer({ minimum: 1 }),
    /** The scope the code was asked for, as it was asked; empty when none was. */
    scope: Type.String(),
  },
  { additionalProperties: false },
)
export type TokenReply = Static<typeof TokenReply>

/** RFC 6749 §5.2: the error codes this service answers. */
export const TokenErrorCode = Type.Enum(['invalid_request', 'invalid_client', 'invalid_grant', 'unsupported_grant_type'])
export type TokenErrorCode = Static<typeof TokenErrorCode>

/** RFC 6749 §5.2: 400, or 401 with WWW-Authenticate for a client that could not be authenticated. */
export const TokenErrorReply = Type.Object(
  { error: TokenErrorCode, error_description: Type.String() },
  { additionalProperties: false },
)
export type TokenErrorReply = Static<typeof TokenErrorReply>
