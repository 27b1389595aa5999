// Project VIC 1.2 and 1.3 media (the case-analysis tools' export) to the BigSearch data format. A media entry
// carries its hashes (MD5 and SHA1 in any case, AlternativeHashes such as PhotoDNA), its file (RelativeFilePath,
// MediaFiles) and its metadata as free-form `Exifs` name/value pairs whose names vary by tool ('Make',
// 'Camera Model Name', 'Serial Number', 'Date/Time Original', 'GPS Latitude' as '51 deg 30\' 26.00" N' or decimals).
// MediaID and MediaSize (a string or a number) are read by no field: an item's position names it.

import type { BigSearchItem } from '../api/types/bigsearch.js'
import { itemFromTags, tagText } from './itemFromTags.js'
import { tagFromKey, type Tag } from './tagNames.js'

type Entry = Record<string, unknown>

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A member by any of its names, whatever their case: tools write 'MD5', 'Md5' and 'md5'. */
function member(entry: Entry, ...names: string[]): unknown {
  const wanted = new Set(names.map((name) => name.toLowerCase()))
  for (const [key, value] of Object.entries(entry)) if (wanted.has(key.toLowerCase())) return value
  return undefined
}

/**
 * The Exifs as tags: a list of pairs ({ PropertyName, PropertyValue } as VICS writes them, or { Name, Value }),
 * or one object of name → value.
 */
export function vicsTags(exifs: unknown): Tag[] {
  if (isEntry(exifs)) return Object.entries(exifs).map(([key, value]) => tagFromKey(key, value))
  if (!Array.isArray(exifs)) return []
  const tags: Tag[] = []
  for (const pair of exifs) {
    if (!isEntry(pair)) continue
    const name = tagText(member(pair, 'PropertyName', 'Name', 'Property', 'Tag', 'Key'))
    if (name) tags.push(tagFromKey(name, member(pair, 'PropertyValue', 'Value')))
  }
  return tags
}

/** The media's path in the case: RelativeFilePath, else its first file's FilePath and FileName, else a Name. */
function fileNameOf(media: Entry): string | undefined {
  const relative = tagText(member(media, 'RelativeFilePath'))
  if (relative) return relative
  const files = member(media, 'MediaFiles')
  const first = Array.isArray(files) ? files.find(isEntry) : undefined
  if (first) {
    const name = tagText(member(first, 'FileName'))
    const path = tagText(member(first, 'FilePath'))
    if (name) return path ? `${path.replace(/[\\/]+$/, '')}/${name}` : name
  }
  return tagText(member(media, 'FileName', 'Name')) ?? undefined
}

/** An alternative hash by its name ('SHA1', 'PhotoDNA'), from AlternativeHashes' { HashName, HashValue } pairs. */
function alternativeHash(media: Entry, hashName: string): unknown {
  const hashes = member(media, 'AlternativeHashes')
  if (!Array.isArray(hashes)) return undefined
  const wanted = hashName.toLowerCase().replace(/[^a-z0-9]/g, '')
  const found = hashes.find((hash) => isEntry(hash) && String(member(hash, 'HashName') ?? '').toLowerCase().replace(/[^a-z0-9]/g, '') === wanted)
  return isEntry(found) ? member(found, 'HashValue') : undefined
}

/** One Project VIC media entry, at `index` among all media of the file, as an item. */
export function vicsMediaToItem(media: unknown, index: number): BigSearchItem {
  if (!isEntry(media)) return { index }
  const tags = vicsTags(member(media, 'Exifs'))
  const files = member(media, 'MediaFiles')
  const firstFile = Array.isArray(files) ? files.find(isEntry) : undefined
  return itemFromTags(tags, {
    index,
    fileName: fileNameOf(media),
    md5: member(media, 'MD5') ?? (firstFile ? member(firstFile, 'MD5') : undefined),
    sha1: member(media, 'SHA1') ?? alternativeHash(media, 'SHA1'),
    photoDna: member(media, 'PhotoDNA') ?? alternativeHash(media, 'PhotoDNA'),
  })
}
