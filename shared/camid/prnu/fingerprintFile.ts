// The Camera ID fingerprint file (spec-2 §3, §5; docs/camid-fingerprint.md and its JSON Schema): read from a
// .json or .xml upload in the browser and checked again by the service on the JSON it receives, by the same
// functions, so both refuse the same files with the same messages.

import { groupedNumber } from '../../format/numbers.js'
import { DIGEST_SIDE } from './digestSize.js'
import { decodeFingerprint, encodeFingerprint, isFingerprintFormat, type FingerprintFormat } from './fingerprintCodec.js'
import { parseFieldsXml, writeFieldsXml } from './fingerprintXml.js'

export { FINGERPRINT_FORMATS, decodeFingerprint, encodeFingerprint, type FingerprintFormat } from './fingerprintCodec.js'

/** The algorithm this matcher's fingerprints are made with: the residual filter, the estimate and its post-processing. */
export const FINGERPRINT_ALGORITHM = 'sightline-prnu-1'

/** spec-2 §8. */
export const INVALID_FORMAT = 'Invalid format: CameraID query file is missing required data.'
export const unrecognisedFileType = (type: string) => `Unrecognised file type: ${type}`

export const FINGERPRINT_LIMITS = {
  cropMultiple: 16,
  /** The smallest multiple of 16 that holds the digest's centre square (digest.ts): a query picks its candidates by it. */
  cropSizeMin: Math.ceil(DIGEST_SIDE / 16) * 16,
  cropSizeMax: 4096,
  resolutionSideMin: 16,
  resolutionSideMax: 20000,
  densityMax: 10000,
  algorithmLengthMax: 200,
} as const

export const FINGERPRINT_FIELDS = ['format', 'resolution', 'cropSize', 'density', 'algorithm', 'fingerprint'] as const

export interface FingerprintFile {
  format: FingerprintFormat
  /** Of the full pictures the fingerprint was estimated from, as "WIDTHxHEIGHT" in the file. */
  resolution: { width: number; height: number }
  /** Side of the square centre crop the values cover. */
  cropSize: number
  /** How many pictures the fingerprint was estimated from. */
  density: number
  algorithm: string
  /** cropSize x cropSize values, row-major; ±1 in the sign format. */
  fingerprint: Float32Array
}

export type FingerprintResult = { ok: true; file: FingerprintFile } | { ok: false; message: string }

const refuse = (message: string): FingerprintResult => ({ ok: false, message })

/** A whole number from a JSON number or a text of digits (an XML field is text); null otherwise. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value)
  return null
}

/** A value as a message shows it: text quoted (and cut short), a list or an object named, a number as written. */
function quoted(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)
  if (Array.isArray(value)) return 'a list'
  if (typeof value === 'object' && value !== null) return 'an object'
  return String(value)
}

function readResolution(value: unknown): { width: number; height: number } | string {
  const { resolutionSideMin: min, resolutionSideMax: max } = FINGERPRINT_LIMITS
  const match = typeof value === 'string' ? /^\s*(\d{1,9})\s*[xX]\s*(\d{1,9})\s*$/.exec(value) : null
  const width = match ? Number(match[1]) : NaN, height = match ? Number(match[2]) : NaN
  if (!(width >= min && width <= max && height >= min && height <= max)) {
    return `resolution: ${quoted(value)} is not WIDTHxHEIGHT with sides from ${min} to ${groupedNumber(max)}.`
  }
  return { width, height }
}

function readCropSize(value: unknown, resolution: { width: number; height: number }): number | string {
  const { cropMultiple, cropSizeMin, cropSizeMax } = FINGERPRINT_LIMITS
  const cropSize = wholeNumber(value)
  if (cropSize === null || cropSize < cropSizeMin || cropSize > cropSizeMax || cropSize % cropMultiple !== 0) {
    return `cropSize: ${quoted(value)} is not a multiple of ${cropMultiple} from ${cropSizeMin} to ${groupedNumber(cropSizeMax)}.`
  }
  const shorter = Math.min(resolution.width, resolution.height)
  if (cropSize > shorter) return `cropSize: ${cropSize} is larger than the shorter side (${shorter}) of resolution ${resolution.width}x${resolution.height}.`
  return cropSize
}

