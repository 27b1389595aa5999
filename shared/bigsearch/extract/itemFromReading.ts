// One media file of a case as a BigSearch item (the BigSearch data format, shared/api/types/schemas/bigsearch.ts),
// from the metadata reader's answer and the file's hashes: what the extractor writes, in the browser and on the
// command line alike. Each field takes the value the reader shows (Exif, else maker note, else XMP), as the
// importer stores a sighting's columns (server/api/import/sighting-fields.ts), so that a lead built from an item
// finds the sightings holding the same value. Placeholders are kept: the lead engine marks them.

import type { BigSearchItem, ItemCamera, ItemMetadata } from '../../api/types/bigsearch.js'
import type { Field, MetadataReading } from '../../metadata/fields.js'
import { localTime } from '../../metadata/times.js'

export interface ItemFile {
  /** Its position in the case, 0-based. */
  index: number
  /** Its path inside the case's folder, '/' between folders. */
  fileName: string
  /** Lowercase hex. */
  md5: string
  sha1: string
}

type Entries<T> = { [K in keyof T]-?: [K, T[K]] }[keyof T][]

/** An object of the given entries whose value is set, or undefined when none is (blank fields are left out). */
function present<T extends object>(entries: Entries<T>): T | undefined {
  const kept = entries.filter(([, value]) => value !== undefined && value !== null && value !== '')
  return kept.length ? (Object.fromEntries(kept) as T) : undefined
}

function shown(field: Field<string>): string | undefined {
  const value = field.value?.trim()
  return value ? value : undefined
}

/**
 * The time taken as the camera wrote it, 'YYYY-MM-DDTHH:mm:ss' with the recorded offset after it when the file
 * has one (the metadata-truth rule: never converted to UTC). As the importer does, the content's creation date
 * stands in when no camera time was written, without an offset; a time that is no real date stands for none.
 */
export function timeTaken(reading: MetadataReading): string | undefined {
  const cameraTime = reading.dateTimeOriginal.placeholder ? null : localTime(reading.dateTimeOriginal.value)
  if (cameraTime) return cameraTime.slice(0, 19) + (reading.dateTimeOriginalOffset.value ?? '')
  const created = reading.dateCreated.placeholder ? null : localTime(reading.dateCreated.value)
  return created ? created.slice(0, 19) : undefined
}

function cameraOf(reading: MetadataReading): ItemCamera | undefined {
  return present<ItemCamera>([
    ['make', shown(reading.make)],
    ['model', shown(reading.model)],
    ['serialNumber', shown(reading.serialNumber)],
    ['internalSerialNumber', shown(reading.internalSerialNumber)],
    ['lensSerialNumber', shown(reading.lensSerialNumber)],
  ])
}

/** The IPTC copyright notice on its own, as the sightings' copyrightNotice column holds it. */
function copyrightNotice(reading: MetadataReading): string | undefined {
  return reading.copyright.values.find((found) => found.source === 'iptc' && found.placeholder !== 'blank')?.value.trim() || undefined
}

function metadataOf(reading: MetadataReading, time: string | undefined): ItemMetadata | undefined {
  // author and username are not in a file's metadata the reader knows (username is the sighting's uploader).
  return present<ItemMetadata>([
    ['artist', shown(reading.artist)],
    ['copyright', shown(reading.copyright)],
    ['copyrightNotice', copyrightNotice(reading)],
    ['creator', shown(reading.creator)],
    ['creatorAddress', shown(reading.creatorAddress)],
    ['creatorWorkEmail', shown(reading.creatorEmail)],
    ['software', shown(reading.software)],
    ['imageUniqueId', shown(reading.imageUniqueId)],
    ['instanceId', shown(reading.instanceId)],
    ['ownerName', shown(reading.ownerName)],
    ['xpAuthor', shown(reading.xpAuthor)],
    ['dateTimeOriginal', time],
  ])
}

/** A GPS position the data format can hold (degrees in range); a 0,0 placeholder is kept for the engine to mark. */
function positionOf(reading: MetadataReading): { latitude: number; longitude: number } | undefined {
  const gps = reading.gps.value
  if (!gps || !Number.isFinite(gps.latitude) || !Number.isFinite(gps.longitude)) return undefined
  if (Math.abs(gps.latitude) > 90 || Math.abs(gps.longitude) > 180) return undefined
  return { latitude: gps.latitude, longitude: gps.longitude }
}

export function itemFromReading(reading: MetadataReading, file: ItemFile): BigSearchItem {
  const time = timeTaken(reading)
  const position = positionOf(reading)
  const item: BigSearchItem = { index: file.index, fileName: file.fileName }
  const camera = cameraOf(reading)
  if (camera) item.camera = camera
  if (position) item.location = position
  if (position && time) item.locationAndDate = { ...position, dateTimeOriginal: time }
  const metadata = metadataOf(reading, time)
  if (metadata) item.metadata = metadata
  item.duplicates = { md5: file.md5.toLowerCase(), sha1: file.sha1.toLowerCase() }
  return item
}
