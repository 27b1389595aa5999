// spec-3 §4 "Verify": which answers to POST /register/verify count as a verified email.

import type { VerifyReply, VerifyResult } from '../../shared/api/types/account.js'
import type { Reply } from '../../shared/api/types/reply.js'

export const EMAIL_NOT_VERIFIED = 'Email not verified.'

const VERIFIED: readonly VerifyResult[] = ['VERIFIED', 'ALREADY_VERIFIED']

/** VERIFIED or ALREADY_VERIFIED; any other answer, a failure included, is not verified. */
export function isVerified(reply: Reply<VerifyReply> | null): boolean {
  return !!reply && reply.success && VERIFIED.includes(reply.result)
}
