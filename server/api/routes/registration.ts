// POST /v1/register, /v1/trial, /v1/register/verify, /v1/register/requestpasswordreset and
// /v1/register/updatepassword (spec-1 §7, spec-3 §4 "Verify"): accounts made and proved by email, and
// passwords reset by an emailed link. Bodies are forms or JSON with the same fields.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  type AccountReply,
  type RegisterForm,
  type VerifyReply,
  type VerifyResult,
} from '../../../shared/api/types/account.js'
import type { User } from '../../../shared/api/types/user.js'
import { CallFailure } from '../failures.js'
import type { ApiContext } from '../context.js'
import type { MailMessage } from '../mail/mailer.js'
import {
  alreadyRegisteredMessage,
  passwordChangedMessage,
  passwordResetMessage,
  verificationMessage,
} from '../mail/messages.js'
import { clearSessionCookie } from '../plugins/authentication.js'
import { issueCode, lastIssuedAt, redeemCode, wasIssued } from '../store/codes.js'
import { hashPassword } from '../store/passwords.js'
import { deleteUserSessions } from '../store/sessions.js'
import { joinTrial, openTrialByCode, startTrials, type Trial } from '../store/trials.js'
import { createUser, findUserByEmail, findUserById, markUserVerified, setPassword } from '../store/users.js'
import { userView } from '../user-view.js'

export const INVALID_TRIAL_CODE = 'This trial code is not valid.'
/** spec-3 §8: the one message of a failed verification, whatever the reason. */
export const EMAIL_NOT_VERIFIED = 'Email not verified.'
export const INVALID_RESET_LINK = 'This reset link is not valid or has expired. Ask for a new one.'
export const MAIL_NOT_SENT = 'The email could not be sent. Please try again later.'

/** One reset mail a minute at most per address, so that the call cannot be used to flood someone's inbox. */
export const RESET_MAIL_INTERVAL_MS = 60_000
/** Longer than any code an admin would hand out; a longer one is simply not a trial code. */
const MAX_TRIAL_CODE = 100

// The fields of the forms: each problem is answered with what to fix, and changes nothing.

type Fields = Record<string, unknown>
type FieldName = keyof typeof FIELD_NAMES

const FIELD_NAMES = {
  email: 'The email address',
  password: 'The password',
  firstName: 'The first name',
  lastName: 'The last name',
  organization: 'The organisation',
  code: 'The code',
}

/** RFC 5321's limit on a whole address. */
export const EMAIL_MAX = 254
export const NAME_MAX = 100
/** One @, something before it, and a domain of at least two labels; no spaces or control characters. */
const EMAIL_FORMAT = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(\.[^\s@.\p{Cc}]+)+$/u

const invalid = (message: string) => new CallFailure(400, message)

function fieldsOf(body: unknown): Fields {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalid('Send the fields as a form or as a JSON object.')
  }
  return body as Fields
}

/** A field's text; undefined when it is absent. A repeated form field or a JSON number is refused. */
function textOf(fields: Fields, name: FieldName): string | undefined {
  const value = fields[name]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid(`${FIELD_NAMES[name]} must be text.`)
  return value
}

/** Characters as a person counts them, not UTF-16 units. */
const lengthOf = (text: string) => [...text.normalize('NFC')].length

function emailOf(fields: Fields): string {
  const email = (textOf(fields, 'email') ?? '').trim()
  if (email === '') throw invalid('Enter your email address.')
  if (email.length > EMAIL_MAX) throw invalid(`The email address must be at most ${EMAIL_MAX} characters.`)
  if (!EMAIL_FORMAT.test(email)) throw invalid('Enter a valid email address, like name@example.org.')
  return email
}

function passwordOf(fields: Fields): string {
  const password = textOf(fields, 'password') ?? ''
  if (password === '') throw invalid('Enter a password.')
  const length = lengthOf(password)
  if (length < PASSWORD_MIN) throw invalid(`The password must be at least ${PASSWORD_MIN} characters.`)
  if (length > PASSWORD_MAX) throw invalid(`The password must be at most ${PASSWORD_MAX} characters.`)
  return password
}

function nameOf(fields: Fields, name: 'firstName' | 'lastName' | 'organization'): string {
  const value = (textOf(fields, name) ?? '').trim()
  if (lengthOf(value) > NAME_MAX) throw invalid(`${FIELD_NAMES[name]} must be at most ${NAME_MAX} characters.`)
  if (/\p{Cc}/u.test(value)) throw invalid(`${FIELD_NAMES[name]} must be one line of text.`)
  return value
}

function registrationOf(fields: Fields): Required<RegisterForm> {
  return {
    email: emailOf(fields),
    password: passwordOf(fields),
    firstName: nameOf(fields, 'firstName'),
    lastName: nameOf(fields, 'lastName'),
    organization: nameOf(fields, 'organization'),
  }
}

async function send(ctx: ApiContext, request: FastifyRequest, message: MailMessage): Promise<void> {
  try {
    await ctx.mailer.send(message)
  } catch (err) {
    request.log.error({ err }, 'mail could not be sent')
    throw new CallFailure(503, MAIL_NOT_SENT)
  }
}

/**
 * A new address gets an unverified account and a verification link; an address that already has an
 * account gets a notice instead, so that the reply is the same for both. A trial registration joins
 * the trial, which starts when the address is verified.
 */
