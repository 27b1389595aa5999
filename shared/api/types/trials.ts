// Requests and replies of the user-trial calls (spec-3 §3 "User trial", "Trial user", §7 "Trials"), shared
// by the built-in service and the admin area. The shapes are the TypeBox schemas of schemas/trials.ts; this
// module gives the browser their types and the bounds both sides read, without loading TypeBox.

export type { NewTrialRequest, Trial, TrialList, TrialReply, TrialUser, TrialUsersReply } from './schemas/trials.js'

/** spec-3 §9. */
export const TRIAL_TYPES = ['VICTIM_ID', 'AMPED', 'OTHER'] as const
export type TrialType = (typeof TRIAL_TYPES)[number]
export const DEFAULT_TRIAL_TYPE: TrialType = 'VICTIM_ID'
/** spec-3 §5, §9: one month unless the admin says otherwise; two years is the longest trial offered. */
export const DEFAULT_TRIAL_MONTHS = 1
export const TRIAL_MONTHS_MAX = 24
export const TRIAL_CODE_MAX = 64
/** What a sign-up code may hold: it is typed by hand and sent in links. */
export const TRIAL_CODE_FORMAT = /^[A-Za-z0-9_-]+$/
