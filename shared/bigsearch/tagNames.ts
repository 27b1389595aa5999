// Which metadata tags of other tools feed which field of a BigSearch item, and how much each tool's group is
// trusted. Names are compared without case, spaces or punctuation, so ExifTool's tag names ('SerialNumber'), its
// descriptions as case-analysis tools write them in Project VIC Exifs ('Serial Number', 'Date/Time Original',
// 'Camera Model Name') and Exiv2 keys ('Exif.Photo.BodySerialNumber') all meet the same entry.

/** Where a tag was read from, in the metadata reader's order of trust (shared/metadata/candidates.ts). */
export type TagSource = 'exif' | 'makernote' | 'xmp' | 'iptc' | 'flir' | 'composite' | 'other'

export interface Tag {
  source: TagSource
  /** The tag's name, normalised (normaliseTagName). */
  name: string
  value: unknown
}

/** Issue 12 §1: the Exif value, else the maker note's, else XMP's; then IPTC and FLIR's segment. */
export const SOURCE_ORDER: readonly TagSource[] = ['exif', 'makernote', 'xmp', 'iptc', 'flir', 'other', 'composite']
/** A position: ExifTool's Composite tags are already signed, so they come first. */
export const POSITION_ORDER: readonly TagSource[] = ['composite', 'exif', 'makernote', 'xmp', 'flir', 'iptc', 'other']

/** 'Date/Time Original' → 'datetimeoriginal', 'By-line' → 'byline'. */
export function normaliseTagName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

const EXIF_GROUPS = new Set(['exif', 'ifd0', 'ifd1', 'ifd2', 'exififd', 'gps', 'gpsinfo', 'interopifd', 'subifd', 'subifd1', 'subifd2', 'image', 'photo'])
const OTHER_GROUPS = new Set(['file', 'system', 'exiftool', 'jfif', 'iccprofile', 'photoshop', 'adobe', 'ducky', 'app14', 'mpf', 'mpimage', 'jfxx'])

function groupSource(group: string): TagSource | null {
  const name = normaliseTagName(group)
  if (!name) return null
  if (EXIF_GROUPS.has(name)) return 'exif'
  if (name === 'makernotes') return 'makernote'
  if (name.startsWith('xmp')) return 'xmp'
  if (name === 'iptc') return 'iptc'
  if (name === 'app1' || name === 'flir') return 'flir'
  if (name === 'composite') return 'composite'
  if (OTHER_GROUPS.has(name)) return 'other'
  return null
}

/**
 * A tag from its key as a tool writes it: 'EXIF:Make', 'MakerNotes:SerialNumber', 'XMP-dc:Creator', 'Canon:OwnerName'
 * (ExifTool -G0, -G1), 'Exif.Image.Make' (Exiv2), or a bare name. A group the table does not know is a maker's
 * (-G1 names maker notes by maker: Canon, Nikon, Olympus…); a bare name is ExifTool's own choice among groups.
 */
export function tagFromKey(key: string, value: unknown): Tag {
  const parts = key.split(/[:.]/)
  const name = normaliseTagName(parts.pop() ?? '')
  if (parts.length === 0) return { source: 'exif', name, value }
  const sources = parts.map(groupSource)
  return { source: sources.find((source) => source !== null) ?? 'makernote', name, value }
}

/** The text fields of an item and the tags that feed each, in order of preference within one source. */
export const FIELD_TAGS = {
  make: ['make', 'cameramake'],
  model: ['model', 'cameramodelname', 'cameramodel'],
  serialNumber: ['serialnumber', 'bodyserialnumber', 'cameraserialnumber'],
  internalSerialNumber: ['internalserialnumber'],
  lensSerialNumber: ['lensserialnumber'],
  artist: ['artist', 'xmp:creator'],
  author: ['author'],
  copyright: ['copyright', 'rights', 'copyrightnotice'],
  copyrightNotice: ['copyrightnotice'],
  creator: ['creator', 'byline'],
  creatorAddress: ['creatoraddress'],
  creatorWorkEmail: ['creatorworkemail'],
  software: ['software', 'creatortool'],
  imageUniqueId: ['imageuniqueid'],
  instanceId: ['instanceid'],
  ownerName: ['ownername', 'cameraownername'],
  username: ['username'],
  xpAuthor: ['xpauthor'],
} as const satisfies Record<string, readonly string[]>

export type TextFieldName = keyof typeof FIELD_TAGS

/** The time tags: the shutter's time and its offset, and the content's creation date that stands in for it. */
export const TIME_TAGS = {
  dateTimeOriginal: ['datetimeoriginal'],
  offsetTimeOriginal: ['offsettimeoriginal'],
  dateCreated: ['datecreated'],
  timeCreated: ['timecreated'],
} as const

export const GPS_TAGS = {
  latitude: ['gpslatitude'],
  latitudeRef: ['gpslatituderef'],
  longitude: ['gpslongitude'],
  longitudeRef: ['gpslongituderef'],
  position: ['gpsposition'],
} as const
