// Requests and replies of the applications calls (spec-3 §3 "Application", §7 "Applications"), shared by the
// built-in service and the admin area. The shapes are the TypeBox schemas of schemas/applications.ts; this
// module gives the browser their types and the bounds both sides read, without loading TypeBox.

export type {
  Application,
  ApplicationIds,
  ApplicationList,
  ApplicationReply,
  ApplicationRequest,
  ApplicationState,
  ApproveRequest,
  BulkReply,
  BulkResult,
  CreatedApplication,
  CreatedApplicationReply,
} from './schemas/applications.js'

export * from './constants/applications.js'
