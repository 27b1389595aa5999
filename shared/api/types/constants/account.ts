// The constants of the account calls that the browser and the service both read: the OAuth parameters
// /login passes on, the session and API-key headers, and the bounds of passwords, names, feedback and metrics.
// A leaf: account.ts (types) and schemas/account.ts (the TypeBox shapes) import it, it imports neither.

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

/** The longest message write-to-us and the chat panel send (characters). */
export const FEEDBACK_MAX = 10_000
/** Messages one user may send to support in any 24 hours. */
export const FEEDBACK_PER_DAY = 20
export const FEEDBACK_TOO_MANY = `You have sent ${FEEDBACK_PER_DAY} messages in the last 24 hours, the most one person may send: please wait before writing again, or email support.`

/** A metric's type and event are names, not data. */
export const METRIC_NAME_MAX = 100
