// The size rule of a BigSearch upload (spec-2 §5) as the edge and the built-in service both apply it: the edge
// refuses a body over it before sending it on, in the same words the service uses for a file over it.

import { HIGHSIDE } from '../../shared/variant.js'
import { HIGHSIDE_TOO_LARGE, tooLarge } from '../../shared/bigsearch/uploadMessages.js'

export const BIGSEARCH_UPLOAD = { method: 'POST', path: '/v1/bigsearch/data' } as const

/** The form's boundaries and part headers around the file in the standard build's form-data upload. */
export const FORM_ENVELOPE_BYTES = 64 * 1024

/**
 * The largest body that may carry a file within `fileLimit`. The high-security build sends the file itself as
 * the body and takes it only under 100 MB (spec-2 §5: "must be < 100MB"); the standard build's form wraps it.
 */
export function bigSearchBodyLimit(fileLimit: number, highside = HIGHSIDE): number {
  return highside ? fileLimit - 1 : fileLimit + FORM_ENVELOPE_BYTES
}

/** spec-2 §5: the refusal of a file over the limit of this build. */
export function bigSearchTooLarge(fileLimit: number, highside = HIGHSIDE): string {
  return highside ? HIGHSIDE_TOO_LARGE : tooLarge(fileLimit)
}
