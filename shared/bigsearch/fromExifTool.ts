// ExifTool's `-json` output to the BigSearch data format, so that an investigator with ExifTool needs no other tool:
// `exiftool -json -r <folder>` (with or without -G group prefixes, -n numbers or printed values). ExifTool writes
// no file hashes, so such items lead by metadata only.

import type { BigSearchItem } from '../api/types/bigsearch.js'
import { hemisphereOf, parseCoordinate } from './gpsText.js'
import { itemFromTags, tagText } from './itemFromTags.js'
import { tagFromKey, type Tag } from './tagNames.js'

/** The file's name: ExifTool's SourceFile (the path as given on its command line), else its FileName tag. */
function fileNameOf(object: Record<string, unknown>, tags: readonly Tag[]): string | undefined {
  const source = tagText(object.SourceFile)
  if (source) return source
  return tags.map((tag) => (tag.name === 'filename' ? tagText(tag.value) : null)).find(Boolean) ?? undefined
}

const COORDINATE = /^(.*?)GPS(Latitude|Longitude)$/
const NEGATIVE = { Latitude: 'S', Longitude: 'W' } as const

/**
 * ExifTool makes no use of the N/S and E/W references of FLIR's own GPS record (APP1 with -G0, FLIR with
 * -G1): it gives the coordinate as stored and prints it with the letter of its sign ('118 deg 15\' 0.00" E'
 * beside GPSLongitudeRef 'West'), and builds Composite:GPSPosition from it. So a coordinate whose reference,
 * of the same group, names the southern or western hemisphere is made negative here, and a
 * Composite:GPSPosition with no Composite coordinates beside it is left to the coordinates it was built from.
 */
function signedByReferences(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...object }
  let coordinates = false
  for (const [key, value] of Object.entries(object)) {
    const match = COORDINATE.exec(key)
    if (!match) continue
    coordinates = true
    const [, group, axis] = match as unknown as [string, string, 'Latitude' | 'Longitude']
    const coordinate = parseCoordinate(tagText(value))
    if (!coordinate || hemisphereOf(tagText(object[`${group}GPS${axis}Ref`])) !== NEGATIVE[axis]) continue
    if (coordinate.degrees > 0 && coordinate.hemisphere !== NEGATIVE[axis]) out[key] = -coordinate.degrees
  }
  if (coordinates && !('Composite:GPSLatitude' in object)) delete out['Composite:GPSPosition']
  return out
}

/** One object of ExifTool's -json list, at `index` in the list, as an item. */
export function exifToolToItem(exifTool: Record<string, unknown>, index: number): BigSearchItem {
  const object = signedByReferences(exifTool)
  const tags = Object.entries(object)
    .filter(([key]) => key !== 'SourceFile')
    .map(([key, value]) => tagFromKey(key, value))
  // Hashes when a wrapper script added them beside ExifTool's tags ('MD5', 'SHA1').
  const hash = (name: string) => tags.find((tag) => tag.name === name)?.value
  return itemFromTags(tags, { index, fileName: fileNameOf(object, tags), md5: hash('md5'), sha1: hash('sha1') })
}
