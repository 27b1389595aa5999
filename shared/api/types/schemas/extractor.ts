// The reply of GET /v1/exifextractor (the downloads page's list of the extractor's builds) as a TypeBox schema. The
// service's route declares it; the browser imports this module only for types (shared/api/types/extractor.ts).

import { Type, type Static } from 'typebox'

/** One of spec-2 §2's five downloads, as this service has it. */
export const ExtractorBuild = Type.Object(
  {
    platform: Type.Union([Type.Literal('win'), Type.Literal('msi'), Type.Literal('mac-x64'), Type.Literal('mac-arm'), Type.Literal('linux')]),
    /** The name the download is saved under. */
    fileName: Type.String(),
    /** In bytes; null when this service has no such build. */
    size: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    /** Why the build is not here, as its link answers too; null when it is. */
    missing: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type ExtractorBuild = Static<typeof ExtractorBuild>

/** GET /v1/exifextractor: the five builds in spec-2 §2's order, and the version they are. */
export const ExtractorBuildsReply = Type.Object(
  { success: Type.Literal(true), version: Type.String(), builds: Type.Array(ExtractorBuild) },
  { additionalProperties: false },
)
export type ExtractorBuildsReply = Static<typeof ExtractorBuildsReply>
