// How a lead reads on its card and in the detail header (spec-2 §3 "Lead types"): a title by type ('??' for
// a type this page does not know), a subtitle from its value, and the sightings count with its cap sign.

import { LEAD_COUNT_CAP, type Lead, type LeadValue } from '../../../shared/api/types/bigsearch.js'
import { EVIDENCE_ORDER } from '../../../shared/bigsearch/leadRank.js'
import { cameraModelName } from '../../../shared/format/camera.js'

const TITLES: Readonly<Record<string, string>> = {
  ARTIST: 'Artist',
  AUTHOR: 'Author',
  COMBINED: 'Camera model and time',
  COPYRIGHT: 'Copyright',
  COPYRIGHT_NOTICE: 'Copyright notice',
  CREATOR_ADDRESS: 'Creator address',
  CREATOR: 'Creator',
  CREATOR_WORK_EMAIL: 'Creator work email',
  IMAGE_UNIQUE_ID: 'Image unique ID',
  INSTANCE_ID: 'Instance ID',
  OWNER_NAME: 'Owner name',
  SOFTWARE: 'Software',
  USERNAME: 'Username',
  XP_AUTHOR: 'XP author',
  CAMERA: 'Camera',
  IDENTICAL_IMAGE: 'Identical image',
  LOCATION: 'Location',
  LOCATION_AND_DATE_RANGE: 'Location and date',
  PDNA: 'Visually similar image',
}

/** spec-2 §3: "An unknown type is titled with two question marks." */
export function leadTitle(type: string): string {
  return TITLES[type] ?? '??'
}

/** '1 mile', '2 miles'. */
export const milesText = (n: number) => `${n} ${n === 1 ? 'mile' : 'miles'}`
const coordinates = (latitude: number, longitude: number) => `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`

/** A location lead's place: the name of the nearest city, or its coordinates when it has none. */
export function placeText(value: { latitude: number; longitude: number; locationName?: string | null }): string {
  return value.locationName ?? coordinates(value.latitude, value.longitude)
}

/** What the lead stands for, in one line. */
export function leadSubtitle(value: LeadValue): string {
  if ('text' in value) return value.text
  if ('hash' in value) return `${value.hashType} ${value.hash}`
  if ('photoDna' in value) return `PhotoDNA ${value.photoDna.slice(0, 24)}…`
  if ('distanceInMiles' in value) {
    const within = `Within ${milesText(value.distanceInMiles)} of ${placeText(value)}`
    return value.startAt ? `${within}, ${value.startAt.replace('T', ' ')} to ${(value.endAt ?? '').replace('T', ' ')}` : within
  }
  // The camera named once: "Canon PowerShot S40", never "Canon Canon PowerShot S40".
  const camera = cameraModelName(value.make, value.model)
  if ('dateTimeOriginal' in value) return `${camera} at ${value.dateTimeOriginal.replace('T', ' ')}`
  return cameraSerialText(camera, value)
}

/**
 * A camera lead's serial, with the camera when its file names one: 'Canon EOS 600D - 123063022888',
 * 'Panasonic DMC-FZ30 - internal serial S010604030293', 'Canon - lens serial 0000129324'; a serial alone says
 * which it is: 'Serial number 162682'.
 */
function cameraSerialText(camera: string | null, value: { serialNumber?: string; internalSerialNumber?: string; lensSerialNumber?: string }): string {
  const [kind, serial] =
    value.serialNumber !== undefined
      ? ['serial number', value.serialNumber]
      : value.internalSerialNumber !== undefined
        ? ['internal serial', value.internalSerialNumber]
        : ['lens serial', value.lensSerialNumber ?? '']
  if (camera === null) return `${kind[0]!.toUpperCase()}${kind.slice(1)} ${serial}`
  return kind === 'serial number' ? `${camera} - ${serial}` : `${camera} - ${kind} ${serial}`
}

/** spec-2 §2, §9: the count shows a plus sign when it equals the cap. */
export function sightingsText(count: number): string {
  return count >= LEAD_COUNT_CAP ? `${LEAD_COUNT_CAP}+` : String(count)
}

/** The lead as a screen reader names its card. */
export function leadName(lead: Pick<Lead, '@type' | 'value'>): string {
  return `${leadTitle(lead['@type'])}: ${leadSubtitle(lead.value)}`
}

/**
 * How the list is ordered, as the leads panel says above it: the order the service gives the leads in
 * (server/api/bigsearch/leads/merge.ts), named from the same list of evidence (EVIDENCE_ORDER).
 */
export function leadOrderText(showMinor: boolean): string {
  const labels = EVIDENCE_ORDER.map(({ label }) => label)
  const order = `Strongest evidence first: ${labels.slice(0, -1).join(', ')}, then ${labels.at(-1)!}. Within each, fewest sightings first.`
  return showMinor ? `${order} Minor leads (no sightings, ${LEAD_COUNT_CAP}+ or a placeholder value) follow in the same order, most sightings first.` : order
}
