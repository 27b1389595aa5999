// Which leads matter most (spec-2 §4 "A lead is major only if its sightings count is above 0 and below
// 10000"): the rule the leads panel and the lead engine's order share, the weight a lead gives a file's
// score in an export, and how strong the evidence of each kind of lead is, which orders a job's leads
// (docs/bigsearch.md "BigSearch leads") and which the leads panel states above its list.

import { LEAD_COUNT_CAP, type Lead } from '../api/types/bigsearch.js'

/** spec-2 §4, and (docs/bigsearch.md "BigSearch leads") a placeholder value is never a major lead. */
export function isMajorLead(lead: Pick<Lead, 'sightings' | 'placeholder'>): boolean {
  return lead.sightings > 0 && lead.sightings < LEAD_COUNT_CAP && lead.placeholder !== true
}

/** What a major lead adds to its file's score: rarer leads weigh more (1 / log10(sightings + 10)). */
export function leadWeight(lead: Pick<Lead, 'sightings' | 'placeholder'>): number {
  return isMajorLead(lead) ? 1 / Math.log10(lead.sightings + 10) : 0
}

/**
 * The kinds of evidence, strongest first, each with the lead types (or, for a camera, the serial it holds)
 * it takes and its name on the page. The same picture (its bytes) comes first; then one device, by the serial
 * of the camera's body, its internal serial, its lens; then one picture by the ID written into it (edited,
 * re-saved); then a picture that looks the same; then one camera model at the same second, one place within a
 * day; then who a picture names (a person, a username, an email, a copyright holder), which anyone can write;
 * then one place at any time; and last the software, which millions of pictures share.
 */
export const EVIDENCE_ORDER = [
  { label: 'identical images', kinds: ['IDENTICAL_IMAGE'] },
  { label: 'body serials', kinds: ['CAMERA:serialNumber'] },
  { label: 'internal serials', kinds: ['CAMERA:internalSerialNumber'] },
  { label: 'lens serials', kinds: ['CAMERA:lensSerialNumber'] },
  { label: 'image IDs', kinds: ['IMAGE_UNIQUE_ID', 'INSTANCE_ID'] },
  { label: 'similar images', kinds: ['PDNA'] },
  { label: 'model and time', kinds: ['COMBINED'] },
  { label: 'place and date', kinds: ['LOCATION_AND_DATE_RANGE'] },
  {
    label: 'names',
    kinds: ['CREATOR_WORK_EMAIL', 'USERNAME', 'OWNER_NAME', 'ARTIST', 'AUTHOR', 'CREATOR', 'XP_AUTHOR', 'COPYRIGHT', 'COPYRIGHT_NOTICE', 'CREATOR_ADDRESS'],
  },
  { label: 'places', kinds: ['LOCATION'] },
  { label: 'software', kinds: ['SOFTWARE'] },
] as const satisfies readonly { label: string; kinds: readonly string[] }[]

const RANK_OF_KIND = new Map<string, number>(EVIDENCE_ORDER.flatMap(({ kinds }, rank) => kinds.map((kind) => [kind, rank] as const)))

/** Which serial a camera lead holds: the body's, the internal one or the lens's. */
const CAMERA_SERIALS = ['serialNumber', 'internalSerialNumber', 'lensSerialNumber'] as const

/** The kind of evidence a lead is: its type, or for a camera lead the serial it holds ('CAMERA:lensSerialNumber'). */
function evidenceKind(lead: Pick<Lead, '@type' | 'value'>): string {
  const type = lead['@type']
  if (type !== 'CAMERA') return type
  const serial = CAMERA_SERIALS.find((name) => name in lead.value)
  return serial ? `CAMERA:${serial}` : type
}

/** The lead's place in EVIDENCE_ORDER, 0 the strongest; a type this list does not know comes after every other. */
export function evidenceRank(lead: Pick<Lead, '@type' | 'value'>): number {
  return RANK_OF_KIND.get(evidenceKind(lead)) ?? EVIDENCE_ORDER.length
}
