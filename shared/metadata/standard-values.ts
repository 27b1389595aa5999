// The fields held in the standard Exif directories (IFD0, ExifIFD, GPS), whether exifr or our walker
// read them: the tags the product searches, by their Exif tag IDs.

import type { Candidates, TextField } from './candidates.js'
import { coordinateFromText, degreesOf, signed, type Axis } from './coordinates.js'
import type { TagMap, TagValue } from './exif-ifds.js'
import type { GpsPosition } from './fields.js'
import { cString, utf16Text } from './text.js'
import { gpsDateTime, normaliseOffset, offsetFromMinutes } from './times.js'

export interface ExifBlocks {
  ifd0: TagMap | null
  ifd1: TagMap | null
  exif: TagMap | null
  gps: TagMap | null
}

/** Text of a tag: ASCII as read, UNDEFINED bytes up to their first NUL, numbers as decimal text. */
function textOf(value: TagValue | undefined): string | null {
  if (typeof value === 'string') return value
  if (value instanceof Uint8Array) return cString(value)
  if (typeof value === 'number') return String(value)
  return null
}

function numbersOf(value: TagValue | undefined): number[] {
  if (typeof value === 'number') return [value]
  if (Array.isArray(value)) return value
  if (value instanceof Uint8Array) return [...value]
  return []
}

/** Windows XP tags: UTF-16LE in BYTE values (exifr hands them over as bytes or as numbers). */
function xpText(value: TagValue | undefined): string | null {
  if (value === undefined) return null
  if (typeof value === 'string') return value
  return utf16Text(value instanceof Uint8Array ? value : Uint8Array.from(numbersOf(value)), true)
}

/**
 * A coordinate signed by its N/S or E/W reference: degrees, minutes and seconds as RATIONALs, or the text
 * some writers store instead ("34 deg 15' 0.00\"", "34.25"), read as ExifTool reads either.
 */
function coordinate(value: TagValue | undefined, ref: TagValue | undefined, axis: Axis): number | null {
  const refText = textOf(ref)
  if (typeof value === 'string') return coordinateFromText(value, refText, axis)
  const degrees = degreesOf(numbersOf(value))
  return degrees === null ? null : signed(degrees, refText, axis)
}

function position(gps: TagMap): GpsPosition | null {
  const latitude = coordinate(gps.get(2), gps.get(1), 'latitude')
  const longitude = coordinate(gps.get(4), gps.get(3), 'longitude')
  if (latitude === null || longitude === null) return null
  const [altitude] = numbersOf(gps.get(6))
  const below = numbersOf(gps.get(5))[0] === 1
  return altitude !== undefined && Number.isFinite(altitude) ? { latitude, longitude, altitude: below ? -altitude : altitude } : { latitude, longitude }
}

const IFD0_TEXT: [number, TextField, string][] = [
  [0x010f, 'make', 'Make'],
  [0x0110, 'model', 'Model'],
  [0x0131, 'software', 'Software'],
  [0x013b, 'artist', 'Artist'],
  [0x8298, 'copyright', 'Copyright'],
  [0xc62f, 'serialNumber', 'CameraSerialNumber'], // DNG
]

const XP_TAGS: [number, TextField, string][] = [
  [0x9c9b, 'xpTitle', 'XPTitle'],
  [0x9c9c, 'xpComment', 'XPComment'],
  [0x9c9d, 'xpAuthor', 'XPAuthor'],
  [0x9c9e, 'xpKeywords', 'XPKeywords'],
  [0x9c9f, 'xpSubject', 'XPSubject'],
]

const EXIF_TEXT: [number, TextField, string][] = [
  [0xa420, 'imageUniqueId', 'ImageUniqueID'],
  [0xa430, 'ownerName', 'OwnerName'], // CameraOwnerName
  [0xa431, 'serialNumber', 'SerialNumber'], // BodySerialNumber
  [0xa434, 'lensModel', 'LensModel'],
  [0xa435, 'lensSerialNumber', 'LensSerialNumber'],
]

/** Exif 0x882a TimeZoneOffset: hours (int16s), the first for DateTimeOriginal. */
function timeZoneOffset(value: TagValue | undefined): string | null {
  const [hours] = numbersOf(value)
  if (hours === undefined) return null
  const signed = hours > 0x7fff ? hours - 0x10000 : hours
  return offsetFromMinutes(signed * 60)
}

export function addExifValues(c: Candidates, blocks: ExifBlocks): void {
  const ifd0 = blocks.ifd0 ?? new Map()
  const exif = blocks.exif ?? new Map()
  for (const [tag, name, label] of IFD0_TEXT) if (ifd0.has(tag)) c.addText(name, textOf(ifd0.get(tag)), 'exif', `IFD0:${label}`)
  for (const [tag, name, label] of XP_TAGS) if (ifd0.has(tag)) c.addText(name, xpText(ifd0.get(tag)), 'exif', `IFD0:${label}`)
  c.addNumber('orientation', numbersOf(ifd0.get(0x0112))[0], 'exif', 'IFD0:Orientation')
  // Adobe Bridge may leave Orientation only in the thumbnail's IFD1; ExifTool then reports that one.
  if (!ifd0.has(0x0112)) c.addNumber('orientation', numbersOf(blocks.ifd1?.get(0x0112))[0], 'exif', 'IFD1:Orientation')
  for (const [tag, name, label] of EXIF_TEXT) if (exif.has(tag)) c.addText(name, textOf(exif.get(tag)), 'exif', `ExifIFD:${label}`)
  c.addNumber('width', numbersOf(exif.get(0xa002))[0], 'exif', 'ExifIFD:ExifImageWidth')
  c.addNumber('height', numbersOf(exif.get(0xa003))[0], 'exif', 'ExifIFD:ExifImageHeight')

  if (exif.has(0x9003)) {
    const time = c.addText('dateTimeOriginal', textOf(exif.get(0x9003)), 'exif', 'ExifIFD:DateTimeOriginal')
    c.addOffset(normaliseOffset(textOf(exif.get(0x9011))), 'exif', 'ExifIFD:OffsetTimeOriginal', time)
    const zone = exif.get(0x882a) ?? ifd0.get(0x882a)
    c.addOffset(timeZoneOffset(zone), 'exif', 'ExifIFD:TimeZoneOffset', time)
  }

  const gps = blocks.gps
  if (gps) {
    c.addPosition(position(gps), 'exif', 'GPS:GPSLatitude/GPSLongitude')
    c.addText('gpsDateTime', gpsDateTime(textOf(gps.get(0x1d)), numbersOf(gps.get(0x07))), 'exif', 'GPS:GPSDateStamp/GPSTimeStamp')
  }
}
