// /docs (spec-1 §2.1, the footer's "API Documentation"): the API document the service serves (GET /v1/openapi.json,
// docs/api.md), drawn by the page itself, open to anyone. Its own chunk (lazyScreens.tsx): the sign-in page carries
// none of it.

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { Card } from '../../../shared/ui/form/Card.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { documentState, loadDocument } from './state.js'
import { ApiReference } from './ApiReference.js'

export function ApiDocsScreen() {
  useSignals()
  const state = documentState.value
  // A document read earlier in this visit is shown as it is.
  useEffect(() => void loadDocument(), [])
  return (
    <Card title="API Documentation" wide>
      {(state.kind === 'loading' || state.kind === 'idle') && <Loader label="Loading the API document…" />}
      {state.kind === 'failed' && (
        <FailureNotice place="section" message={`The API document could not be loaded. ${state.error}`} onTryAgain={() => void loadDocument(true)} />
      )}
      {state.kind === 'loaded' && <ApiReference document={state.document} />}
    </Card>
  )
}
