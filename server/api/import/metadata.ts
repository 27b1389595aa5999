// Reads a JPEG's metadata with exifr (Exif, GPS, IPTC and XMP; maker notes off) and maps it to the
// sighting fields of spec-1 §3.4: first non-blank of the Exif tag, then XMP, then IPTC.

import exifr from 'exifr'
import type { NewSighting } from '../store/sightings/rows.js'
import { jpegSize } from './jpeg-size.js'
import { xmpCoordinate, xmpText } from './xmp-fields.js'

type Tags = Record<string, unknown>

interface Segments {
  ifd0?: Tags
  exif?: Tags
  gps?: Tags
  iptc?: Tags
  xmp?: string
}

const PARSE_OPTIONS = {
  tiff: true, exif: true, gps: true, interop: false, ifd1: false, iptc: true,
  // Literal XMP text: see xmp-fields.ts.
  xmp: { parse: false },
  makerNote: false, userComment: false,
  mergeOutput: false,
  // Dates and codes as written: revived dates would depend on the machine's time zone.
  reviveValues: false, translateValues: false, translateKeys: true, sanitize: true,
}

export type ImageMetadata = Omit<NewSighting, 'url' | 'imageId' | 'imageFile' | 'fileName' | 'filesize' | 'md5' | 'sha1'>

/** Text of a tag: trimmed, blank as null; numbers written as numbers become their decimal text. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (value instanceof Uint8Array) value = Buffer.from(value).toString('latin1')
  if (typeof value !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const trimmed = value.replace(/\u0000+$/g, '').trim()
  return trimmed || null
}

function first(...values: unknown[]): string | null {
  for (const value of values) {
    const text = textOf(value)
    if (text !== null) return text
  }
  return null
}

/** "YYYY:MM:DD HH:MM:SS" (Exif) or an ISO date (XMP), as the wall-clock time in UTC ms. */
export function wallClockMs(value: string | null): number | null {
  const match = value ? /^(\d{4})[:-](\d{2})[:-](\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value) : null
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[]
  const ms = Date.UTC(y!, mo! - 1, d!, h!, mi!, s ?? 0)
  return Number.isNaN(ms) || y === 0 ? null : ms
}

/** Degrees, minutes and seconds signed by their N/S or E/W reference. */
function exifCoordinate(value: unknown, ref: unknown, negative: string): number | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every((n) => typeof n === 'number' && Number.isFinite(n))) return null
  const [d = 0, m = 0, s = 0] = value as number[]
  const degrees = d + m / 60 + s / 3600
  return textOf(ref)?.toUpperCase() === negative ? -degrees : degrees
}

function location(gps: Tags | undefined, xmp: string): { latitude: number; longitude: number } | null {
  let latitude = exifCoordinate(gps?.GPSLatitude, gps?.GPSLatitudeRef, 'S')
  let longitude = exifCoordinate(gps?.GPSLongitude, gps?.GPSLongitudeRef, 'W')
  if (latitude === null || longitude === null) {
    latitude = xmpCoordinate(xmpText(xmp, 'exif:GPSLatitude'))
    longitude = xmpCoordinate(xmpText(xmp, 'exif:GPSLongitude'))
  }
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  return { latitude, longitude }
}

/** The metadata exifr can read; an unreadable or absent block leaves its fields empty. */
export async function readMetadata(data: Buffer): Promise<ImageMetadata> {
  let segments: Segments = {}
  try {
    segments = ((await exifr.parse(data, PARSE_OPTIONS)) ?? {}) as Segments
  } catch {
    // exifr refuses some malformed Exif blocks outright; the file is still a sighting.
  }
  const { ifd0 = {}, exif = {}, gps, iptc = {} } = segments
  const xmp = typeof segments.xmp === 'string' ? segments.xmp : ''
  const size = jpegSize(data)
  const where = location(gps, xmp)
  const dateText = first(exif.DateTimeOriginal, xmpText(xmp, 'exif:DateTimeOriginal'), xmpText(xmp, 'photoshop:DateCreated'))
  const allTags: Record<string, unknown> = { ...ifd0, ...exif, ...(gps ?? {}), ...iptc }
  return {
    make: first(ifd0.Make, xmpText(xmp, 'tiff:Make')),
    model: first(ifd0.Model, xmpText(xmp, 'tiff:Model')),
    serialNumber: first(exif.BodySerialNumber, exif.SerialNumber, ifd0.SerialNumber, xmpText(xmp, 'SerialNumber'), xmpText(xmp, 'BodySerialNumber')),
    internalSerialNumber: first(xmpText(xmp, 'InternalSerialNumber')),
    lens: first(exif.LensModel, xmpText(xmp, 'LensModel'), xmpText(xmp, 'aux:Lens')),
    lensSerialNumber: first(exif.LensSerialNumber, xmpText(xmp, 'LensSerialNumber')),
    lensId: first(xmpText(xmp, 'aux:LensID')),
    exifSoftware: first(ifd0.Software, xmpText(xmp, 'CreatorTool')),
    imageUniqueId: first(exif.ImageUniqueID, xmpText(xmp, 'ImageUniqueID')),
    ownerName: first(exif.CameraOwnerName, exif.OwnerName, xmpText(xmp, 'OwnerName'), xmpText(xmp, 'CameraOwnerName')),
    artist: first(ifd0.Artist, xmpText(xmp, 'Artist'), xmpText(xmp, 'dc:creator')),
    creator: first(xmpText(xmp, 'dc:creator'), iptc.Byline),
    copyright: first(ifd0.Copyright, xmpText(xmp, 'dc:rights'), iptc.CopyrightNotice),
    copyrightNotice: first(iptc.CopyrightNotice),
    xpAuthor: first(ifd0.XPAuthor),
    instanceId: first(xmpText(xmp, 'InstanceID')),
    creatorAddress: first(xmpText(xmp, 'CiAdrExtadr')),
    creatorWorkEmail: first(xmpText(xmp, 'CiEmailWork')),
    dateTimeOriginal: wallClockMs(dateText),
    width: size?.width ?? null,
    height: size?.height ?? null,
    orientation: typeof ifd0.Orientation === 'number' ? ifd0.Orientation : null,
    latitude: where?.latitude ?? null,
    longitude: where?.longitude ?? null,
    exif: jsonSafe(allTags),
  }
}

/** The tags as JSON can hold them: binary values as hex, dates as ISO text. */
function jsonSafe(tags: Tags): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(tags)) {
    if (value instanceof Uint8Array) out[name] = Buffer.from(value).toString('hex')
    else if (value instanceof Date) out[name] = Number.isNaN(value.getTime()) ? null : value.toISOString()
    else if (typeof value === 'number' && !Number.isFinite(value)) out[name] = null
    else out[name] = value
  }
  return out
}
