// The API document call (GET /v1/openapi.json): the OpenAPI 3.1 description of every /v1 call that the /docs page
// draws. Open to anyone, like the page.

import { api as defaultApi, type ApiClient, type Cancelable } from './client.js'
import { API_BASE } from './request.js'
import { API_DOCUMENT_PATH, type ApiDocument } from './types/apiDocument.js'
import type { Reply } from './types/reply.js'

export interface ApiDocumentCalls {
  read(): Cancelable<Reply<ApiDocument>>
}

export function apiDocumentCalls(api: ApiClient = defaultApi): ApiDocumentCalls {
  // The client adds its base (/v1) to the path it is given.
  const path = API_DOCUMENT_PATH.slice(API_BASE.length)
  return { read: () => api.cancelable.get<ApiDocument>(path) }
}

/** The document call with the browser's client. */
export const apiDocument: ApiDocumentCalls = apiDocumentCalls()
