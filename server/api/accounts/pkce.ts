// Proof Key for Code Exchange (RFC 7636), S256 only: /login takes the challenge with the code it issues,
// and the token call takes the verifier whose hash must be that challenge. 'plain' proves nothing to a
// thief who saw the authorisation request, so a code is never issued or redeemed with it.

import { createHash, timingSafeEqual } from 'node:crypto'

export const S256 = 'S256'

/** RFC 7636 §4.2: BASE64URL(SHA256(verifier)), 32 bytes, so 43 characters without padding. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/
/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/

export function isS256Challenge(method: string | undefined, challenge: string | undefined): boolean {
  return method === S256 && challenge !== undefined && CHALLENGE.test(challenge)
}

export function isWellFormedVerifier(verifier: string): boolean {
  return VERIFIER.test(verifier)
}

/** Whether the verifier is the one the S256 challenge was made from (compared in constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  const made = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'))
  const expected = Buffer.from(challenge)
  return made.length === expected.length && timingSafeEqual(made, expected)
}
