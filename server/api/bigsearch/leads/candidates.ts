// The candidate leads of one file of a case (spec-2 §3 "Lead types"): what in its camera, hashes, position,
// time and metadata could find the same camera, picture, place or person elsewhere. Values that only fill a
// field (shared/metadata/placeholders.ts) are kept but marked, so that they never make a major lead.

import type { BigSearchItem, LeadType, LeadValue } from '../../../../shared/api/types/bigsearch.js'
import { LOCATION_DATE_WINDOW_HOURS, LOCATION_LEAD_MILES } from '../../../../shared/api/types/bigsearch.js'
import { leadFilters } from '../../../../shared/bigsearch/leadFilters.js'
import { placeholderReason, type ValueKind } from '../../../../shared/metadata/placeholders.js'
import { localTime, splitOffset } from '../../../../shared/metadata/times.js'
import { validateFilter } from '../../../../shared/search/filters.js'
import { parsePhotoDnaHash } from '../../search/photodna-hash.js'
import { HOUR_MS } from '../../../../shared/format/durations.js'

/** A lead one file gives, before its sightings are counted. */
export interface LeadCandidate {
  '@type': LeadType
  value: LeadValue
  /** The value only fills its field (an all-zero serial, 'unknown'): never a major lead. */
  placeholder: boolean
}

/** Names the place nearest a position, or null (nearest-place.ts). */
export type PlaceName = (latitude: number, longitude: number) => string | null

type Metadata = NonNullable<BigSearchItem['metadata']>

/** The metadata lead types and USERNAME by the item's metadata field, with what kind of value each holds. */
const METADATA_LEADS: readonly [keyof Metadata, LeadType, ValueKind][] = [
  ['artist', 'ARTIST', 'person'],
  ['author', 'AUTHOR', 'person'],
  ['copyright', 'COPYRIGHT', 'person'],
  ['copyrightNotice', 'COPYRIGHT_NOTICE', 'person'],
  ['creatorAddress', 'CREATOR_ADDRESS', 'text'],
  ['creator', 'CREATOR', 'person'],
  ['creatorWorkEmail', 'CREATOR_WORK_EMAIL', 'text'],
  ['imageUniqueId', 'IMAGE_UNIQUE_ID', 'id'],
  ['instanceId', 'INSTANCE_ID', 'id'],
  ['ownerName', 'OWNER_NAME', 'person'],
  ['software', 'SOFTWARE', 'text'],
  ['username', 'USERNAME', 'text'],
  ['xpAuthor', 'XP_AUTHOR', 'person'],
]

