// The reply conventions every /v1 call shares (spec-1 §7): success true with the payload, or false with an error.

export interface Failure {
  success: false
  error: string
  /** HTTP status when the failure came from a reply. */
  status?: number
  /** True when no reply arrived at all (the server could not be reached). */
  networkError?: boolean
}

export type Reply<T extends object> = ({ success: true } & T) | Failure

export const CANNOT_CONNECT = 'Cannot connect to the server.'
export const PERMISSION_DENIED = 'Permission Denied.'
