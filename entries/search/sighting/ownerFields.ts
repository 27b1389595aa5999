// The fields of the sighting page's "Owner and copyright" group (issue 12, item 5): who owns, made and holds
// the rights to a picture, each with the raw tags that may carry it when the reply's field is empty.

import type { SightingDetail } from '../../../shared/api/types/sightings.js'

export interface OwnerField {
  /** The reply's field, which is also the search filter's name (spec-1 §3.4). */
  name: keyof SightingDetail & ('ownerName' | 'artist' | 'creator' | 'creatorWorkEmail' | 'creatorAddress' | 'author' | 'xpAuthor' | 'copyright' | 'copyrightNotice')
  label: string
  /**
   * Raw tags (by name, as exifr and ExifTool call them) to read when the field is empty: older imports
   * kept some of these only in the raw tags, and XMP-only values have no field of their own yet.
   */
  rawTags: readonly string[]
}

export const OWNER_FIELDS: readonly OwnerField[] = [
  { name: 'ownerName', label: 'Owner', rawTags: ['OwnerName', 'CameraOwnerName'] },
  { name: 'artist', label: 'Artist', rawTags: ['Artist'] },
  { name: 'creator', label: 'Creator', rawTags: ['Creator', 'Byline'] },
  { name: 'creatorWorkEmail', label: 'Creator email', rawTags: ['CiEmailWork', 'CreatorWorkEmail'] },
  { name: 'creatorAddress', label: 'Creator address', rawTags: ['CiAdrExtadr', 'CreatorAddress'] },
  { name: 'author', label: 'Author', rawTags: ['Author'] },
  { name: 'xpAuthor', label: 'XP author', rawTags: ['XPAuthor'] },
  { name: 'copyright', label: 'Copyright', rawTags: ['Copyright'] },
  { name: 'copyrightNotice', label: 'Copyright notice', rawTags: ['CopyrightNotice'] },
]