/** The hashes of an empty file: they name no picture. */
const EMPTY_FILE_HASHES: ReadonlySet<string> = new Set(['d41d8cd98f00b204e9800998ecf8427e', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'])

/** A value as the lead keeps it: trimmed, or undefined when nothing is left. */
function present(value: string | undefined): string | undefined {
  const text = value?.trim()
  return text ? text : undefined
}

function isPlaceholder(kind: ValueKind, value: string): boolean {
  return placeholderReason(kind, value) !== null
}

/** The time taken as written, to the second ('YYYY-MM-DDTHH:mm:ss'), or null when the file holds no real one. */
export function secondTaken(written: string | undefined): string | null {
  if (!written) return null
  const { written: local } = splitOffset(written)
  if (!/[T ]\d{2}:\d{2}:\d{2}/.test(local)) return null
  return localTime(local)?.slice(0, 19) ?? null
}

/** A camera-local time moved by `hours`, counted as written (no zone, no daylight saving). */
function shifted(time: string, hours: number): string {
  return new Date(Date.parse(`${time}Z`) + hours * HOUR_MS).toISOString().slice(0, 19)
}

/** A coordinate to 6 decimals (about 10 cm): the form the location filter carries. */
function coordinate(n: number): number {
  return Number(n.toFixed(6))
}

/** The make and model a file names, each only when it names it. */
function cameraName(item: BigSearchItem): { make?: string; model?: string } {
  const make = present(item.camera?.make)
  const model = present(item.camera?.model)
  return { ...(make ? { make } : {}), ...(model ? { model } : {}) }
}

/**
 * CAMERA: the body's serial (or, when the file has none, its internal serial) with the make and model the file
 * names, and the lens's serial with the make. A serial alone links pictures: a file that names no make or model
 * (a trail camera, a phone that writes only its serial) still gives its serial's lead, found by the serial alone.
 * `realSerial`: the body has a serial that is not a placeholder (then no COMBINED lead is needed).
 */
function cameraCandidates(item: BigSearchItem): { leads: LeadCandidate[]; realSerial: boolean } {
  const named = cameraName(item)
  const leads: LeadCandidate[] = []
  const serialNumber = present(item.camera?.serialNumber)
  const internalSerialNumber = present(item.camera?.internalSerialNumber)
  const bodySerial = serialNumber ?? internalSerialNumber
  const realSerial = bodySerial !== undefined && !isPlaceholder('serial', bodySerial)
  if (bodySerial !== undefined) {
    const serial = serialNumber ? { serialNumber } : { internalSerialNumber: bodySerial }
    leads.push({ '@type': 'CAMERA', value: { ...named, ...serial }, placeholder: !realSerial })
  }
  const lensSerialNumber = present(item.camera?.lensSerialNumber)
  if (lensSerialNumber) {
    const make = named.make ? { make: named.make } : {}
    leads.push({ '@type': 'CAMERA', value: { ...make, lensSerialNumber }, placeholder: isPlaceholder('serial', lensSerialNumber) })
  }
  return { leads, realSerial }
}

/** COMBINED (a DATE lead): a camera without a serial links its pictures by the second each was taken. */
function combinedCandidate(item: BigSearchItem, time: string | null): LeadCandidate[] {
  const make = present(item.camera?.make)
  const model = present(item.camera?.model)
  if (!make || !model || !time) return []
  return [{ '@type': 'COMBINED', value: { make, model, dateTimeOriginal: time }, placeholder: false }]
}

function hashCandidates(item: BigSearchItem): LeadCandidate[] {
  const leads: LeadCandidate[] = []
  const md5 = present(item.duplicates?.md5)?.toLowerCase()
  const sha1 = present(item.duplicates?.sha1)?.toLowerCase()
  if (md5) leads.push({ '@type': 'IDENTICAL_IMAGE', value: { hash: md5, hashType: 'MD5' }, placeholder: EMPTY_FILE_HASHES.has(md5) })
  if (sha1) leads.push({ '@type': 'IDENTICAL_IMAGE', value: { hash: sha1, hashType: 'SHA1' }, placeholder: EMPTY_FILE_HASHES.has(sha1) })
  const photoDna = present(item.duplicates?.photoDna)
  const bytes = photoDna ? parsePhotoDnaHash(photoDna) : null
  if (bytes) leads.push({ '@type': 'PDNA', value: { photoDna: [...bytes].join(',') }, placeholder: bytes.every((b) => b === 0) })
  return leads
}

function locationCandidates(item: BigSearchItem, time: string | null, placeName: PlaceName): LeadCandidate[] {
  const position = item.location ?? item.locationAndDate
  if (!position) return []
  const latitude = coordinate(position.latitude)
  const longitude = coordinate(position.longitude)
  // Null Island: a position of 0, 0 is what a receiver writes before it has a fix.
  const placeholder = latitude === 0 && longitude === 0
  const place = { latitude, longitude, locationName: placeName(latitude, longitude), distanceInMiles: LOCATION_LEAD_MILES }
  const leads: LeadCandidate[] = [{ '@type': 'LOCATION', value: place, placeholder }]
  if (time) {
    const window = { startAt: shifted(time, -LOCATION_DATE_WINDOW_HOURS), endAt: shifted(time, LOCATION_DATE_WINDOW_HOURS) }
    leads.push({ '@type': 'LOCATION_AND_DATE_RANGE', value: { ...place, ...window }, placeholder })
  }
  return leads
}

function metadataCandidates(item: BigSearchItem): LeadCandidate[] {
  const leads: LeadCandidate[] = []
  for (const [field, type, kind] of METADATA_LEADS) {
    const text = present(item.metadata?.[field])
    if (text) leads.push({ '@type': type, value: { text }, placeholder: isPlaceholder(kind, text) })
  }
  return leads
}

/** A lead the sighting search can look up: one whose every filter is valid (a value of 2,000 characters in quotes is not). */
function searchable(candidate: LeadCandidate): boolean {
  if (candidate['@type'] === 'PDNA') return true
  const filters = leadFilters(candidate)
  return filters.length > 0 && filters.every((f) => validateFilter(f) === null)
}

/** Every candidate lead of one file, in a fixed order: camera, hashes, place, metadata. */
export function leadCandidates(item: BigSearchItem, placeName: PlaceName): LeadCandidate[] {
  const time = secondTaken(item.locationAndDate?.dateTimeOriginal || item.metadata?.dateTimeOriginal)
  const camera = cameraCandidates(item)
  return [
    ...camera.leads,
    ...(camera.realSerial ? [] : combinedCandidate(item, time)),
    ...hashCandidates(item),
    ...locationCandidates(item, time, placeName),
    ...metadataCandidates(item),
  ].filter(searchable)
}
