// The file part of an upload form (BigSearch's in the standard build, spec-2 §7 "file as form data"; the Hub's
// pictures), read so that a broken form is the caller's 400: a multipart type without its boundary, or a body cut
// short before the part begins or inside it, otherwise failed inside the form parser as the service's own error.

import type { FastifyRequest } from 'fastify'
import type { MultipartFile } from '@fastify/multipart'
import { CallFailure } from './failures.js'

export const UPLOAD_CUT_SHORT = 'The upload ended before its file did: it was cut short, or its form data is not well formed. Send the file again.'
export const NO_BOUNDARY = 'The upload is form data without a boundary: send it as multipart/form-data with its boundary, as a browser does.'

/** The boundary parameter of a multipart content type (RFC 2046 §5.1.1), quoted or not; null when none or empty. */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '')
  const boundary = match?.[1] ?? match?.[2] ?? ''
  return boundary === '' ? null : boundary
}

export interface FilePartLimits {
  fileSize: number
  files: number
  fields: number
  parts: number
}

/**
 * The form's first file part, or undefined when the form holds none. The form parser's own refusals (a limit, a
 * forbidden field name) keep their 4xx; anything else it fails with is a body it could not read.
 */
export async function filePart(request: FastifyRequest, limits: FilePartLimits): Promise<MultipartFile | undefined> {
  if (boundaryOf(request.headers['content-type']) === null) throw new CallFailure(400, NO_BOUNDARY)
  try {
    return await request.file({ limits, throwFileSizeLimit: false })
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) throw err
    throw new CallFailure(400, UPLOAD_CUT_SHORT)
  }
}

/**
 * The whole of a file part's bytes, as far as its size limit (the part's `file.truncated` says when it stopped
 * there); a body cut short inside the part is the caller's 400, as one cut before it is.
 */
export async function wholeFile(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer()
  } catch (err) {
    const status = (err as { statusCode?: unknown }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) throw err
    throw new CallFailure(400, UPLOAD_CUT_SHORT)
  }
}
