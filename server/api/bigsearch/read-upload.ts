// An uploaded BigSearch file on disk, read as BigSearch items one by one, in the file's order, with memory bounded
// whatever its size (spec-2 §5): its kind is told from its first bytes (shared/bigsearch/fileKind.ts), then the right
// converter streams its items: the BigSearch data format (each item checked), Project VIC 1.2/1.3 media (under
// value[*].Media of a case document, or value[*] of a media document), or ExifTool's -json list. The high-security
// build takes only the BigSearch data format. Every refusal carries the message the user is shown.

import { open, stat } from 'node:fs/promises'
import { Compile } from 'typebox/compile'
import { BigSearchItem as ItemSchema } from '../../../shared/api/types/schemas/bigsearch.js'
import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'
import { checkUploadSize, type UploadKind } from '../../../shared/bigsearch/fileKind.js'
import { exifToolToItem } from '../../../shared/bigsearch/fromExifTool.js'
import { vicsMediaToItem } from '../../../shared/bigsearch/fromVics.js'
import { HEAD_BYTES, decodeHead, judgeHead } from '../../../shared/bigsearch/uploadHead.js'
import { NO_MEDIA, sizeText, tooManyMedia } from '../../../shared/bigsearch/uploadMessages.js'
import { checkItem } from './validate-item.js'
import { JsonFileError, ValueTooLarge, valuesAt, type JsonPath, type ValuesAtOptions } from './json-values.js'

export interface ReadUploadOptions {
  /** The high-security build (spec-2 §5): only the BigSearch data format, under 100 MB. */
  highside: boolean
  /** The standard build's size limit (a setting); unset, the size is not checked here. */
  limitBytes?: number
  /** Items before this position are read past without being converted (a job resuming after a restart). */
  startAt?: number
  /** The most media files one case may hold (BIGSEARCH_MAX_ITEMS); unset, not checked here. */
  maxItems?: number
}

export type UploadInspection =
  | { accepted: true; kind: UploadKind; mediaCount: number }
  | { accepted: false; message: string }

/** A file the product will not take, with the message the user is shown. */
export class UploadRefused extends Error {}

/** No media entry, ExifTool object or item comes near this size; one that does is refused, never held. */
export const MAX_ITEM_CHARS = 4 * 1024 * 1024

/** The data format's check, compiled once: interpreted checks would take most of a large upload's time. */
let compiledCheck: ((value: unknown) => boolean) | null = null
function schemaCheck(value: unknown): boolean {
  if (!compiledCheck) {
    const validator = Compile(ItemSchema)
    compiledCheck = (candidate) => validator.Check(candidate)
  }
  return compiledCheck(value)
}

async function readHead(path: string): Promise<string> {
  const file = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(HEAD_BYTES)
    const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0)
    return decodeHead(buffer.subarray(0, bytesRead))
  } finally {
    await file.close()
  }
}

/** The kind of the file at `path`, or UploadRefused with this build's message for its size or its kind. */
export async function uploadKind(path: string, options: ReadUploadOptions): Promise<UploadKind> {
  const { size } = await stat(path)
  // The size is judged before a byte is read: a file over the limit is never opened.
  const sizeRefusal = checkUploadSize(size, options)
  if (sizeRefusal) throw new UploadRefused(sizeRefusal)
  const verdict = judgeHead(await readHead(path), size, options)
  if (verdict.refusal !== undefined) throw new UploadRefused(verdict.refusal)
  return verdict.kind
}

/** Where the kind keeps its items, and how its numbers are read. */
function placesOf(kind: UploadKind): Omit<ValuesAtOptions, 'maxValueChars'> {
  switch (kind.kind) {
    case 'vics':
      return kind.layout === 'cases'
        ? { maxDepth: 4, select: (path: JsonPath) => path.length === 4 && path[0] === 'value' && path[2] === 'Media' }
        : { maxDepth: 2, select: (path: JsonPath) => path.length === 2 && path[0] === 'value' }
    case 'exiftool':
      // ExifTool writes identifiers as numbers (123063022888, 1.00): read as text, they keep what was written.
      return { maxDepth: 1, numbersAsText: true, select: (path: JsonPath) => path.length === 1 }
    default:
      return { maxDepth: 1, select: (path: JsonPath) => path.length === 1 }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** One value of the file as an item, checked against the data format; UploadRefused names the item when it is wrong. */
function toItem(kind: UploadKind, value: unknown, position: number): BigSearchItem {
  let candidate: unknown = value
  if (kind.kind === 'vics') {
    if (!isObject(value)) throw new UploadRefused(`Media ${position}: a Project VIC media entry must be an object`)
    candidate = vicsMediaToItem(value, position)
  } else if (kind.kind === 'exiftool') {
    if (!isObject(value)) throw new UploadRefused(`Item ${position}: an entry of ExifTool's -json output must be an object`)
    candidate = exifToolToItem(value, position)
  }
  const checked = checkItem(candidate, position, schemaCheck)
  if (checked.error !== undefined) throw new UploadRefused(checked.error)
  return checked.item
}

/**
 * The items of the uploaded file at `path`, in order. Throws UploadRefused (its message is the user's) for a file
 * this build does not take, a file that is not JSON (what and at which byte), or an item that is wrong.
 */
export async function* readUploadItems(path: string, options: ReadUploadOptions): AsyncGenerator<BigSearchItem> {
  const kind = await uploadKind(path, options)
  const startAt = options.startAt ?? 0
  let position = 0
  try {
    for await (const { value } of valuesAt(path, { ...placesOf(kind), maxValueChars: MAX_ITEM_CHARS })) {
      if (position >= startAt) yield toItem(kind, value, position)
      position++
    }
  } catch (error) {
    if (error instanceof JsonFileError) throw new UploadRefused(error.message)
    if (error instanceof ValueTooLarge) throw new UploadRefused(`Item ${error.count} is larger than ${sizeText(MAX_ITEM_CHARS)}: no media file's metadata is so large`)
    throw error
  }
}

/**
 * A first pass over the uploaded file: its kind and how many media it lists when this build takes it and every item
 * is right, else the message to show. The file is streamed, never held.
 */
export async function inspectUpload(path: string, options: ReadUploadOptions): Promise<UploadInspection> {
  try {
    const kind = await uploadKind(path, options)
    let mediaCount = 0
    for await (const item of readUploadItems(path, { ...options, startAt: 0 })) {
      if (!item) continue
      // Said as soon as it is known: the rest of a large file is not read for nothing.
      if (++mediaCount > (options.maxItems ?? Infinity)) return { accepted: false, message: tooManyMedia(options.maxItems!) }
    }
    if (mediaCount === 0) return { accepted: false, message: NO_MEDIA }
    return { accepted: true, kind, mediaCount }
  } catch (error) {
    if (error instanceof UploadRefused) return { accepted: false, message: error.message }
    throw error
  }
}
