// The filterable fields of a sighting search (spec-1 §3.4): names, labels, kinds and operators, and the
// legacy metadata names that old links and saved searches still carry.

/** The operators of spec-1 §3.4, worded as the Add Filters dialog shows them. */
export type Operator =
  | 'is'
  | 'is not'
  | 'contains'
  | 'does not contain'
  | 'after'
  | 'before'
  | 'between'
  | 'less than'
  | 'greater than'
  | 'mentions'
  | 'does not mention'

/** Operators written on the wire with a `-` before the filter's name (spec-1 §7). */
export const NEGATIVE_OPERATORS: readonly Operator[] = ['is not', 'does not contain', 'does not mention']

/** Operators whose presence sends allowWildcards=true (spec-1 §7). */
export const WILDCARD_OPERATORS: readonly Operator[] = ['contains', 'does not contain', 'mentions', 'does not mention']

export type FieldKind =
  | 'date'
  | 'string'
  | 'quotedString'
  | 'exactString'
  | 'size'
  | 'number'
  | 'hash'
  | 'location'
  | 'text'
  | 'display'

export interface SearchField {
  name: string
  label: string
  kind: FieldKind
  operators: readonly Operator[]
  /** Compared letter for letter; every other text field ignores case. */
  caseSensitive: boolean
  /** Shown in the Add Filters dialog's name list (location has its own dialog). */
  inFilterList: boolean
  /** May be used with a negative operator. */
  excludable: boolean
}

const DATE_OPERATORS: readonly Operator[] = ['is', 'after', 'before', 'between']
const STRING_OPERATORS: readonly Operator[] = ['is', 'is not', 'contains', 'does not contain']
const EXACT_OPERATORS: readonly Operator[] = ['is', 'is not']
const SIZE_OPERATORS: readonly Operator[] = ['is', 'less than', 'greater than', 'between']

function field(name: string, label: string, kind: FieldKind, extra: Partial<SearchField> = {}): SearchField {
  const operators: Record<FieldKind, readonly Operator[]> = {
    date: DATE_OPERATORS,
    string: STRING_OPERATORS,
    quotedString: STRING_OPERATORS,
    exactString: EXACT_OPERATORS,
    size: SIZE_OPERATORS,
    number: SIZE_OPERATORS,
    hash: ['is'],
    location: ['is'],
    text: ['mentions', 'does not mention'],
    display: [],
  }
  return {
    name,
    label,
    kind,
    operators: operators[kind],
    caseSensitive: false,
    inFilterList: kind !== 'location' && kind !== 'display',
    excludable: kind !== 'location' && kind !== 'hash' && kind !== 'display',
    ...extra,
  }
}

/** Every field of spec-1 §3.4, in the order the Add Filters dialog lists them. */
export const SEARCH_FIELDS: readonly SearchField[] = [
  field('all', 'Something', 'text'),
  field('dateTimeOriginal', 'Date Taken', 'date'),
  field('dateFirstSeen', 'Date First Seen', 'date'),
  field('dateLastSeen', 'Date Last Seen', 'date'),
  field('make', 'Make', 'string'),
  field('model', 'Model', 'string'),
  field('serialNumber', 'Serial Number', 'string'),
  field('internalSerialNumber', 'Internal Serial Number', 'string'),
  field('lens', 'Lens', 'string'),
  field('lensSerialNumber', 'Lens Serial Number', 'string'),
  field('exifSoftware', 'Software', 'string'),
  field('domain', 'Domain', 'string'),
  field('imageUniqueId', 'Image Unique ID', 'string'),
  field('barcode', 'Barcode', 'string', { caseSensitive: true }),
  field('instanceId', 'Instance ID', 'string'),
  field('tags', 'Tags', 'string'),
  field('ownerName', 'Owner Name', 'quotedString'),
  field('artist', 'Artist', 'quotedString'),
  field('creator', 'Creator', 'quotedString'),
  field('copyright', 'Copyright', 'quotedString'),
  field('copyrightNotice', 'Copyright Notice', 'quotedString'),
  field('author', 'Author', 'quotedString'),
  field('xpAuthor', 'XP Author', 'quotedString'),
  field('lensId', 'Lens ID', 'quotedString'),
  field('creatorAddress', 'Creator Address', 'quotedString'),
  field('creatorWorkEmail', 'Creator Work Email', 'quotedString'),
  field('md5', 'MD5', 'exactString'),
  field('sha1', 'SHA1', 'exactString'),
  field('qtHash', 'QT Hash', 'exactString'),
  field('source', 'Source', 'exactString'),
  field('url', 'URL', 'exactString'),
  field('fileName', 'File Name', 'exactString'),
  field('username', 'Username', 'exactString'),
  field('filesize', 'File Size', 'size'),
  field('longestEdge', 'Longest Edge', 'number'),
  field('shortestEdge', 'Shortest Edge', 'number'),
  field('photoDNAFullHash', 'PhotoDNA Hash', 'hash'),
  field('location', 'Location', 'location'),
  field('dimensions', 'Dimensions', 'display'),
]

