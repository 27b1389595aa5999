// Checking a sign-in attempt (POST /v1/authenticate): the password, throttling, verification, and the
// emailed login code. Every refusal a guesser could learn from answers the same way whether or not the
// account exists. Throttling follows OWASP's device cookies: an attempt carrying a live device cookie for
// the account it tries is judged by that cookie's failures alone; any other ("untrusted") attempt is
// limited per account and per client address, so failures from elsewhere never lock out a known browser.

import { CallFailure } from '../failures.js'
import { hashPassword, verifyPassword } from '../store/passwords.js'
import { findUserByEmail, loginLockedUntil, recordLoginFailure, recordLoginSuccess, type UserRecord } from '../store/users.js'
import {
  addressKey,
  CLIENT_ADDRESS_POLICY,
  recordThrottledFailure,
  throttledUntil,
  UNKNOWN_ACCOUNT_POLICY,
  unknownAccountKey,
} from '../store/throttle.js'
import { isTrustedDevice, issueDeviceCookie, recordDeviceFailure } from '../store/device-cookies.js'
import { issueCode, redeemCode } from '../store/codes.js'
import { loginCodeMessage } from '../mail/messages-login.js'
import type { ApiContext } from '../context.js'

export const INCORRECT_CREDENTIALS = 'Incorrect email or password.'
export const NOT_VERIFIED = 'Please verify your email address first: follow the link we sent you.'
export const WRONG_LOGIN_CODE = 'The login code is wrong or has expired.'
export const CODE_NOT_SENT = 'The login code could not be emailed. Please try again in a few minutes.'

export function tooManyFailures(until: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((until - now) / 60_000))
  return `Too many failed sign-ins. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

export interface Attempt {
  username: string
  password: string
  mfaCode: string | null
  clientAddress: string
  /** The device cookie the browser sent, or null. */
  deviceToken: string | null
}

/** A sign-in gives the browser a new device cookie for the account (`deviceToken`). */
export type AttemptOutcome = { kind: 'signedIn'; user: UserRecord; deviceToken: string } | { kind: 'codeSent'; user: UserRecord }

// Verified against when the account does not exist, so that an unknown address costs the same time as a
// known one: hashed at the cost the service hashes passwords at, once per cost.
const dummyHashes = new Map<number, Promise<string>>()
function unknownAccountHash(ctx: ApiContext): Promise<string> {
  let hash = dummyHashes.get(ctx.passwordCost)
  if (!hash) dummyHashes.set(ctx.passwordCost, (hash = hashPassword('no account has this password', ctx.passwordCost)))
  return hash
}

function refuseIfThrottled(until: number | null, now: number): void {
  if (until !== null) throw new CallFailure(429, tooManyFailures(until, now))
}

/** The device cookie of the attempt when it is live and unlocked for the account tried, else null (untrusted). */
async function trustedDevice(ctx: ApiContext, attempt: Attempt, user: UserRecord | undefined, now: number): Promise<string | null> {
  if (!user || attempt.deviceToken === null) return null
  return (await isTrustedDevice(ctx.store, attempt.deviceToken, user.id, now)) ? attempt.deviceToken : null
}

/** The address's and then the account's (or unknown address's) wait, which stop untrusted attempts only. */
async function refuseUntrustedIfThrottled(ctx: ApiContext, attempt: Attempt, user: UserRecord | undefined, now: number): Promise<void> {
  refuseIfThrottled(await throttledUntil(ctx.store, addressKey(attempt.clientAddress), now), now)
  if (user) refuseIfThrottled(loginLockedUntil(user, now), now)
  else refuseIfThrottled(await throttledUntil(ctx.store, unknownAccountKey(attempt.username), now), now)
}

/**
 * Counts a failure and gives the refusal to throw: with a trusted device cookie the failure counts against that
 * cookie only; otherwise against the account (or the unknown address) and the client address.
 */
async function failure(ctx: ApiContext, attempt: Attempt, user: UserRecord | undefined, device: string | null, message: string): Promise<CallFailure> {
  const now = ctx.now()
  if (user && device !== null) await recordDeviceFailure(ctx.store, device, user.id, now)
  else {
    if (user) await recordLoginFailure(ctx.store, user.id, now)
    else await recordThrottledFailure(ctx.store, unknownAccountKey(attempt.username), UNKNOWN_ACCOUNT_POLICY, now)
    await recordThrottledFailure(ctx.store, addressKey(attempt.clientAddress), CLIENT_ADDRESS_POLICY, now)
  }
  return new CallFailure(400, message)
}

/**
 * Checks an attempt and returns who signed in, or that a login code was emailed; throws a CallFailure
 * (400 or 429, never 401: the browser reads 401 as "session ended") for every refusal.
 */
export async function checkAttempt(ctx: ApiContext, attempt: Attempt): Promise<AttemptOutcome> {
  const now = ctx.now()
  const user = await findUserByEmail(ctx.store, attempt.username)
  const device = await trustedDevice(ctx, attempt, user, now)
  if (device === null) await refuseUntrustedIfThrottled(ctx, attempt, user, now)
  if (!user) {
    await verifyPassword(attempt.password, await unknownAccountHash(ctx))
    throw await failure(ctx, attempt, undefined, null, INCORRECT_CREDENTIALS)
  }
  const matches = await verifyPassword(attempt.password, user.passwordHash ?? (await unknownAccountHash(ctx)))
  if (!matches || user.passwordHash === null) throw await failure(ctx, attempt, user, device, INCORRECT_CREDENTIALS)
  // Only told after the right password, so that it reveals nothing to a guesser.
  if (!user.verified) throw new CallFailure(400, NOT_VERIFIED)
  if (user.mfaRequired) {
    if (attempt.mfaCode === null) {
      await sendLoginCode(ctx, user)
      return { kind: 'codeSent', user }
    }
    if (!(await redeemCode(ctx.store, user.id, 'login', attempt.mfaCode, ctx.now()))) throw await failure(ctx, attempt, user, device, WRONG_LOGIN_CODE)
  }
  // A trusted sign-in leaves the account's untrusted count alone: clearing it would give a guesser a fresh
  // hundred tries an hour each time the real user signs in.
  if (device === null) await recordLoginSuccess(ctx.store, user.id)
  return { kind: 'signedIn', user, deviceToken: await issueDeviceCookie(ctx.store, attempt.deviceToken, user.id, ctx.now()) }
}

async function sendLoginCode(ctx: ApiContext, user: UserRecord): Promise<void> {
  const code = await issueCode(ctx.store, user.id, 'login', ctx.now())
  try {
    await ctx.mailer.send(loginCodeMessage(user.email, code))
  } catch {
    // 500, not 502-504: the browser retries those as "server unreachable", which would send more codes.
    throw new CallFailure(500, CODE_NOT_SENT)
  }
}
