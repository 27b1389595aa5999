// The verdict on an upload from its first bytes, the same in the browser (an early message before anything is sent)
// and in the built-in service (the authority, before it reads the whole file): its size for this build, whether it
// is JSON at all, and its kind (spec-2 §5).

import { checkUploadFile, checkUploadSize, detectKind, kindRefusal, type UploadKind, type UploadRules } from './fileKind.js'
import { parseHead } from './jsonHead.js'
import { notValidJson } from './uploadMessages.js'

/** How much of the start of a file is read to tell its kind: far more than any format's first item. */
export const HEAD_BYTES = 1024 * 1024

export const EMPTY_FILE = 'The file is empty.'

export type HeadVerdict = { kind: UploadKind; refusal?: undefined } | { refusal: string; kind?: undefined }

/** A file's first bytes as text, its byte-order mark kept so that error offsets count it (Blob.text() drops it). */
export function decodeHead(bytes: ArrayBuffer | Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
}

/** The verdict on a file of `size` bytes whose first HEAD_BYTES (or fewer) decode to `text`. */
export function judgeHead(text: string, size: number, rules: UploadRules): HeadVerdict {
  const sizeRefusal = checkUploadSize(size, rules)
  if (sizeRefusal) return { refusal: sizeRefusal }
  const head = parseHead(text)
  // An error in the head is the file's: what follows cannot make it JSON again.
  if (head.error) return { refusal: notValidJson(head.error.what, new TextEncoder().encode(text.slice(0, head.error.offset)).length) }
  if (head.value === undefined) return { refusal: text.trim() ? notValidJson('the file ends before its first value', size) : EMPTY_FILE }
  const kind = detectKind(head.value, head.complete)
  const refusal = kindRefusal(kind, rules)
  return refusal ? { refusal } : { kind }
}

/**
 * The browser's early check of a chosen file: its type or name, its size, and its kind from its first bytes; null
 * when the service should be asked. The service checks the whole file again.
 */
export async function checkChosenFile(file: Blob & { name: string }, rules: UploadRules): Promise<string | null> {
  const typeRefusal = checkUploadFile({ name: file.name, type: file.type })
  if (typeRefusal) return typeRefusal
  return judgeHead(decodeHead(await file.slice(0, HEAD_BYTES).arrayBuffer()), file.size, rules).refusal ?? null
}
