// How the edge writes the calls it refuses itself into the built-in service's audit log (docs/security.md: every
// /v1 call is audited): the edge makes a secret when it launches the service and passes it in
// EDGE_AUDIT_SECRET; its internal call, on loopback, carries it in a header the edge never forwards.

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** The variable the edge sets for the service it forks; unset, the service takes no internal calls. */
export const EDGE_AUDIT_SECRET_ENV = 'EDGE_AUDIT_SECRET'
/** The header of the internal call; the edge strips it from every proxied request. */
export const EDGE_AUDIT_SECRET_HEADER = 'x-sightline-edge-secret'
/** Outside /v1, so that no proxy of the edge reaches it. */
export const EDGE_REFUSALS_PATH = '/internal/edge-refusals'

/** What the edge tells the service about one call it refused. */
export type { EdgeRefusal } from './edge-refusal.js'

export function newEdgeAuditSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** Compares in constant time: digests first, so that the lengths are equal too. */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
