// Compresses the large JSON replies of /v1 for the browser (br, else gzip, as its Accept-Encoding allows): a
// 1,000-result search is 1.1 MB of JSON and about a fifth of that compressed, which on a slow link is seconds.
//
// Only the calls listed below, and only GET: compressing a reply that holds a secret next to text an attacker
// can choose lets the attacker read the secret from the reply's length (BREACH), so sign-in, session, API-key,
// OAuth and client-secret replies are never compressed, nor any call added later until it is listed here.

import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib'
import type { Readable } from 'node:stream'

/** Reads that carry search results, lists and figures, none of them a secret. */
const COMPRESSED_READS: readonly RegExp[] = [
  /^\/v1\/sightings(\/|$)/,
  /^\/v1\/searches$/,
  /^\/v1\/places(\/|$)/,
  /^\/v1\/licences(\/|$)/,
  /^\/v1\/trials(\/|$)/,
  /^\/v1\/bigsearch\/(leads|status)\//,
  // The API document: 260 KB of JSON describing the calls, the same for everyone.
  /^\/v1\/openapi\.json$/,
]

/** Smaller replies gain nothing worth a compressor's start-up. */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * Brotli's quality 4 compresses a megabyte of JSON in a few milliseconds to within a few percent of what the
 * slow top qualities reach; a reply is compressed once per request, so speed matters more than the last bytes.
 */
const BROTLI_QUALITY = 4

export type ReplyEncoding = 'br' | 'gzip'

export function isCompressedRead(method: string, path: string): boolean {
  return method === 'GET' && COMPRESSED_READS.some((pattern) => pattern.test(path))
}

/** The encoding to use for an Accept-Encoding header, br preferred; null for none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): ReplyEncoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const allowed = (name: ReplyEncoding) => (accepted.get(name) ?? (accepted.get('*') ?? 0)) > 0
  if (allowed('br')) return 'br'
  if (allowed('gzip')) return 'gzip'
  return null
}

/** Whether an upstream reply is one to compress: JSON, not already encoded, not tiny, setting no cookie. */
export function isCompressibleReply(headers: {
  contentType: unknown
  contentEncoding: unknown
  contentLength: unknown
  setCookie: unknown
}): boolean {
  if (typeof headers.contentType !== 'string' || !/^application\/json\b/i.test(headers.contentType)) return false
  if (headers.contentEncoding !== undefined && headers.contentEncoding !== 'identity') return false
  if (headers.setCookie !== undefined) return false
  const length = Number(headers.contentLength)
  return !(Number.isFinite(length) && headers.contentLength !== undefined && length < MIN_COMPRESSED_BYTES)
}

function compressor(encoding: ReplyEncoding) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } })
    : createGzip({ level: 6 })
}

/**
 * The reply compressed as it arrives: each piece the service has sent goes out compressed before the next is
 * waited for. Left to itself a compressor holds its output until its window fills or the input ends, so the
 * browser saw nothing of a 1,000-result search until all of it was compressed, and could not show its first
 * page early (shared/api/streamedList.ts). A flush after each piece (about 64 KB from the service) costs a few
 * percent of the compressed size.
 */
export function compressedCopy(source: Readable, encoding: ReplyEncoding): Readable {
  const zip = compressor(encoding)
  const flushKind = encoding === 'br' ? zlib.BROTLI_OPERATION_FLUSH : zlib.Z_SYNC_FLUSH
  source.on('data', (piece: Buffer) => {
    if (!zip.write(piece)) source.pause()
    zip.flush(flushKind)
  })
  zip.on('drain', () => source.resume())
  source.once('end', () => zip.end())
  source.once('error', (err) => zip.destroy(err))
  // The browser went away: stop reading the service's reply too.
  zip.once('close', () => source.destroy())
  return zip
}
