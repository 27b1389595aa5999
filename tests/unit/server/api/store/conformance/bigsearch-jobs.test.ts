// BigSearch jobs and what their runs keep, on both engines: the per-user limits (exact when two uploads race), a job
// found only with its owner, the engine's order, a run stored only by the runner whose count it starts at, merged
// leads and results, requeue, cancel and delete taking everything of the job with them.

import t from 'tap'
import {
  cancelJob,
  createJob,
  deleteJob,
  failRunningJobs,
  findJob,
  findOwnedJob,
  jobById,
  jobCountsOf,
  jobsOf,
  nextJobToRun,
  requeueJob,
  startJob,
  storedUploadPaths,
  type NewJob,
} from '../../../../../../server/api/store/bigsearch-jobs.js'
import {
  completeJob,
  leadRanksOf,
  leadsOf,
  processedItemsOf,
  resultsOf,
  storeMergedLeads,
  storeProcessedItems,
} from '../../../../../../server/api/store/bigsearch-items.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'

const LIMITS = { unfinished: 2, stored: 3 }
const sum = (n: number) => n.toString(16).padStart(64, '0')
const newJob = (userId: number, n: number): NewJob => ({ userId, checksum: sum(n), mediaCount: 3, uploadPath: `bigsearch/${userId}/${sum(n)}.json`, uploadSize: 10 })

async function queued(store: Store, userId: number, n: number, now = n) {
  const made = await createJob(store, newJob(userId, n), { unfinished: 100, stored: 100 }, now)
  if (!('created' in made)) throw new Error(`job ${n} not made`)
  return made.created
}

onEachEngine(t, 'a job is made under the limits, found only with its owner, and the same file twice is one job', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const sam = await aUser(store, 'sam@westmarch.police.uk')
  const made = await createJob(store, { ...newJob(erin, 1), fileName: 'case 7.json' }, LIMITS, 100)
  t.match(made, { created: { userId: erin, checksum: sum(1), status: 'QUEUED', mediaCount: 3, mediaProcessed: 0, fileName: 'case 7.json', createdAt: 100, finishedAt: null } })
  t.same(await createJob(store, newJob(erin, 1), LIMITS, 101), { exists: true }, 'the same upload again')
  t.equal(await findJob(store, sam, sum(1)), undefined, "another user's job is not found")
  t.match(await findOwnedJob(store, erin, sum(1)), { ownerEmail: 'erin@northshire.police.uk', ownerName: null })
  await createJob(store, newJob(erin, 2), LIMITS, 102)
  t.same(await createJob(store, newJob(erin, 3), LIMITS, 103), { refused: 'unfinished' })
  t.same(await jobCountsOf(store, erin), { unfinished: 2, stored: 2 })
  t.ok(await cancelJob(store, (await findJob(store, erin, sum(2)))!.id))
  t.notOk(await cancelJob(store, (await findJob(store, erin, sum(2)))!.id), 'a cancelled job is not cancelled again')
  t.match(await createJob(store, newJob(erin, 3), LIMITS, 104), { created: {} })
  t.same(await createJob(store, newJob(erin, 4), LIMITS, 105), { refused: 'stored' })
  t.same(await storedUploadPaths(store), new Set([1, 2, 3].map((n) => `bigsearch/${erin}/${sum(n)}.json`)))
})

onEachEngine(t, 'uploads racing at a limit: exactly as many pass as the limit allows', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const outcomes = await Promise.all(Array.from({ length: 6 }, (_, n) => createJob(store, newJob(erin, n), LIMITS, 100 + n)))
  t.equal(outcomes.filter((o) => 'created' in o).length, LIMITS.unfinished)
  t.equal((await jobCountsOf(store, erin)).unfinished, LIMITS.unfinished)
})

onEachEngine(t, 'the engine resumes a job it was running before it takes the longest queued', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  t.equal(await nextJobToRun(store), undefined)
  const first = await queued(store, erin, 1, 10)
  const second = await queued(store, erin, 2, 20)
  t.equal((await nextJobToRun(store))!.id, first.id, 'oldest queued first')
  t.ok(await startJob(store, second.id))
  t.equal((await nextJobToRun(store))!.id, second.id, 'the one PROCESSING before any queued')
  t.equal(await failRunningJobs(store, 'out of memory', 30), 1)
  t.match(await jobById(store, second.id), { status: 'ERROR', error: 'Error', statusText: 'out of memory', finishedAt: 30 })
})

