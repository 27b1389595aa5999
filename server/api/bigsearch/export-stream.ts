// A COMPLETE job's export (spec-2 §7 "GET /v1/bigsearch/data/{jobId}"): its files in the BigSearch data format, each
// with its score, hasMatches and the positions of its leads, written as the reply is read, a page of items at a
// time, so that neither a large job's file nor its text is ever whole in memory.

import { Readable } from 'node:stream'
import type { Store } from '../store/engine/store.js'
import type { BigSearchItem } from '../../../shared/api/types/bigsearch.js'
import { leadRanksOf, processedItemsOf, type JobResults } from '../store/bigsearch-items.js'
import { exportItem } from './leads/export-item.js'

/** Items read per page: a page is one short query, between which other calls run. */
const PAGE = 500

async function* exportText(store: Store, jobId: number, results: JobResults): AsyncGenerator<string> {
  // What weighs each lead: not the leads themselves, which may be hundreds of MB.
  const leads = await leadRanksOf(store, jobId)
  const itemLeads = JSON.parse(results.itemLeads) as number[][]
  yield '['
  for (let from = 0; ; from += PAGE) {
    const page = await processedItemsOf(store, jobId, from, PAGE)
    const text = page.map((row) => JSON.stringify(exportItem(JSON.parse(row.item) as BigSearchItem, itemLeads[row.position] ?? [], leads)))
    if (text.length > 0) yield (from === 0 ? '\n' : ',\n') + text.join(',\n')
    if (page.length < PAGE) break
  }
  yield '\n]\n'
}

export function exportStream(store: Store, jobId: number, results: JobResults): Readable {
  return Readable.from(exportText(store, jobId, results), { objectMode: false })
}
