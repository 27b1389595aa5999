// A sightings row as the result item the replies of spec-1 §3.5 and §2.7 carry: ISO dates (the camera's time as
// written, the service's own times in UTC), cameraName and dimensions added, tags split, the PhotoDNA hash as base64.
// SQLite writes each item as JSON text itself: a list fetch of 1,000 results (spec-1 §9) spent two thirds of its time
// turning 36,000 column values into JavaScript values, naming them, and serialising them again. PostgreSQL's JSON
// functions are slower than its values sent and written here (result-item-postgres.ts).

import type Database from 'better-sqlite3'
import type { EngineName } from '../engine/store.js'
import { postgresItemJson, RESULT_ITEM_POSTGRES_COLUMNS } from './result-item-postgres.js'

/** The SQL function the item expression calls, registered on each connection by registerResultItemFunctions. */
const BASE64 = 'sightline_base64'

/**
 * An epoch-milliseconds column as `Date.prototype.toISOString` writes it. SQLite keeps the milliseconds
 * exactly: it rounds seconds × 1000 to whole milliseconds before formatting.
 */
const isoDate = (column: string) =>
  `CASE WHEN ${column} IS NOT NULL THEN strftime('%Y-%m-%dT%H:%M:%fZ', ${column} / 1000.0, 'unixepoch') END`

/**
 * The camera's time as written (the column holds its wall clock as if it were UTC): no 'Z', the seconds'
 * fraction only when there is one, and the zone offset only when the file recorded it.
 */
const cameraTime = (column: string, offset: string) =>
  `CASE WHEN ${column} IS NOT NULL THEN strftime(CASE WHEN ${column} % 1000 = 0 THEN '%Y-%m-%dT%H:%M:%S' ELSE '%Y-%m-%dT%H:%M:%f' END, ` +
  `${column} / 1000.0, 'unixepoch') || coalesce(${offset}, '') END`

const point = (lat: string, lon: string) => `CASE WHEN ${lat} IS NOT NULL AND ${lon} IS NOT NULL THEN json_object('lat', ${lat}, 'lon', ${lon}) END`

/**
 * The tags column as a JSON list: its text quoted as one JSON string, then cut at each comma into one string a tag
 * (no escape holds a comma). In SQL: a function called for each of a 1,000-result page's rows cost a millisecond.
 */
const TAGS = `CASE WHEN s.tags IS NULL OR s.tags = '' THEN '[]' ELSE '[' || replace(json_quote(s.tags), ',', '","') || ']' END`

/** The placeholders column as a JSON list: it holds field names (rows.ts), which need no escaping. */
const PLACEHOLDERS = `json(CASE WHEN s.placeholders IS NULL THEN '[]' ELSE '["' || replace(s.placeholders, ',', '","') || '"]' END)`

/** spec-1 §3.5: make, model and serial numbers joined with ' - ', the empty ones left out. */
const CAMERA_NAME = `concat_ws(' - ', nullif(s.make, ''), nullif(s.model, ''), nullif(s.serial_number, ''), nullif(s.internal_serial_number, ''))`

/** The result item's keys in the order of SearchResultItem (spec-1 §3.5), each with the SQL of its value over `s`. */
const ITEM_PAIRS: readonly (readonly [key: string, value: string])[] = [
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
  ['photoDNAFullHash', `${BASE64}(s.photodna)`],
  ['qtHash', 's.qt_hash'],
  ['tags', `json(${TAGS})`],
  ['knownChildAbuseImageArachnid', `json(CASE WHEN s.known_abuse = 1 THEN 'true' ELSE 'false' END)`],
  ['ownerName', 's.owner_name'],
  ['artist', 's.artist'],
  ['creator', 's.creator'],
  ['copyright', 's.copyright'],
  ['copyrightNotice', 's.copyright_notice'],
  ['author', 's.author'],
  ['xpAuthor', 's.xp_author'],
  ['placeholders', PLACEHOLDERS],
]

/** One result item (SearchResultItem) of the row `s`, as JSON text, keys in the order of the type. */
export const RESULT_ITEM_SQL = `json_object(\n  ${ITEM_PAIRS.map(([key, value]) => `'${key}', ${value}`).join(',\n  ')}\n)`

/** The function RESULT_ITEM_SQL calls; SQLite has no base64 of its own. */
export function registerResultItemFunctions(db: Database.Database): void {
  db.function(BASE64, { deterministic: true }, (bytes: unknown) =>
    bytes instanceof Uint8Array ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64') : null,
  )
}

/**
 * The select list that gives a result item over the row `s`: SQLite's item as JSON text (`item`), PostgreSQL's values,
 * which resultItemOfRow writes (result-item-postgres.ts). Its names start with `item`.
 */
export const resultItemSelect = (engine: EngineName): string => (engine === 'sqlite' ? `${RESULT_ITEM_SQL} AS item` : RESULT_ITEM_POSTGRES_COLUMNS)

/**
 * The result item's JSON text of a row that selected resultItemSelect on this engine, and perhaps other columns
 * beside it (which the caller's own row type names).
 */
export const resultItemOfRow = (engine: EngineName, row: object): string =>
  engine === 'sqlite' ? String((row as { item: unknown }).item) : postgresItemJson(row)
