// The extractor's one step, the same in the browser's worker and on the command line: a file's bytes to its
// BigSearch item (its metadata through the product's one reader, its MD5 and SHA-1 through hash-wasm), or the
// reason it is refused. A file the reader cannot take is reported, never turned into an empty item.

import { md5, sha1 } from 'hash-wasm'
import type { BigSearchItem } from '../../api/types/bigsearch.js'
import { readMetadata } from '../../metadata/read-metadata.js'
import { itemFromReading } from './itemFromReading.js'

export type Extraction =
  | { item: BigSearchItem; refused?: undefined }
  | { fileName: string; refused: string }

/**
 * The item of one file; `fileName` is its path inside the case's folder and `index` its position among the
 * case's items. The bytes never leave this function: only the item does.
 */
export async function extractFile(bytes: Uint8Array, fileName: string, index: number): Promise<Extraction> {
  if (bytes.length === 0) return { fileName, refused: 'empty file' }
  const reading = await readMetadata(bytes)
  // The reader tells a picture by its content: anything else (a text file, a film) is not a media file of the case.
  if (reading.format === 'unknown') return { fileName, refused: 'not an image the extractor can read (JPEG, TIFF, PNG, WebP or HEIF)' }
  const [md5Hex, sha1Hex] = await Promise.all([md5(bytes), sha1(bytes)])
  return { item: itemFromReading(reading, { index, fileName, md5: md5Hex, sha1: sha1Hex }) }
}
