// The sighting columns (spec-1 §3.4) from the metadata reader's answer: each column takes the value the
// reader chose (Exif, else maker note, else XMP, then IPTC), so a serial found only in a maker note is
// stored and found like any other. Every serial from every source is kept beside them, and the fields
// whose value is a placeholder are named.

import type { Field, MetadataReading } from '../../../shared/metadata/fields.js'
import type { NewSighting, SerialField, SerialFound } from '../store/sightings/rows.js'

export type SightingFields = Pick<NewSighting,
  | 'make' | 'model' | 'serialNumber' | 'internalSerialNumber' | 'lens' | 'lensSerialNumber' | 'lensId'
  | 'exifSoftware' | 'imageUniqueId' | 'ownerName' | 'artist' | 'creator' | 'copyright' | 'copyrightNotice'
  | 'xpAuthor' | 'instanceId' | 'creatorAddress' | 'creatorWorkEmail' | 'dateTimeOriginal' | 'width' | 'height'
  | 'orientation' | 'latitude' | 'longitude' | 'dateTimeOriginalOffset' | 'placeholders' | 'serials'>

/** The reader's field behind each text column, by the column's name in the API. */
const TEXT_COLUMNS = {
  make: 'make', model: 'model', serialNumber: 'serialNumber', internalSerialNumber: 'internalSerialNumber',
  lens: 'lensModel', lensSerialNumber: 'lensSerialNumber', lensId: 'lensId', exifSoftware: 'software',
  imageUniqueId: 'imageUniqueId', ownerName: 'ownerName', artist: 'artist', creator: 'creator', copyright: 'copyright',
  xpAuthor: 'xpAuthor', instanceId: 'instanceId', creatorAddress: 'creatorAddress', creatorWorkEmail: 'creatorEmail',
} as const satisfies Partial<Record<keyof NewSighting, keyof MetadataReading>>

const SERIAL_FIELDS: readonly SerialField[] = ['serialNumber', 'internalSerialNumber', 'lensSerialNumber']

/** Every serial read, from every source, blanks left out (issue 12 §1). */
function serialsOf(reading: MetadataReading): SerialFound[] {
  return SERIAL_FIELDS.flatMap((name) =>
    reading[name].values
      .filter((found) => found.placeholder !== 'blank')
      .map((found) => ({ field: name, source: found.source, tag: found.tag, value: found.value, placeholder: found.placeholder ?? null })),
  )
}

/** The columns whose stored value is a placeholder (issue 12 §3). */
function placeholdersOf(reading: MetadataReading): string[] {
  return Object.entries(TEXT_COLUMNS)
    .filter(([, readerField]) => reading[readerField].value !== null && reading[readerField].placeholder !== null)
    .map(([column]) => column)
}

/**
 * "YYYY:MM:DD HH:MM:SS" (Exif) or an ISO date (XMP), as the wall-clock time in UTC ms: the column holds
 * the time as the camera wrote it, whatever its zone.
 */
export function wallClockMs(value: string | null): number | null {
  const match = value ? /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value) : null
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[]
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0)
  return Number.isNaN(ms) || y === 0 ? null : ms
}

/** A time that is no real date ('0000:00:00 00:00:00') stands for none. */
function realTime(field: Field<string>): string | null {
  return field.placeholder ? null : field.value
}

export function sightingFields(reading: MetadataReading): SightingFields {
  const where = reading.gps.value
  const cameraTime = realTime(reading.dateTimeOriginal)
  return {
    make: reading.make.value,
    model: reading.model.value,
    serialNumber: reading.serialNumber.value,
    internalSerialNumber: reading.internalSerialNumber.value,
    lens: reading.lensModel.value,
    lensSerialNumber: reading.lensSerialNumber.value,
    lensId: reading.lensId.value,
    exifSoftware: reading.software.value,
    imageUniqueId: reading.imageUniqueId.value,
    ownerName: reading.ownerName.value,
    artist: reading.artist.value,
    creator: reading.creator.value,
    copyright: reading.copyright.value,
    // The IPTC notice on its own, as the column always held it.
    copyrightNotice: reading.copyright.values.find((found) => found.source === 'iptc' && found.placeholder !== 'blank')?.value ?? null,
    xpAuthor: reading.xpAuthor.value,
    instanceId: reading.instanceId.value,
    creatorAddress: reading.creatorAddress.value,
    creatorWorkEmail: reading.creatorEmail.value,
    // The shutter's time; the content's creation date only when no camera time was written.
    dateTimeOriginal: wallClockMs(cameraTime ?? realTime(reading.dateCreated)),
    // The reader gives an offset only with the time it was written for.
    dateTimeOriginalOffset: cameraTime !== null ? reading.dateTimeOriginalOffset.value : null,
    width: reading.width.value,
    height: reading.height.value,
    orientation: reading.orientation.value,
    latitude: where?.latitude ?? null,
    longitude: where?.longitude ?? null,
    placeholders: placeholdersOf(reading),
    serials: serialsOf(reading),
  }
}
