// The email carrying a login code (spec-1 §4.1: sign-in asks for the emailed code when the account needs one).

import type { MailMessage } from './mailer.js'
import { CODE_LIFETIME_MS } from '../store/codes.js'

export const LOGIN_CODE_SUBJECT = 'Your Sightline login code'

export function loginCodeMessage(to: string, code: string): MailMessage {
  const minutes = Math.round(CODE_LIFETIME_MS.login / 60_000)
  return {
    to,
    subject: LOGIN_CODE_SUBJECT,
    text: [
      'Someone, hopefully you, is signing in to Sightline with this email address and password.',
      '',
      `Your login code: ${code}`,
      '',
      `The code works once, for ${minutes} minutes.`,
      'If you did not try to sign in, your password may be known to someone else: please change it.',
    ].join('\n'),
  }
}
