// The text a public page shows for a failed account call.

import { CANNOT_CONNECT, type Failure } from '../../shared/api/types/reply.js'

/** No reply at all reads as the spec's "Cannot connect to the server."; otherwise the service's own words. */
export function failureText(reply: Failure): string {
  return reply.networkError ? CANNOT_CONNECT : reply.error
}
