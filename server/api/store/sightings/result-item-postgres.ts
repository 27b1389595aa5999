// The result item of result-item-sql.ts written by PostgreSQL: the same keys in the same order and the same values,
// with PostgreSQL's functions where SQLite's are its own (strftime, json_object, json_quote, the registered base64).

/** An epoch-milliseconds column as `Date.prototype.toISOString` writes it; integer arithmetic keeps the milliseconds. */
const isoDate = (column: string) =>
  `CASE WHEN ${column} IS NOT NULL THEN to_char(timestamp '1970-01-01' + ${column} * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`

/** The camera's time as written: no 'Z', the seconds' fraction only when there is one, the zone offset when recorded. */
const cameraTime = (column: string, offset: string) =>
  `CASE WHEN ${column} IS NOT NULL THEN to_char(timestamp '1970-01-01' + ${column} * interval '1 millisecond', ` +
  `CASE WHEN ${column} % 1000 = 0 THEN 'YYYY-MM-DD"T"HH24:MI:SS' ELSE 'YYYY-MM-DD"T"HH24:MI:SS.MS' END) || coalesce(${offset}, '') END`

const point = (lat: string, lon: string) => `CASE WHEN ${lat} IS NOT NULL AND ${lon} IS NOT NULL THEN json_build_object('lat', ${lat}, 'lon', ${lon}) END`

const CAMERA_NAME = `concat_ws(' - ', nullif(s.make, ''), nullif(s.model, ''), nullif(s.serial_number, ''), nullif(s.internal_serial_number, ''))`

/** The tags as a JSON list, cut at each comma of their JSON string as SQLite's item does. */
const TAGS = `CASE WHEN s.tags IS NULL OR s.tags = '' THEN '[]' ELSE '[' || replace(to_json(s.tags::text)::text, ',', '","') || ']' END`

const PLACEHOLDERS = `(CASE WHEN s.placeholders IS NULL THEN '[]' ELSE '["' || replace(s.placeholders, ',', '","') || '"]' END)::json`

/** base64 without the line breaks PostgreSQL's encode puts every 76 characters. */
const BASE64 = (column: string) => `replace(encode(${column}, 'base64'), chr(10), '')`

/** One result item (SearchResultItem) of the row `s`, as JSON text, keys in the order of the type. */
export const RESULT_ITEM_POSTGRES_SQL = `json_build_object(
  'id', s.image_id, 'url', s.url, 'source', s.source, 'domain', s.domain, 'username', s.username, 'profile', s.profile,
  'dateTimeOriginal', ${cameraTime('s.date_time_original', 's.date_time_original_offset')}, 'dateFirstSeen', ${isoDate('s.date_first_seen')},
  'dateLastSeen', ${isoDate('s.date_last_seen')},
  'make', s.make, 'model', s.model, 'serialNumber', s.serial_number, 'internalSerialNumber', s.internal_serial_number,
  'lensSerialNumber', s.lens_serial_number, 'cameraName', ${CAMERA_NAME},
  'dimensions', CASE WHEN s.width IS NOT NULL AND s.height IS NOT NULL THEN s.width || ' x ' || s.height END,
  'width', s.width, 'height', s.height, 'orientation', s.orientation, 'longestEdge', s.longest_edge,
  'shortestEdge', s.shortest_edge, 'filesize', s.filesize,
  'location', ${point('s.latitude', 's.longitude')}, 'cell', ${point('s.cell_latitude', 's.cell_longitude')},
  'photoDNAFullHash', ${BASE64('s.photodna')}, 'qtHash', s.qt_hash, 'tags', (${TAGS})::json,
  'knownChildAbuseImageArachnid', s.known_abuse = 1,
  'ownerName', s.owner_name, 'artist', s.artist, 'creator', s.creator, 'copyright', s.copyright,
  'copyrightNotice', s.copyright_notice, 'author', s.author, 'xpAuthor', s.xp_author,
  'placeholders', ${PLACEHOLDERS}
)::text`
