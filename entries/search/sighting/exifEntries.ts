// The rows of the sighting page's Exif table: every raw tag by name, in name order, its value readable.

import { exifTagKey } from './exifTagNames.js'
import { formatExifValue, type ExifValue } from './exifValues.js'

export interface ExifEntry extends ExifValue {
  /** The tag's name; a tag stored under its number reads by the name of that number. */
  tag: string
  /** The numeric id the tag was stored under ("0xa001"), or null when it was stored by name. */
  id: string | null
}

/** The tags in name order with their values as text, so the same tag is always in the same place. */
export function exifEntries(exif: Record<string, unknown>): ExifEntry[] {
  return Object.entries(exif)
    .map(([key, value]): ExifEntry => {
      const { name, id } = exifTagKey(key)
      return { tag: name, id, ...formatExifValue(name, value) }
    })
    .sort((a, b) => a.tag.localeCompare(b.tag, 'en') || (a.id ?? '').localeCompare(b.id ?? '', 'en'))
}

/** The first of these tags that has a value, read as the Exif table reads it (XP tags decoded). */
export function rawTagText(exif: Record<string, unknown>, names: readonly string[]): { tag: string; text: string } | null {
  const byName = new Map<string, unknown>()
  for (const [key, value] of Object.entries(exif)) {
    const { name } = exifTagKey(key)
    if (!byName.has(name)) byName.set(name, value)
  }
  for (const name of names) {
    const text = formatExifValue(name, byName.get(name)).text.trim()
    if (text) return { tag: name, text }
  }
  return null
}
