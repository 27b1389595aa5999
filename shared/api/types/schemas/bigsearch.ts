// The BigSearch data format and the BigSearch calls (spec-2 §3 "Lead", "BigSearch job state", §5, §7
// "BigSearch") as TypeBox schemas. The data format is what the extractor writes, what an export holds and the
// only upload the high-security build takes: a JSON array with one item per media file of a case (docs/bigsearch.md
// "The BigSearch data format"; docs/bigsearch-data.schema.json is generated from BigSearchData). The browser
// imports this module only for types (shared/api/types/bigsearch.ts).

import { Type, type Static } from 'typebox'
import { JOB_ID_READ_MAX, JOB_STATUSES } from '../constants/bigsearch.js'

const text = (maxLength = 2000) => Type.String({ maxLength })
const optionalText = (maxLength = 2000) => Type.Optional(text(maxLength))

/** The camera that took the file, as its metadata names it. Serials are strings, leading zeros kept. */
export const ItemCamera = Type.Object(
  {
    make: optionalText(200),
    model: optionalText(200),
    serialNumber: optionalText(200),
    internalSerialNumber: optionalText(200),
    lensSerialNumber: optionalText(200),
  },
  { additionalProperties: false },
)
export type ItemCamera = Static<typeof ItemCamera>

/** Where the file was taken (its GPS position), in decimal degrees. */
export const ItemLocation = Type.Object(
  { latitude: Type.Number({ minimum: -90, maximum: 90 }), longitude: Type.Number({ minimum: -180, maximum: 180 }) },
  { additionalProperties: false },
)
export type ItemLocation = Static<typeof ItemLocation>

/**
 * Where and when: the position and the time taken as the camera wrote it ('YYYY-MM-DDTHH:mm:ss', with an
 * offset such as '+02:00' only when the file records one; the metadata-truth rule).
 */
export const ItemLocationAndDate = Type.Object(
  {
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
    dateTimeOriginal: text(40),
  },
  { additionalProperties: false },
)
export type ItemLocationAndDate = Static<typeof ItemLocationAndDate>

/** The metadata lead fields of spec-2 §3, under the names the sighting search uses (shared/search/fields.ts). */
export const ItemMetadata = Type.Object(
  {
    artist: optionalText(),
    author: optionalText(),
    copyright: optionalText(),
    copyrightNotice: optionalText(),
    creator: optionalText(),
    creatorAddress: optionalText(),
    creatorWorkEmail: optionalText(),
    software: optionalText(),
    imageUniqueId: optionalText(),
    instanceId: optionalText(),
    ownerName: optionalText(),
    username: optionalText(),
    xpAuthor: optionalText(),
    /** The time taken as the camera wrote it, as in locationAndDate; also kept for files with no position. */
    dateTimeOriginal: optionalText(40),
  },
  { additionalProperties: false },
)
export type ItemMetadata = Static<typeof ItemMetadata>

/** The file's hashes: MD5 and SHA-1 as lowercase hex, PhotoDNA as 144 comma-separated numbers or base64. */
export const ItemDuplicates = Type.Object(
  {
    md5: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{32}$' })),
    sha1: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{40}$' })),
    photoDna: optionalText(1000),
  },
  { additionalProperties: false },
)
export type ItemDuplicates = Static<typeof ItemDuplicates>

export const LEAD_TYPES = [
  'ARTIST', 'AUTHOR', 'COMBINED', 'COPYRIGHT', 'COPYRIGHT_NOTICE', 'CREATOR_ADDRESS', 'CREATOR', 'CREATOR_WORK_EMAIL',
  'IMAGE_UNIQUE_ID', 'INSTANCE_ID', 'OWNER_NAME', 'SOFTWARE', 'USERNAME', 'XP_AUTHOR',
  'CAMERA', 'IDENTICAL_IMAGE', 'LOCATION', 'LOCATION_AND_DATE_RANGE', 'PDNA',
] as const
export type LeadType = (typeof LEAD_TYPES)[number]

