// A finished job's leads sent a page of stored rows at a time: the whole list in order, across pages, and a reply
// that ends broken, never short, when the rows change while it is sent (the job reprocessed or deleted).

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { leadsStream } from '../../../../../server/api/bigsearch/leads-stream.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { createUser } from '../../../../../server/api/store/users.js'
import { claimJob, createJob } from '../../../../../server/api/store/bigsearch-jobs.js'
import { clearMergedLeads, storeMergedLeads } from '../../../../../server/api/store/bigsearch-items.js'
import { MIGRATIONS, NOW } from '../harness.js'

async function jobWithLeads(t: Test, count: number) {
  const db = openDatabase(join(t.testdir(), 'sightline.db'), MIGRATIONS)
  t.teardown(() => db.close())
  await createUser(storeOnSqlite(db), { email: 'ines@police.example', verified: true, passwordHash: 'x' }, NOW)
  const userId = db.prepare('SELECT id FROM users').pluck().get() as number
  const made = (await createJob(storeOnSqlite(db), { userId, checksum: 'a'.repeat(64), mediaCount: 1, uploadPath: 'bigsearch/case.json', uploadSize: 1 }, { unfinished: 3, stored: 100 }, NOW))
  if (!('created' in made)) throw new Error('job refused')
  const jobId = made.created.id
  await claimJob(storeOnSqlite(db), jobId, { by: 'the engine', leaseMs: 60_000, now: NOW })
  const leads = Array.from({ length: count }, (_, i) => ({ '@type': 'ARTIST', value: { text: `Zoë ${i}` }, sightings: i }))
  await storeMergedLeads(storeOnSqlite(db), { jobId, by: 'the engine' }, 0, leads.map((lead) => ({ sightings: lead.sightings, placeholder: false, json: JSON.stringify(lead) })))
  return { db, jobId, leads }
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let text = ''
  for await (const piece of stream) text += String(piece)
  return text
}

t.test('the whole list in order, over several pages, as the leads reply', async (t) => {
  const { db, jobId, leads } = await jobWithLeads(t, 1234)
  t.same(JSON.parse(await textOf(leadsStream(storeOnSqlite(db), jobId, leads.length))), { success: true, leads })
  t.same(JSON.parse(await textOf(leadsStream(storeOnSqlite(db), jobId, 0))), { success: true, leads: [] }, 'no lead is an empty list')
})

t.test('rows gone while the reply is sent end it broken rather than short of leads', async (t) => {
  const { db, jobId, leads } = await jobWithLeads(t, 1234)
  const stream = leadsStream(storeOnSqlite(db), jobId, leads.length)
  let pieces = 0
  await t.rejects(
    (async () => {
      for await (const _ of stream) if (++pieces === 2) await clearMergedLeads(storeOnSqlite(db), { jobId, by: 'the engine' })
    })(),
    /changed while they were sent/,
  )
})
