// Who may call each route of the built-in service, written from the spec (spec-1, spec-2 and spec-3 §6
// roles, §7 calls) and never read from a route's own guard, with a minimal well-formed call of each: valid
// params, query and body, so that a refusal the matrix sees is the guard's and not the schema's.

/** Who the spec lets call a route. */
export type Access =
  /** Anyone, signed in or not. */
  | { kind: 'public' }
  /** Any signed-in user. */
  | { kind: 'signedIn' }
  /** Holding one of the roles in any licence that has not expired; with orGlobalAdmin, the global administrator too. */
  | { kind: 'licenceRole'; roles: readonly string[]; orGlobalAdmin?: true }
  /** Holding one of the roles in the licence the path names, which has not expired; or the global administrator. */
  | { kind: 'roleInLicence'; roles: readonly string[] }
  /** The global administrator alone. */
  | { kind: 'globalAdmin' }
  /** The edge that launched the service, never a user: to anyone else the path is not there (404). */
  | { kind: 'internal' }

/** The ids a call's path names: `licence` is the caller's own licence (or the one it must be refused). */
export interface PathIds {
  licence: number
}

export interface SampleCall {
  url: string
  payload?: string | object
  headers?: Record<string, string>
}

export interface RouteAccess {
  access: Access
  /** Signs in or out or manages a credential: an application's access token never makes it (docs/sign-in.md "Signing in through an agency's application"). */
  credential?: true
  /** Where the spec says who may call it. */
  spec: string
  call: (ids: PathIds) => SampleCall
}

const PUBLIC: Access = { kind: 'public' }
const SIGNED_IN: Access = { kind: 'signedIn' }
const GLOBAL_ADMIN: Access = { kind: 'globalAdmin' }
const METADATA_SEARCH: Access = { kind: 'licenceRole', roles: ['MetadataSearch'] }
const APP_CREATOR: Access = { kind: 'licenceRole', roles: ['AppCreator'], orGlobalAdmin: true }
const LICENCE_ADMIN: Access = { kind: 'roleInLicence', roles: ['Admin'] }
const AUDITOR: Access = { kind: 'roleInLicence', roles: ['Audit', 'DomainAudit'] }
const USAGE: Access = { kind: 'roleInLicence', roles: ['UsageStats'] }
const CAMERA_ID: Access = { kind: 'licenceRole', roles: ['CameraId'], orGlobalAdmin: true }
const UNIFORM_SEARCH: Access = { kind: 'licenceRole', roles: ['UniformSearch'] }
const UNIFORM_CONTRIBUTOR: Access = { kind: 'licenceRole', roles: ['UniformContributor'] }
const UNIFORM_EITHER: Access = { kind: 'licenceRole', roles: ['UniformSearch', 'UniformContributor'] }

/** An id no object has: a 404 for a caller the guard let through, since the guard runs before the handler. */
export const NOWHERE = 999_999
const NO_JOB = 'f'.repeat(64)
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
/** A PhotoDNA hash as the similar search takes it: 144 numbers. */
const PHOTODNA_HASH = Array.from({ length: 144 }, (_, i) => i % 256).join(',')
const AUDIT_RANGE = 'from=2026-03-01&to=2026-03-02'
const APPLICATION = { name: 'Matrix tool', description: 'Checks who may call', callbackURL: 'https://tool.matrix.example/callback' }
/** A fingerprint whose fields are all there and well formed, whose values the handler refuses (400, not the guard's). */
const FINGERPRINT = { reference: 'Matrix case', data: { format: 'prnu-float32', fingerprint: 'AAAA', resolution: '64x48', cropSize: 16, density: 1, algorithm: 'matrix' } }
/** A password too short for the rules: the form is refused by them at once, without hashing anything. */
const SHORT_PASSWORD = 'short'

const at = (url: string) => () => ({ url })
const send = (url: string, payload: object) => () => ({ url, payload })
const form = (url: string, fields: string) => () => ({ url, headers: FORM, payload: fields })
/** A call under the caller's licence: `/v1/licences/{id}` and the rest of the path. */
const inLicence = (rest: string) => ({ licence }: PathIds) => ({ url: `/v1/licences/${licence}${rest}` })
const inLicenceSending = (rest: string, payload: object) => ({ licence }: PathIds) => ({ url: `/v1/licences/${licence}${rest}`, payload })