async function register(ctx: ApiContext, request: FastifyRequest, form: Required<RegisterForm>, trial: Trial | null) {
  // Hashing for every address keeps an address that has an account from answering sooner.
  const passwordHash = await hashPassword(form.password)
  const now = ctx.now()
  const { db } = ctx
  const message = db.transaction(() => {
    const existing = findUserByEmail(db, form.email)
    if (existing) return alreadyRegisteredMessage(ctx, existing.email)
    const user = createUser(db, { ...form, passwordHash }, now)
    if (trial) joinTrial(db, trial.id, user.id, now)
    return verificationMessage(ctx, user.email, issueCode(db, user.id, 'verify', now))
  }).immediate()
  await send(ctx, request, message)
}

/**
 * VERIFIED when the code is the address's live verification code; ALREADY_VERIFIED when the address is
 * verified and the code is the one it was sent (a second click on the link); otherwise null, the same
 * for an unknown address, so that the call does not tell a stranger which addresses are verified.
 */
function verify(ctx: ApiContext, email: string, code: string): VerifyResult | null {
  const { db } = ctx
  const now = ctx.now()
  const user = findUserByEmail(db, email)
  if (!user) return null
  if (user.verified) return wasIssued(db, user.id, 'verify', code) ? 'ALREADY_VERIFIED' : null
  return db.transaction(() => {
    if (!redeemCode(db, user.id, 'verify', code, now)) return null
    markUserVerified(db, user.id)
    startTrials(db, user.id, user.email, now)
    return 'VERIFIED' as const
  }).immediate()
}

function signedInUser(ctx: ApiContext, request: FastifyRequest): User | null {
  const user = request.account && findUserById(ctx.db, request.account.user.id)
  return user ? userView(ctx.db, user, ctx.now()) : null
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.post('/v1/register', { config: { audit: { action: 'register' } } }, async (request) => {
    await register(ctx, request, registrationOf(fieldsOf(request.body)), null)
    return { success: true, result: 'REGISTERED' } satisfies AccountReply
  })

  app.post('/v1/trial', { config: { audit: { action: 'trial-register' } } }, async (request) => {
    const fields = fieldsOf(request.body)
    const form = registrationOf(fields)
    const code = (textOf(fields, 'code') ?? '').trim()
    const trial = code !== '' && code.length <= MAX_TRIAL_CODE ? openTrialByCode(ctx.db, code, ctx.now()) : undefined
    if (!trial) throw new CallFailure(400, INVALID_TRIAL_CODE)
    request.audit.details = `trial ${trial.id}`
    await register(ctx, request, form, trial)
    return { success: true, result: 'REGISTERED' } satisfies AccountReply
  })

  app.post('/v1/register/verify', { config: { audit: { action: 'verify' } } }, async (request) => {
    const fields = fieldsOf(request.body)
    const email = (textOf(fields, 'email') ?? '').trim()
    const code = textOf(fields, 'code') ?? ''
    const result = email === '' || code === '' ? null : verify(ctx, email, code)
    if (result === null) throw new CallFailure(400, EMAIL_NOT_VERIFIED)
    return { success: true, result, user: signedInUser(ctx, request) } satisfies VerifyReply
  })

  app.post('/v1/register/requestpasswordreset', { config: { audit: { action: 'password-reset-request' } } }, async (request) => {
    const email = emailOf(fieldsOf(request.body))
    const now = ctx.now()
    const user = findUserByEmail(ctx.db, email)
    const lastSent = user ? lastIssuedAt(ctx.db, user.id, 'reset') : null
    // The reply is the same whether or not the address has an account, and whether or not a mail went.
    if (user && (lastSent === null || now - lastSent >= RESET_MAIL_INTERVAL_MS)) {
      const code = issueCode(ctx.db, user.id, 'reset', now)
      await send(ctx, request, passwordResetMessage(ctx, user.email, code))
    }
    return { success: true, result: 'RESET_SENT' } satisfies AccountReply
  })

  app.post('/v1/register/updatepassword', { config: { audit: { action: 'password-update' } } }, async (request, reply) => {
    const fields = fieldsOf(request.body)
    const email = (textOf(fields, 'email') ?? '').trim()
    const code = textOf(fields, 'code') ?? ''
    // The password is checked first, so that a password too short does not use up the link.
    const password = passwordOf(fields)
    const now = ctx.now()
    const user = email === '' || code === '' ? undefined : findUserByEmail(ctx.db, email)
    if (!user || !redeemCode(ctx.db, user.id, 'reset', code, now)) throw new CallFailure(400, INVALID_RESET_LINK)
    const passwordHash = await hashPassword(password)
    ctx.db.transaction(() => {
      setPassword(ctx.db, user.id, passwordHash)
      // The link reached the address, which proves it as a verification link would.
      markUserVerified(ctx.db, user.id)
      startTrials(ctx.db, user.id, user.email, now)
      // Whoever knew the old password is signed out everywhere.
      deleteUserSessions(ctx.db, user.id)
    }).immediate()
    if (request.account?.user.id === user.id) clearSessionCookie(reply, ctx)
    try {
      await ctx.mailer.send(passwordChangedMessage(ctx, user.email))
    } catch (err) {
      // The password has changed; a notice that cannot go must not make the change look failed.
      request.log.error({ err }, 'password change notice could not be sent')
    }
    return { success: true, result: 'PASSWORD_UPDATED' } satisfies AccountReply
  })
}

export default fp(plugin, { name: 'registration', fastify: '5.x', dependencies: ['audit', 'authentication'] })
