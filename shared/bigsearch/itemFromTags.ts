// One media file as a BigSearch item from another tool's tags (Project VIC Exifs, ExifTool -json): each field takes
// the first real value in the metadata reader's order of sources, as the extractor's items do
// (extract/itemFromReading.ts), so an uploaded case and an extracted one give the same leads. Blank values are left
// out; placeholders are kept (the lead engine marks them); serials stay text, leading zeros and all; the time taken
// is the camera's own, with its offset only when the file recorded one.

import type { BigSearchItem, ItemCamera, ItemDuplicates, ItemMetadata } from '../api/types/bigsearch.js'
import { placeholderReason, type ValueKind } from '../metadata/placeholders.js'
import { trimmed } from '../metadata/text.js'
import { iptcTime, localTime, normaliseOffset, splitOffset } from '../metadata/times.js'
import { hemisphereOf, parseCoordinate, parsePosition, signedDegrees } from './gpsText.js'
import { FIELD_TAGS, GPS_TAGS, POSITION_ORDER, SOURCE_ORDER, TIME_TAGS, type Tag, type TagSource, type TextFieldName } from './tagNames.js'

/** What the file itself is, beside its tags. */
export interface ItemFile {
  index: number
  fileName?: string | undefined
  md5?: unknown
  sha1?: unknown
  photoDna?: unknown
}

const KIND: Record<TextFieldName, ValueKind> = {
  make: 'text', model: 'text', serialNumber: 'serial', internalSerialNumber: 'serial', lensSerialNumber: 'serial',
  artist: 'person', author: 'person', copyright: 'person', copyrightNotice: 'person', creator: 'person',
  creatorAddress: 'text', creatorWorkEmail: 'text', software: 'text', imageUniqueId: 'id', instanceId: 'id',
  ownerName: 'person', username: 'person', xpAuthor: 'person',
}

/** A tag's value as text: strings trimmed, numbers as written, a list by its first text; null for anything else. */
export function tagText(value: unknown): string | null {
  if (typeof value === 'string') return trimmed(value) || null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (Array.isArray(value)) return value.map(tagText).find((text) => text !== null) ?? null
  return null
}

/** The tags matching `names` ('name' or 'source:name'), in the order of `order`, then of `names`, then as found. */
function candidates(tags: readonly Tag[], names: readonly string[], order: readonly TagSource[] = SOURCE_ORDER): Tag[] {
  const rank = (tag: Tag) =>
    names.findIndex((entry) => {
      const [source, name] = entry.includes(':') ? entry.split(':') : [null, entry]
      return name === tag.name && (source === null || source === tag.source)
    })
  return tags
    .map((tag, position) => ({ tag, position, name: rank(tag) }))
    .filter(({ name }) => name >= 0)
    .sort((a, b) => order.indexOf(a.tag.source) - order.indexOf(b.tag.source) || a.name - b.name || a.position - b.position)
    .map(({ tag }) => tag)
}

/** The field's first real value; a placeholder only when nothing else was found; nothing for blanks. */
function textField(tags: readonly Tag[], field: TextFieldName): string | undefined {
  const texts = candidates(tags, FIELD_TAGS[field]).map((tag) => tagText(tag.value)).filter((text): text is string => text !== null)
  return texts.find((text) => placeholderReason(KIND[field], text) === null) ?? texts[0]
}

/**
 * The time taken, 'YYYY-MM-DDTHH:mm:ss', with the offset written with it or in OffsetTimeOriginal; else, as the
 * extractor does, the content's creation date (XMP, or IPTC's date and time) without an offset.
 */
export function timeTaken(tags: readonly Tag[]): string | undefined {
  for (const tag of candidates(tags, TIME_TAGS.dateTimeOriginal)) {
    const split = splitOffset(tagText(tag.value) ?? '')
    const local = localTime(split.written)
    if (!local) continue
    const offsetTag = candidates(tags, TIME_TAGS.offsetTimeOriginal).map((found) => normaliseOffset(tagText(found.value))).find(Boolean)
    return local.slice(0, 19) + (split.offset ?? offsetTag ?? '')
  }
  const created = candidates(tags, TIME_TAGS.dateCreated, ['xmp', 'iptc', 'exif', 'makernote', 'flir', 'other', 'composite'])
  for (const tag of created) {
    const text = tagText(tag.value) ?? ''
    // IPTC keeps the day and the time in two tags ('2015:06:11', '10:29:26+02:00').
    const iptcTag = tag.source === 'iptc' ? candidates(tags, TIME_TAGS.timeCreated).find((found) => found.source === 'iptc') : undefined
    const written = iptcTag ? iptcTime(text.replace(/\D/g, ''), tagText(iptcTag.value))?.written : splitOffset(text).written
    const local = localTime(written)
    if (local) return local.slice(0, 19)
  }
  return undefined
}

