// Camera ID queries as the job engines run them, on both engines: a query's turn claimed by one engine, the query that
// has looked at the fewest pictures first; engines of several instances racing for turns each getting a different
// query; a lapsed claim taken over and the lost engine's writes refused; a turn's end freeing the query for any
// engine; a run's hits and progress stored together or not at all.

import t from 'tap'
import { queryById, insertQuery } from '../../../../../../server/api/store/camid/queries.js'
import { hitsOfQuery } from '../../../../../../server/api/store/camid/hits.js'
import {
  claimNextQuery,
  claimQuery,
  endQueryTurn,
  failQuery,
  finishQuery,
  renewQueryClaim,
  startQuery,
  storeQueryRun,
  takeBackOwnQueryClaims,
} from '../../../../../../server/api/store/camid/query-runs.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { inTransaction } from '../../../../../../server/api/store/engine/query.js'
import { freshStore, onEachEngine } from './engines.js'
import { aMember, aSighting, newQuery } from './camid-given.js'

const LEASE = 60_000
const claimOf = (by: string, now: number) => ({ by, now, leaseMs: LEASE })
const run = (hits: { sightingId: number; score: number }[], looked: number, resumeAfter: number) => ({ hits, looked, resumeAfter })

async function queries(store: Store, count: number): Promise<number[]> {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', 'Northshire Police')
  const ids: number[] = []
  for (let n = 0; n < count; n++) ids.push(await insertQuery(store, newQuery(olivia, 100 + n)))
  return ids
}

onEachEngine(t, 'an engine claims the turn of the query that has looked at the fewest pictures, the oldest first', async (t, store) => {
  t.equal(await claimNextQuery(store, claimOf('a', 1_000)), undefined, 'none to claim')
  const [first, second, third] = await queries(store, 3)
  const a = { queryId: first!, by: 'a' }
  t.match(await claimNextQuery(store, claimOf('a', 1_000)), { id: first, state: 'QUEUED' }, 'the oldest; it waits until its pictures are counted')
  t.ok(await startQuery(store, a, 10))
  t.ok(await storeQueryRun(store, a, run([], 4, 40), 1_001))
  t.equal((await claimNextQuery(store, claimOf('b', 1_002)))!.id, second, 'not the claimed one')
  t.ok(await endQueryTurn(store, a), "the first query's turn ends")
  t.notOk(await endQueryTurn(store, a), 'once')
  t.equal((await claimNextQuery(store, claimOf('c', 1_003)))!.id, third, 'one that has looked at none goes before it')
  t.match(await claimNextQuery(store, claimOf('a', 1_004)), { id: first, state: 'RUNNING', progressDone: 4, progressTotal: 10, resumeAfter: 40 }, 'then it, where it stopped')
  t.ok(await finishQuery(store, a, 1_005))
  t.notOk(await claimQuery(store, first!, claimOf('d', 1_000_000)), 'a finished query is not claimed again, however late')
  t.notOk(await claimQuery(store, second!, claimOf('d', 1_006)), 'nor a held one')
  t.ok(await claimQuery(store, second!, claimOf('d', 1_002 + LEASE + 1)), "but one whose claim's lease has lapsed")
})

onEachEngine(t, 'engines of several instances racing for turns each get a different query', async (t, store) => {
  await queries(store, 6)
  const claimed = await Promise.all(Array.from({ length: 8 }, (_, i) => claimNextQuery(store, claimOf(`engine ${i}`, 1_000))))
  const ids = claimed.filter((query) => query !== undefined).map((query) => query.id)
  t.equal(ids.length, 6, 'six queries, six turns; two engines found none')
  t.equal(new Set(ids).size, 6, 'no query claimed twice')
  const again = await Promise.all(Array.from({ length: 4 }, (_, i) => claimQuery(store, ids[0]!, claimOf(`late ${i}`, 1_000 + LEASE + 1))))
  t.equal(again.filter(Boolean).length, 1, 'engines racing for one lapsed claim: one takes it over')
})

// SQLite writes one at a time: a second engine's claim waits for the first's statement, then takes the next query (the
// race above). PostgreSQL takes claims side by side: one engine's claim, not yet committed, is skipped by another's,
// which neither waits for it nor takes the same query.
t.test("on PostgreSQL an engine taking a turn does not wait behind another engine's taking", async (t) => {
  const store = await freshStore(t, 'postgres')
  const [first, second] = await queries(store, 2)
  await inTransaction(store, async (tx) => {
    t.equal((await claimNextQuery(tx, claimOf('a', 1_000)))?.id, first)
    let waited: NodeJS.Timeout | undefined
    const held = new Promise<never>((_, reject) => (waited = setTimeout(() => reject(new Error("the second engine waited behind the first's claim")), 5_000)))
    try {
      t.equal((await Promise.race([claimNextQuery(store, claimOf('b', 1_000)), held]))?.id, second, 'the next query, at once')
    } finally {
      clearTimeout(waited)
    }
  })
})

