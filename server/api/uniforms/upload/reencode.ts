// A contributor's picture made anew (spec-3 §5; issue 32 "no metadata of the contributor's camera or location is ever
// stored or served"): decoded to pixels, turned upright, scaled to at most UNIFORM_UPLOAD_MAX_SIDE, and encoded again
// in its own format, so that nothing but the pixels survives: no Exif, XMP, IPTC, ICC or text chunk. Its perceptual
// features are taken from the same pixels. Done in a capped thread of its own: a large photo takes a second and
// some hundreds of MB, which must neither hold the service's other calls nor stay with it.

import { answerOf, type AnswerThread } from '../../threads/answer-thread.js'
import type { UploadKind } from './upload-check.js'

export interface ReencodeRequest {
  bytes: Uint8Array
  kind: UploadKind
}

export interface ReencodedPicture {
  bytes: Uint8Array
  contentType: UploadKind
  width: number
  height: number
  md5: string
  features: Uint8Array
}

export type ReencodeAnswer = { picture: ReencodedPicture } | { failure: string }

const REENCODE_THREAD: AnswerThread = {
  from: import.meta.url,
  source: './reencode-thread.ts',
  bundle: './uniforms-reencode.mjs',
  name: 'uniforms-reencode',
  limits: { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 32 },
}

/** The picture made anew, or the reason it could not be read. */
export function reencodeUpload(request: ReencodeRequest): Promise<ReencodeAnswer> {
  return answerOf<ReencodeAnswer>(REENCODE_THREAD, request, () => new Error('The image needed more memory than an upload may use.'))
}
