// How a sighting's Exif tags are kept in its row (migration 021): `exif_coded` holds the JSON text of the tags with
// the common tag names written as one character each, and a tag whose value is the sighting's own column (Make and
// `make`, ExifImageWidth and `width`...) as one character for name and value. The columns are read from those very
// tags, so the JSON text held each value a second time: 260 of a demo sighting's 970 bytes. The characters are
// control characters, which JSON text never holds unescaped, so the coding is exact both ways.
//
// Rows are coded here on insert (codeExif) and by the migration's SQL (exifCodeSql). The column `exif` gives the
// JSON text back: generated from `exif_coded` and the row's columns whenever it is read (EXIF_GENERATED). A change to
// a column that a row's text refers to writes those tags out first (EXIF_COLUMNS_TRIGGER).

/** How a column's value is written in JSON text: a string, a whole number, or the camera's time as Exif writes it. */
type ValueKind = 'text' | 'integer' | 'cameraTime'

interface ColumnTag {
  tag: string
  column: string
  kind: ValueKind
  code: number
}

/** The tags that the product's own columns are read from, each with the character that stands for tag and value. */
const COLUMN_TAGS: readonly ColumnTag[] = [
  { tag: 'Make', column: 'make', kind: 'text', code: 1 },
  { tag: 'Model', column: 'model', kind: 'text', code: 2 },
  { tag: 'Software', column: 'exif_software', kind: 'text', code: 3 },
  { tag: 'DateTimeOriginal', column: 'date_time_original', kind: 'cameraTime', code: 4 },
  { tag: 'Orientation', column: 'orientation', kind: 'integer', code: 5 },
  { tag: 'ExifImageWidth', column: 'width', kind: 'integer', code: 6 },
  { tag: 'ExifImageHeight', column: 'height', kind: 'integer', code: 7 },
  { tag: 'BodySerialNumber', column: 'serial_number', kind: 'text', code: 8 },
  // 9, 10 and 13 (tab, line feed, carriage return) may stand between the tokens of JSON text: never codes.
  { tag: 'LensModel', column: 'lens', kind: 'text', code: 11 },
  { tag: 'LensSerialNumber', column: 'lens_serial_number', kind: 'text', code: 12 },
  { tag: 'OffsetTimeOriginal', column: 'date_time_original_offset', kind: 'text', code: 14 },
  { tag: 'CameraOwnerName', column: 'owner_name', kind: 'text', code: 15 },
]

/** Common tag names alone, for a value that is not its column's, or a tag with no column. */
const NAME_CODES: readonly [string, number][] = [
  ...COLUMN_TAGS.map((t, i): [string, number] => [t.tag, 16 + i]),
  ['GPSLatitude', 28],
  ['GPSLongitude', 29],
]

/** The columns a coded text refers to: changing one writes the text out in full first. */
export const EXIF_COLUMNS: readonly string[] = COLUMN_TAGS.map((t) => t.column)

const char = (code: number) => String.fromCharCode(code)

/** Text that JSON.stringify and SQL concatenation write alike between quotes: no quote, backslash or control character. */
const PLAIN = /^[^"\\\u0000-\u001f]*$/

/** The camera's wall clock as Exif writes it (the column holds it as if it were UTC, whole seconds here). */
const exifTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':')

/** The JSON text of a tag whose value is its column's: a number ends at its comma, so that 12 is never the start of 120. */
function valueText(kind: ValueKind, value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (kind === 'text') return typeof value === 'string' && PLAIN.test(value) ? `"${value}"` : null
  if (kind === 'integer') return Number.isSafeInteger(value) ? `${value as number},` : null
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) % 1000 === 0 && (value as number) < 253402300800000
    ? `"${exifTime(value as number)}"`
    : null
}

const COLUMN_TAG = new Map(COLUMN_TAGS.map((t) => [t.tag, t]))
const NAME_CODE = new Map(NAME_CODES)

/** A coded tag's name, and the value after it when it is a string without escapes or a whole number and its comma. */
const TAG_AND_VALUE = new RegExp(String.raw`"(${NAME_CODES.map(([tag]) => tag).join('|')})":("[^"\\\u0000-\u001f]*"|-?\d+,)?`, 'g')

