// The BigSearch calls' shapes and constants (spec-2 §3, §4, §9), shared by the built-in service, the bigsearch
// area and the extractor. The shapes are the TypeBox schemas of schemas/bigsearch.ts; this module gives the
// browser their types and the rules both sides read, without loading TypeBox.

export type {
  BigSearchData,
  BigSearchItem,
  ConnectedLead,
  ExportReply,
  ItemCamera,
  ItemDuplicates,
  ItemLocation,
  ItemLocationAndDate,
  ItemMetadata,
  JobListEntry,
  JobListQuery,
  JobListReply,
  JobStatusReply,
  Lead,
  LeadSource,
  LeadsReply,
  LeadType,
  LeadValue,
  UploadReply,
} from './schemas/bigsearch.js'
import type { LeadType } from './schemas/bigsearch.js'

export * from './constants/bigsearch.js'

/** spec-2 §3, in this order: the URL's `categories` bit string follows it (spec-2 §4 "Lead browsing"). */
export const LEAD_CATEGORIES = ['CAMERA', 'DATE', 'METADATA', 'IDENTICAL', 'VISUALLY_SIMILAR', 'LOCATION', 'LOCATION_AND_DATE', 'USERNAME'] as const
export type LeadCategory = (typeof LEAD_CATEGORIES)[number]

/**
 * Which category each lead type falls in (docs/bigsearch.md "BigSearch leads"). COMBINED is a camera model with the
 * second it took a picture, which links cameras that write no serial: it is a DATE lead.
 */
export const LEAD_CATEGORY: Readonly<Record<LeadType, LeadCategory>> = {
  CAMERA: 'CAMERA',
  COMBINED: 'DATE',
  IDENTICAL_IMAGE: 'IDENTICAL',
  PDNA: 'VISUALLY_SIMILAR',
  LOCATION: 'LOCATION',
  LOCATION_AND_DATE_RANGE: 'LOCATION_AND_DATE',
  USERNAME: 'USERNAME',
  ARTIST: 'METADATA',
  AUTHOR: 'METADATA',
  COPYRIGHT: 'METADATA',
  COPYRIGHT_NOTICE: 'METADATA',
  CREATOR_ADDRESS: 'METADATA',
  CREATOR: 'METADATA',
  CREATOR_WORK_EMAIL: 'METADATA',
  IMAGE_UNIQUE_ID: 'METADATA',
  INSTANCE_ID: 'METADATA',
  OWNER_NAME: 'METADATA',
  SOFTWARE: 'METADATA',
  XP_AUTHOR: 'METADATA',
}

/** spec-2 §4, §9: sightings are counted up to this; a lead is major only when 0 < sightings < LEAD_COUNT_CAP. */
export const LEAD_COUNT_CAP = 10_000
/** docs/bigsearch.md "BigSearch leads": a LOCATION lead finds sightings within this many miles of the file's position (the location filter takes whole units, spec-1 §5). */
export const LOCATION_LEAD_MILES = 1
/** A LOCATION_AND_DATE_RANGE lead: within LOCATION_LEAD_MILES, and this many hours either side of the time taken. */
export const LOCATION_DATE_WINDOW_HOURS = 24
/** spec-2 §9. */
export const POLL_INTERVAL_MS = 1000
export const REPROCESS_AFTER_DAYS = 7
export const SIGHTING_PAGE_SIZES = [100, 200, 500] as const
export const DEFAULT_SIGHTING_PAGE_SIZE = 100
export const COPY_TOAST_MS = 2000
/** spec-2 §5, §9: the high-security build's upload limit. */
export const HIGHSIDE_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024
