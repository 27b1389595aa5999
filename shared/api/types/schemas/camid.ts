// The Camera ID calls (spec-2 §3 "Camera ID query", "Hit", "Resolution list item", "Uploaded fingerprint
// file", "Camera ID statistics rows", §7 "Camera ID") as TypeBox schemas. The fingerprint file itself is
// described in docs/camid-fingerprint.md; its values are checked by shared/camid/prnu/fingerprintFile.ts, which
// the browser and the service share. The browser imports this module only for types (shared/api/types/camid.ts).

import { Type, type Static } from 'typebox'
import { CAMID_QUERY_STATES, CAMID_REFERENCE_MAX } from '../constants/camid.js'
import { SearchResultItem } from './sightings.js'

const numberText = () => Type.String({ maxLength: 10 })
const pageQuery = { page: Type.Optional(numberText()), resultSize: Type.Optional(numberText()) }

/** A query's id as the paths carry it: the querySpnId of /camid/{querySpnId}. */
export const queryIdText = () => Type.String({ pattern: '^[0-9]{1,15}$' })

export const CamIdQueryState = Type.Enum(CAMID_QUERY_STATES)

/** spec-2 §3 "Camera ID query". Times are ISO 8601 UTC. */
export const CamIdQuery = Type.Object(
  {
    id: Type.String(),
    /** The reference, editable only by the owner. */
    caseId: Type.String(),
    /** The owner. */
    email: Type.String(),
    creationDate: Type.String(),
    /** 0-100; shown as min(5, round(quality/10)) stars. */
    quality: Type.Integer({ minimum: 0, maximum: 100 }),
    /** The name of the file the fingerprint came from. */
    fileName: Type.String(),
    /** "WIDTHxHEIGHT" of the pictures the fingerprint is of. */
    resolution: Type.String(),
    /** How many pictures the fingerprint was estimated from. */
    density: Type.Integer({ minimum: 1 }),
    state: CamIdQueryState,
    /** Pictures of the query's resolution looked at so far, of `candidatesTotal`. */
    progressDone: Type.Integer({ minimum: 0 }),
    progressTotal: Type.Integer({ minimum: 0 }),
    hitCount: Type.Integer({ minimum: 0 }),
    finished: Type.Union([Type.String(), Type.Null()]),
    /** Why the job stopped, when it ended in ERROR. */
    error: Type.Union([Type.String(), Type.Null()]),
    /** Whether the caller owns the query (and so may edit or delete it). */
    own: Type.Boolean(),
  },
  { additionalProperties: false },
)
export type CamIdQuery = Static<typeof CamIdQuery>

export const CamIdQueryListQuery = Type.Object({ ...pageQuery, noCache: Type.Optional(Type.String({ maxLength: 10 })) }, { additionalProperties: false })
export type CamIdQueryListQuery = Static<typeof CamIdQueryListQuery>

