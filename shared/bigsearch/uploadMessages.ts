// The words a BigSearch upload is refused with (spec-2 §5, §8), one copy for the bigsearch area's early check and
// the built-in service's final one, so that both show the same message for the same file.

import { groupedNumber } from '../format/numbers.js'

/** spec-2 §5: the file must be JSON by its type or its name. */
export const INVALID_FILE_TYPE = 'Invalid file type. Please upload a JSON file containing EXIF data.'

/** spec-2 §5: a Project VIC file of any version but 1.2 and 1.3 (2.0 included). */
export const UNSUPPORTED_VICS_VERSION = 'Unsupported ProjectVIC Version (must be v1.2 or v1.3 format)'

/** spec-2 §5, high-security build: the size rule. */
export const HIGHSIDE_TOO_LARGE = 'BigSearch file too large. File sizes on this version of the application must be < 100MB'

/** spec-2 §5, high-security build: a file of no kind the product knows. */
export const HIGHSIDE_UNRECOGNISED = "The file you uploaded isn't in a supported format. Only the provider's BigSearch JSON format is supported here."

/** spec-2 §5, high-security build: a file of a known kind other than the BigSearch data format. */
export const HIGHSIDE_ONLY_BIGSEARCH = 'Only the BigSearch data format can be used on uploads from this version of the application.'

/** A fingerprint or Camera ID payload file sent to BigSearch: it belongs on the Camera ID page. */
export const CAMID_FILE =
  'This is a Camera ID file (a device fingerprint), not case metadata. Upload it on the Camera ID page (/camid) instead.'

/** The standard build's answer to a file of no kind it knows (docs/bigsearch.md "Formats BigSearch accepts"). */
export const UNRECOGNISED =
  "The file you uploaded isn't in a supported format. BigSearch takes its own data format, Project VIC 1.2 or 1.3 case or media data, or ExifTool's -json output."

/** What a case too large for BigSearch is told to do, on upload or when its job could not finish. */
export const SPLIT_THE_CASE = 'split the case into smaller files and upload them one by one.'

/** A file listing more media files than one case may hold (BIGSEARCH_MAX_ITEMS). */
export function tooManyMedia(limit: number): string {
  return `The file lists more than ${groupedNumber(limit)} media files, the most one BigSearch case may hold: ${SPLIT_THE_CASE}`
}

/** A file of a known kind that lists no media file. */
export const NO_MEDIA = 'The file lists no media files: a BigSearch upload needs at least one.'

/** A file that is not JSON at all, or stops being JSON part way: what is wrong and where. */
export function notValidJson(what: string, byteOffset: number): string {
  return `The file is not valid JSON: ${what}, at byte ${byteOffset}`
}

/** The standard build's size rule: its limit is a setting (docs/operations.md "Settings"). */
export function tooLarge(limitBytes: number): string {
  return `BigSearch file too large. File sizes must be < ${sizeText(limitBytes)}`
}

/** '100MB', '2GB', '512KB': whole units as the spec writes its own limit. */
export function sizeText(bytes: number): string {
  const units = [['GB', 1024 ** 3], ['MB', 1024 ** 2], ['KB', 1024]] as const
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10}${unit}`
  }
  return `${bytes} bytes`
}
