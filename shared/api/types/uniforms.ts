// Requests and replies of the Uniform Intelligence Hub's calls (spec-3 §7 "Uniforms"), shared by the built-in service
// and the uniforms area: the types of schemas/uniforms.ts and the bounds both sides read, without loading TypeBox.

export type {
  ContributionPayload,
  FilterNode,
  PiiEvent,
  School,
  SchoolImage,
  SchoolImageReply,
  SchoolImagesReply,
  SchoolImagesUploadedReply,
  SchoolReply,
  UniformContributionsConfigReply,
  UniformContributionsReply,
  UniformSearchConfigReply,
  UniformSearchReply,
  UniformTermsReply,
} from './schemas/uniforms.js'

export * from './constants/uniforms.js'
