// The seed tool's second thread (server/api/seed/row-helper.ts) makes exactly the rows the writer would have made
// itself, batch by batch, and stops when the writer stops taking them.

import t from 'tap'
import { generatedBatches } from '../../../../../../server/api/seed/load.js'
import { rowHelperBatches } from '../../../../../../server/api/seed/row-helper.js'

const ENTRY = new URL('./row-helper-entry.ts', import.meta.url)
const plan = { count: 2_300, batchSize: 500, seed: 7, now: 1_700_000_000_000 }

/** Rows as comparable text: a PhotoDNA vector crosses threads as a Uint8Array, not a Buffer; both as their bytes. */
const bytes = (value: unknown) =>
  value instanceof Uint8Array ? Buffer.from(value).toString('hex') : (value as { type?: string; data?: number[] } | null)?.type === 'Buffer' ? Buffer.from((value as { data: number[] }).data).toString('hex') : value
const text = (batches: Iterable<unknown>) => JSON.stringify([...batches], (_, value: unknown) => bytes(value))

t.test('the helper thread gives the same batches, in the same order, as making them here', async (t) => {
  const helped = [...rowHelperBatches(ENTRY, plan)]
  t.same(helped.map((b) => b.length), [500, 500, 500, 500, 300])
  t.equal(text(helped), text(generatedBatches(plan)))
})

t.test('leaving after the first batch stops the helper', async (t) => {
  const started = Date.now()
  for (const batch of rowHelperBatches(ENTRY, { ...plan, count: 1_000_000 })) {
    t.equal(batch.length, 500)
    break
  }
  t.ok(Date.now() - started < 60_000, 'without making the million')
})
