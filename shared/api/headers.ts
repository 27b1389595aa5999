// Header names shared by the API client, the edge and the built-in service.

import { HIGHSIDE } from '../variant.js'

/** Which application made a call; the usage statistics count calls per channel (spec-3 §3). */
export const REQUESTING_APP_HEADER = 'x-requesting-app'
export const REQUESTING_APP = HIGHSIDE ? 'highside' : 'lowside'

/** The justification a user gave for their use (spec-1 §4.4), sent with every call. */
export const JUSTIFICATION_HEADER = 'x-justification'

/**
 * On a /v1 reply to a browser session: the caller's roles as the service knows them now (base64url JSON of
 * { roles, licenceRoles }), so that the edge's own record of the session follows a role granted or
 * revoked by an administrator on the next call, not at the next sign-in. The edge reads it and never
 * passes it on.
 */
export const SESSION_ROLES_HEADER = 'x-sightline-session-roles'

/**
 * spec-2 §7: a BigSearch upload names its user. The high-security build's upload is the file's own JSON as the
 * body, so the address goes in this header; the standard build's form carries it as the field `email`.
 */
export const UPLOAD_EMAIL_HEADER = 'x-upload-email'