function readDensity(value: unknown): number | string {
  const density = wholeNumber(value)
  if (density === null || density < 1 || density > FINGERPRINT_LIMITS.densityMax) {
    return `density: ${quoted(value)} is not a whole number of pictures from 1 to ${groupedNumber(FINGERPRINT_LIMITS.densityMax)}.`
  }
  return density
}

function readAlgorithm(value: unknown): string {
  const max = FINGERPRINT_LIMITS.algorithmLengthMax
  if (typeof value !== 'string' || value.trim() === '' || value.length > max) return `algorithm: ${quoted(value)} is not a name of 1 to ${max} characters.`
  return ''
}

const has = (fields: Record<string, unknown>, name: string) => Object.hasOwn(fields, name) && fields[name] !== null && fields[name] !== undefined

/** Checks the fields of a parsed file (JSON object or XML children) and decodes its values. */
function fromFields(fields: Record<string, unknown>): FingerprintResult {
  if (!FINGERPRINT_FIELDS.every((name) => has(fields, name)) || !isFingerprintFormat(fields.format)) return refuse(INVALID_FORMAT)
  const format = fields.format
  const resolution = readResolution(fields.resolution)
  if (typeof resolution === 'string') return refuse(resolution)
  const cropSize = readCropSize(fields.cropSize, resolution)
  if (typeof cropSize === 'string') return refuse(cropSize)
  const density = readDensity(fields.density)
  if (typeof density === 'string') return refuse(density)
  const algorithmProblem = readAlgorithm(fields.algorithm)
  if (algorithmProblem) return refuse(algorithmProblem)
  if (typeof fields.fingerprint !== 'string') return refuse(`fingerprint: ${quoted(fields.fingerprint)} is not base64 text.`)
  const decoded = decodeFingerprint(fields.fingerprint, format, cropSize)
  if (!decoded.ok) return refuse(decoded.message)
  return { ok: true, file: { format, resolution, cropSize, density, algorithm: (fields.algorithm as string).trim(), fingerprint: decoded.values } }
}

/** The check the service runs on the parsed JSON it receives: the same as for an uploaded .json file. */
export function fingerprintFromJson(value: unknown): FingerprintResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(INVALID_FORMAT)
  return fromFields(value as Record<string, unknown>)
}

/** How an upload is read: by its MIME type, else by its name's extension (spec-2 §5: JSON by extension or type). */
function kindOf(name: string, type: string): 'json' | 'xml' | null {
  const mime = type.split(';')[0]!.trim().toLowerCase()
  if (mime === 'application/json') return 'json'
  if (mime === 'application/xml' || mime === 'text/xml') return 'xml'
  const lower = name.toLowerCase()
  if (lower.endsWith('.json')) return 'json'
  if (lower.endsWith('.xml')) return 'xml'
  return null
}

/** The extension of a file name (".txt"), or "" when it has none. */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 && dot < name.length - 1 ? name.slice(dot).toLowerCase() : ''
}

/** Reads an uploaded fingerprint file: its name, its MIME type (may be empty) and its text. */
export function readFingerprintFile(upload: { name: string; type: string; text: string }): FingerprintResult {
  const kind = kindOf(upload.name, upload.type)
  if (!kind) return refuse(unrecognisedFileType(upload.type.trim() || extensionOf(upload.name) || 'unknown'))
  if (kind === 'xml') {
    const fields = parseFieldsXml(upload.text)
    return fields ? fromFields(fields) : refuse(INVALID_FORMAT)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(upload.text)
  } catch {
    return refuse(INVALID_FORMAT)
  }
  return fingerprintFromJson(parsed)
}

function fieldTexts(file: FingerprintFile): [string, string | number][] {
  return [
    ['format', file.format],
    ['resolution', `${file.resolution.width}x${file.resolution.height}`],
    ['cropSize', file.cropSize],
    ['density', file.density],
    ['algorithm', file.algorithm],
    ['fingerprint', encodeFingerprint(file.fingerprint, file.format)],
  ]
}

/** The file's text, as JSON (one object) or XML (one root element, a child per field). */
export function writeFingerprintFile(file: FingerprintFile, options: { as: 'json' | 'xml' }): string {
  const fields = fieldTexts(file)
  if (options.as === 'xml') return writeFieldsXml(fields.map(([name, value]) => [name, String(value)]))
  return `${JSON.stringify(Object.fromEntries(fields), null, 2)}\n`
}