/** Every route the built-in service registers, as `METHOD /path` (HEAD is Fastify's copy of each GET). */
export const ACCESS_TABLE: Record<string, RouteAccess> = {
  // Not a call of the spec: the edge and the launcher ask whether the database answers.
  'GET /healthz': { access: PUBLIC, spec: 'docs: the launcher’s health check', call: at('/healthz') },

  // spec-1 §2.1: /docs, the API documentation, is open to anyone; the page draws this document (docs/api.md).
  'GET /v1/openapi.json': { access: PUBLIC, spec: 'spec-1 §2.1 /docs: the API documentation, open to anyone', call: at('/v1/openapi.json') },

  // Sign-in, session and sign-out (spec-1 §4.1–4.3, §7).
  'POST /v1/authenticate': {
    access: PUBLIC,
    credential: true,
    spec: 'spec-1 §7: sign-in',
    // An application that is not registered: refused (400) before any password is tried.
    call: send('/v1/authenticate', {
      username: 'nobody@matrix.example',
      password: 'wrong',
      client_id: 'no-such-client',
      redirect_uri: 'https://nowhere.example/cb',
    }),
  },
  'GET /v1/authenticate': { access: PUBLIC, credential: true, spec: 'spec-1 §4.3: the session is checked when not signed in', call: at('/v1/authenticate') },
  'PUT /v1/authenticate': {
    access: SIGNED_IN,
    credential: true,
    spec: 'spec-1 §7: an x-session reply renews the session',
    call: send('/v1/authenticate', {}),
  },
  'POST /v1/authenticate/token': {
    access: PUBLIC,
    credential: true,
    spec: 'docs: the token endpoint, where an application authenticates itself (RFC 6749 §4.1.3)',
    call: form('/v1/authenticate/token', 'grant_type=client_credentials'),
  },
  'POST /v1/logout': { access: PUBLIC, credential: true, spec: 'spec-1 §4.3: a 401 sends the browser to /logout', call: send('/v1/logout', {}) },

  // The user's own account (spec-3 §6 "Settings": any signed-in user; spec-1 §7; spec-2 §6 write to us).
  'GET /v1/authenticate/api-key': { access: SIGNED_IN, credential: true, spec: 'spec-3 §6 Settings, §7 "Settings"', call: at('/v1/authenticate/api-key') },
  'PUT /v1/authenticate/api-key': {
    access: SIGNED_IN,
    credential: true,
    spec: 'spec-3 §6 Settings, §7 "Settings"',
    call: send('/v1/authenticate/api-key', {}),
  },
  'POST /v1/settings': { access: SIGNED_IN, spec: 'spec-3 §6 Settings', call: send('/v1/settings', { firstName: 'Matrix' }) },
  'POST /v1/feedback': { access: SIGNED_IN, spec: 'spec-2 §6 write to us', call: send('/v1/feedback', { message: 'Who may call what' }) },
  'POST /v1/metrics/user': {
    access: SIGNED_IN,
    spec: 'spec-1 §7: sent when a user is known',
    call: send('/v1/metrics/user', { type: 'page', event: 'matrix' }),
  },

  // Registration and password reset: pages of a visitor who is not signed in (spec-1 §2, spec-3 §6 verify).
  'POST /v1/register': {
    access: PUBLIC,
    spec: 'spec-1 §2 /register',
    call: form('/v1/register', `email=newcomer%40matrix.example&password=${SHORT_PASSWORD}`),
  },
  'POST /v1/trial': {
    access: PUBLIC,
    spec: 'spec-1 §2 /trial',
    call: form('/v1/trial', `email=newcomer%40matrix.example&password=${SHORT_PASSWORD}&code=NO-SUCH-TRIAL`),
  },
  'POST /v1/register/verify': {
    access: PUBLIC,
    spec: 'spec-3 §6: verify works without sign-in',
    call: form('/v1/register/verify', 'email=newcomer%40matrix.example&code=000000'),
  },
  'POST /v1/register/requestpasswordreset': {
    access: PUBLIC,
    spec: 'spec-1 §2 /resetpassword',
    call: form('/v1/register/requestpasswordreset', 'email=newcomer%40matrix.example'),
  },
  'POST /v1/register/updatepassword': {
    access: PUBLIC,
    spec: 'spec-1 §2 /choosepassword',
    call: form('/v1/register/updatepassword', `email=newcomer%40matrix.example&code=000000&password=${SHORT_PASSWORD}`),
  },

  // Metadata search (spec-1 §6 MetadataSearch: Search, Similar Search, Saved Searches, sighting detail).
  'GET /v1/sightings': { access: METADATA_SEARCH, spec: 'spec-1 §6 MetadataSearch: Search', call: at('/v1/sightings?make=Canon&page=1&resultSize=10') },
  'GET /v1/sightings/similar/pdna/full/*': {
    access: METADATA_SEARCH,
    spec: 'spec-1 §6 MetadataSearch: Similar Search',
    call: at(`/v1/sightings/similar/pdna/full/${encodeURIComponent(PHOTODNA_HASH)}?skipCache=false`),
  },
  'GET /v1/sightings/:id': { access: METADATA_SEARCH, spec: 'spec-1 §6 MetadataSearch: sighting detail', call: at('/v1/sightings/no-such-image') },
  // The pictures of the results are the sightings' own: whoever may not see a sighting may not see its picture.
  'GET /thumbnails/:imageId': {
    access: METADATA_SEARCH,
    spec: 'spec-1 §6 MetadataSearch, §7 thumbnails of the results',
    call: at('/thumbnails/no-such-image?size=200'),
  },
  'GET /v1/searches': { access: METADATA_SEARCH, spec: 'spec-1 §6 MetadataSearch: Saved Searches', call: at('/v1/searches') },
  'POST /v1/searches': {
    access: METADATA_SEARCH,
    spec: 'spec-1 §6 MetadataSearch: Saved Searches',
    call: send('/v1/searches', { queryString: 'make=Canon', reference: 'Matrix search' }),
  },
  'POST /v1/searches/:id': { access: METADATA_SEARCH, spec: 'spec-1 §6 MetadataSearch: Saved Searches', call: send(`/v1/searches/${NOWHERE}`, {}) },
  'DELETE /v1/searches/bulk': { access: METADATA_SEARCH, spec: 'spec-1 §6 MetadataSearch: Saved Searches', call: at(`/v1/searches/bulk?ids=${NOWHERE}`) },

  // The map: a basemap with a public token, and the place search every map dialog uses (spec-1 §7).
  'GET /tiles': { access: PUBLIC, spec: 'spec-1 §7: map tiles with a public token', call: at('/tiles?id=basemap&x=0&y=0&z=0&accessToken=public') },
  'GET /tiles/style.json': { access: PUBLIC, spec: 'spec-1 §7: map tiles with a public token', call: at('/tiles/style.json?accessToken=public') },
  'GET /v1/places': { access: SIGNED_IN, spec: 'spec-1 §7: the maps service for place prediction', call: at('/v1/places?q=London&limit=5') },
  'GET /v1/places/nearest': { access: SIGNED_IN, spec: 'spec-1 §7: the maps service for geocoding', call: at('/v1/places/nearest?lat=51.5&lon=-0.12') },

  // BigSearch (spec-2 §6: the MetadataSearch licence role; §7 calls). Jobs that do not exist: a 404 past the guard.
  'POST /v1/bigsearch/data': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: at('/v1/bigsearch/data') },
  'GET /v1/bigsearch/status/:id': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: at(`/v1/bigsearch/status/${NO_JOB}`) },
  'GET /v1/bigsearch/leads/:id': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: at(`/v1/bigsearch/leads/${NO_JOB}`) },
  'POST /v1/bigsearch/reprocess/:id': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: send(`/v1/bigsearch/reprocess/${NO_JOB}`, {}) },
  'POST /v1/bigsearch/cancel/:id': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: send(`/v1/bigsearch/cancel/${NO_JOB}`, {}) },
  'GET /v1/bigsearch/jobs': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: at('/v1/bigsearch/jobs?page=1') },
  'DELETE /v1/bigsearch/jobs/:id': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch', call: at(`/v1/bigsearch/jobs/${NO_JOB}`) },
  'GET /v1/bigsearch/export/:id': { access: METADATA_SEARCH, spec: 'spec-2 §6 BigSearch export', call: at(`/v1/bigsearch/export/${NO_JOB}`) },
  'GET /v1/bigsearch/data/:id': {
    access: METADATA_SEARCH,
    spec: 'spec-2 §7 BigSearch export download',
    call: at(`/v1/bigsearch/data/${NO_JOB}?token=no-such-token`),
  },

  // Camera ID (spec-2 §6: the global admin check or the CameraId role; §7 "Camera ID").
  'GET /v1/cameraid/queries': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/queries?page=1') },
  'POST /v1/cameraid/queries/:fileName': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: send('/v1/cameraid/queries/matrix.json', FINGERPRINT) },
  'PUT /v1/cameraid/queries/:id/:reference': { access: CAMERA_ID, spec: 'spec-2 §5, §6 Camera ID', call: send(`/v1/cameraid/queries/${NOWHERE}/Renamed`, {}) },
  'DELETE /v1/cameraid/queries/:id': { access: CAMERA_ID, spec: 'spec-2 §5, §6 Camera ID', call: at(`/v1/cameraid/queries/${NOWHERE}`) },
  'GET /v1/cameraid/hits': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at(`/v1/cameraid/hits?queryId=${NOWHERE}`) },
  'GET /v1/cameraid/hits/:id/sightings': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at(`/v1/cameraid/hits/${NOWHERE}/sightings`) },
  'GET /v1/cameraid/hits/:id/pictures/:imageId': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID: the pictures of its hits', call: at(`/v1/cameraid/hits/${NOWHERE}/pictures/no-such-image?size=200`) },
  'GET /v1/cameraid/resolutions': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/resolutions') },
  'GET /v1/cameraid/stats/counts/queries': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/stats/counts/queries') },
  'GET /v1/cameraid/stats/counts/hits': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/stats/counts/hits') },
  'GET /v1/cameraid/stats/counts/indexed': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/stats/counts/indexed') },
  'GET /v1/cameraid/stats/counts/queries/users': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/stats/counts/queries/users') },
  'GET /v1/cameraid/stats/counts/hits/users': { access: CAMERA_ID, spec: 'spec-2 §6 Camera ID', call: at('/v1/cameraid/stats/counts/hits/users') },
  // The Uniform Intelligence Hub (spec-3 §6: Search tab and school pages UniformSearch; Contribute tab and
  // contribution pages UniformContributor; a picture's bytes and its PII flag either).
  'POST /v1/uniforms/terms': { access: UNIFORM_EITHER, spec: 'spec-3 §4, §6 Uniform terms', call: send('/v1/uniforms/terms', {}) },
  'GET /v1/uniforms/search/config': { access: UNIFORM_SEARCH, spec: 'spec-3 §6 Hub Search tab', call: at('/v1/uniforms/search/config') },
  'GET /v1/uniforms/contributions/config': { access: UNIFORM_CONTRIBUTOR, spec: 'spec-3 §6 Hub Contribute tab', call: at('/v1/uniforms/contributions/config') },
  'GET /v1/uniforms/search': { access: UNIFORM_SEARCH, spec: 'spec-3 §6 Hub Search tab', call: at('/v1/uniforms/search?text=Academy&pagingType=SCHOOL') },
  'GET /v1/uniforms/contributions': { access: UNIFORM_CONTRIBUTOR, spec: 'spec-3 §6 Hub Contribute tab', call: at('/v1/uniforms/contributions?text=Academy') },
  'GET /v1/uniforms/schools/:schoolId': { access: UNIFORM_SEARCH, spec: 'spec-3 §6 school pages', call: at(`/v1/uniforms/schools/${NOWHERE}`) },
  'GET /v1/uniforms/schools/:schoolId/images': { access: UNIFORM_SEARCH, spec: 'spec-3 §6 school pages', call: at(`/v1/uniforms/schools/${NOWHERE}/images`) },
  'GET /v1/uniforms/schools/:schoolId/images/:imageId': { access: UNIFORM_SEARCH, spec: 'spec-3 §6 school pages', call: at(`/v1/uniforms/schools/${NOWHERE}/images/${NOWHERE}`) },
  'GET /v1/uniforms/schools/:schoolId/images/:imageId/content': {
    access: UNIFORM_EITHER,
    spec: 'spec-3 §6: the pictures of school pages and contribution pages',
    call: at(`/v1/uniforms/schools/${NOWHERE}/images/${NOWHERE}/content`),
  },
  'POST /v1/uniforms/schools/:schoolId/images/:imageId/pii-events': {
    access: UNIFORM_EITHER,
    spec: 'spec-3 §4 School image PII flag, §6',
    call: send(`/v1/uniforms/schools/${NOWHERE}/images/${NOWHERE}/pii-events`, { containsPii: true }),
  },
  'GET /v1/uniforms/contributions/:schoolId': { access: UNIFORM_CONTRIBUTOR, spec: 'spec-3 §6 contribution pages', call: at(`/v1/uniforms/contributions/${NOWHERE}`) },
  'POST /v1/uniforms/contributions/:schoolId': {
    access: UNIFORM_CONTRIBUTOR,
    spec: 'spec-3 §4 Contribution, §6',
    call: () => ({ url: `/v1/uniforms/contributions/${NOWHERE}`, payload: { website: 'https://school.matrix.example/' }, headers: { 'if-match': '"1"' } }),
  },
  'POST /v1/uniforms/schools/:schoolId/images': { access: UNIFORM_CONTRIBUTOR, spec: 'spec-3 §5 image upload, §6', call: at(`/v1/uniforms/schools/${NOWHERE}/images`) },

  // Extractor downloads (spec-2 §6: any signed-in user).
  'GET /v1/exifextractor': { access: SIGNED_IN, spec: 'spec-2 §6 extractor downloads (the downloads page\'s list)', call: at('/v1/exifextractor') },
  'GET /v1/exifextractor/win': { access: SIGNED_IN, spec: 'spec-2 §6 extractor downloads', call: at('/v1/exifextractor/win') },
  'GET /v1/exifextractor/msi': { access: SIGNED_IN, spec: 'spec-2 §6 extractor downloads', call: at('/v1/exifextractor/msi') },
  'GET /v1/exifextractor/mac/x64': { access: SIGNED_IN, spec: 'spec-2 §6 extractor downloads', call: at('/v1/exifextractor/mac/x64') },
  'GET /v1/exifextractor/mac/arm': { access: SIGNED_IN, spec: 'spec-2 §6 extractor downloads', call: at('/v1/exifextractor/mac/arm') },
  'GET /v1/exifextractor/linux': { access: SIGNED_IN, spec: 'spec-2 §6 extractor downloads', call: at('/v1/exifextractor/linux') },

  // Licences (spec-3 §6, §7 "Licences"). A licence's own calls name the caller's licence: held in another
  // licence, the role does not open this one.
  'POST /v1/licences': {
    access: GLOBAL_ADMIN,
    spec: 'spec-3 §6 create licence: global admin',
    call: send('/v1/licences', { name: 'Matrix licence', maxSeats: 5, expiresAt: '2027-03-01' }),
  },
  'GET /v1/licences': { access: SIGNED_IN, spec: 'spec-3 §2 /licences: the licences the user can see', call: at('/v1/licences') },
  // spec-3 §6 gives the list of role names no role of its own; it names no one and shows nothing of a licence.
  'GET /v1/licences/roles': { access: SIGNED_IN, spec: 'spec-3 §6–7: the full list of role names', call: at('/v1/licences/roles') },
  'GET /v1/licences/:id': { access: LICENCE_ADMIN, spec: 'spec-3 §6 licence detail: Admin of that licence or global admin', call: inLicence('') },
  'GET /v1/licences/:id/entities': {
    access: LICENCE_ADMIN,
    spec: 'spec-3 §6 licence detail: Admin of that licence or global admin',
    call: inLicence('/entities'),
  },
  'POST /v1/licences/:id/entities': {
    access: LICENCE_ADMIN,
    spec: 'spec-3 §6 licence detail: Admin of that licence or global admin',
    // With no roles: the entity gives nobody anything, so later calls are answered as before.
    call: inLicenceSending('/entities', { type: 'Email', value: 'added@matrix.example' }),
  },
  'PUT /v1/licences/:id/entities/:entityId': {
    access: LICENCE_ADMIN,
    spec: 'spec-3 §6 licence detail: Admin of that licence or global admin',
    call: inLicenceSending(`/entities/${NOWHERE}`, { roles: [] }),
  },
  'DELETE /v1/licences/:id/entities/:entityId': {
    access: LICENCE_ADMIN,
    spec: 'spec-3 §6 licence detail: Admin of that licence or global admin',
    call: inLicence(`/entities/${NOWHERE}`),
  },
  'GET /v1/licences/:id/users': { access: LICENCE_ADMIN, spec: 'spec-3 §6 licence detail: Admin of that licence or global admin', call: inLicence('/users') },
  'POST /v1/licences/:id/available-roles/:role': {
    access: GLOBAL_ADMIN,
    spec: 'spec-3 §6 configure available roles: global admin',
    call: send(`/v1/licences/${NOWHERE}/available-roles/ImgsrcCrawler`, {}),
  },
  'DELETE /v1/licences/:id/available-roles/:role': {
    access: GLOBAL_ADMIN,
    spec: 'spec-3 §6 configure available roles: global admin',
    call: at(`/v1/licences/${NOWHERE}/available-roles/ImgsrcCrawler`),
  },

  // Audit and usage (spec-3 §6: Audit or DomainAudit; UsageStats; the global admin opens any licence's).
  'GET /v1/licences/:id/audit': { access: AUDITOR, spec: 'spec-3 §6 audit screen: Audit or DomainAudit', call: inLicence(`/audit?${AUDIT_RANGE}`) },
  'GET /v1/licences/:id/audit-options': { access: AUDITOR, spec: 'spec-3 §6 audit screen: Audit or DomainAudit', call: inLicence('/audit-options') },
  'GET /v1/licences/:id/audit/export': {
    access: AUDITOR,
    spec: 'spec-3 §6 audit screen: Audit or DomainAudit',
    call: inLicence(`/audit/export?${AUDIT_RANGE}&format=csv`),
  },
  'GET /v1/licences/usage/all': { access: GLOBAL_ADMIN, spec: 'spec-3 §6 all-licences usage: global admin', call: at('/v1/licences/usage/all') },
  'GET /v1/licences/:id/usage': { access: USAGE, spec: 'spec-3 §6 usage for a licence: UsageStats', call: inLicence('/usage') },
  'GET /v1/licences/:id/usage/report/:period': {
    access: USAGE,
    spec: 'spec-3 §6 usage for a licence: UsageStats',
    call: inLicence('/usage/report/summary?currentUsersOnly=false'),
  },

  // Applications (spec-3 §6: AppCreator or global admin). Approval is the administrators' (spec-1 §1
  // "Administrators manage ... applications"; spec-3 §3 an application's approvedBy): a creator approving
  // their own would make approval mean nothing.
  'GET /v1/applications': { access: APP_CREATOR, spec: 'spec-3 §6 applications panel', call: at('/v1/applications') },
  'POST /v1/applications': { access: APP_CREATOR, spec: 'spec-3 §6 create applications', call: send('/v1/applications', APPLICATION) },
  'POST /v1/applications/:id': { access: APP_CREATOR, spec: 'spec-3 §6 applications panel', call: send(`/v1/applications/${NOWHERE}`, APPLICATION) },
  'POST /v1/applications/approve': {
    access: GLOBAL_ADMIN,
    spec: 'spec-1 §1, spec-3 §3 approvedBy',
    // With the version reviewed of each application, as the approval names it.
    call: send('/v1/applications/approve', { ids: [NOWHERE], versions: { [NOWHERE]: 1 } }),
  },
  'POST /v1/applications/activate': { access: APP_CREATOR, spec: 'spec-3 §6 applications panel', call: send('/v1/applications/activate', { ids: [NOWHERE] }) },
  'POST /v1/applications/deactivate': {
    access: APP_CREATOR,
    spec: 'spec-3 §6 applications panel',
    call: send('/v1/applications/deactivate', { ids: [NOWHERE] }),
  },
  'DELETE /v1/applications': { access: APP_CREATOR, spec: 'spec-3 §6 applications panel', call: send('/v1/applications', { ids: [NOWHERE] }) },

  // User trials (spec-1 §6 Admin group, spec-3 §6: global admin).
  'GET /v1/trials': { access: GLOBAL_ADMIN, spec: 'spec-3 §6 user trials: global admin', call: at('/v1/trials') },
  'GET /v1/trials/:id/users': { access: GLOBAL_ADMIN, spec: 'spec-3 §6 user trials: global admin', call: at(`/v1/trials/${NOWHERE}/users`) },
  'POST /v1/trials': {
    access: GLOBAL_ADMIN,
    spec: 'spec-3 §6 user trials: global admin',
    call: send('/v1/trials', { code: 'MATRIX-TRIAL', codeValidFrom: '2026-03-01', codeValidUntil: '2026-04-01', trialMonths: 1, trialType: 'OTHER' }),
  },

  // The edge's report of calls it refused itself (docs/architecture.md): no user's call.
  'POST /internal/edge-refusals': {
    access: { kind: 'internal' },
    spec: 'docs: the edge that launched the service reports its refusals',
    call: () => ({
      url: '/internal/edge-refusals',
      payload: { method: 'GET', path: '/v1/sightings', status: 400, error: 'Bad request', userEmail: null, requestingApp: null, justification: null },
    }),
  },
}
