// The reply conventions every /v1 call shares (spec-1 §7): success true with the payload, or false with an
// error. The failure the service writes is the TypeBox schema FailureReply (schemas/reply.ts); this module
// adds what the browser's client knows of a failure, without loading TypeBox.

import type { FailureReply } from './schemas/reply.js'

/** A failure: the service's `error`, and its `field` when it refused one value (FailureReply). */
export type Failure = FailureReply & {
  /** HTTP status when the failure came from a reply. */
  status?: number
  /** True when no reply arrived at all (the server could not be reached). */
  networkError?: boolean
}

export type Reply<T extends object> = ({ success: true } & T) | Failure

export const CANNOT_CONNECT = 'Cannot connect to the server.'
export const PERMISSION_DENIED = 'Permission Denied.'

/** A call refused because the server is past its capacity (503 with Retry-After): try again shortly. */
export function serverBusy(retryAfterSeconds: number): string {
  return `The server is busy. Try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`
}

export const isServerBusy = (message: string) => message.startsWith('The server is busy.')

/**
 * Whether a failed reply of this status is the service's own answer (nobody signed in, a refused sign-in),
 * rather than the service failing or refusing to answer for now (5xx, 429, 408), which says nothing about the
 * session. The page and the edge both keep a session through the latter: taken as "signed out", a busy
 * service's 503 sent the next page load through sign-in and on to the landing page.
 */
export const isServiceAnswer = (status: number) => status < 500 && status !== 429 && status !== 408
