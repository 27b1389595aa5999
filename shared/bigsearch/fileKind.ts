// What kind of file a BigSearch upload is, and whether this build takes it (spec-2 §5 "File-format detection" and the
// upload rules): the bigsearch area asks first for an early message, the built-in service asks again as the
// authority. The kind is told from the start of the document (jsonHead.ts), so a large file is never read whole.

import { HIGHSIDE_UPLOAD_LIMIT_BYTES } from '../api/types/bigsearch.js'
import {
  CAMID_FILE,
  HIGHSIDE_ONLY_BIGSEARCH,
  HIGHSIDE_TOO_LARGE,
  HIGHSIDE_UNRECOGNISED,
  INVALID_FILE_TYPE,
  UNRECOGNISED,
  UNSUPPORTED_VICS_VERSION,
  tooLarge,
} from './uploadMessages.js'

export type VicsVersion = '1.2' | '1.3'

export type UploadKind =
  /** The BigSearch data format: a plain list of items (the extractor's output, an export). */
  | { kind: 'bigsearch-data' }
  /** Project VIC: `cases` keeps media under value[*].Media, `media` lists them as value[*]. */
  | { kind: 'vics'; version: VicsVersion; layout: 'cases' | 'media' }
  /** Project VIC of another version (2.0 included); `version` as the file names it, null when it names none. */
  | { kind: 'vics-unsupported'; version: string | null }
  /** ExifTool's -json output (with or without -G group prefixes, -n or printed values). */
  | { kind: 'exiftool' }
  /** A Camera ID device fingerprint (spec-2 §3 "Uploaded fingerprint file"). */
  | { kind: 'fingerprint' }
  /** A Camera ID payload file (holds a CamIDPayload). */
  | { kind: 'camid-payload' }
  | { kind: 'unrecognised' }

export interface UploadRules {
  /** The high-security build: only the BigSearch data format, under 100 MB (spec-2 §5). */
  highside: boolean
  /** The standard build's size limit in bytes (a setting); the high-security build's is fixed. */
  limitBytes?: number
}

/** spec-2 §5: a JSON file by its type or by its name (any case). Null when it is one. */
export function checkUploadFile(file: { name: string; type: string }): string | null {
  const type = file.type.split(';')[0]!.trim().toLowerCase()
  return type === 'application/json' || /\.json$/i.test(file.name) ? null : INVALID_FILE_TYPE
}

/** spec-2 §5: the size rule of this build. Null when the size is allowed. */
export function checkUploadSize(size: number, rules: UploadRules): string | null {
  if (rules.highside) return size >= HIGHSIDE_UPLOAD_LIMIT_BYTES ? HIGHSIDE_TOO_LARGE : null
  return rules.limitBytes !== undefined && size > rules.limitBytes ? tooLarge(rules.limitBytes) : null
}

/** spec-2 §5: the keys an item of the BigSearch data format carries. */
const BIGSEARCH_KEYS = ['camera', 'location', 'locationAndDate', 'metadata', 'duplicates', 'score', 'hasMatches']
/** Every key an item may have (shared/api/types/schemas/bigsearch.ts BigSearchItem). */
const ITEM_KEYS = new Set([...BIGSEARCH_KEYS, 'index', 'fileName', 'leads'])
/** spec-2 §5: the fields of a fingerprint file. */
const FINGERPRINT_KEYS = ['fingerprint', 'resolution', 'cropSize', 'density', 'algorithm']
/** ExifTool's camera tags, bare or after a group ('EXIF:Make', 'IFD0:Model', 'MakerNotes:SerialNumber'). */
const EXIFTOOL_TAG = /^(?:[\w-]+:)*(?:Make|Model|SerialNumber|DateTimeOriginal|GPSLatitude|FileName)$/

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function has(object: Record<string, unknown>, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key)
}

/** '1.3' from 'http://github.com/ICMEC/ProjectVic/DataModels/1.3.xml#Cases' or '…/2.0.xml/Default/$metadata#Media'. */
export function vicsVersion(context: unknown): string | null {
  if (typeof context !== 'string') return null
  return /DataModels\/(\d+(?:\.\d+)*)\.xml/i.exec(context)?.[1] ?? /(\d+\.\d+)/.exec(context)?.[1] ?? null
}

