// ExifTool's `-json` output to the BigSearch data format, so that an investigator with ExifTool needs no other tool:
// `exiftool -json -r <folder>` (with or without -G group prefixes, -n numbers or printed values). ExifTool writes
// no file hashes, so such items lead by metadata only.

import type { BigSearchItem } from '../api/types/bigsearch.js'
import { itemFromTags, tagText } from './itemFromTags.js'
import { tagFromKey, type Tag } from './tagNames.js'

/** The file's name: ExifTool's SourceFile (the path as given on its command line), else its FileName tag. */
function fileNameOf(object: Record<string, unknown>, tags: readonly Tag[]): string | undefined {
  const source = tagText(object.SourceFile)
  if (source) return source
  return tags.map((tag) => (tag.name === 'filename' ? tagText(tag.value) : null)).find(Boolean) ?? undefined
}

/** One object of ExifTool's -json list, at `index` in the list, as an item. */
export function exifToolToItem(object: Record<string, unknown>, index: number): BigSearchItem {
  const tags = Object.entries(object)
    .filter(([key]) => key !== 'SourceFile')
    .map(([key, value]) => tagFromKey(key, value))
  // Hashes when a wrapper script added them beside ExifTool's tags ('MD5', 'SHA1').
  const hash = (name: string) => tags.find((tag) => tag.name === name)?.value
  return itemFromTags(tags, { index, fileName: fileNameOf(object, tags), md5: hash('md5'), sha1: hash('sha1') })
}
