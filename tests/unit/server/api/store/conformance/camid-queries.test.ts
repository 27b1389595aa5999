// Camera ID queries as their users see them, on both engines: stored QUEUED with their owner's address, read by the
// owner, the Camera ID users of a licence they were made under and the global administrator only (never by an
// organisation's name, which anyone types), newest first a page at a time; references most
// recently used first; the per-user limits, exact when uploads race; renamed and deleted by their owner only, with
// their hits, and gone with their user.

import t from 'tap'
import { sql } from 'kysely'
import {
  deleteQuery,
  insertQuery,
  queryById,
  queryCountsOf,
  queueQuery,
  readableQueries,
  readableQuery,
  referencesOf,
  renameQuery,
} from '../../../../../../server/api/store/camid/queries.js'
import { hitsOfQuery } from '../../../../../../server/api/store/camid/hits.js'
import { claimQuery, failQuery, startQuery } from '../../../../../../server/api/store/camid/query-runs.js'
import { onEachEngine } from './engines.js'
import { aMember, aQueryWithHits, aSighting, newQuery } from './camid-given.js'
import { aLicence } from './given-licences.js'

const NORTHSHIRE = 'Northshire Police'

onEachEngine(t, 'a query is stored QUEUED and read by its owner, its licences’ users and the global administrator', async (t, store) => {
  const olivia = await aMember(store, 'Olivia@northshire.police.uk', NORTHSHIRE)
  const colin = await aMember(store, 'colin@northshire.police.uk', NORTHSHIRE)
  // Of another force, with the same organisation typed at registration: the name gives nothing.
  const mallory = await aMember(store, 'mallory@westmarch.police.uk', NORTHSHIRE)
  const wanda = await aMember(store, 'wanda@westmarch.police.uk', 'Westmarch Constabulary')
  const loner = await aMember(store, 'lone@example.org', '')
  const northshire = await aLicence(store, 'Northshire')
  const westmarch = await aLicence(store, 'Westmarch')
  const id = await insertQuery(store, newQuery(olivia, 1_000, { reference: 'Op Lantern', fileName: 'Zoë 東京.json', licenceIds: [northshire] }))
  t.match(await queryById(store, id), {
    id,
    userId: olivia,
    ownerEmail: 'Olivia@northshire.police.uk',
    reference: 'Op Lantern',
    fileName: 'Zoë 東京.json',
    width: 1280,
    height: 1024,
    cropSize: 1024,
    state: 'QUEUED',
    progressDone: 0,
    progressTotal: 0,
    resumeAfter: 0,
    error: null,
    hitCount: 0,
    createdAt: 1_000,
    finishedAt: null,
  })
  const reader = (userId: number, licenceIds: number[], globalAdmin = false) => ({ userId, licenceIds, globalAdmin })
  t.equal((await readableQuery(store, reader(olivia, []), id))?.id, id, 'its owner, whatever licences they hold now')
  t.equal((await readableQuery(store, reader(colin, [northshire]), id))?.id, id, 'a Camera ID user of its licence')
  t.equal(await readableQuery(store, reader(colin, []), id), undefined, 'not a colleague who holds Camera ID from no licence of it')
  t.equal(await readableQuery(store, reader(mallory, [westmarch]), id), undefined, 'not another licence’s user who typed the same organisation')
  t.equal(await readableQuery(store, reader(wanda, [westmarch]), id), undefined, 'not another licence’s user')
  t.equal(await readableQuery(store, reader(loner, []), id), undefined, 'not a user of no licence')
  t.equal((await readableQuery(store, reader(loner, [], true), id))?.id, id, 'the global administrator')
  t.equal(await readableQuery(store, reader(olivia, [northshire]), id + 1), undefined, 'an unknown query')
  const own = await insertQuery(store, newQuery(loner, 1_001))
  t.same((await readableQueries(store, reader(loner, []), 0, 10)).queries.map((q) => q.id), [own], 'a user of no licence sees their own')
  const both = await insertQuery(store, newQuery(wanda, 1_002, { licenceIds: [westmarch, northshire, westmarch] }))
  t.equal((await readableQuery(store, reader(colin, [northshire]), both))?.id, both, 'a query made under two licences is seen from either')
  t.same((await readableQueries(store, reader(mallory, [westmarch]), 0, 10)).queries.map((q) => q.id), [both], 'and only it, of the others')
})

onEachEngine(t, 'the queries a reader may see are listed newest first, a page at a time, with their total', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', NORTHSHIRE)
  const colin = await aMember(store, 'colin@northshire.police.uk', NORTHSHIRE)
  const wanda = await aMember(store, 'wanda@westmarch.police.uk', 'Westmarch Constabulary')
  const northshire = await aLicence(store, 'Northshire')
  const ids: number[] = []
  for (let n = 0; n < 7; n++) ids.push(await insertQuery(store, newQuery(n % 2 === 0 ? olivia : colin, 1_000 + n, { licenceIds: [northshire] })))
  await insertQuery(store, newQuery(wanda, 2_000))
  const page = await readableQueries(store, { userId: colin, licenceIds: [northshire], globalAdmin: false }, 2, 3)
  t.equal(page.total, 7)
  t.same(page.queries.map((q) => q.id), [ids[4], ids[3], ids[2]])
  t.same(page.queries.map((q) => q.ownerEmail), ['olivia@northshire.police.uk', 'colin@northshire.police.uk', 'olivia@northshire.police.uk'])
  t.equal((await readableQueries(store, { userId: wanda, licenceIds: [], globalAdmin: true }, 0, 100)).total, 8)
})

