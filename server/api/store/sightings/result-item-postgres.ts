// The result item of result-item-sql.ts written by PostgreSQL: the same keys in the same order and the same values,
// with PostgreSQL's functions where SQLite's are its own (strftime, json_object, json_quote, the registered base64).

import { objectArguments, resultItemOf } from './result-item-fields.js'

/** An epoch-milliseconds column as `Date.prototype.toISOString` writes it; integer arithmetic keeps the milliseconds. */
const isoDate = (column: string) =>
  `CASE WHEN ${column} IS NOT NULL THEN to_char(timestamp '1970-01-01' + ${column} * interval '1 millisecond', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') END`

/** The camera's time as written: no 'Z', the seconds' fraction only when there is one, the zone offset when recorded. */
const cameraTime = (column: string, offset: string) =>
  `CASE WHEN ${column} IS NOT NULL THEN to_char(timestamp '1970-01-01' + ${column} * interval '1 millisecond', ` +
  `CASE WHEN ${column} % 1000 = 0 THEN 'YYYY-MM-DD"T"HH24:MI:SS' ELSE 'YYYY-MM-DD"T"HH24:MI:SS.MS' END) || coalesce(${offset}, '') END`

const point = (lat: string, lon: string) => `CASE WHEN ${lat} IS NOT NULL AND ${lon} IS NOT NULL THEN json_build_object('lat', ${lat}, 'lon', ${lon}) END`

/** The tags as a JSON list, cut at each comma of their JSON string as SQLite's item does. */
const TAGS = `CASE WHEN s.tags IS NULL OR s.tags = '' THEN '[]' ELSE '[' || replace(to_json(s.tags::text)::text, ',', '","') || ']' END`

const PLACEHOLDERS = `(CASE WHEN s.placeholders IS NULL THEN '[]' ELSE '["' || replace(s.placeholders, ',', '","') || '"]' END)::json`

/** base64 without the line breaks PostgreSQL's encode puts every 76 characters. */
const BASE64 = (column: string) => `replace(encode(${column}, 'base64'), chr(10), '')`

/** One result item (SearchResultItem) of the row `s`, as JSON text, keys in the order of the type (result-item-fields.ts). */
export const RESULT_ITEM_POSTGRES_SQL = resultItemOf({
  isoDate,
  cameraTime,
  point,
  base64: BASE64,
  tags: `(${TAGS})::json`,
  knownAbuse: 's.known_abuse = 1',
  placeholders: PLACEHOLDERS,
  object: (pairs) => `json_build_object(\n  ${objectArguments(pairs)}\n)::text`,
})
