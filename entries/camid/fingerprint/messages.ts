// What the fingerprint dialog and its worker say to each other. Photos go in and stay in the worker; only
// progress, a refusal and the finished fingerprint's values come back.

export interface FingerprintRequest {
  photos: File[]
}

export interface FingerprintProgress {
  /** 'sizes': each photo's size is read, to check they share one; 'estimate': each photo's noise is added. */
  phase: 'sizes' | 'estimate'
  done: number
  total: number
}

/** A finished estimate: the centre crop's values, row-major, cropSize x cropSize. */
export interface MadeFingerprint {
  fingerprint: Float32Array
  cropSize: number
  width: number
  height: number
  pictures: number
}

export type FingerprintReply =
  | { kind: 'progress'; progress: FingerprintProgress }
  | { kind: 'refused'; message: string }
  | { kind: 'done'; made: MadeFingerprint }
