// The emails of registration and password reset: their subjects, their words and their links. Links sit on
// lines of their own so that every mail program makes them clickable whole.

import type { MailMessage } from './mailer.js'

export const VERIFY_SUBJECT = 'Verify your Sightline email address'
export const ALREADY_REGISTERED_SUBJECT = 'Someone tried to register with your Sightline email address'
export const RESET_SUBJECT = 'Reset your Sightline password'
export const PASSWORD_CHANGED_SUBJECT = 'Your Sightline password was changed'

/** Where the product is reached and who answers questions, as every message needs them. */
export interface MailSite {
  /** e.g. https://sightline.example.org, without a trailing slash. */
  publicUrl: string
  supportEmail: string
}

/** A product page with the address and code a link carries in its query string. */
function linkTo(site: MailSite, path: string, email: string, code: string): string {
  return `${site.publicUrl}${path}?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`
}

function lines(...text: string[]): string {
  return `${text.join('\n')}\n`
}

function signature(site: MailSite): string[] {
  return ['', `Questions? Write to ${site.supportEmail}.`, '', 'Sightline']
}

export function verificationMessage(site: MailSite, email: string, code: string): MailMessage {
  return {
    to: email,
    subject: VERIFY_SUBJECT,
    text: lines(
      'Welcome to Sightline.',
      '',
      'To confirm that this address is yours, open this link within 24 hours:',
      '',
      linkTo(site, '/verify', email, code),
      '',
      'If you did not register, ignore this message: no account is usable until its address is verified.',
      ...signature(site),
    ),
  }
}

/**
 * Sent instead of a verification link when the address already has an account, so that the reply to
 * the register call is the same for every address and does not reveal who has an account.
 */
export function alreadyRegisteredMessage(site: MailSite, email: string): MailMessage {
  return {
    to: email,
    subject: ALREADY_REGISTERED_SUBJECT,
    text: lines(
      'Someone tried to register a Sightline account with this email address, which already has one.',
      '',
      'If it was you, sign in:',
      '',
      `${site.publicUrl}/login`,
      '',
      'or, if you have forgotten your password, choose a new one here:',
      '',
      `${site.publicUrl}/resetpassword`,
      '',
      'If it was not you, ignore this message: nothing about your account has changed.',
      ...signature(site),
    ),
  }
}

export function passwordResetMessage(site: MailSite, email: string, code: string): MailMessage {
  return {
    to: email,
    subject: RESET_SUBJECT,
    text: lines(
      'Someone asked to reset the password of the Sightline account with this email address.',
      '',
      'If it was you, open this link within 1 hour to choose a new password:',
      '',
      linkTo(site, '/choosepassword', email, code),
      '',
      'If it was not you, ignore this message: your password stays as it is.',
      ...signature(site),
    ),
  }
}

/** Tells the owner of an address that its password changed, so that a change they did not make is noticed. */
export function passwordChangedMessage(site: MailSite, email: string): MailMessage {
  return {
    to: email,
    subject: PASSWORD_CHANGED_SUBJECT,
    text: lines(
      'The password of your Sightline account was changed, and every browser signed in to it was signed out.',
      '',
      `If you did not change it, choose a new password now and write to ${site.supportEmail}:`,
      '',
      `${site.publicUrl}/resetpassword`,
      ...signature(site),
    ),
  }
}
