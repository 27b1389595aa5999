// The API document (GET /v1/openapi.json): its address and, from schemas/apiDocument.ts, the types of the parts
// the /docs page reads, without loading TypeBox.

export type {
  ApiCodeSample,
  ApiContent,
  ApiDocument,
  ApiOperation,
  ApiParameter,
  ApiResponse,
  ApiTag,
  JsonSchemaObject,
} from './schemas/apiDocument.js'

/** Where the service serves the document, under /v1 like every call (docs/api.md). */
export const API_DOCUMENT_PATH = '/v1/openapi.json'
