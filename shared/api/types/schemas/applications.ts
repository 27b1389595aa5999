// Requests and replies of the applications calls (spec-3 §3 "Application", §7 "Applications") as TypeBox
// schemas. Times are ISO 8601 strings in UTC. The service's routes declare them; the browser imports this
// module only for types (shared/api/types/applications.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { APPLICATION_ADDRESS_MAX, APPLICATION_DESCRIPTION_MAX, APPLICATION_NAME_MAX, BULK_IDS_MAX } from '../constants/applications.js'
import { IdParams, idText } from './reply.js'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

/**
 * spec-3 §3 leaves the states open. pending: created, waiting for the global administrator's approval;
 * active: approved and not deactivated, the only state in which it may sign users in (store/oauth.ts);
 * inactive: approved once, then deactivated.
 */
export const ApplicationState = Type.Union([Type.Literal('pending'), Type.Literal('active'), Type.Literal('inactive')])
export type ApplicationState = Static<typeof ApplicationState>

/** POST /v1/applications and POST /v1/applications/{id}: the fields a creator writes (spec-3 §5). */
export const ApplicationRequest = Type.Object(
  {
    name: Type.String({ maxLength: APPLICATION_NAME_MAX }),
    description: Type.String({ maxLength: APPLICATION_DESCRIPTION_MAX }),
    /** https, or http to a loopback host; no fragment, no credentials. */
    callbackURL: Type.String({ maxLength: APPLICATION_ADDRESS_MAX }),
    /** Optional; absent, empty or null means none, and an update without it removes it. */
    postLogoutRedirectUri: Type.Optional(nullable(Type.String({ maxLength: APPLICATION_ADDRESS_MAX }))),
  },
  { additionalProperties: false },
)
export type ApplicationRequest = Static<typeof ApplicationRequest>

/** spec-3 §3 "Application", without its secret: that is answered once, on creation. */
export const Application = Type.Object(
  {
    id: Type.Integer(),
    /** Goes up with every update of its fields: approval names the version reviewed. */
    version: Type.Integer({ minimum: 1 }),
    name: Type.String(),
    description: Type.String(),
    callbackURL: Type.String(),
    postLogoutRedirectUri: nullable(Type.String()),
    /** Public: the client names itself with it at sign-in. */
    clientId: Type.String(),
    /** null once the creator's account is gone. */
    creator: nullable(Type.Object({ email: Type.String(), organization: Type.String() }, { additionalProperties: false })),
    createdDate: Type.String(),
    approvedBy: nullable(Type.Object({ email: Type.String() }, { additionalProperties: false })),
    state: ApplicationState,
  },
  { additionalProperties: false },
)
export type Application = Static<typeof Application>

/** The new application with its secret, shown in this reply only: the service keeps only its hash. */
export const CreatedApplication = Type.Object({ ...Application.properties, clientSecret: Type.String() }, { additionalProperties: false })
export type CreatedApplication = Static<typeof CreatedApplication>

/** GET /v1/applications: the global administrator's are all of them, a creator's their own. */
export const ApplicationList = Type.Object({ success: Type.Literal(true), applications: Type.Array(Application) }, { additionalProperties: false })
export type ApplicationList = Static<typeof ApplicationList>

export const CreatedApplicationReply = Type.Object({ success: Type.Literal(true), application: CreatedApplication }, { additionalProperties: false })
export type CreatedApplicationReply = Static<typeof CreatedApplicationReply>

export const ApplicationReply = Type.Object({ success: Type.Literal(true), application: Application }, { additionalProperties: false })
export type ApplicationReply = Static<typeof ApplicationReply>

export const ApplicationParams = IdParams
export type ApplicationParams = Static<typeof ApplicationParams>

/** POST /v1/applications/activate, /deactivate and DELETE /v1/applications; approve adds versions (ApproveRequest). */
export const ApplicationIds = Type.Object(
  { ids: Type.Array(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), { minItems: 1, maxItems: BULK_IDS_MAX }) },
  { additionalProperties: false },
)
export type ApplicationIds = Static<typeof ApplicationIds>

/**
 * POST /v1/applications/approve: the ids, and for each the version the administrator reviewed (from the
 * list), keyed by id as the results are; an application updated since that version is not approved.
 */
export const ApproveRequest = Type.Object(
  {
    ids: ApplicationIds.properties.ids,
    versions: Type.Record(idText(), Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), {
      maxProperties: BULK_IDS_MAX,
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
)
export type ApproveRequest = Static<typeof ApproveRequest>

/** What became of one id of a bulk call. */
export const BulkResult = Type.Union([
  Type.Object({ success: Type.Literal(true) }, { additionalProperties: false }),
  Type.Object({ success: Type.Literal(false), error: Type.String() }, { additionalProperties: false }),
])
export type BulkResult = Static<typeof BulkResult>

/** spec-3 §4: results keyed by id, one for each id asked for. */
export const BulkReply = Type.Object(
  { success: Type.Literal(true), results: Type.Record(Type.String(), BulkResult) },
  { additionalProperties: false },
)
export type BulkReply = Static<typeof BulkReply>