onEachEngine(t, 'a run of items is stored only by the runner whose count it starts at, and only while PROCESSING', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ position: from + i, item: `{"index":${from + i}}`, itemLeads: '{"leads":[]}' }))
  t.notOk(await storeProcessedItems(store, job.id, 0, run(0, 2), 50), 'not while QUEUED')
  t.ok(await startJob(store, job.id))
  const raced = await Promise.all([storeProcessedItems(store, job.id, 0, run(0, 2), 50), storeProcessedItems(store, job.id, 0, run(0, 2), 51)])
  t.same(raced.filter(Boolean).length, 1, 'two runners: one stores')
  t.ok(await storeProcessedItems(store, job.id, 2, run(2, 150), 52), 'a run larger than one statement takes')
  t.equal((await jobById(store, job.id))!.mediaProcessed, 152)
  t.same((await processedItemsOf(store, job.id, 150, 10)).map((i) => i.position), [150, 151])
  t.same(await processedItemsOf(store, job.id, 0, 1), [{ position: 0, item: '{"index":0}', itemLeads: '{"leads":[]}' }])
})

onEachEngine(t, 'merged leads, then COMPLETE with its results; a short list is refused', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  const leads = Array.from({ length: 230 }, (_, i) => ({ sightings: i % 4, placeholder: i % 2 === 1, json: JSON.stringify({ n: i, text: 'Zoë 東京 📷' }) }))
  t.notOk(await storeMergedLeads(store, job.id, 0, leads), 'not before the job runs')
  await startJob(store, job.id)
  t.ok(await storeMergedLeads(store, job.id, 0, leads.slice(0, 200)))
  t.ok(await storeMergedLeads(store, job.id, 200, leads.slice(200)))
  await t.rejects(completeJob(store, job.id, { leadCount: 231, itemLeads: '[]' }, 60), /holds 230 stored leads where 231 were merged/)
  t.equal((await jobById(store, job.id))!.status, 'PROCESSING', 'the refusal changed nothing')
  t.ok(await completeJob(store, job.id, { leadCount: 230, itemLeads: '[[0],[1,2],[]]' }, 60))
  t.notOk(await completeJob(store, job.id, { leadCount: 230, itemLeads: '[]' }, 61), 'only once')
  t.same(await resultsOf(store, job.id), { leadCount: 230, itemLeads: '[[0],[1,2],[]]' })
  t.same(await leadsOf(store, job.id, 228, 10), [leads[228]!.json, leads[229]!.json])
  t.same((await leadRanksOf(store, job.id)).slice(0, 2), [{ sightings: 0, placeholder: false }, { sightings: 1, placeholder: true }])
  t.same((await jobsOf(store, erin, 0, 10)).jobs.map((j) => [j.status, j.leadCount]), [['COMPLETE', 230]])
})

onEachEngine(t, 'requeue clears the run and keeps the active limit; delete takes every row of the job', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  await startJob(store, job.id)
  await storeProcessedItems(store, job.id, 0, [{ position: 0, item: '{}', itemLeads: '{}' }], 50)
  await storeMergedLeads(store, job.id, 0, [{ sightings: 1, placeholder: false, json: '{}' }])
  await completeJob(store, job.id, { leadCount: 1, itemLeads: '[[0]]' }, 60)
  t.equal(await requeueJob(store, job.id, ['ERROR'], 5, 70), 'not-allowed', 'only from the statuses named')
  await queued(store, erin, 2)
  t.equal(await requeueJob(store, job.id, ['COMPLETE'], 1, 70), 'limit')
  t.equal(await requeueJob(store, job.id, ['COMPLETE'], 5, 70), 'requeued')
  t.match(await jobById(store, job.id), { status: 'QUEUED', mediaProcessed: 0, finishedAt: null })
  t.same([await processedItemsOf(store, job.id, 0, 10), await leadsOf(store, job.id, 0, 10), await resultsOf(store, job.id)], [[], [], undefined])
  t.ok(await deleteJob(store, job.id))
  t.notOk(await deleteJob(store, job.id), 'gone')
  t.same((await jobsOf(store, erin, 0, 10)).total, 1)
})

onEachEngine(t, "a user's jobs are listed newest first, a page at a time, with their total", async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  for (let n = 0; n < 7; n++) await queued(store, erin, n, 1_000 + n)
  const page = await jobsOf(store, erin, 2, 3)
  t.equal(page.total, 7)
  t.same(page.jobs.map((j) => j.createdAt), [1_004, 1_003, 1_002])
  t.same(page.jobs.map((j) => j.leadCount), [null, null, null])
})
