// The sighting search filters that find a BigSearch lead's sightings (spec-2 §4 "Lead browsing", §5 "The
// values of some fields are quoted"), in the form GET /v1/sightings takes them. The lead engine counts a
// lead's sightings with these same filters, so the count on a lead card and its grid agree.

import type { Lead, LeadValue } from '../api/types/bigsearch.js'
import { filtersToQuery, type Filter } from '../search/filters.js'
import { findField } from '../search/fields.js'

/** The unit of a location lead's radius (spec-1 §5, the form a map point writes). */
const LEAD_DISTANCE_UNIT = 'MILES'

/** The metadata lead types and USERNAME, by the search field that holds their value (shared/search/fields.ts). */
export const TEXT_LEAD_FIELDS: Readonly<Record<string, string>> = {
  ARTIST: 'artist',
  AUTHOR: 'author',
  COPYRIGHT: 'copyright',
  COPYRIGHT_NOTICE: 'copyrightNotice',
  CREATOR_ADDRESS: 'creatorAddress',
  CREATOR: 'creator',
  CREATOR_WORK_EMAIL: 'creatorWorkEmail',
  IMAGE_UNIQUE_ID: 'imageUniqueId',
  INSTANCE_ID: 'instanceId',
  OWNER_NAME: 'ownerName',
  SOFTWARE: 'exifSoftware',
  USERNAME: 'username',
  XP_AUTHOR: 'xpAuthor',
}
const TEXT_LEAD_FIELD_BY_TYPE = new Map(Object.entries(TEXT_LEAD_FIELDS))

/** A camera-local time 'YYYY-MM-DDTHH:mm:ss' (an offset or fraction after it is left out) as a date filter point. */
export function leadTimePoint(time: string): string {
  return time.slice(0, 19).replace('T', ' ')
}

/** `is` on a field, the value in the field's form: a quotedString field's value goes in double quotes. */
function equals(name: string, value: string): Filter {
  const quoted = findField(name)?.kind === 'quotedString'
  return { name, operator: 'is', value: quoted ? `"${value}"` : value }
}

/** A number as the location filter reads it: digits and a point only, never an exponent. */
function coordinate(n: number): string {
  return n.toFixed(6).replace(/\.?0+$/, '') || '0'
}

/** A camera lead's serial, by the search field that holds it: the body's, the internal one or the lens's. */
const CAMERA_SERIAL_FIELDS = ['serialNumber', 'internalSerialNumber', 'lensSerialNumber'] as const

/** A CAMERA lead's value: one serial, with the make and model its file names. */
type CameraValue = Partial<Record<'make' | 'model' | (typeof CAMERA_SERIAL_FIELDS)[number], string>>

/** The serial with what the file names of its camera; the serial alone when it names no make or model. None without a serial. */
function cameraFilters(value: CameraValue): Filter[] {
  const serial = CAMERA_SERIAL_FIELDS.find((name) => typeof value[name] === 'string')
  if (serial === undefined) return []
  const filters: Filter[] = []
  if (value.make !== undefined) filters.push(equals('make', value.make))
  if (value.model !== undefined) filters.push(equals('model', value.model))
  filters.push(equals(serial, value[serial]!))
  return filters
}

type Of<K extends string> = Extract<LeadValue, Record<K, unknown>>

function has<K extends string>(value: LeadValue, key: K): value is Of<K> {
  return key in value
}

/**
 * The filters that find a lead's sightings; [] for a lead no filter can find (an unknown type, or a value
 * that does not fit its type). A PDNA lead's exact hash: its visually similar sightings come from the
 * similar search (leadSightingsRequest).
 */
export function leadFilters(lead: Pick<Lead, '@type' | 'value'>): Filter[] {
  const { value } = lead
  const type = lead['@type']
  const textField = TEXT_LEAD_FIELD_BY_TYPE.get(type)
  if (textField !== undefined) return has(value, 'text') ? [equals(textField, value.text)] : []
  switch (type) {
    case 'CAMERA':
      return 'dateTimeOriginal' in value ? [] : cameraFilters(value as CameraValue)
    case 'COMBINED':
      if (!has(value, 'dateTimeOriginal')) return []
      return [equals('make', value.make), equals('model', value.model), equals('dateTimeOriginal', leadTimePoint(value.dateTimeOriginal))]
    case 'IDENTICAL_IMAGE':
      if (!has(value, 'hash')) return []
      return [equals(value.hashType === 'SHA1' ? 'sha1' : 'md5', value.hash)]
    case 'PDNA':
      return has(value, 'photoDna') ? [equals('photoDNAFullHash', value.photoDna)] : []
    case 'LOCATION':
    case 'LOCATION_AND_DATE_RANGE': {
      if (!has(value, 'latitude')) return []
      const place = equals(
        'location',
        `${coordinate(value.latitude)}:${coordinate(value.longitude)}:${value.distanceInMiles}:${LEAD_DISTANCE_UNIT}`,
      )
      if (type === 'LOCATION') return [place]
      if (value.startAt === undefined || value.endAt === undefined) return []
      return [place, { name: 'dateTimeOriginal', operator: 'between', value: `${leadTimePoint(value.startAt)} - ${leadTimePoint(value.endAt)}` }]
    }
    default:
      return []
  }
}

/**
 * The query of one page of a lead's sightings on GET /v1/sightings: its filters, then one connected lead's
 * per type (spec-2 §4), resultSize the page size and page the 1-based page.
 */
export function leadSightingsQuery(lead: Pick<Lead, '@type' | 'value'>, connected: readonly Pick<Lead, '@type' | 'value'>[], page0: number, pageSize: number): URLSearchParams {
  const filters = [lead, ...connected].flatMap(leadFilters)
  const params = filtersToQuery(filters)
  params.set('resultSize', String(pageSize))
  params.set('page', String(page0 + 1))
  return params
}

/**
 * Where one page of a lead's sightings is asked for: GET /v1/sightings with leadSightingsQuery, except for a
 * PDNA lead, whose sightings are the visually similar ones of GET /v1/sightings/similar/pdna/full/{hash}
 * (the call takes no filters, so connected leads do not narrow it).
 */
export function leadSightingsRequest(
  lead: Pick<Lead, '@type' | 'value'>,
  connected: readonly Pick<Lead, '@type' | 'value'>[],
  page0: number,
  pageSize: number,
): { path: string; query: URLSearchParams } {
  if (lead['@type'] === 'PDNA' && has(lead.value, 'photoDna')) {
    const query = new URLSearchParams({ page: String(page0 + 1), resultSize: String(pageSize) })
    return { path: `/sightings/similar/pdna/full/${encodeURIComponent(lead.value.photoDna)}`, query }
  }
  return { path: '/sightings', query: leadSightingsQuery(lead, connected, page0, pageSize) }
}