/**
 * The coded form of a sighting's Exif JSON text, given the row's column values by column name: each common tag name
 * becomes its code, and with the value that follows it when that is its column's. In one pass over the text: the
 * loader codes a million of them.
 */
export function codeExif(json: string, row: Readonly<Record<string, unknown>>): string {
  return json.replace(TAG_AND_VALUE, (_, tag: string, value: string | undefined) => {
    const column = COLUMN_TAG.get(tag)
    if (value !== undefined && column !== undefined && value === valueText(column.kind, row[column.column])) return char(column.code)
    return char(NAME_CODE.get(tag)!) + (value ?? '')
  })
}

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`

/** The SQL of a column's value as valueText writes it, or NULL where valueText gives none. */
function valueSql(kind: ValueKind, column: string): string {
  if (kind === 'text') {
    return `CASE WHEN instr(${column}, '"') = 0 AND instr(${column}, '\\') = 0 AND ${column} NOT GLOB '*[' || char(1) || '-' || char(31) || ']*' THEN '"' || ${column} || '"' END`
  }
  if (kind === 'integer') return `CASE WHEN typeof(${column}) = 'integer' THEN ${column} || ',' END`
  return (
    `CASE WHEN typeof(${column}) = 'integer' AND ${column} >= 0 AND ${column} % 1000 = 0 AND ${column} < 253402300800000 ` +
    `THEN '"' || strftime('%Y:%m:%d %H:%M:%S', ${column} / 1000, 'unixepoch') || '"' END`
  )
}

/**
 * The SQL that codes a row's plain Exif text as codeExif does: the migration's for the rows already stored. A
 * tag whose value cannot be coded is replaced by its own code, which the text does not hold yet: no change.
 */
export function exifCodeSql(exif: string): string {
  let sql = exif
  for (const t of COLUMN_TAGS) {
    sql = `replace(${sql}, coalesce(${sqlString(`"${t.tag}":`)} || ${valueSql(t.kind, t.column)}, char(${t.code})), char(${t.code}))`
  }
  for (const [tag, code] of NAME_CODES) sql = `replace(${sql}, ${sqlString(`"${tag}":`)}, char(${code}))`
  return sql
}

/** The column tags' codes of `coded` written out from the row's columns (`prefix` names the row: '', 'old.'). */
function columnsDecodedSql(coded: string, prefix: string): string {
  let sql = coded
  for (const t of COLUMN_TAGS) {
    const value = `coalesce(${valueSql(t.kind, prefix + t.column)}, '')`
    sql = `replace(${sql}, char(${t.code}), ${sqlString(`"${t.tag}":`)} || ${value})`
  }
  return sql
}

/** The plain JSON text of a row's Exif tags from its coded text and its columns, in SQL. */
function decodedSql(): string {
  let sql = columnsDecodedSql('exif_coded', '')
  for (const [tag, code] of NAME_CODES) sql = `replace(${sql}, char(${code}), ${sqlString(`"${tag}":`)})`
  return sql
}

/**
 * The sightings table's `exif`: generated, never stored, so that every reader (the sighting page, SELECT *, a test)
 * reads JSON text as before, and the rows keep only the coded text.
 */
export const EXIF_GENERATED = `exif TEXT GENERATED ALWAYS AS (${decodedSql()}) VIRTUAL`

/**
 * A change to a column that a row's coded text refers to first writes those tags out with the old values, so that
 * the Exif text stays as it was stored. The product never changes a stored sighting; this keeps it safe if it does.
 */
export const EXIF_COLUMNS_TRIGGER = {
  type: 'trigger' as const,
  name: 'sightings_exif_columns',
  sql:
    `CREATE TRIGGER sightings_exif_columns AFTER UPDATE OF ${EXIF_COLUMNS.join(', ')} ON sightings WHEN new.exif_coded IS old.exif_coded BEGIN\n` +
    `  UPDATE sightings SET exif_coded = ${columnsDecodedSql('old.exif_coded', 'old.')} WHERE id = new.id;\nEND`,
}

/** The plain Exif JSON text of the row `s`: SQLite's generated column; on PostgreSQL, migration 021's sighting_exif. */
export function exifReadSql(engine: 'sqlite' | 'postgres'): string {
  if (engine === 'sqlite') return 's.exif'
  return `sighting_exif(s.exif_coded, ${COLUMN_TAGS.map((t) => `s.${t.column}`).join(', ')})`
}
