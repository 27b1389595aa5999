// The /docs page's state: the API document as last read (GET /v1/openapi.json), kept while the visitor moves
// between the public pages, and the action that reads it.

import { signal } from '@preact/signals-react'
import { apiDocument } from '../../../shared/api/apiDocument.js'
import type { ApiDocument } from '../../../shared/api/types/apiDocument.js'

export type DocumentState = { kind: 'loading' } | { kind: 'failed'; error: string } | { kind: 'loaded'; document: ApiDocument }

export const documentState = signal<DocumentState>({ kind: 'loading' })

let reading: Promise<void> | null = null

/** Reads the document, once at a time; a failure is kept for the page to show with Try Again. */
export function loadDocument(): Promise<void> {
  reading ??= (async () => {
    documentState.value = { kind: 'loading' }
    const reply = await apiDocument.read()
    documentState.value = reply.success ? { kind: 'loaded', document: reply } : { kind: 'failed', error: reply.error }
    reading = null
  })()
  return reading
}