/** What one lead stands for, by type (spec-2 §3 "Lead types"). */
export const LeadValue = Type.Union([
  /** The metadata leads and USERNAME: the value itself. */
  Type.Object({ text: text() }, { additionalProperties: false }),
  /**
   * CAMERA: one serial (serialNumber, internalSerialNumber or lensSerialNumber) with the make and model the file
   * names: a serial alone links pictures, so a file that names no make or model still gives its serial's lead. A
   * lens's lead names the make only: a lens moves between the bodies of its make.
   */
  Type.Object(
    {
      make: optionalText(200),
      model: optionalText(200),
      serialNumber: optionalText(200),
      internalSerialNumber: optionalText(200),
      lensSerialNumber: optionalText(200),
    },
    { additionalProperties: false },
  ),
  /** IDENTICAL_IMAGE. */
  Type.Object({ hash: text(64), hashType: Type.Union([Type.Literal('MD5'), Type.Literal('SHA1')]) }, { additionalProperties: false }),
  /** LOCATION and LOCATION_AND_DATE_RANGE (startAt and endAt in camera time as written, 'YYYY-MM-DDTHH:mm:ss'). */
  Type.Object(
    {
      latitude: Type.Number(),
      longitude: Type.Number(),
      locationName: Type.Union([Type.String(), Type.Null()]),
      distanceInMiles: Type.Number(),
      startAt: Type.Optional(Type.String()),
      endAt: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
  /** PDNA: the PhotoDNA hash of the case's file, as 144 comma-separated numbers. */
  Type.Object({ photoDna: text(1000) }, { additionalProperties: false }),
  /** COMBINED: several weak fields that together are rare. */
  Type.Object({ make: text(200), model: text(200), dateTimeOriginal: text(40) }, { additionalProperties: false }),
])
export type LeadValue = Static<typeof LeadValue>

/** A file of the case that gave a lead: its position in the upload (0-based) and what names it. */
export const LeadSource = Type.Object(
  { index: Type.Integer({ minimum: 0 }), md5: optionalText(32), sha1: optionalText(40), filename: optionalText(1000) },
  { additionalProperties: false },
)
export type LeadSource = Static<typeof LeadSource>

/** A lead found with this one in the same file(s): `index` is its position in the job's lead list. */
export const ConnectedLead = Type.Object(
  { '@type': Type.String(), sightings: Type.Integer({ minimum: 0 }), index: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type ConnectedLead = Static<typeof ConnectedLead>

/** spec-2 §3 "Lead". `sightings` is counted up to 10,000 (LEAD_COUNT_CAP). */
export const Lead = Type.Object(
  {
    '@type': Type.String(),
    value: LeadValue,
    sightings: Type.Integer({ minimum: 0 }),
    /** A placeholder value (shared/metadata/placeholders.ts): never a major lead (docs/bigsearch.md, an extension of spec-2 §4). */
    placeholder: Type.Optional(Type.Boolean()),
    connectedLeads: Type.Array(ConnectedLead),
    sources: Type.Array(LeadSource),
    /** A base64 PNG of where the lead's sightings lie (location leads only). */
    heatmap: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type Lead = Static<typeof Lead>

/** One media file of a case in the BigSearch data format. `score`, `hasMatches` and `leads` appear in an export. */
export const BigSearchItem = Type.Object(
  {
    /** Its position in the case, 0-based. */
    index: Type.Integer({ minimum: 0 }),
    fileName: optionalText(1000),
    camera: Type.Optional(ItemCamera),
    location: Type.Optional(ItemLocation),
    locationAndDate: Type.Optional(ItemLocationAndDate),
    metadata: Type.Optional(ItemMetadata),
    duplicates: Type.Optional(ItemDuplicates),
    /** Export only: how much this file's leads weigh (the sum over its major leads of 1/log10(sightings+10)). */
    score: Type.Optional(Type.Number()),
    /** Export only: whether any of its leads has sightings. */
    hasMatches: Type.Optional(Type.Boolean()),
    /** Export only: the positions, in the export's job lead list, of the leads this file gave. */
    leads: Type.Optional(Type.Array(Type.Integer({ minimum: 0 }))),
  },
  { additionalProperties: false },
)
export type BigSearchItem = Static<typeof BigSearchItem>

/** The BigSearch data format: the whole file. */
export const BigSearchData = Type.Array(BigSearchItem)
export type BigSearchData = Static<typeof BigSearchData>

/** POST /v1/bigsearch/data: the job's id is the upload's checksum (SHA-256, hex). */
export const UploadReply = Type.Object({ success: Type.Literal(true), checksum: Type.String() }, { additionalProperties: false })
export type UploadReply = Static<typeof UploadReply>

export const JobStatusName = Type.Enum(JOB_STATUSES)

/**
 * GET /v1/bigsearch/status/{id} (spec-2 §3 "BigSearch job state"). `finished` is ISO 8601 UTC. The built-in
 * service adds what the job's screen heads it with: which case it is (the file's name, when it was uploaded) and
 * whose; optional, since spec-2 §7's reply does not name them.
 */
export const JobStatusReply = Type.Object(
  {
    success: Type.Literal(true),
    status: JobStatusName,
    finished: Type.Union([Type.String(), Type.Null()]),
    mediaCount: Type.Integer({ minimum: 0 }),
    mediaProcessed: Type.Integer({ minimum: 0 }),
    error: Type.Union([Type.String(), Type.Null()]),
    statusText: Type.Union([Type.String(), Type.Null()]),
    /** The name the file was uploaded as; null for a JSON body (the high-security build). */
    fileName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    /** When it was uploaded, ISO 8601 UTC. */
    created: Type.Optional(Type.String()),
    /** Whose job it is: their email, and their name (null when their account has none). */
    ownerEmail: Type.Optional(Type.String()),
    ownerName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { additionalProperties: false },
)
export type JobStatusReply = Static<typeof JobStatusReply>

/** GET /v1/bigsearch/leads/{id}: every lead of a COMPLETE job, in the order connectedLeads index. */
export const LeadsReply = Type.Object({ success: Type.Literal(true), leads: Type.Array(Lead) }, { additionalProperties: false })
export type LeadsReply = Static<typeof LeadsReply>

/**
 * GET /v1/bigsearch/export/{id} (justification header, audited): a short-lived one-time link to the job's data,
 * `/v1/bigsearch/data/{id}?token=…`, which the browser opens as a download (a link carries no header).
 */
export const ExportReply = Type.Object(
  { success: Type.Literal(true), url: Type.String(), expiresAt: Type.String() },
  { additionalProperties: false },
)
export type ExportReply = Static<typeof ExportReply>

/** The job id in a path: a SHA-256 in hex. */
/**
 * A job call's id is read as text and judged by the call: an id no job can have is 'Query not found.' like
 * any other that names no job of the caller's (spec-2 §8), never a validation message.
 */
export const JobParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: JOB_ID_READ_MAX }) })
export type JobParams = Static<typeof JobParams>

/** GET /v1/bigsearch/data/{id}?token=…: the one-time token an export reply's link carries. */
export const ExportDownloadQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) })
export type ExportDownloadQuery = Static<typeof ExportDownloadQuery>

