// A COMPLETE job's leads as GET /v1/bigsearch/leads/{id} sends them (spec-2 §7: success and leads), written as the
// reply is read, a page of stored leads at a time: a large case's list is never whole in memory, and each page is
// one short query, between which other calls run.

import { Readable } from 'node:stream'
import type { Store } from '../store/engine/store.js'
import { leadsOf } from '../store/bigsearch-items.js'

/** Leads read per page. */
const PAGE = 500

async function* leadsText(store: Store, jobId: number, leadCount: number): AsyncGenerator<string> {
  yield '{"success":true,"leads":['
  for (let from = 0; from < leadCount; from += PAGE) {
    const page = await leadsOf(store, jobId, from, PAGE)
    // Reprocessed or deleted while it was sent: the reply ends broken rather than short of leads.
    if (page.length !== Math.min(PAGE, leadCount - from)) throw new Error(`The leads of BigSearch job ${jobId} changed while they were sent.`)
    yield (from > 0 ? ',' : '') + page.join(',')
  }
  yield ']}'
}

export function leadsStream(store: Store, jobId: number, leadCount: number): Readable {
  return Readable.from(leadsText(store, jobId, leadCount), { objectMode: false })
}
