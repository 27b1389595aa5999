// Where each searchable field of spec-1 §3.4 lives in the sightings table, and which of the derived search
// tables (FTS5 for `all`, the trigram table for wildcards) carry it.

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
 * Text columns in the trigram table, so `*abc*` on them is an index lookup at a million rows. The hashes
 * and the url are left out: nobody searches inside a hash, and urls would double the table's size.
 */
export const TRIGRAM_COLUMNS: readonly string[] = [
  'make', 'model', 'serial_number', 'internal_serial_number', 'lens', 'lens_serial_number', 'exif_software',
  'domain', 'image_unique_id', 'barcode', 'instance_id', 'tags', 'owner_name', 'artist', 'creator', 'copyright',
  'copyright_notice', 'author', 'xp_author', 'lens_id', 'creator_address', 'creator_work_email', 'source',
  'file_name', 'username',
]

/** Words of these columns make up the free-text filter `all` ("Something"). */
export const FREE_TEXT_COLUMNS: readonly string[] = [...TRIGRAM_COLUMNS, 'profile', 'url', 'md5', 'sha1', 'qt_hash']
