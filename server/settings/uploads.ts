// The upload settings the edge and the built-in service share (docs/operations.md "Settings"): how large an upload
// call's body may be (UPLOAD_LIMIT_MB; BIGSEARCH_UPLOAD_LIMIT_MB for a BigSearch upload) and how long it may
// take (UPLOAD_TIMEOUT_MS). The calls that are uploads are listed in shared/api/body-limits.ts.

import { wholeNumber, type Env } from './env.js'
import { HIGHSIDE } from '../../shared/variant.js'
import { HIGHSIDE_UPLOAD_LIMIT_BYTES } from '../../shared/api/types/bigsearch.js'

export interface UploadSettings {
  /** Largest body of an upload call, in bytes. */
  bodyLimit: number
  /** How long an upload may take to arrive, and then to be answered, in ms. */
  timeoutMs: number
  /**
   * Largest BigSearch file (POST /v1/bigsearch/data), in bytes: BIGSEARCH_UPLOAD_LIMIT_MB in the standard build;
   * spec-2 §5 fixes the high-security build's at 100 MB. Unset: the default of each build (bigSearchLimitOf).
   */
  bigSearchLimit?: number
}

/** spec-2 §9: 100 MB in the high-security build. */
export const DEFAULT_UPLOAD_LIMIT_MB = 100
/** 100 MB at 2 Mbit/s takes about 7 minutes. */
export const DEFAULT_UPLOAD_TIMEOUT_MS = 10 * 60 * 1000
/** A case's metadata file: about 1 KB per media file, so a million files; parsed streaming, whatever its size. */
export const DEFAULT_BIGSEARCH_UPLOAD_LIMIT_MB = 1024

/** The largest BigSearch file this build takes, in bytes. */
export function bigSearchLimitOf(uploads: UploadSettings): number {
  if (HIGHSIDE) return HIGHSIDE_UPLOAD_LIMIT_BYTES
  return uploads.bigSearchLimit ?? DEFAULT_BIGSEARCH_UPLOAD_LIMIT_MB * 1024 * 1024
}

export function loadUploadSettings(env: Env): UploadSettings {
  return {
    bodyLimit: wholeNumber(env, 'UPLOAD_LIMIT_MB', DEFAULT_UPLOAD_LIMIT_MB, 1, 10_000) * 1024 * 1024,
    timeoutMs: wholeNumber(env, 'UPLOAD_TIMEOUT_MS', DEFAULT_UPLOAD_TIMEOUT_MS, 1_000, 24 * 60 * 60 * 1000),
    bigSearchLimit: wholeNumber(env, 'BIGSEARCH_UPLOAD_LIMIT_MB', DEFAULT_BIGSEARCH_UPLOAD_LIMIT_MB, 1, 100_000) * 1024 * 1024,
  }
}
