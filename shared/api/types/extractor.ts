// The reply of the extractor's list of builds (GET /v1/exifextractor), shared by the built-in service and the
// downloads page. The shapes are the TypeBox schemas of schemas/extractor.ts; this module gives the browser their
// types without loading TypeBox.

export type { ExtractorBuild, ExtractorBuildsReply } from './schemas/extractor.js'