onEachEngine(t, "a user's references come most recently used first, each once", async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', NORTHSHIRE)
  const colin = await aMember(store, 'colin@northshire.police.uk', NORTHSHIRE)
  for (const reference of ['Case 1', 'Case 2', 'Case 1', 'Case 3', 'case 3']) await insertQuery(store, newQuery(olivia, 1, { reference }))
  await insertQuery(store, newQuery(colin, 2, { reference: "Colin's" }))
  t.same(await referencesOf(store, olivia, 10), ['case 3', 'Case 3', 'Case 1', 'Case 2'], 'a reference differing in case is its own')
  t.same(await referencesOf(store, olivia, 2), ['case 3', 'Case 3'])
})

onEachEngine(t, 'a query is counted as kept, and as unfinished while it waits or runs', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', NORTHSHIRE)
  t.same(await queryCountsOf(store, olivia), { kept: 0, unfinished: 0 })
  const waiting = await insertQuery(store, newQuery(olivia, 1))
  const running = await insertQuery(store, newQuery(olivia, 2))
  const failed = await insertQuery(store, newQuery(olivia, 3))
  const claim = { by: 'engine', now: 10, leaseMs: 60_000 }
  await claimQuery(store, running, claim)
  await startQuery(store, { queryId: running, by: 'engine' }, 6)
  await claimQuery(store, failed, claim)
  await failQuery(store, { queryId: failed, by: 'engine' }, 'unreadable', 11)
  t.same(await queryCountsOf(store, olivia), { kept: 3, unfinished: 2 })
  t.match(await queryById(store, waiting), { state: 'QUEUED' })
})

const LIMITS = { kept: 4, unfinished: 2 }

onEachEngine(t, 'an upload is queued under the limits, and refused at each', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', NORTHSHIRE)
  const first = await queueQuery(store, newQuery(olivia, 1), LIMITS)
  t.match(first, { queued: Number })
  await queueQuery(store, newQuery(olivia, 2), LIMITS)
  t.same(await queueQuery(store, newQuery(olivia, 3), LIMITS), { refused: 'unfinished' })
  const claim = { by: 'engine', now: 10, leaseMs: 60_000 }
  for (const id of (await readableQueries(store, { userId: olivia, licenceIds: [], globalAdmin: false }, 0, 10)).queries.map((q) => q.id)) {
    await claimQuery(store, id, claim)
    await failQuery(store, { queryId: id, by: 'engine' }, 'done with', 11)
  }
  t.match(await queueQuery(store, newQuery(olivia, 4), LIMITS), { queued: Number })
  t.match(await queueQuery(store, newQuery(olivia, 5), LIMITS), { queued: Number })
  t.same(await queueQuery(store, newQuery(olivia, 6), LIMITS), { refused: 'kept' })
  t.same(await queryCountsOf(store, olivia), { kept: 4, unfinished: 2 })
})

onEachEngine(t, 'uploads racing at a limit: exactly as many pass as the limit allows', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', NORTHSHIRE)
  const outcomes = await Promise.all(Array.from({ length: 6 }, (_, n) => queueQuery(store, newQuery(olivia, n), LIMITS)))
  t.equal(outcomes.filter((o) => 'queued' in o).length, LIMITS.unfinished)
  t.same(await queryCountsOf(store, olivia), { kept: LIMITS.unfinished, unfinished: LIMITS.unfinished })
})

onEachEngine(t, 'only the owner renames or deletes a query; deleting takes its hits, and a user takes their queries', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', NORTHSHIRE)
  const colin = await aMember(store, 'colin@northshire.police.uk', NORTHSHIRE)
  const sighting = await aSighting(store, { imageId: 'a-held-1' })
  const id = await aQueryWithHits(store, newQuery(olivia, 1, { fingerprintPath: 'camid/1/print.json' }), [{ sightingId: sighting, score: 0.2 }], 5)
  t.notOk(await renameQuery(store, colin, id, 'Not yours'))
  t.ok(await renameQuery(store, olivia, id, 'Case 7 / Smith'))
  t.equal((await queryById(store, id))?.reference, 'Case 7 / Smith')
  t.equal((await queryById(store, id))?.hitCount, 1)
  t.equal(await deleteQuery(store, colin, id), null, "not another's")
  t.equal(await deleteQuery(store, olivia, id), 'camid/1/print.json', "the owner's, with its fingerprint's path")
  t.equal(await deleteQuery(store, olivia, id), null, 'gone')
  t.same(await hitsOfQuery(store, id, 0, 10), { hits: [], total: 0 }, 'its hits went with it')
  const kept = await insertQuery(store, newQuery(colin, 2))
  await sql`DELETE FROM users WHERE id = ${colin}`.execute(store.db)
  t.equal(await queryById(store, kept), undefined, "a deleted user's queries go with them")
})