const BY_NAME = new Map(SEARCH_FIELDS.map((f) => [f.name, f]))

/**
 * spec-1 §3.4: legacy metadata names (Exif-style tag names, old export columns) mapped to current ones.
 * Looked up without regard to case, after the exact current names.
 */
export const LEGACY_FIELD_NAMES: Readonly<Record<string, string>> = {
  Make: 'make',
  Model: 'model',
  SerialNumber: 'serialNumber',
  BodySerialNumber: 'serialNumber',
  CameraSerialNumber: 'serialNumber',
  InternalSerialNumber: 'internalSerialNumber',
  LensModel: 'lens',
  Lens: 'lens',
  LensSerialNumber: 'lensSerialNumber',
  LensID: 'lensId',
  Software: 'exifSoftware',
  DateTimeOriginal: 'dateTimeOriginal',
  CreateDate: 'dateTimeOriginal',
  ImageUniqueID: 'imageUniqueId',
  OwnerName: 'ownerName',
  CameraOwnerName: 'ownerName',
  Artist: 'artist',
  Creator: 'creator',
  Copyright: 'copyright',
  CopyrightNotice: 'copyrightNotice',
  Author: 'author',
  XPAuthor: 'xpAuthor',
  CreatorAddress: 'creatorAddress',
  CreatorWorkEmail: 'creatorWorkEmail',
  InstanceID: 'instanceId',
  Barcode: 'barcode',
  Keywords: 'tags',
  SourceFile: 'fileName',
  FileName: 'fileName',
  FileSize: 'filesize',
  MD5: 'md5',
  SHA1: 'sha1',
  PHOTODNA: 'photoDNAFullHash',
  PhotoDNA: 'photoDNAFullHash',
  QTHash: 'qtHash',
}

// Maps, not the object itself: a name from a query such as `constructor` or `__proto__` must find nothing,
// not what every plain object inherits.
const LEGACY_BY_NAME = new Map(Object.entries(LEGACY_FIELD_NAMES))
const LEGACY_BY_LOWER = new Map(Object.entries(LEGACY_FIELD_NAMES).map(([k, v]) => [k.toLowerCase(), v]))

/** The current name for a current or legacy field name, or null when it names no field. */
export function canonicalFieldName(name: string): string | null {
  if (BY_NAME.has(name)) return name
  return LEGACY_BY_NAME.get(name) ?? LEGACY_BY_LOWER.get(name.toLowerCase()) ?? null
}

/** The field for a current or legacy name. */
export function findField(name: string): SearchField | undefined {
  const canonical = canonicalFieldName(name)
  return canonical === null ? undefined : BY_NAME.get(canonical)
}

/** The fields the Add Filters dialog offers by name. */
export const FILTER_LIST_FIELDS: readonly SearchField[] = SEARCH_FIELDS.filter((f) => f.inFilterList)
