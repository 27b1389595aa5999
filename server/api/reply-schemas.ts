// The response schemas a route declares: its reply on success, and the failure shape for every 4xx and 5xx,
// so that Fastify writes each reply from its schema and a field the schema does not name never leaves.

import type { TSchema } from 'typebox'
import { FailureReply } from '../../shared/api/types/schemas/reply.js'

/** Every failure the error handler, the guards and the routes write is { success: false, error }. */
export const FAILURES = { '4xx': FailureReply, '5xx': FailureReply } as const

/** The response schemas of a JSON call: `ok` for 200, the failure shape otherwise. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, ...FAILURES }
}
