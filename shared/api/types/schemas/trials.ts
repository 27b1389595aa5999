// Requests and replies of the user-trial calls (spec-3 §3 "User trial", "Trial user", §7 "Trials") as
// TypeBox schemas. Times are ISO 8601 strings in UTC. The service's routes declare them; the browser imports
// this module only for types (shared/api/types/trials.ts).

import { Type, type Static, type TSchema } from 'typebox'
import { TRIAL_CODE_MAX, TRIAL_TYPES } from '../constants/trials.js'
import { IdParams } from './reply.js'

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
/** A date as the create form sends it; longer than any ISO 8601 date-time. */
const dateText = () => Type.String({ maxLength: 40 })

export const TrialType = Type.Enum(TRIAL_TYPES)

/**
 * POST /v1/trials (form or JSON). The dates are YYYY-MM-DD (valid-from from the start of that day, UTC,
 * valid-until to its end) or ISO 8601 date-times with a zone. trialMonths and trialType are checked by the
 * service, so that a wrong one is told with what it may be; a form sends trialMonths as text.
 */
export const NewTrialRequest = Type.Object(
  {
    code: Type.String({ maxLength: TRIAL_CODE_MAX }),
    codeValidFrom: dateText(),
    codeValidUntil: dateText(),
    trialMonths: Type.Optional(Type.Union([Type.Number(), Type.String({ maxLength: 10 })])),
    trialType: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
)
export type NewTrialRequest = Static<typeof NewTrialRequest>

/** spec-3 §3 "User trial". */
export const Trial = Type.Object(
  {
    id: Type.Integer(),
    code: Type.String(),
    codeValidFrom: Type.String(),
    codeValidUntil: Type.String(),
    trialMonths: Type.Integer(),
    trialType: TrialType,
  },
  { additionalProperties: false },
)
export type Trial = Static<typeof Trial>

/** GET /v1/trials: every trial, the latest to open first. */
export const TrialList = Type.Object({ success: Type.Literal(true), trials: Type.Array(Trial) }, { additionalProperties: false })
export type TrialList = Static<typeof TrialList>

/** POST /v1/trials. */
export const TrialReply = Type.Object({ success: Type.Literal(true), trial: Trial }, { additionalProperties: false })
export type TrialReply = Static<typeof TrialReply>

export const TrialParams = IdParams
export type TrialParams = Static<typeof TrialParams>

/** spec-3 §3 "Trial user": the dates are null until the address is verified, which starts the trial. */
export const TrialUser = Type.Object(
  {
    email: Type.String(),
    registrationDate: Type.String(),
    verificationDate: nullable(Type.String()),
    accountExpiryDate: nullable(Type.String()),
  },
  { additionalProperties: false },
)
export type TrialUser = Static<typeof TrialUser>

/** GET /v1/trials/{id}/users: the users who registered with the trial's code, the latest first. */
export const TrialUsersReply = Type.Object({ success: Type.Literal(true), users: Type.Array(TrialUser) }, { additionalProperties: false })
export type TrialUsersReply = Static<typeof TrialUsersReply>