/** The GPS position in decimal degrees; (0, 0) only when no other position was found, as the reader does. */
export function positionOf(tags: readonly Tag[]): { latitude: number; longitude: number } | undefined {
  const found: { latitude: number; longitude: number }[] = []
  const anyRef = (names: readonly string[]) => candidates(tags, names).map((tag) => hemisphereOf(tagText(tag.value))).find(Boolean) ?? null
  for (const source of POSITION_ORDER) {
    const inSource = tags.filter((tag) => tag.source === source)
    const first = (names: readonly string[]) => candidates(inSource, names)[0]?.value
    const ref = (names: readonly string[]) => hemisphereOf(tagText(first(names))) ?? anyRef(names)
    let latitude = parseCoordinate(tagText(first(GPS_TAGS.latitude)))
    let longitude = parseCoordinate(tagText(first(GPS_TAGS.longitude)))
    if (!latitude || !longitude) {
      const pair = parsePosition(tagText(first(GPS_TAGS.position)))
      latitude = pair?.latitude ?? null
      longitude = pair?.longitude ?? null
    }
    if (!latitude || !longitude) continue
    const position = { latitude: signedDegrees(latitude, ref(GPS_TAGS.latitudeRef)), longitude: signedDegrees(longitude, ref(GPS_TAGS.longitudeRef)) }
    if (Math.abs(position.latitude) <= 90 && Math.abs(position.longitude) <= 180) found.push(position)
  }
  return found.find((p) => p.latitude !== 0 || p.longitude !== 0) ?? found[0]
}

/** The file's hashes as the data format keeps them: lowercase hex; a value that is no such hash is left out. */
export function duplicatesOf(file: ItemFile): ItemDuplicates | undefined {
  const hex = (value: unknown, length: number) => {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : ''
    return new RegExp(`^[0-9a-f]{${length}}$`).test(text) ? text : undefined
  }
  const photoDna = typeof file.photoDna === 'string' ? file.photoDna.trim() : ''
  return present<ItemDuplicates>({
    md5: hex(file.md5, 32),
    sha1: hex(file.sha1, 40),
    photoDna: photoDna.length <= 1000 && /^(?:[A-Za-z0-9+/]+=*|\d+(?:\s*,\s*\d+)*)$/.test(photoDna) ? photoDna : undefined,
  })
}

/** The object of the entries that are set, or undefined when none is. */
function present<T extends object>(entries: { [K in keyof T]: T[K] | undefined }): T | undefined {
  const kept = Object.entries(entries).filter(([, value]) => value !== undefined && value !== '')
  return kept.length ? (Object.fromEntries(kept) as T) : undefined
}

/** Every tag name some field reads ('xmp:creator' as 'creator'). */
const KNOWN_NAMES = new Set(
  [...Object.values(FIELD_TAGS), ...Object.values(TIME_TAGS), ...Object.values(GPS_TAGS)].flat().map((entry) => entry.split(':').pop()!),
)

export function itemFromTags(allTags: readonly Tag[], file: ItemFile): BigSearchItem {
  // An ExifTool object has a hundred tags or more; the fields read a few dozen names.
  const tags = allTags.filter((tag) => KNOWN_NAMES.has(tag.name))
  const text = (field: TextFieldName) => textField(tags, field)
  const time = timeTaken(tags)
  const position = positionOf(tags)
  const item: BigSearchItem = { index: file.index }
  const fileName = file.fileName?.trim()
  if (fileName) item.fileName = fileName.slice(0, 1000)
  const camera = present<ItemCamera>({
    make: text('make'), model: text('model'), serialNumber: text('serialNumber'),
    internalSerialNumber: text('internalSerialNumber'), lensSerialNumber: text('lensSerialNumber'),
  })
  if (camera) item.camera = camera
  if (position) item.location = position
  if (position && time) item.locationAndDate = { ...position, dateTimeOriginal: time }
  const metadata = present<ItemMetadata>({
    artist: text('artist'), author: text('author'), copyright: text('copyright'), copyrightNotice: text('copyrightNotice'),
    creator: text('creator'), creatorAddress: text('creatorAddress'), creatorWorkEmail: text('creatorWorkEmail'),
    software: text('software'), imageUniqueId: text('imageUniqueId'), instanceId: text('instanceId'),
    ownerName: text('ownerName'), username: text('username'), xpAuthor: text('xpAuthor'), dateTimeOriginal: time,
  })
  if (metadata) item.metadata = metadata
  const duplicates = duplicatesOf(file)
  if (duplicates) item.duplicates = duplicates
  return item
}
