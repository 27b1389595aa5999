// Requests and replies of the Camera ID calls (spec-2 §7 "Camera ID"), shared by the built-in service and the
// camid area: the types of schemas/camid.ts and the bounds both sides read, without loading TypeBox.

export type {
  CamIdDeleteReply,
  CamIdHit,
  CamIdHitList,
  CamIdHitSightings,
  CamIdMonthlyCounts,
  CamIdQuery,
  CamIdQueryList,
  CamIdQueryReply,
  CamIdReferenceReply,
  CamIdResolution,
  CamIdResolutionList,
  CamIdStatsRow,
  CamIdUserCounts,
  FingerprintData,
  NewCamIdQuery,
} from './schemas/camid.js'

export * from './constants/camid.js'
