// The user-trial calls of spec-3 §7: list the trials, list the users of one, and create one. The global
// administrator's only (spec-3 §6). Signing up with a trial's code is POST /v1/trial (routes/registration.ts).

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import {
  NewTrialRequest,
  Trial,
  TrialList,
  TrialParams,
  TrialReply,
  TrialUser,
  TrialUsersReply,
} from '../../../shared/api/types/schemas/trials.js'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { newTrialOf } from '../accounts/trial-form.js'
import { addTrial, findTrial, listTrials, trialUsers, type TrialRecord, type TrialUserRecord } from '../store/trials.js'
import type { ApiContext } from '../context.js'

export const TRIAL_NOT_FOUND = 'This trial could not be found.'
export const TRIAL_CODE_TAKEN = 'This code is already used by another trial. Choose another code.'

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

function toTrial(trial: TrialRecord): Trial {
  return {
    id: trial.id,
    code: trial.code,
    codeValidFrom: iso(trial.validFrom),
    codeValidUntil: iso(trial.validUntil),
    trialMonths: trial.trialMonths,
    trialType: trial.trialType,
  }
}

function toTrialUser(user: TrialUserRecord): TrialUser {
  return {
    email: user.email,
    registrationDate: iso(user.registrationDate),
    verificationDate: isoOrNull(user.verificationDate),
    accountExpiryDate: isoOrNull(user.accountExpiryDate),
  }
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.get(
    '/v1/trials',
    { schema: { querystring: NoQuery, response: replies(TrialList) }, config: { guard: 'globalAdmin', audit: { action: 'trials' } } },
    async (): Promise<TrialList> => ({ success: true, trials: (await listTrials(ctx.store)).map(toTrial) }),
  )

  app.get<{ Params: TrialParams }>(
    '/v1/trials/:id/users',
    {
      schema: { params: TrialParams, querystring: NoQuery, response: replies(TrialUsersReply) },
      config: { guard: 'globalAdmin', audit: { action: 'trial-users', details: (request) => `trial ${(request.params as TrialParams).id}` } },
    },
    async (request): Promise<TrialUsersReply> => {
      const trial = await findTrial(ctx.store, Number(request.params.id))
      if (!trial) throw new CallFailure(404, TRIAL_NOT_FOUND)
      return { success: true, users: (await trialUsers(ctx.store, trial.id)).map(toTrialUser) }
    },
  )

  app.post<{ Body: NewTrialRequest }>(
    '/v1/trials',
    { schema: { body: NewTrialRequest, response: replies(TrialReply) }, config: { guard: 'globalAdmin', audit: { action: 'trial-create' } } },
    async (request): Promise<TrialReply> => {
      const trial = await addTrial(ctx.store, newTrialOf(request.body))
      if (!trial) throw new CallFailure(400, TRIAL_CODE_TAKEN, 'code')
      // The code lets whoever holds it sign up: the log names the trial by its id only.
      request.audit.details = `trial ${trial.id}`
      return { success: true, trial: toTrial(trial) }
    },
  )
}

export default fp(plugin, { name: 'trials', fastify: '5.x' })
