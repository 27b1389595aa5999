// POST /v1/register, /v1/trial, /v1/register/verify, /v1/register/requestpasswordreset and
// /v1/register/updatepassword (spec-1 §7, spec-3 §4 "Verify"): accounts made and proved by email, and
// passwords reset by an emailed link. Bodies are forms or JSON with the same fields.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { AccountReply, VerifyReply } from '../../../shared/api/types/account.js'
import * as Schemas from '../../../shared/api/types/schemas/account.js'
import { formRoute } from '../form-fields.js'
import type { ApiContext } from '../context.js'
import { clearSessionCookie } from '../plugins/authentication.js'
import { register, requestPasswordReset, trialByCode, updatePassword, verifyEmail } from '../accounts/registration.js'
import { emailedLinkOf, emailOf, fieldsOf, passwordOf, registrationOf, trialCodeOf } from '../accounts/registration-form.js'
import { userViewById } from '../accounts/user-view.js'

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.post(
    '/v1/register',
    formRoute(Schemas.RegisterForm, Schemas.AccountReply, 'register'),
    async (request) => {
      await register(ctx, request.log, registrationOf(fieldsOf(request.body)), null)
      return { success: true, result: 'REGISTERED' } satisfies AccountReply
    },
  )

  app.post(
    '/v1/trial',
    formRoute(Schemas.TrialForm, Schemas.AccountReply, 'trial-register'),
    async (request) => {
      const fields = fieldsOf(request.body)
      const form = registrationOf(fields)
      const trial = await trialByCode(ctx, trialCodeOf(fields))
      request.audit.details = `trial ${trial.id}`
      await register(ctx, request.log, form, trial)
      return { success: true, result: 'REGISTERED' } satisfies AccountReply
    },
  )

  app.post(
    '/v1/register/verify',
    formRoute(Schemas.VerifyForm, Schemas.VerifyReply, 'verify'),
    async (request) => {
      const result = await verifyEmail(ctx, emailedLinkOf(fieldsOf(request.body)))
      return { success: true, result, user: await userViewById(ctx.store, request.account?.user.id, ctx.now()) } satisfies VerifyReply
    },
  )

  app.post(
    '/v1/register/requestpasswordreset',
    formRoute(Schemas.PasswordResetRequestForm, Schemas.AccountReply, 'password-reset-request'),
    async (request) => {
      await requestPasswordReset(ctx, request.log, emailOf(fieldsOf(request.body)))
      // The reply is the same whether or not the address has an account, and whether or not a mail went.
      return { success: true, result: 'RESET_SENT' } satisfies AccountReply
    },
  )

  app.post(
    '/v1/register/updatepassword',
    formRoute(Schemas.UpdatePasswordForm, Schemas.AccountReply, 'password-update'),
    async (request, reply) => {
      const fields = fieldsOf(request.body)
      const link = emailedLinkOf(fields)
      // The password is checked first, so that a password too short does not use up the link.
      const password = passwordOf(fields)
      const user = await updatePassword(ctx, request.log, link, password)
      if (request.account?.user.id === user.id) clearSessionCookie(reply, ctx)
      return { success: true, result: 'PASSWORD_UPDATED' } satisfies AccountReply
    },
  )
}

export default fp(plugin, { name: 'registration', fastify: '5.x', dependencies: ['audit', 'authentication'] })
