// /docs (spec-1 §2.1, the footer's "API Documentation"): the API document the service serves (GET /v1/openapi.json,
// docs/api.md), drawn by the page itself, open to anyone. Its own chunk (lazyScreens.tsx), which uses from the kit
// only what the public entry's first load shares with the other pages beyond sign-in, so that the sign-in page
// carries none of it: while the document is on its way, the chunk's own loader stands in for the page.

import { use, useState } from 'react'
import { Card } from '../../../shared/ui/form/Card.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { apiDocument } from '../../../shared/api/apiDocument.js'
import type { ApiDocument } from '../../../shared/api/types/apiDocument.js'
import type { Reply } from '../../../shared/api/types/reply.js'
import { ApiReference } from './ApiReference.js'

/**
 * The first read, kept outside the page so that a page suspended before its first draw finds the same read when it
 * is drawn again; a failed one is forgotten, so that opening the page again reads again.
 */
let firstRead: Promise<Reply<ApiDocument>> | null = null

function readDocument(): Promise<Reply<ApiDocument>> {
  const read = apiDocument.read()
  void read.then((reply) => {
    if (!reply.success && firstRead === read) firstRead = null
  })
  return read
}

export function ApiDocsScreen() {
  const [read, setRead] = useState(() => (firstRead ??= readDocument()))
  const reply = use(read)
  return (
    <Card title="API Documentation" wide>
      {reply.success ? (
        <ApiReference document={reply} />
      ) : (
        <>
          <Banner>The API document could not be loaded. {reply.error}</Banner>
          <div>
            <Button variant="secondary" onClick={() => setRead(readDocument())}>
              Try Again
            </Button>
          </div>
        </>
      )}
    </Card>
  )
}
