// Camera ID's statistics, on both engines: cumulative counts by UTC month of queries, hits and indexed pictures, and
// totals per user of the queries and hits the reader may see: their own and their licences' users', everyone's for
// the global administrator (never by an organisation's name).

import t from 'tap'
import { monthlyCounts, userCounts } from '../../../../../../server/api/store/camid/stats.js'
import { insertQuery } from '../../../../../../server/api/store/camid/queries.js'
import { storeDigests } from '../../../../../../server/api/store/camid/pictures.js'
import { onEachEngine } from './engines.js'
import { aMember, aPicture, aQueryWithHits, aSighting, newQuery } from './camid-given.js'
import { aLicence } from './given-licences.js'

const at = (iso: string) => Date.parse(iso)

onEachEngine(t, 'nothing stored counts no month and no user', async (t, store) => {
  for (const count of ['queries', 'hits', 'indexed'] as const) t.same(await monthlyCounts(store, count), [], count)
  for (const count of ['queries', 'hits'] as const) {
    t.same(await userCounts(store, count, { userId: 1, licenceIds: [], globalAdmin: true }, 0, 10), { rows: [], total: 0 }, count)
  }
})

onEachEngine(t, 'queries, hits and indexed pictures are counted by UTC month, cumulatively, oldest first', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', 'Northshire Police')
  await insertQuery(store, newQuery(olivia, at('2023-12-31T23:59:59.999Z')))
  await insertQuery(store, newQuery(olivia, at('2024-01-01T00:00:00.000Z')))
  await insertQuery(store, newQuery(olivia, at('2024-01-31T12:00:00.000Z')))
  const s1 = await aSighting(store, { imageId: 's1' })
  const s2 = await aSighting(store, { imageId: 's2' })
  await aQueryWithHits(store, newQuery(olivia, at('2024-03-02T00:00:00.000Z')), [{ sightingId: s1, score: 0.2 }, { sightingId: s2, score: 0.3 }], at('2024-03-05T10:00:00.000Z'))
  await aQueryWithHits(store, newQuery(olivia, at('2024-03-02T00:00:00.000Z')), [{ sightingId: s1, score: 0.2 }], at('2024-05-01T00:00:00.000Z'))
  t.same(await monthlyCounts(store, 'queries'), [
    { month: '2023-12', cumulative: 1 },
    { month: '2024-01', cumulative: 3 },
    { month: '2024-03', cumulative: 5 },
  ], 'a month without any is left out')
  t.same(await monthlyCounts(store, 'hits'), [
    { month: '2024-03', cumulative: 2 },
    { month: '2024-05', cumulative: 3 },
  ])
  const p1 = await aPicture(store, { imageId: 'p1' }, { width: 1280, height: 1024, seenMonth: 202311 })
  const p2 = await aPicture(store, { imageId: 'p2' }, { width: 1280, height: 1024, seenMonth: 202402 })
  const p3 = await aPicture(store, { imageId: 'p3' }, { width: 1280, height: 1024, seenMonth: 202402 })
  await aPicture(store, { imageId: 'unindexed' }, { width: 1280, height: 1024, seenMonth: 202312 })
  await storeDigests(store, [p1, p2, p3].map((sightingId) => ({ sightingId, digest: new Uint8Array(8) })))
  t.same(await monthlyCounts(store, 'indexed'), [
    { month: '2023-11', cumulative: 1 },
    { month: '2024-02', cumulative: 3 },
  ], 'by the month their sightings were first seen; an unindexed picture not at all')
})

onEachEngine(t, 'totals per user come the largest first, of the queries the reader may see', async (t, store) => {
  const olivia = await aMember(store, 'olivia@northshire.police.uk', 'Northshire Police')
  const colin = await aMember(store, 'Colin@northshire.police.uk', 'Northshire Police')
  const bea = await aMember(store, 'bea@northshire.police.uk', 'Northshire Police')
  const adele = await aMember(store, 'adele@westmarch.police.uk', 'Westmarch Constabulary')
  // Of another force, with Northshire's name typed as her organisation: its totals stay out of her sight.
  const mallory = await aMember(store, 'mallory@westmarch.police.uk', 'Northshire Police')
  const loner = await aMember(store, 'lone@example.org', '')
  const northshireLicence = await aLicence(store, 'Northshire')
  const westmarchLicence = await aLicence(store, 'Westmarch')
  const licenceOf = (user: number) => (user === adele ? [westmarchLicence] : user === loner ? [] : [northshireLicence])
  for (const [user, n] of [[olivia, 1], [colin, 3], [bea, 1], [adele, 2], [loner, 1]] as const) {
    for (let i = 0; i < n; i++) await insertQuery(store, newQuery(user, i, { licenceIds: licenceOf(user) }))
  }
  const s1 = await aSighting(store, { imageId: 's1' })
  const s2 = await aSighting(store, { imageId: 's2' })
  await aQueryWithHits(store, newQuery(adele, 9, { licenceIds: [westmarchLicence] }), [{ sightingId: s1, score: 0.2 }, { sightingId: s2, score: 0.2 }], 10)
  await aQueryWithHits(store, newQuery(olivia, 9, { licenceIds: [northshireLicence] }), [{ sightingId: s1, score: 0.2 }], 10)
  const northshire = { userId: olivia, licenceIds: [northshireLicence], globalAdmin: false }
  t.same(await userCounts(store, 'queries', northshire, 0, 10), {
    rows: [
      { email: 'Colin@northshire.police.uk', organization: 'Northshire Police', count: 3 },
      { email: 'olivia@northshire.police.uk', organization: 'Northshire Police', count: 2 },
      { email: 'bea@northshire.police.uk', organization: 'Northshire Police', count: 1 },
    ],
    total: 3,
  })
  t.same(await userCounts(store, 'queries', northshire, 1, 1), { rows: [{ email: 'olivia@northshire.police.uk', organization: 'Northshire Police', count: 2 }], total: 3 })
  t.same((await userCounts(store, 'queries', { userId: loner, licenceIds: [], globalAdmin: false }, 0, 10)).rows.map((r) => r.email), ['lone@example.org'], 'a user of no licence: their own')
  t.same(
    (await userCounts(store, 'queries', { userId: mallory, licenceIds: [westmarchLicence], globalAdmin: false }, 0, 10)).rows.map((r) => [r.email, r.count]),
    [['adele@westmarch.police.uk', 3]],
    'another licence’s user sees her licence’s, whatever organisation she typed',
  )
  const everyone = await userCounts(store, 'queries', { userId: loner, licenceIds: [], globalAdmin: true }, 0, 10)
  t.same(everyone.rows.map((r) => [r.email, r.count]), [
    ['adele@westmarch.police.uk', 3],
    ['Colin@northshire.police.uk', 3],
    ['olivia@northshire.police.uk', 2],
    ['bea@northshire.police.uk', 1],
    ['lone@example.org', 1],
  ], 'equal totals by address, whatever its case (adele before Colin)')
  t.same((await userCounts(store, 'hits', { userId: adele, licenceIds: [], globalAdmin: true }, 0, 10)).rows.map((r) => [r.email, r.count]), [
    ['adele@westmarch.police.uk', 2],
    ['olivia@northshire.police.uk', 1],
  ], 'hits by the owner of their query')
  t.same((await userCounts(store, 'hits', northshire, 0, 10)).rows.map((r) => r.email), ['olivia@northshire.police.uk'])
})
