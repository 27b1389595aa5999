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
  claimJob,
  claimNextJob,
  releaseClaim,
  renewClaim,
  requeueJob,
  storedUploadPaths,
  takeBackOwnClaims,
  type NewJob,
} from '../../../../../../server/api/store/bigsearch-jobs.js'
import {
  clearMergedLeads,
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

const LEASE = 60_000
const claimOf = (by: string, now: number) => ({ by, now, leaseMs: LEASE })

onEachEngine(t, 'engines claim the longest queued job first, and a job whose engine was lost before any queued', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  t.equal(await claimNextJob(store, claimOf('a', 100)), undefined, 'nothing to claim')
  const first = await queued(store, erin, 1, 10)
  const second = await queued(store, erin, 2, 20)
  const third = await queued(store, erin, 3, 30)
  t.match(await claimNextJob(store, claimOf('a', 100)), { id: first.id, status: 'PROCESSING' }, 'oldest queued first')
  t.equal((await claimNextJob(store, claimOf('b', 100)))!.id, second.id, 'another engine takes the next, not the claimed one')
  t.equal((await claimNextJob(store, claimOf('b', 100 + LEASE + 1)))!.id, first.id, "a lapsed claim's job before the queued one")
  t.notOk(await renewClaim(store, first.id, claimOf('a', 100 + LEASE + 2)), 'the lost engine cannot renew a job taken over')
  t.ok(await renewClaim(store, first.id, claimOf('b', 100 + LEASE + 2)), 'its new engine can')
  t.notOk(await releaseClaim(store, first.id, 'a'), 'the lost engine cannot give up a claim no longer its own')
  t.ok(await releaseClaim(store, first.id, 'b'), 'its engine gives it up as its service stops')
  t.equal((await claimNextJob(store, claimOf('d', 100 + LEASE + 3)))!.id, first.id, 'and the next engine takes it at once, within the lease')
  t.notOk(await claimJob(store, second.id, claimOf('c', 200)), 'a held job is not claimed')
  t.ok(await claimJob(store, third.id, claimOf('c', 200)))
  t.equal(await failRunningJobs(store, 'out of memory', 300), 3)
  t.match(await jobById(store, second.id), { status: 'ERROR', error: 'Error', statusText: 'out of memory', finishedAt: 300 })
})

onEachEngine(t, 'engines of several instances claiming at once each get a different job', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  for (let n = 0; n < 6; n++) await queued(store, erin, n, n)
  const claimed = await Promise.all(Array.from({ length: 8 }, (_, i) => claimNextJob(store, claimOf(`engine ${i}`, 100))))
  const ids = claimed.filter((job) => job !== undefined).map((job) => job.id)
  t.equal(ids.length, 6, 'six jobs, six claims; two engines found none')
  t.equal(new Set(ids).size, 6, 'no job claimed twice')
})

onEachEngine(t, "a service's own claims of before its restart are taken back on SQLite only", async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  await claimJob(store, job.id, claimOf('before the restart', 100))
  const taken = await takeBackOwnClaims(store)
  if (store.engine === 'sqlite') {
    t.equal(taken, 1, 'one service per file: its last run claimed it')
    t.equal((await claimNextJob(store, claimOf('after the restart', 101)))!.id, job.id, 'resumed at once')
  } else {
    t.equal(taken, 0, "other instances' claims are live")
    t.equal(await claimNextJob(store, claimOf('another instance', 101)), undefined, 'the job waits for its claim to lapse')
  }
})

onEachEngine(t, 'a run of items is stored only by the runner whose count it starts at, and only while PROCESSING', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  const run = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ position: from + i, item: `{"index":${from + i}}`, itemLeads: '{"leads":[]}' }))
  const runner = { jobId: job.id, by: 'a' }
  t.notOk(await storeProcessedItems(store, runner, 0, run(0, 2), 50), 'not while QUEUED')
  t.ok(await claimJob(store, job.id, claimOf('a', 40)))
  t.notOk(await storeProcessedItems(store, { jobId: job.id, by: 'b' }, 0, run(0, 2), 50), 'not by an engine without the claim')
  const raced = await Promise.all([storeProcessedItems(store, runner, 0, run(0, 2), 50), storeProcessedItems(store, runner, 0, run(0, 2), 51)])
  t.same(raced.filter(Boolean).length, 1, 'two runs from the same count: one stores')
  t.ok(await storeProcessedItems(store, runner, 2, run(2, 150), 52), 'a run larger than one statement takes')
  t.equal((await jobById(store, job.id))!.mediaProcessed, 152)
  t.same((await processedItemsOf(store, job.id, 150, 10)).map((i) => i.position), [150, 151])
  t.same(await processedItemsOf(store, job.id, 0, 1), [{ position: 0, item: '{"index":0}', itemLeads: '{"leads":[]}' }])
})

onEachEngine(t, 'merged leads, then COMPLETE with its results; a short list is refused', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  const leads = Array.from({ length: 230 }, (_, i) => ({ sightings: i % 4, placeholder: i % 2 === 1, json: JSON.stringify({ n: i, text: 'Zoë 東京 📷' }) }))
  const runner = { jobId: job.id, by: 'a' }
  t.notOk(await storeMergedLeads(store, runner, 0, leads), 'not before the job runs')
  await claimJob(store, job.id, claimOf('a', 40))
  t.notOk(await storeMergedLeads(store, { jobId: job.id, by: 'b' }, 0, leads), 'not by an engine without the claim')
  t.notOk(await clearMergedLeads(store, { jobId: job.id, by: 'b' }))
  t.ok(await clearMergedLeads(store, runner))
  t.ok(await storeMergedLeads(store, runner, 0, leads.slice(0, 200)))
  t.ok(await storeMergedLeads(store, runner, 200, leads.slice(200)))
  await t.rejects(completeJob(store, runner, { leadCount: 231, itemLeads: '[]' }, 60), /holds 230 stored leads where 231 were merged/)
  t.equal((await jobById(store, job.id))!.status, 'PROCESSING', 'the refusal changed nothing')
  t.notOk(await completeJob(store, { jobId: job.id, by: 'b' }, { leadCount: 230, itemLeads: '[]' }, 60), 'not by an engine without the claim')
  t.ok(await completeJob(store, runner, { leadCount: 230, itemLeads: '[[0],[1,2],[]]' }, 60))
  t.notOk(await completeJob(store, runner, { leadCount: 230, itemLeads: '[]' }, 61), 'only once')
  t.same(await resultsOf(store, job.id), { leadCount: 230, itemLeads: '[[0],[1,2],[]]' })
  t.same(await leadsOf(store, job.id, 228, 10), [leads[228]!.json, leads[229]!.json])
  t.same((await leadRanksOf(store, job.id)).slice(0, 2), [{ sightings: 0, placeholder: false }, { sightings: 1, placeholder: true }])
  t.same((await jobsOf(store, erin, 0, 10)).jobs.map((j) => [j.status, j.leadCount]), [['COMPLETE', 230]])
})

onEachEngine(t, 'requeue clears the run and keeps the active limit; delete takes every row of the job', async (t, store) => {
  const erin = await aUser(store, 'erin@northshire.police.uk')
  const job = await queued(store, erin, 1)
  const runner = { jobId: job.id, by: 'a' }
  await claimJob(store, job.id, claimOf('a', 40))
  await storeProcessedItems(store, runner, 0, [{ position: 0, item: '{}', itemLeads: '{}' }], 50)
  await storeMergedLeads(store, runner, 0, [{ sightings: 1, placeholder: false, json: '{}' }])
  await completeJob(store, runner, { leadCount: 1, itemLeads: '[[0]]' }, 60)
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