/**
 * Where a Project VIC file keeps its media: a '#Cases' document holds cases with their Media, a '#Media' document
 * lists the media themselves. A context naming neither is told by the first entry of `value`.
 */
function vicsLayout(context: string, value: unknown): 'cases' | 'media' {
  if (/#Cases\b/i.test(context)) return 'cases'
  if (/#Media\b/i.test(context)) return 'media'
  const first = Array.isArray(value) ? value[0] : undefined
  if (isObject(first) && !['Media', 'CaseID', 'CaseNumber'].some((key) => has(first, key))) return 'media'
  return 'cases'
}

function objectKind(head: Record<string, unknown>, complete: boolean): UploadKind {
  const contextKey = ['odata.metadata', '@odata.context'].find((key) => has(head, key))
  if (contextKey) {
    const context = typeof head[contextKey] === 'string' ? (head[contextKey] as string) : ''
    const version = vicsVersion(context)
    if (version !== '1.2' && version !== '1.3') return { kind: 'vics-unsupported', version }
    return { kind: 'vics', version, layout: vicsLayout(context, head.value) }
  }
  if (has(head, 'CamIDPayload')) return { kind: 'camid-payload' }
  // The fingerprint itself is long: in a head cut off inside it, the fields after it are not read yet.
  if (has(head, 'fingerprint') && (!complete || FINGERPRINT_KEYS.every((key) => has(head, key)))) return { kind: 'fingerprint' }
  return { kind: 'unrecognised' }
}

function listKind(head: unknown[]): UploadKind {
  if (head.length === 0) return { kind: 'bigsearch-data' }
  const first = head[0]
  if (!isObject(first)) return { kind: 'unrecognised' }
  const keys = Object.keys(first)
  if (has(first, 'SourceFile')) return { kind: 'exiftool' }
  if (BIGSEARCH_KEYS.some((key) => has(first, key))) return { kind: 'bigsearch-data' }
  // An item the extractor found nothing in but its name: still the data format, by its keys.
  if (has(first, 'index') && keys.every((key) => ITEM_KEYS.has(key))) return { kind: 'bigsearch-data' }
  if (has(first, 'CamIDPayload')) return { kind: 'camid-payload' }
  if (has(first, 'fingerprint') && FINGERPRINT_KEYS.slice(1).some((key) => has(first, key))) return { kind: 'fingerprint' }
  if (keys.some((key) => EXIFTOOL_TAG.test(key))) return { kind: 'exiftool' }
  return { kind: 'unrecognised' }
}

/** The kind of an upload from the parsed start of its document (parseHead's value and whether it was whole). */
export function detectKind(head: unknown, complete = true): UploadKind {
  if (Array.isArray(head)) return listKind(head)
  if (isObject(head)) return objectKind(head, complete)
  return { kind: 'unrecognised' }
}

/** Why this build refuses a file of this kind (spec-2 §5), or null when it takes it. */
export function kindRefusal(detected: UploadKind, rules: Pick<UploadRules, 'highside'>): string | null {
  if (rules.highside) {
    if (detected.kind === 'bigsearch-data') return null
    return detected.kind === 'unrecognised' ? HIGHSIDE_UNRECOGNISED : HIGHSIDE_ONLY_BIGSEARCH
  }
  switch (detected.kind) {
    case 'bigsearch-data':
    case 'vics':
    case 'exiftool':
      return null
    case 'vics-unsupported':
      return UNSUPPORTED_VICS_VERSION
    case 'fingerprint':
    case 'camid-payload':
      return CAMID_FILE
    case 'unrecognised':
      return UNRECOGNISED
  }
}

/** How the documentation (docs/bigsearch.md) and messages name a kind. */
export function kindName(detected: UploadKind): string {
  switch (detected.kind) {
    case 'bigsearch-data':
      return 'BigSearch data'
    case 'vics':
      return `Project VIC ${detected.version} ${detected.layout === 'cases' ? 'case' : 'media'} data`
    case 'vics-unsupported':
      return `Project VIC ${detected.version ?? '(no version)'} data`
    case 'exiftool':
      return 'ExifTool -json output'
    case 'fingerprint':
      return 'Camera ID fingerprint'
    case 'camid-payload':
      return 'Camera ID payload'
    case 'unrecognised':
      return 'unrecognised'
  }
}