onEachEngine(t, "a lapsed claim is taken over, and the lost engine's writes are refused and change nothing", async (t, store) => {
  const [id] = await queries(store, 1)
  const sighting = await aSighting(store, { imageId: 'a-held-1' })
  const lost = { queryId: id!, by: 'lost' }
  const taker = { queryId: id!, by: 'taker' }
  await claimQuery(store, id!, claimOf('lost', 1_000))
  await startQuery(store, lost, 10)
  t.ok(await storeQueryRun(store, lost, run([], 3, 30), 1_001))
  t.ok(await renewQueryClaim(store, id!, claimOf('lost', 1_002)), 'renewed while it holds the claim')
  t.equal(await claimNextQuery(store, claimOf('taker', 1_002 + LEASE)), undefined, 'held to the end of the renewed lease')
  t.match(await claimNextQuery(store, claimOf('taker', 1_002 + LEASE + 1)), { id, progressDone: 3, resumeAfter: 30 }, 'taken over after it, where the lost engine stopped')
  const before = await queryById(store, id!)
  t.notOk(await renewQueryClaim(store, id!, claimOf('lost', 70_000)), 'the lost engine cannot renew')
  t.notOk(await startQuery(store, lost, 99), 'nor count its pictures')
  t.notOk(await storeQueryRun(store, lost, run([{ sightingId: sighting, score: 0.5 }], 5, 80), 70_001), 'nor store a run')
  t.notOk(await endQueryTurn(store, lost), 'nor end the turn')
  t.notOk(await finishQuery(store, lost, 70_002), 'nor finish it')
  t.notOk(await failQuery(store, lost, 'lost', 70_003), 'nor fail it')
  t.same(await queryById(store, id!), before, 'the query is as the taker found it')
  t.same((await hitsOfQuery(store, id!, 0, 10)).total, 0, 'with no hit of the lost run')
  t.ok(await startQuery(store, taker, 10))
  t.ok(await storeQueryRun(store, taker, run([{ sightingId: sighting, score: 0.5 }], 7, 80), 70_004))
  t.ok(await finishQuery(store, taker, 70_005))
  t.match(await queryById(store, id!), { state: 'COMPLETE', progressDone: 10, hitCount: 1, finishedAt: 70_005 })
})

onEachEngine(t, "a service's own claims of before its restart are taken back on SQLite only", async (t, store) => {
  const [id] = await queries(store, 1)
  await claimQuery(store, id!, claimOf('before the restart', 1_000))
  const taken = await takeBackOwnQueryClaims(store)
  if (store.engine === 'sqlite') {
    t.equal(taken, 1, 'one service per file: its last run claimed it')
    t.equal((await claimNextQuery(store, claimOf('after the restart', 1_001)))?.id, id, 'taken up at once')
  } else {
    t.equal(taken, 0, "other instances' claims are live")
    t.equal(await claimNextQuery(store, claimOf('another instance', 1_001)), undefined, 'the query waits for its claim to lapse')
  }
})

onEachEngine(t, "a run's hits and progress are stored together, each hit once, and not before the query runs", async (t, store) => {
  const [id] = await queries(store, 1)
  const [s1, s2, s3] = [await aSighting(store, { imageId: 's1' }), await aSighting(store, { imageId: 's2' }), await aSighting(store, { imageId: 's3' })]
  const runner = { queryId: id!, by: 'a' }
  t.notOk(await storeQueryRun(store, runner, run([], 1, 1), 10), 'not unclaimed')
  await claimQuery(store, id!, claimOf('a', 10))
  t.notOk(await storeQueryRun(store, runner, run([], 1, 1), 10), 'not while it waits for its pictures to be counted')
  t.ok(await startQuery(store, runner, 500))
  t.ok(await storeQueryRun(store, runner, run([{ sightingId: s1!, score: 0.25 }, { sightingId: s2!, score: 0.5 }], 200, s2!), 11))
  t.ok(await storeQueryRun(store, runner, run([{ sightingId: s2!, score: 0.9 }], 100, s2!), 12), 'a hit found again is kept as first found')
  await t.rejects(storeQueryRun(store, runner, run([{ sightingId: s3!, score: 0.3 }, { sightingId: s3! + 1_000, score: null as unknown as number }], 100, s3!), 13))
  t.match(await queryById(store, id!), { state: 'RUNNING', progressDone: 300, resumeAfter: s2, hitCount: 2 }, 'the failed run stored nothing')
  const { hits } = await hitsOfQuery(store, id!, 0, 10)
  t.same(hits.map((h) => [h.score, h.foundAt]), [[0.5, 11], [0.25, 11]])
  const many: { sightingId: number; score: number }[] = []
  for (let i = 0; i < 300; i++) many.push({ sightingId: await aSighting(store, { imageId: `many-${i}` }), score: 0.1 })
  t.ok(await storeQueryRun(store, runner, run(many, 300, many[299]!.sightingId), 14), 'a run with many hits')
  t.equal((await queryById(store, id!))!.hitCount, 302)
})

onEachEngine(t, 'a query that fails before its pictures are counted ends in ERROR, by its claimer only', async (t, store) => {
  const [id] = await queries(store, 1)
  t.notOk(await failQuery(store, { queryId: id!, by: 'a' }, 'unreadable', 10), 'not unclaimed')
  await claimQuery(store, id!, claimOf('a', 10))
  t.notOk(await failQuery(store, { queryId: id!, by: 'b' }, 'unreadable', 10), 'not by another engine')
  t.ok(await failQuery(store, { queryId: id!, by: 'a' }, 'The stored fingerprint cannot be read', 11))
  t.match(await queryById(store, id!), { state: 'ERROR', error: 'The stored fingerprint cannot be read', finishedAt: 11 })
  t.notOk(await failQuery(store, { queryId: id!, by: 'a' }, 'again', 12), 'once')
  t.equal(await claimNextQuery(store, claimOf('c', 1_000_000)), undefined, 'an ended query has no more turns')
})
