// The reader's answer: for each field every value found, with where it came from and whether it is a
// placeholder, and the value to show: the first real value in the field's order of sources (Exif,
// else maker note, else XMP, then IPTC and FLIR), a placeholder only when nothing else was found.

import type { ImageFormat } from './image-segments.js'
import type { PlaceholderReason } from './placeholders.js'

export type Source = 'exif' | 'makernote' | 'xmp' | 'iptc' | 'flir' | 'file'

export interface Found<T> {
  value: T
  source: Source
  /** The tag it was read from, e.g. 'ExifIFD:SerialNumber', 'Canon:OwnerName', 'XMP aux:SerialNumber'. */
  tag: string
  placeholder?: PlaceholderReason
}

export interface Field<T> {
  /** The value to show; null when nothing but blanks was found. */
  value: T | null
  source: Source | null
  tag: string | null
  /** Why the chosen value is a placeholder; null for a real value. */
  placeholder: PlaceholderReason | null
  /** Every value found, in the order of preference, blanks and placeholders included. */
  values: Found<T>[]
}

export interface GpsPosition {
  latitude: number
  longitude: number
  altitude?: number
}

export interface MetadataReading {
  /** What the bytes are, judged by their content. */
  format: ImageFormat
  make: Field<string>
  model: Field<string>
  serialNumber: Field<string>
  internalSerialNumber: Field<string>
  lensSerialNumber: Field<string>
  lensModel: Field<string>
  /** The lens as the raw-file software numbers it (XMP aux:LensID). */
  lensId: Field<string>
  /** The camera's local time as written, without any offset ('2018:07:25 16:34:23'). */
  dateTimeOriginal: Field<string>
  /** The zone offset of dateTimeOriginal ('+02:00') when the file records one. */
  dateTimeOriginalOffset: Field<string>
  /** When the content was created, as people and their software set it (XMP photoshop:, IPTC), as written without zone. */
  dateCreated: Field<string>
  gps: Field<GpsPosition>
  /** The GPS fix's time, which is UTC ('2018-07-25T14:34:23Z'). */
  gpsDateTime: Field<string>
  ownerName: Field<string>
  artist: Field<string>
  creator: Field<string>
  creatorEmail: Field<string>
  /** The creator's street address (XMP Iptc4xmpCore:CreatorContactInfo CiAdrExtadr). */
  creatorAddress: Field<string>
  copyright: Field<string>
  software: Field<string>
  imageUniqueId: Field<string>
  /** The XMP document instance (xmpMM:InstanceID): copies saved by one editing session share it. */
  instanceId: Field<string>
  orientation: Field<number>
  width: Field<number>
  height: Field<number>
  xpTitle: Field<string>
  xpComment: Field<string>
  xpAuthor: Field<string>
  xpKeywords: Field<string>
  xpSubject: Field<string>
  /** Whose maker note the file holds and whether it could be read. */
  makerNote: { maker: string; read: boolean } | null
  /** What could not be read, one line each. */
  problems: string[]
}

/** The names of the fields, for code that walks all of them (the ExifTool comparison, exports). */
export type FieldName = { [K in keyof MetadataReading]: MetadataReading[K] extends Field<unknown> ? K : never }[keyof MetadataReading]

/** A field from its values, given in order of preference. */
export function field<T>(values: Found<T>[]): Field<T> {
  const chosen = values.find((found) => !found.placeholder) ?? values.find((found) => found.placeholder !== 'blank')
  return {
    value: chosen?.value ?? null,
    source: chosen?.source ?? null,
    tag: chosen?.tag ?? null,
    placeholder: chosen?.placeholder ?? null,
    values,
  }
}
