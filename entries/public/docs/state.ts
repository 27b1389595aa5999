// The /docs page's state: the API document (GET /v1/openapi.json) through the kit's remote query, read once a
// visit and kept while the visitor moves between the public pages; Try Again asks the service afresh.

import { apiDocument } from '../../../shared/api/apiDocument.js'
import type { ApiDocument } from '../../../shared/api/types/apiDocument.js'
import { createMemoryCache } from '../../../shared/state/keyedCache.js'
import { createRemoteQuery } from '../../../shared/state/remoteQuery.js'

/** There is one document. */
const THE_DOCUMENT = 'document'

const query = createRemoteQuery({
  keyOf: () => THE_DOCUMENT,
  fetch: () => apiDocument.read(),
  valueOf: (document: ApiDocument) => ({ document }),
  cache: createMemoryCache<{ document: ApiDocument }>(1),
})

export const documentState = query.state

/** Shows the document, read once; `refresh` (Try Again) reads it again. */
export const loadDocument = (refresh = false) => query.load(THE_DOCUMENT, refresh)
