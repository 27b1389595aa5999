// Contributions on both engines (spec-3 §4 "Contribution"): only the fields that differ applied, at the version the
// contributor loaded, and recorded with who and what they replaced; of two racing on one school exactly one applied;
// the daily limit held also when two race; and a contribution that cannot be recorded changes nothing.

import t from 'tap'
import {
  applyContribution,
  contributionsOf,
  contributionsSince,
  type ContributionChange,
} from '../../../../../../server/api/store/uniforms/contributions.js'
import { schoolById } from '../../../../../../server/api/store/uniforms/schools.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { aUser } from './given.js'
import { aRegister, openConnections, school } from './uniforms-given.js'

const DAY = 24 * 3600 * 1000
const NOW = 20 * DAY
const LIMIT = { most: 10, since: NOW - DAY }

async function contributors(store: Store) {
  await aRegister(store, [school(1, 'Hollins Academy', { website: 'https://hollins.example.sch.uk/', uniformWorn: true }), school(2, 'Moorside Primary')])
  const cora = { userId: await aUser(store, 'cora@gen.example'), email: 'cora@gen.example' }
  const colm = { userId: await aUser(store, 'colm@gen.example'), email: 'colm@gen.example' }
  return { cora, colm }
}

onEachEngine(t, 'only the fields that differ are applied, the version moves on, and the contribution is recorded', async (t, store) => {
  const { cora } = await contributors(store)
  const change: ContributionChange = { website: 'https://hollins.example.sch.uk/', uniformWorn: false, detailCorrection: '  Moved to Mill Lane.  ' }
  const outcome = await applyContribution(store, 1, 1, change, cora, NOW, LIMIT)
  t.match(outcome, { kind: 'applied', changed: ['uniformWorn', 'detailCorrection'], school: { id: 1, version: 2, uniformWorn: false, website: 'https://hollins.example.sch.uk/' } })
  t.same(await contributionsOf(store, 1, 10), [
    {
      id: (await contributionsOf(store, 1, 1))[0]!.id,
      schoolId: 1,
      userEmail: 'cora@gen.example',
      at: NOW,
      detailCorrection: 'Moved to Mill Lane.',
      websiteBefore: 'https://hollins.example.sch.uk/',
      websiteAfter: 'https://hollins.example.sch.uk/',
      uniformWornBefore: true,
      uniformWornAfter: false,
      changed: ['uniformWorn', 'detailCorrection'],
      versionAfter: 2,
    },
  ])
  const cleared = await applyContribution(store, 1, 2, { website: null, uniformWorn: null }, cora, NOW + 1, LIMIT)
  t.match(cleared, { kind: 'applied', changed: ['website', 'uniformWorn'], school: { website: null, uniformWorn: null, version: 3 } })
  const [latest] = await contributionsOf(store, 1, 1)
  t.match(latest, { websiteBefore: 'https://hollins.example.sch.uk/', websiteAfter: null, uniformWornBefore: false, uniformWornAfter: null, versionAfter: 3 })
  t.same((await contributionsOf(store, 1, 10)).map((c) => c.versionAfter), [3, 2], 'the newest first')
  t.same(await contributionsOf(store, 2, 10), [], "another school's are its own")
})

onEachEngine(t, 'a contribution at an old version is stale, to a missing school missing; neither is recorded', async (t, store) => {
  const { cora } = await contributors(store)
  await applyContribution(store, 1, 1, { website: 'https://a.example.org/' }, cora, NOW, LIMIT)
  const stale = await applyContribution(store, 1, 1, { website: 'https://b.example.org/' }, cora, NOW, LIMIT)
  t.match(stale, { kind: 'stale', school: { version: 2, website: 'https://a.example.org/' } })
  t.same(await applyContribution(store, 99, 1, { website: null }, cora, NOW, LIMIT), { kind: 'missing' })
  t.equal((await contributionsOf(store, 1, 10)).length, 1)
  t.equal(await contributionsSince(store, cora.userId, LIMIT.since), 1)
})

onEachEngine(t, 'contributors racing on one school at one version: exactly one applied, the others stale', async (t, store) => {
  const { cora, colm } = await contributors(store)
  const others = await Promise.all(['cai', 'cyd'].map(async (name) => ({ userId: await aUser(store, `${name}@gen.example`), email: `${name}@gen.example` })))
  await openConnections(store)
  const outcomes = await Promise.all(
    [cora, colm, ...others].map((by, i) => applyContribution(store, 1, 1, { website: `https://${i}.example.org/`, uniformWorn: i % 2 === 0 }, by, NOW, LIMIT)),
  )
  t.same(outcomes.map((o) => o.kind).sort(), ['applied', 'stale', 'stale', 'stale'])
  const won = outcomes.find((o) => o.kind === 'applied') as { school: { website: string } }
  t.match(await schoolById(store, 1), { version: 2, website: won.school.website }, 'the change applied is the one kept')
  t.equal((await contributionsOf(store, 1, 10)).length, 1)
})

onEachEngine(t, "a contributor's contributions are counted over the day; past the limit refused, also when several race", async (t, store) => {
  const { cora, colm } = await contributors(store)
  const limit = { most: 3, since: NOW - DAY }
  let version = 1
  await applyContribution(store, 1, version++, { detailCorrection: 'yesterday' }, cora, NOW - DAY - 1, limit)
  await applyContribution(store, 1, version++, { detailCorrection: 'one' }, cora, NOW - 2, limit)
  t.equal(await contributionsSince(store, cora.userId, limit.since), 1, "yesterday's is not counted")
  await applyContribution(store, 1, version++, { detailCorrection: 'two' }, cora, NOW - 1, limit)
  // Each to a school of its own, so that the race is for the limit alone.
  await aRegister(store, [school(3, 'Oakfield School'), school(4, 'Ashton High')])
  await openConnections(store)
  const raced = await Promise.all(
    [[1, version], [2, 1], [3, 1], [4, 1]].map(([id, at]) => applyContribution(store, id!, at!, { detailCorrection: 'three' }, cora, NOW, limit)),
  )
  t.same(raced.map((o) => o.kind).sort(), ['applied', 'limited', 'limited', 'limited'])
  t.equal(await contributionsSince(store, cora.userId, limit.since), 3)
  t.same(await applyContribution(store, 99, 7, { detailCorrection: 'four' }, cora, NOW, limit), { kind: 'limited' }, 'the limit is checked first')
  t.match(await applyContribution(store, 1, 99, { detailCorrection: 'mine' }, colm, NOW, limit), { kind: 'stale' }, "another contributor's count is their own")
})

onEachEngine(t, 'a contribution that cannot be recorded changes nothing: the school keeps its version', async (t, store) => {
  const { cora } = await contributors(store)
  const nobody = { userId: cora.userId, email: null as unknown as string }
  await t.rejects(applyContribution(store, 1, 1, { website: 'https://lost.example.org/' }, nobody, NOW, LIMIT), 'the record needs an address')
  t.match(await schoolById(store, 1), { version: 1, website: 'https://hollins.example.sch.uk/' })
  t.same(await contributionsOf(store, 1, 10), [])
})
