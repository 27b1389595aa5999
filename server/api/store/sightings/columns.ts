// Where each searchable field of spec-1 §3.4 lives in the sightings table, and which derived search structures
// find its sightings: a sorted index of its own, the words index (FTS5) that also serves `all`, the trigram
// table for wildcards, or the hash indexes.

/** Field name → column of `sightings`, for every field with a value of its own (search/criteria.ts hasOwnValue). */
export const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  dateTimeOriginal: 'date_time_original',
  dateFirstSeen: 'date_first_seen',
  dateLastSeen: 'date_last_seen',
  make: 'make',
  model: 'model',
  serialNumber: 'serial_number',
  internalSerialNumber: 'internal_serial_number',
  lens: 'lens',
  lensSerialNumber: 'lens_serial_number',
  exifSoftware: 'exif_software',
  domain: 'domain',
  imageUniqueId: 'image_unique_id',
  barcode: 'barcode',
  instanceId: 'instance_id',
  tags: 'tags',
  ownerName: 'owner_name',
  artist: 'artist',
  creator: 'creator',
  copyright: 'copyright',
  copyrightNotice: 'copyright_notice',
  author: 'author',
  xpAuthor: 'xp_author',
  lensId: 'lens_id',
  creatorAddress: 'creator_address',
  creatorWorkEmail: 'creator_work_email',
  md5: 'md5',
  sha1: 'sha1',
  qtHash: 'qt_hash',
  source: 'source',
  url: 'url',
  fileName: 'file_name',
  username: 'username',
  filesize: 'filesize',
  longestEdge: 'longest_edge',
  shortestEdge: 'shortest_edge',
}

/**
 * Text columns with a sorted index of their own (search-schema.ts): values that many sightings share, so an
 * exact value's sightings are read in date order and counted from the index, and a wildcard goes through their
 * few distinct values (values-schema.ts).
 */
export const SORTED_TEXT_COLUMNS: readonly string[] = [
  'make', 'model', 'serial_number', 'lens', 'exif_software', 'domain', 'username', 'source',
]

/**
 * Text columns without a sorted index: most sightings lack them, or hold a value that few others share (a file
 * name, a URL, a lens serial), so the words index finds an exact value's few sightings (filter-sql.ts) and an
 * index per column would cost every sighting its bytes for nothing.
 */
export const WORD_FOUND_COLUMNS: readonly string[] = [
  'file_name', 'url', 'image_unique_id', 'internal_serial_number', 'lens_serial_number', 'barcode', 'instance_id',
  'owner_name', 'artist', 'creator', 'copyright', 'copyright_notice', 'author', 'xp_author', 'lens_id',
  'creator_address', 'creator_work_email',
]

/**
 * The hashes: hexadecimal digests (the importer's and the generator's), so each is one word, nearly one per
 * sighting. The words index leaves them out (it spent a third of its size on them); their own indexes find a
 * value, and a free-text word that could be one (filter-sql.ts hashWord).
 */
export const HASH_COLUMNS: readonly string[] = ['md5', 'sha1', 'qt_hash']

/**
 * Text columns in the trigram table, so `*abc*` on them is an index lookup at a million rows: tags (kept joined
 * by commas, so their values are not whole column values) and the columns without a sorted index. The url is
 * left out: it would double the table's size.
 */
export const TRIGRAM_COLUMNS: readonly string[] = ['tags', ...WORD_FOUND_COLUMNS.filter((c) => c !== 'url')]

/** Words of these columns, and the hashes (above), make up the free-text filter `all` ("Something"). */
export const FREE_TEXT_COLUMNS: readonly string[] = [...SORTED_TEXT_COLUMNS, ...WORD_FOUND_COLUMNS, 'tags', 'profile']
