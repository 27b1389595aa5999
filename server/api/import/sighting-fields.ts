// The sighting columns (spec-1 §3.4) from the metadata reader's answer: each column takes the value the
// reader chose (Exif, else maker note, else XMP, then IPTC), so a serial found only in a maker note is
// stored and found like any other.

import type { Field, MetadataReading } from '../../../shared/metadata/fields.js'
import type { NewSighting } from '../store/sightings/rows.js'

export type SightingFields = Pick<NewSighting,
  | 'make' | 'model' | 'serialNumber' | 'internalSerialNumber' | 'lens' | 'lensSerialNumber' | 'lensId'
  | 'exifSoftware' | 'imageUniqueId' | 'ownerName' | 'artist' | 'creator' | 'copyright' | 'copyrightNotice'
  | 'xpAuthor' | 'instanceId' | 'creatorAddress' | 'creatorWorkEmail' | 'dateTimeOriginal' | 'width' | 'height'
  | 'orientation' | 'latitude' | 'longitude'>

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
    dateTimeOriginal: wallClockMs(realTime(reading.dateTimeOriginal) ?? realTime(reading.dateCreated)),
    width: reading.width.value,
    height: reading.height.value,
    orientation: reading.orientation.value,
    latitude: where?.latitude ?? null,
    longitude: where?.longitude ?? null,
  }
}
