// A sighting's picture as a reply: the size asked for read the one way, and the picture sent with the headers
// that keep it out of caches and other sites' reach. The thumbnail path and a Camera ID hit's pictures both
// answer so.

import type { FastifyReply } from 'fastify'
import { THUMB_SIZE, ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'
import { CallFailure, failure } from '../failures.js'
import type { Picture, ThumbnailSize } from './thumbnails.js'

export const NO_IMAGE = 'Image not found.'
/**
 * A picture is decided afresh on every request (who may see it changes with their licence), so no cache keeps
 * it: a browser's cache would show it again after the licence entry was removed, and to the next user of the
 * same browser profile.
 */
const PICTURE_CACHING = 'private, no-store'

export function pictureSizeOf(raw: unknown): ThumbnailSize {
  if (raw === undefined || raw === String(THUMB_SIZE)) return THUMB_SIZE
  if (raw === String(ORIGINAL_SIZE)) return ORIGINAL_SIZE
  throw new CallFailure(400, `size must be ${THUMB_SIZE} or ${ORIGINAL_SIZE}.`)
}

/** The picture, or 404 when there is none to show (unknown, known abuse, no copy kept). */
export function sendPicture(reply: FastifyReply, picture: Picture | null) {
  if (!picture) return reply.code(404).header('cache-control', 'no-store').send(failure(NO_IMAGE))
  return reply
    .header('content-type', picture.contentType)
    .header('cache-control', PICTURE_CACHING)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .send(picture.data)
}
