// The queries page's signals (spec-2 §4 "Fingerprint upload", "Camera ID queries"): the caller's queries, a page
// at a time and asked again every few seconds while one of them is waiting or running; the caller's references,
// which the list's reply carries; and the three writes: submitting a fingerprint, changing a query's reference
// (its owner only, and only when it changed) and deleting one, whose result message goes after 5 seconds.

import { signal } from '@preact/signals-react'
import { camIdCalls } from '../../../shared/api/camid.js'
import { api as defaultApi, type ApiClient } from '../../../shared/api/client.js'
import { CAMID_DELETE_FAILED, CAMID_SUBMITTED, type CamIdQuery, type FingerprintData } from '../../../shared/api/types/camid.js'
import { createAction, RESULT_MESSAGE_MS } from '../../../shared/state/action.js'
import { browserTimers, type Timers } from '../../../shared/state/timers.js'
import { createPagedRows, type PageRequest } from '../../../shared/ui/table/pagedRows.js'
import { createTableError } from '../../../shared/ui/table/TableErrorNotice.js'
import { camIdFailure } from '../failures.js'
import { isUnderWay, QUERIES_POLL_MS } from '../queryJob.js'

/** The list has no filters of its own. */
export type QueryListFilters = Record<string, never>

export const queryDeleted = (query: Pick<CamIdQuery, 'caseId'>) => `Query ${query.caseId} deleted.`

export function createQueriesState(api: ApiClient = defaultApi, timers: Timers = browserTimers) {
  const calls = camIdCalls(api)
  /** The caller's references, for the upload's reference step: the list's reply and a rename replace them. */
  const references = signal<readonly string[]>([])

  const list = createPagedRows({
    fetch: ({ page, resultSize }: PageRequest<QueryListFilters>) => calls.queries(page, resultSize),
    rowsOf: (reply): { rows: CamIdQuery[]; total: number } => {
      references.value = reply.references
      return { rows: reply.queries, total: reply.totalResults }
    },
    poll: { intervalMs: QUERIES_POLL_MS, while: ({ rows }) => rows.some(isUnderWay), timers },
    errorOf: camIdFailure(),
  })

  const submitting = createAction({ timers })
  const renaming = createAction({ timers })
  /** spec-2 §8: a delete that fails says so, and like a deletion's result the message goes after 5 seconds. */
  const deleteFailed = createTableError(timers, RESULT_MESSAGE_MS)
  const deleting = createAction({ timers, onRefusal: () => deleteFailed.show(CAMID_DELETE_FAILED) })

  /** Sends a fingerprint read from a file (or made here) as a query with its reference; the list is read again. */
  async function submit(fileName: string, reference: string, data: FingerprintData) {
    const reply = await submitting.run(() => calls.submit(fileName, { reference, data }), { done: () => CAMID_SUBMITTED })
    if (reply.success) await list.reload()
    return reply
  }

  /** spec-2 §4: saves only a changed reference; the query's caseId and the references are then the reply's. */
  async function rename(query: CamIdQuery, reference: string): Promise<boolean> {
    const wanted = reference.trim()
    if (wanted === '' || wanted === query.caseId) return true
    const reply = await renaming.run(() => calls.rename(query.id, wanted), {
      key: query.id,
      done: (renamed) => {
        list.update((shown) => ({ ...shown, rows: shown.rows.map((q) => (q.id === renamed.id ? { ...q, caseId: renamed.caseId } : q)) }))
        references.value = renamed.references
        return null
      },
    })
    return reply.success
  }

  /** Deletes the owner's query with its hits, then reads the shown page again. */
  async function remove(query: CamIdQuery): Promise<void> {
    deleteFailed.dismiss()
    await deleting.run(() => calls.remove(query.id), { key: query.id, done: () => queryDeleted(query) })
    await list.reload()
  }

  return { list, references, submitting, renaming, deleting, deleteFailed, submit, rename, remove }
}

export type QueriesState = ReturnType<typeof createQueriesState>

/** The area's one list of queries. */
export const queriesState: QueriesState = createQueriesState()
