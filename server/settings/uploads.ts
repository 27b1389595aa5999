// The upload settings the edge and the built-in service share (README "Settings"): how large an upload
// call's body may be (UPLOAD_LIMIT_MB) and how long it may take (UPLOAD_TIMEOUT_MS). The calls that are
// uploads are listed in shared/api/body-limits.ts.

import { wholeNumber, type Env } from './env.js'

export interface UploadSettings {
  /** Largest body of an upload call, in bytes. */
  bodyLimit: number
  /** How long an upload may take to arrive, and then to be answered, in ms. */
  timeoutMs: number
}

/** spec-2 §9: 100 MB in the high-security build. */
export const DEFAULT_UPLOAD_LIMIT_MB = 100
/** 100 MB at 2 Mbit/s takes about 7 minutes. */
export const DEFAULT_UPLOAD_TIMEOUT_MS = 10 * 60 * 1000


export function loadUploadSettings(env: Env): UploadSettings {
  return {
    bodyLimit: wholeNumber(env, 'UPLOAD_LIMIT_MB', DEFAULT_UPLOAD_LIMIT_MB, 1, 10_000) * 1024 * 1024,
    timeoutMs: wholeNumber(env, 'UPLOAD_TIMEOUT_MS', DEFAULT_UPLOAD_TIMEOUT_MS, 1_000, 24 * 60 * 60 * 1000),
  }
}
