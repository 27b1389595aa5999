// The comparison of the metadata reader with ExifTool's reading of the same files, field by field and
// source by source. Browser-safe (no node: imports) so that the same comparison runs in Node (tap) and
// in Chromium on the browser build (tests/e2e/kits/metadata-reader.spec.ts).

import type { Field, MetadataReading, Source } from '../../../../shared/metadata/fields.js'
import { localTime, splitOffset } from '../../../../shared/metadata/times.js'

export const COMPARED_FIELDS = [
  'make', 'model', 'serialNumber', 'internalSerialNumber', 'lensSerialNumber', 'dateTimeOriginal', 'gps',
  'ownerName', 'artist', 'copyright', 'imageUniqueId', 'software', 'orientation',
] as const
export type ComparedField = (typeof COMPARED_FIELDS)[number]

/** ExifTool's reading of one file: the manifest's key fields, and every occurrence by ExifTool group. */
export interface ExifToolFile {
  name: string
  expected: Record<ComparedField, string | number | { latitude: number; longitude: number } | null>
  /** e.g. { 'EXIF:SerialNumber': '-1000f46', 'MakerNotes:SerialNumber': 'NO= -1000f46' } */
  raw: Record<string, string>
}

export interface Comparison {
  file: string
  /** A compared field, or 'field from Group' for a value ExifTool found in one group. */
  check: string
  expected: string | null
  actual: string | null
  agrees: boolean
  /** Why a disagreement is accepted (see EXCEPTIONS); null when none is. */
  exception: string | null
}

/**
 * Disagreements accepted, with the reason. Empty: where ExifTool's value is itself a matter of
 * normalisation, the reader keeps the value as written (as ExifTool does), so the two agree:
 * exifsamples__87_OSError.jpg's maker note serial is 'NO= -1000f46' in both, and the value shown is
 * the Exif '-1000f46' in both.
 */
export const EXCEPTIONS: { file: string; check: string; reason: string }[] = []

/** Which of the reader's fields and sources an ExifTool group:tag stands for. */
const RAW_PLACES: Record<string, [keyof MetadataReading, Source]> = {
  'EXIF:SerialNumber': ['serialNumber', 'exif'],
  'MakerNotes:SerialNumber': ['serialNumber', 'makernote'],
  'XMP:SerialNumber': ['serialNumber', 'xmp'],
  'APP1:CameraSerialNumber': ['serialNumber', 'flir'],
  'MakerNotes:InternalSerialNumber': ['internalSerialNumber', 'makernote'],
  'XMP:InternalSerialNumber': ['internalSerialNumber', 'xmp'],
  'EXIF:LensSerialNumber': ['lensSerialNumber', 'exif'],
  'MakerNotes:LensSerialNumber': ['lensSerialNumber', 'makernote'],
  'XMP:LensSerialNumber': ['lensSerialNumber', 'xmp'],
  'APP1:LensSerialNumber': ['lensSerialNumber', 'flir'],
  'EXIF:Artist': ['artist', 'exif'],
  'XMP:Artist': ['artist', 'xmp'],
  'XMP:Creator': ['creator', 'xmp'],
  'IPTC:By-line': ['creator', 'iptc'],
  'EXIF:Copyright': ['copyright', 'exif'],
  'XMP:Rights': ['copyright', 'xmp'],
  'XMP:Copyright': ['copyright', 'xmp'],
  'IPTC:CopyrightNotice': ['copyright', 'iptc'],
  'EXIF:OwnerName': ['ownerName', 'exif'],
  'MakerNotes:OwnerName': ['ownerName', 'makernote'],
  'XMP:OwnerName': ['ownerName', 'xmp'],
  'EXIF:ImageUniqueID': ['imageUniqueId', 'exif'],
  'MakerNotes:ImageUniqueID': ['imageUniqueId', 'makernote'],
  'XMP:ImageUniqueID': ['imageUniqueId', 'xmp'],
}

