// Requests and replies of the user-trial calls (spec-3 §3 "User trial", "Trial user", §7 "Trials"), shared
// by the built-in service and the admin area. The shapes are the TypeBox schemas of schemas/trials.ts; this
// module gives the browser their types and the bounds both sides read, without loading TypeBox.

export type { NewTrialRequest, Trial, TrialList, TrialReply, TrialUser, TrialUsersReply } from './schemas/trials.js'

export * from './constants/trials.js'
