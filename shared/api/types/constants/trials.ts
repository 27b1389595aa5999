// The trial types and bounds of the user-trial calls (spec-3 §5, §9) that the browser and the service both
// read. A leaf: trials.ts (types) and schemas/trials.ts import it, it imports neither.

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
