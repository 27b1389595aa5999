// The email that carries a user's write-to-us message to support (POST /v1/feedback).

import type { MailMessage } from './mailer.js'

export function feedbackMessage(supportEmail: string, from: { email: string; organization: string }, message: string): MailMessage {
  return {
    to: supportEmail,
    subject: `Sightline feedback from ${from.email}`,
    text: [`From: ${from.email}`, `Organisation: ${from.organization || '(none given)'}`, '', message].join('\n'),
  }
}
