// Compresses the large JSON replies of /v1 for the browser (zstd, else br, else gzip, as its Accept-Encoding
// allows): a 1,000-result search is 1.1 MB of JSON and about a fifth of that compressed, which on a slow link is
// seconds.
//
// Only the calls listed below, and only GET: compressing a reply that holds a secret next to text an attacker
// can choose lets the attacker read the secret from the reply's length (BREACH), so sign-in, session, API-key,
// OAuth and client-secret replies are never compressed, nor any call added later until it is listed here.

import { createBrotliCompress, createGzip, createZstdCompress, constants as zlib } from 'node:zlib'
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
 * A reply is compressed once per request, so speed matters as much as the last bytes. A 1,000-result search's
 * 1.1 MB, compressed in its ~64 KB pieces as the edge does: zstd at level 3 in 5.8 ms to 249 KB, Brotli at quality 4
 * in 9.8 ms to 244 KB, gzip at level 6 in 12.8 ms to 259 KB; the browser decodes zstd fastest too (1.5 ms against
 * 2.3). Through the edge at 200,000 sightings that search's median was 14 ms plain, 20 with zstd, 23–29 with Brotli
 * and 28–29 with gzip. Chromium and Firefox accept zstd; the others get Brotli or gzip.
 */
const ZSTD_LEVEL = 3
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 6

export type ReplyEncoding = 'zstd' | 'br' | 'gzip'

export function isCompressedRead(method: string, path: string): boolean {
  return method === 'GET' && COMPRESSED_READS.some((pattern) => pattern.test(path))
}

/** The encoding to use for an Accept-Encoding header, zstd then br preferred; null for none (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): ReplyEncoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const allowed = (name: ReplyEncoding) => (accepted.get(name) ?? (accepted.get('*') ?? 0)) > 0
  if (allowed('zstd')) return 'zstd'
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

/** A compressor for the encoding, and the flush that makes it give out what it holds without ending. */
function compressor(encoding: ReplyEncoding) {
  switch (encoding) {
    case 'zstd':
      return { zip: createZstdCompress({ params: { [zlib.ZSTD_c_compressionLevel]: ZSTD_LEVEL } }), flushKind: zlib.ZSTD_e_flush }
    case 'br':
      return {
        zip: createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
        flushKind: zlib.BROTLI_OPERATION_FLUSH,
      }
    case 'gzip':
      return { zip: createGzip({ level: GZIP_LEVEL }), flushKind: zlib.Z_SYNC_FLUSH }
  }
}

/**
 * The reply compressed as it arrives: each piece the service has sent goes out compressed before the next is
 * waited for. Left to itself a compressor holds its output until its window fills or the input ends, so the
 * browser saw nothing of a 1,000-result search until all of it was compressed, and could not show its first
 * page early (shared/api/streamedList.ts). A flush after each piece (about 64 KB from the service) costs a few
 * percent of the compressed size.
 */
export function compressedCopy(source: Readable, encoding: ReplyEncoding): Readable {
  const { zip, flushKind } = compressor(encoding)
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
