// What the API document says once, before its calls: how to authenticate (an API key; an agency application over
// OAuth 2.0 with PKCE, docs/sign-in.md), the headers every call may carry, the failure shape, and the areas its
// calls are grouped in.

import { API_KEY_HEADER } from '../../../shared/api/types/account.js'
import { JUSTIFICATION_HEADER, REQUESTING_APP_HEADER } from '../../../shared/api/headers.js'
import { JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../../../shared/session/justification.js'
import type { Credential } from './access.js'

export const DOCUMENT_TITLE = 'Sightline API'
/** The version of the /v1 calls, not of the product. */
export const API_VERSION = '1'

/**
 * The document's introduction, in the Markdown OpenAPI descriptions are written in, kept to what the /docs page
 * draws: headings, paragraphs, lists one level deep, `code` and **bold**.
 */
export function introduction(baseUrl: string): string {
  return `Every call of Sightline's \`/v1\` API: what it takes, what it answers, who may make it and within what limits.
Calls go to \`${baseUrl}/v1/…\` and answer JSON: \`{ "success": true, … }\`, or on failure
\`{ "success": false, "error": "…" }\` with an HTTP status and, when one value was refused, \`field\` naming it.

## Authentication

Each call below says who may make it (the licence roles it needs, from the guard its route declares) and which of
these credentials it takes.

- **API key**, for scripts that read. Make one on your Settings page (it is shown whole once) and send it as
  \`${API_KEY_HEADER}: <key>\` (or \`Authorization: Bearer <key>\`). A key authenticates **read (GET) calls only**, as
  you, with your roles: it never changes anything.
- **An agency application's access token**, for an agency's portal or tool acting for its user, writes included.
  The application is registered and approved on the Applications screens, then signs its users in with OAuth 2.0's
  authorization code grant and PKCE (S256 only), as below.
- **A signed-in session**, as the browser has: the cookies \`POST /v1/authenticate\` sets.

## Signing in through an agency application

1. Send the user's browser to
   \`${baseUrl}/login?response_type=code&client_id=…&redirect_uri=…&state=…&code_challenge=…&code_challenge_method=S256\`.
   The user signs in and comes back to \`redirect_uri?code=…&state=…\`.
2. Exchange the code (good once, for one minute) at \`POST ${baseUrl}/v1/authenticate/token\`, form-encoded:
   \`grant_type=authorization_code\`, \`code\`, \`redirect_uri\` and \`code_verifier\`, with the client id and secret by HTTP
   Basic or in the form. The reply is \`{ access_token, token_type: "Bearer", expires_in: 3600, scope }\`.
3. Call \`/v1\` with \`Authorization: Bearer <access_token>\` for an hour, as the user. There are no refresh tokens:
   send the user through \`/login\` again. A token never signs in or out, nor reads or makes an API key.

## Headers

- \`${JUSTIFICATION_HEADER}\`: when your account needs a justification, every call on investigation data carries one of
  ${JUSTIFICATION_MIN} to ${JUSTIFICATION_MAX.toLocaleString('en-GB')} characters, such as a case reference (as \`utf-8''…\`, URL-encoded, when it is not plain
  ASCII); an export needs one from everyone.
- \`${REQUESTING_APP_HEADER}\`: the name of your tool, for the usage statistics.

Every call is recorded in the audit log with your account, the application and the justification.`
}

/** The ways to authenticate, as OpenAPI security schemes; each call's `security` names the ones it takes. */
export function securitySchemes(baseUrl: string, sessionCookie: string) {
  return {
    apiKey: {
      type: 'apiKey',
      in: 'header',
      name: API_KEY_HEADER,
      description: 'Your API key, from your Settings page. Read (GET) calls only; also taken as Authorization: Bearer.',
    },
    agencyApplication: {
      type: 'oauth2',
      description: 'An approved agency application acting for its user: authorization code with PKCE (S256), tokens good for an hour.',
      flows: { authorizationCode: { authorizationUrl: `${baseUrl}/login`, tokenUrl: `${baseUrl}/v1/authenticate/token`, scopes: {} } },
    },
    session: {
      type: 'apiKey',
      in: 'cookie',
      name: sessionCookie,
      description: 'A signed-in session, as POST /v1/authenticate starts it.',
    },
  } as const satisfies Record<Credential, object>
}

/** The areas the calls are grouped in, by the first segment of their path after /v1. */
const AREAS: Record<string, { name: string; description: string }> = {
  authenticate: { name: 'Sign-in and credentials', description: 'Signing in and out, the session, the API key and the OAuth token endpoint.' },
  logout: { name: 'Sign-in and credentials', description: '' },
  register: { name: 'Registration', description: 'Registering an account or a trial, verifying an email address, resetting a password.' },
  trial: { name: 'Registration', description: '' },
  settings: { name: 'Your account', description: 'Your own settings, messages to support and page-view events.' },
  feedback: { name: 'Your account', description: '' },
  metrics: { name: 'Your account', description: '' },
  sightings: { name: 'Metadata search', description: 'Searching sightings by their metadata, one sighting, similar pictures, saved searches.' },
  searches: { name: 'Metadata search', description: '' },
  places: { name: 'Places', description: 'The place search behind the location filters.' },
  bigsearch: { name: 'BigSearch', description: 'Searching a case’s metadata file against the database, its leads and exports.' },
  cameraid: { name: 'Camera ID', description: 'Camera fingerprint queries, their hits and statistics.' },
  uniforms: { name: 'Uniform Intelligence Hub', description: 'Schools, their uniforms and pictures; contributions.' },
  exifextractor: { name: 'Extractor downloads', description: 'The command-line metadata extractor.' },
  licences: { name: 'Licences, audit and usage', description: 'Licences and their members, audit logs and usage figures.' },
  applications: { name: 'Applications', description: 'Agency applications that sign their users in over OAuth.' },
  trials: { name: 'User trials', description: 'Trial codes and the users who registered with them.' },
  'openapi.json': { name: 'This document', description: 'The document itself.' },
}

/** The area a /v1 path is in; a path of an area not listed here gets one named after its segment. */
export function areaOf(path: string): string {
  const segment = path.split('/')[2] ?? ''
  return AREAS[segment]?.name ?? segment
}

/** The areas the document lists, in this order, each with its description; areas met later are added as found. */
export function areaTags(): { name: string; description: string }[] {
  const tags = new Map<string, string>()
  for (const { name, description } of Object.values(AREAS)) if (!tags.has(name)) tags.set(name, description)
  return [...tags].map(([name, description]) => ({ name, description }))
}
