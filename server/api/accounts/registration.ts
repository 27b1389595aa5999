// Accounts made and proved by email (spec-1 §7, spec-3 §4 "Verify"), and passwords reset by an emailed
// link. No reply tells a stranger whether an address has an account, or whether it is verified.

import type { FastifyBaseLogger } from 'fastify'
import type { RegisterForm, VerifyResult } from '../../../shared/api/types/account.js'
import { CallFailure } from '../failures.js'
import type { ApiContext } from '../context.js'
import type { MailMessage } from '../mail/mailer.js'
import { alreadyRegisteredMessage, passwordChangedMessage, passwordResetMessage, verificationMessage } from '../mail/messages.js'
import { issueCode, lastIssuedAt, redeemCode, wasIssued } from '../store/codes.js'
import { hashPassword } from '../store/passwords.js'
import { registerAccount, resetPassword, verifyAccount } from '../store/registrations.js'
import { openTrialByCode, type TrialRecord } from '../store/trials.js'
import { findUserByEmail, type UserRecord } from '../store/users.js'
import type { EmailedLink } from './registration-form.js'

export const INVALID_TRIAL_CODE = 'This trial code is not valid.'
/** spec-3 §8: the one message of a failed verification, whatever the reason. */
export const EMAIL_NOT_VERIFIED = 'Email not verified.'
export const INVALID_RESET_LINK = 'This reset link is not valid or has expired. Ask for a new one.'
export const MAIL_NOT_SENT = 'The email could not be sent. Please try again later.'

/** One reset mail a minute at most per address, so that the call cannot be used to flood someone's inbox. */
export const RESET_MAIL_INTERVAL_MS = 60_000
/** Longer than any code an admin would hand out; a longer one is simply not a trial code. */
const MAX_TRIAL_CODE = 100

async function send(ctx: ApiContext, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message)
  } catch (err) {
    log.error({ err }, 'mail could not be sent')
    throw new CallFailure(503, MAIL_NOT_SENT)
  }
}

/** The open trial a trial registration's code names; refused when there is none. */
export async function trialByCode(ctx: ApiContext, code: string): Promise<TrialRecord> {
  const trial = code !== '' && code.length <= MAX_TRIAL_CODE ? await openTrialByCode(ctx.store, code, ctx.now()) : undefined
  if (!trial) throw new CallFailure(400, INVALID_TRIAL_CODE, 'code')
  return trial
}

/**
 * A new address gets an unverified account and a verification link; an address that already has an
 * account gets a notice instead, so that the reply is the same for both. A trial registration joins
 * the trial, which starts when the address is verified.
 */
export async function register(ctx: ApiContext, log: FastifyBaseLogger, form: Required<RegisterForm>, trial: TrialRecord | null): Promise<void> {
  // Hashing for every address keeps an address that has an account from answering sooner.
  const passwordHash = await hashPassword(form.password, ctx.passwordCost)
  const { email, firstName, lastName, organization } = form
  const registration = await registerAccount(ctx.store, { email, firstName, lastName, organization, passwordHash }, trial?.id ?? null, ctx.now())
  const message =
    registration.kind === 'existing'
      ? alreadyRegisteredMessage(ctx, registration.user.email)
      : verificationMessage(ctx, registration.user.email, registration.code)
  await send(ctx, log, message)
}

/**
 * VERIFIED when the code is the address's live verification code; ALREADY_VERIFIED when the address is
 * verified and the code is the one it was sent (a second click on the link); otherwise refused, the same
 * for an unknown address, so that the call does not tell a stranger which addresses are verified.
 */
export async function verifyEmail(ctx: ApiContext, link: EmailedLink): Promise<VerifyResult> {
  const user = link.email === '' || link.code === '' ? undefined : await findUserByEmail(ctx.store, link.email)
  let result: VerifyResult | null = null
  if (user?.verified) result = (await wasIssued(ctx.store, user.id, 'verify', link.code)) ? 'ALREADY_VERIFIED' : null
  else if (user) result = (await verifyAccount(ctx.store, user, link.code, ctx.now())) ? 'VERIFIED' : null
  if (result === null) throw new CallFailure(400, EMAIL_NOT_VERIFIED)
  return result
}

/** Mails a reset link, at most one a minute; the caller learns nothing of whether the address has an account. */
export async function requestPasswordReset(ctx: ApiContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const now = ctx.now()
  const user = await findUserByEmail(ctx.store, email)
  const lastSent = user ? await lastIssuedAt(ctx.store, user.id, 'reset') : null
  if (user && (lastSent === null || now - lastSent >= RESET_MAIL_INTERVAL_MS)) {
    const code = await issueCode(ctx.store, user.id, 'reset', now)
    await send(ctx, log, passwordResetMessage(ctx, user.email, code))
  }
}

/**
 * Sets the password a reset link allows, signs the account out everywhere and tells its address; returns
 * the account. The caller checks the password first, so that one too short does not use up the link.
 */
export async function updatePassword(ctx: ApiContext, log: FastifyBaseLogger, link: EmailedLink, password: string): Promise<UserRecord> {
  const now = ctx.now()
  const user = link.email === '' || link.code === '' ? undefined : await findUserByEmail(ctx.store, link.email)
  if (!user || !(await redeemCode(ctx.store, user.id, 'reset', link.code, now))) throw new CallFailure(400, INVALID_RESET_LINK)
  await resetPassword(ctx.store, user, await hashPassword(password, ctx.passwordCost), now)
  try {
    await ctx.mailer.send(passwordChangedMessage(ctx, user.email))
  } catch (err) {
    // The password has changed; a notice that cannot go must not make the change look failed.
    log.error({ err }, 'password change notice could not be sent')
  }
  return user
}
