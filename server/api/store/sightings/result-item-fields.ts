// The result item's keys, in the order of SearchResultItem (spec-1 §3.5), each with the SQL of its value over the row
// `s`, for SQLite, which writes the item's JSON itself; what is SQLite's own (dates, JSON, base64) it gives as a
// ResultItemSpelling (result-item-sql.ts). PostgreSQL's items are written from the row's values in
// result-item-postgres.ts; the result-item test holds the two to the same text.

/** How SQLite writes the parts of an item that are its own. */
export interface ResultItemSpelling {
  /** An epoch-milliseconds column as `Date.prototype.toISOString` writes it. */
  isoDate(column: string): string
  /** The camera's time as written: no 'Z', the seconds' fraction only when there is one, the zone offset when recorded. */
  cameraTime(column: string, offset: string): string
  /** { lat, lon } when both are set. */
  point(lat: string, lon: string): string
  /** A blob as base64. */
  base64(column: string): string
  /** The tags column as a JSON list, one string a tag. */
  tags: string
  /** The known-abuse flag as a JSON boolean. */
  knownAbuse: string
  /** The placeholders column as a JSON list of field names. */
  placeholders: string
  /** The item as JSON text, from its keys and values in order. */
  object(pairs: readonly (readonly [string, string])[]): string
}

/** spec-1 §3.5: make, model and serial numbers joined with ' - ', the empty ones left out. */
const CAMERA_NAME = `concat_ws(' - ', nullif(s.make, ''), nullif(s.model, ''), nullif(s.serial_number, ''), nullif(s.internal_serial_number, ''))`

/** One result item (SearchResultItem) of the row `s`, as JSON text, keys in the order of the type. */
export function resultItemOf(spelling: ResultItemSpelling): string {
  const { isoDate, cameraTime, point, base64 } = spelling
  return spelling.object([
    ['id', 's.image_id'],
    ['url', 's.url'],
    ['source', 's.source'],
    ['domain', 's.domain'],
    ['username', 's.username'],
    ['profile', 's.profile'],
    ['dateTimeOriginal', cameraTime('s.date_time_original', 's.date_time_original_offset')],
    ['dateFirstSeen', isoDate('s.date_first_seen')],
    ['dateLastSeen', isoDate('s.date_last_seen')],
    ['make', 's.make'],
    ['model', 's.model'],
    ['serialNumber', 's.serial_number'],
    ['internalSerialNumber', 's.internal_serial_number'],
    ['lensSerialNumber', 's.lens_serial_number'],
    ['cameraName', CAMERA_NAME],
    ['dimensions', `CASE WHEN s.width IS NOT NULL AND s.height IS NOT NULL THEN s.width || ' x ' || s.height END`],
    ['width', 's.width'],
    ['height', 's.height'],
    ['orientation', 's.orientation'],
    ['longestEdge', 's.longest_edge'],
    ['shortestEdge', 's.shortest_edge'],
    ['filesize', 's.filesize'],
    ['location', point('s.latitude', 's.longitude')],
    ['cell', point('s.cell_latitude', 's.cell_longitude')],
    ['photoDNAFullHash', base64('s.photodna')],
    ['qtHash', 's.qt_hash'],
    ['tags', spelling.tags],
    ['knownChildAbuseImageArachnid', spelling.knownAbuse],
    ['ownerName', 's.owner_name'],
    ['artist', 's.artist'],
    ['creator', 's.creator'],
    ['copyright', 's.copyright'],
    ['copyrightNotice', 's.copyright_notice'],
    ['author', 's.author'],
    ['xpAuthor', 's.xp_author'],
    ['placeholders', spelling.placeholders],
  ])
}

/** The pairs as the arguments of a JSON object function: 'key', value, … */
export const objectArguments = (pairs: readonly (readonly [string, string])[]): string => pairs.map(([key, value]) => `'${key}', ${value}`).join(',\n  ')