export const CamIdQueryList = Type.Object(
  {
    success: Type.Literal(true),
    queries: Type.Array(CamIdQuery),
    totalResults: Type.Integer({ minimum: 0 }),
    /** The caller's references, for the reference step of an upload (spec-2 §4 "Fingerprint upload"). */
    references: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type CamIdQueryList = Static<typeof CamIdQueryList>

const reference = () => Type.String({ minLength: 1, maxLength: CAMID_REFERENCE_MAX })

/** The fingerprint file's fields as the browser read them (docs/camid-fingerprint.md); checked again by the service. */
export const FingerprintData = Type.Object(
  {
    format: Type.String({ maxLength: 40 }),
    fingerprint: Type.String({ minLength: 1 }),
    resolution: Type.String({ maxLength: 40 }),
    cropSize: Type.Integer(),
    density: Type.Integer(),
    algorithm: Type.String({ maxLength: 100 }),
  },
  { additionalProperties: false },
)
export type FingerprintData = Static<typeof FingerprintData>

/** POST /v1/cameraid/queries/{encoded file name}. */
export const NewCamIdQueryParams = Type.Object({ fileName: Type.String({ minLength: 1, maxLength: 255 }) })
export type NewCamIdQueryParams = Static<typeof NewCamIdQueryParams>
export const NewCamIdQuery = Type.Object({ reference: reference(), data: FingerprintData }, { additionalProperties: false })
export type NewCamIdQuery = Static<typeof NewCamIdQuery>
export const CamIdQueryReply = Type.Object({ success: Type.Literal(true), query: CamIdQuery }, { additionalProperties: false })
export type CamIdQueryReply = Static<typeof CamIdQueryReply>

export const CamIdQueryParams = Type.Object({ id: queryIdText() })
export type CamIdQueryParams = Static<typeof CamIdQueryParams>

/** PUT /v1/cameraid/queries/{id}/{reference}. */
export const CamIdReferenceParams = Type.Object({ id: queryIdText(), reference: reference() })
export type CamIdReferenceParams = Static<typeof CamIdReferenceParams>
export const CamIdReferenceReply = Type.Object(
  { success: Type.Literal(true), id: Type.String(), caseId: Type.String(), references: Type.Array(Type.String()) },
  { additionalProperties: false },
)
export type CamIdReferenceReply = Static<typeof CamIdReferenceReply>

/** DELETE /v1/cameraid/queries/{id}: the ids deleted. */
export const CamIdDeleteReply = Type.Object({ success: Type.Literal(true), deleted: Type.Array(Type.String()) }, { additionalProperties: false })
export type CamIdDeleteReply = Static<typeof CamIdDeleteReply>

/** spec-2 §3 "Hit": one picture (by its checksum) that scored at or above the hit score; its sources are its sightings. */
export const CamIdHit = Type.Object(
  {
    id: Type.String(),
    queryId: Type.String(),
    score: Type.Number(),
    hitDate: Type.String(),
    sources: Type.Array(Type.Object({ bigSearchData: Type.Object({ checksum: Type.String() }, { additionalProperties: false }) }, { additionalProperties: false })),
    /** How many sightings the picture has. */
    sightings: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
)
export type CamIdHit = Static<typeof CamIdHit>

/** GET /v1/cameraid/hits?queryId=…: one page of a query's hits, the strongest first. */
export const CamIdHitListQuery = Type.Object({ queryId: queryIdText(), ...pageQuery }, { additionalProperties: false })
export type CamIdHitListQuery = Static<typeof CamIdHitListQuery>
export const CamIdHitList = Type.Object(
  { success: Type.Literal(true), hits: Type.Array(CamIdHit), totalResults: Type.Integer({ minimum: 0 }), query: CamIdQuery },
  { additionalProperties: false },
)
export type CamIdHitList = Static<typeof CamIdHitList>

/** GET /v1/cameraid/hits/{id}/sightings: the sightings of one hit, with dimensions and cameraName. */
export const CamIdHitParams = Type.Object({ id: queryIdText() })
export type CamIdHitParams = Static<typeof CamIdHitParams>
export const CamIdHitSightingsQuery = Type.Object(pageQuery, { additionalProperties: false })
export type CamIdHitSightingsQuery = Static<typeof CamIdHitSightingsQuery>
export const CamIdHitSightings = Type.Object(
  { success: Type.Literal(true), results: Type.Array(SearchResultItem), totalResults: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type CamIdHitSightings = Static<typeof CamIdHitSightings>

/** GET /v1/cameraid/hits/{id}/pictures/{imageId}: the picture of one of a hit's sightings, as the thumbnail path gives it. */
export const CamIdHitPictureParams = Type.Object({ id: queryIdText(), imageId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) })
export type CamIdHitPictureParams = Static<typeof CamIdHitPictureParams>
export const CamIdHitPictureQuery = Type.Object({ size: Type.Optional(Type.String({ maxLength: 10 })) }, { additionalProperties: false })
export type CamIdHitPictureQuery = Static<typeof CamIdHitPictureQuery>

/** spec-2 §3 "Resolution list item": the resolutions the database holds most pictures of. */
export const CamIdResolution = Type.Object(
  { resolution: Type.String(), longestEdge: Type.Integer(), shortestEdge: Type.Integer(), pictures: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type CamIdResolution = Static<typeof CamIdResolution>
export const CamIdResolutionList = Type.Object({ success: Type.Literal(true), items: Type.Array(CamIdResolution) }, { additionalProperties: false })
export type CamIdResolutionList = Static<typeof CamIdResolutionList>

/** spec-2 §3 "Camera ID statistics rows": key1 the month (YYYY-MM) or the email, key2 the organisation. */
export const CamIdStatsRow = Type.Object(
  { key1: Type.String(), key2: Type.Union([Type.String(), Type.Null()]), count: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type CamIdStatsRow = Static<typeof CamIdStatsRow>
/** The cumulative counts by month, oldest first. */
export const CamIdMonthlyCounts = Type.Object({ success: Type.Literal(true), rows: Type.Array(CamIdStatsRow) }, { additionalProperties: false })
export type CamIdMonthlyCounts = Static<typeof CamIdMonthlyCounts>
export const CamIdUserCountsQuery = Type.Object(pageQuery, { additionalProperties: false })
export type CamIdUserCountsQuery = Static<typeof CamIdUserCountsQuery>
/** Totals per email and organisation, the largest first. */
export const CamIdUserCounts = Type.Object(
  { success: Type.Literal(true), rows: Type.Array(CamIdStatsRow), totalResults: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type CamIdUserCounts = Static<typeof CamIdUserCounts>