type Expected = ExifToolFile['expected'][ComparedField]

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'latitude' in value && 'longitude' in value) {
    const { latitude, longitude } = value as { latitude: number; longitude: number }
    return `${latitude.toFixed(7)}, ${longitude.toFixed(7)}`
  }
  return String(value)
}

function sameValue(field: ComparedField, expected: NonNullable<Expected>, reading: MetadataReading): boolean {
  const actual = reading[field].value
  if (actual === null) return false
  if (field === 'gps') {
    const want = expected as { latitude: number; longitude: number }
    const got = actual as { latitude: number; longitude: number }
    return Math.abs(want.latitude - got.latitude) <= 1e-6 && Math.abs(want.longitude - got.longitude) <= 1e-6
  }
  if (field === 'dateTimeOriginal') {
    // ExifTool writes every time as 'YYYY:MM:DD hh:mm:ss', XMP's with their offset after them.
    const want = splitOffset(String(expected))
    const offsetAgrees = want.offset === null || want.offset === reading.dateTimeOriginalOffset.value
    return localTime(want.written) !== null && localTime(want.written) === localTime(String(actual)) && offsetAgrees
  }
  return String(expected) === String(actual)
}

function exceptionFor(file: string, check: string): string | null {
  return EXCEPTIONS.find((exception) => exception.file === file && exception.check === check)?.reason ?? null
}

/** The reading against ExifTool's: every compared field ExifTool has a value for, then every group's value. */
export function compareWithExifTool(file: ExifToolFile, reading: MetadataReading): Comparison[] {
  const out: Comparison[] = []
  for (const field of COMPARED_FIELDS) {
    const expected = file.expected[field]
    if (expected === null) continue
    const agrees = sameValue(field, expected, reading)
    out.push({ file: file.name, check: field, expected: shown(expected), actual: shown(reading[field].value), agrees, exception: agrees ? null : exceptionFor(file.name, field) })
  }
  for (const [groupTag, value] of Object.entries(file.raw)) {
    const place = RAW_PLACES[groupTag]
    if (!place) continue
    const [name, source] = place
    const check = `${name} from ${groupTag.split(':')[0]}`
    const values = (reading[name] as Field<string>).values.filter((found) => found.source === source)
    const match = values.find((found) => found.value === value.trim())
    out.push({ file: file.name, check, expected: value, actual: match?.value ?? values[0]?.value ?? null, agrees: !!match, exception: match ? null : exceptionFor(file.name, check) })
  }
  return out
}

/** Values the reader found where ExifTool's manifest has none (FLIR's time and model, for one). */
export function readerOnly(file: ExifToolFile, reading: MetadataReading): { check: string; actual: string }[] {
  return COMPARED_FIELDS.filter((field) => file.expected[field] === null && reading[field].value !== null)
    .map((field) => ({ check: field, actual: shown(reading[field].value)! }))
}

/** The agreement per check, as a table: agreed / files where ExifTool has a value. */
export function agreementTable(comparisons: Comparison[]): string {
  const bySource = [...new Set(comparisons.map((comparison) => comparison.check))].filter((check) => check.includes(' from ')).sort()
  const checks = [...COMPARED_FIELDS.filter((field) => comparisons.some((comparison) => comparison.check === field)), ...bySource]
  const width = Math.max(...checks.map((check) => check.length), 5)
  const lines = [`${'field'.padEnd(width)}  agreed / ExifTool has a value`]
  for (const check of checks) {
    const rows = comparisons.filter((comparison) => comparison.check === check)
    const agreed = rows.filter((row) => row.agrees).length
    const excepted = rows.filter((row) => !row.agrees && row.exception).length
    lines.push(`${check.padEnd(width)}  ${agreed}/${rows.length}${excepted ? ` (${excepted} listed exception${excepted === 1 ? '' : 's'})` : ''}`)
  }
  return lines.join('\n')
}