/**
 * POST /v1/bigsearch/data's body: the file, as form data (its `file` field), or in the high-security build its
 * JSON itself. Read as a stream and checked by the service as it arrives (spec-2 §5), never by a schema.
 */
export const UploadBody = Type.Unknown()

/** A whole number as a query string carries it; the route says what it may be. */
const numberText = () => Type.String({ maxLength: 10 })

/**
 * GET /v1/bigsearch/jobs: the caller's jobs, newest first. page is 1-based (1 when absent); resultSize is one of
 * TABLE_PAGE_SIZES (constants/paging.ts; its default when absent). Closed: a misspelt parameter is refused.
 */
export const JobListQuery = Type.Object({ page: Type.Optional(numberText()), resultSize: Type.Optional(numberText()) }, { additionalProperties: false })
export type JobListQuery = Static<typeof JobListQuery>

/** One job of the caller's list. Times are ISO 8601 UTC; `id` is what the other job calls take. */
export const JobListEntry = Type.Object(
  {
    id: Type.String(),
    /** The name the file was uploaded as; null for a JSON body (the high-security build). */
    fileName: Type.Union([Type.String(), Type.Null()]),
    status: JobStatusName,
    mediaCount: Type.Integer({ minimum: 0 }),
    mediaProcessed: Type.Integer({ minimum: 0 }),
    created: Type.String(),
    finished: Type.Union([Type.String(), Type.Null()]),
    /** How many leads a COMPLETE job found; null until it is COMPLETE. */
    leadCount: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** What went wrong, for a job in ERROR; null otherwise. */
    statusText: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type JobListEntry = Static<typeof JobListEntry>

export const JobListReply = Type.Object(
  { success: Type.Literal(true), jobs: Type.Array(JobListEntry), totalResults: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
)
export type JobListReply = Static<typeof JobListReply>
