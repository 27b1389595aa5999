// The Hub's schools on both engines (spec-3 §3 "School", §2 "Contribute tab"): a school as the Hub shows it, with its
// accepted pictures counted; several by id in the order asked; and the contribute tab's list, by name whatever its
// case, a page at a time, the hidden test school never among them.

import t from 'tap'
import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../../../shared/api/types/constants/uniforms.js'
import { listSchools, schoolById, schoolsByIds } from '../../../../../../server/api/store/uniforms/schools.js'
import { onEachEngine } from './engines.js'
import { aRegister, picture, school } from './uniforms-given.js'

const HIDDEN = Number(UNIFORM_HIDDEN_SCHOOL_ID)

onEachEngine(t, 'a school as the Hub shows it, with its accepted logos and uniforms counted', async (t, store) => {
  await aRegister(
    store,
    [
      school(1, 'Hollins Academy', { website: 'https://hollins.example.sch.uk/', uniformWorn: false, location: { latitude: 53.5514, longitude: -2.1945 } }),
      school(2, 'Moorside Primary', { uniformWorn: null, location: null, status: 'PROPOSED', minAge: 4, maxAge: 11 }),
    ],
    [
      picture(1, 'Navy shield with a gold lion', { type: 'LOGO' }),
      picture(1, 'Old badge', { type: 'LOGO', accepted: false }),
      picture(1, 'Navy blazer'),
      picture(1, 'Worn with grey trousers', { type: 'BODY', containsPii: true }),
      picture(2, 'Red jumper'),
    ],
  )
  t.same(await schoolById(store, 1), {
    id: 1,
    name: 'Hollins Academy',
    status: 'OPEN',
    website: 'https://hollins.example.sch.uk/',
    postcode: 'M1 1AA',
    externalId: '100001',
    minAge: 11,
    maxAge: 16,
    uniformWorn: false,
    location: { latitude: 53.5514, longitude: -2.1945 },
    schoolType: 'Academy',
    town: 'Manchester',
    region: ['England', 'North West', 'Greater Manchester'],
    version: 1,
    acceptedLogoCount: 1,
    acceptedUniformCount: 2,
  })
  t.match(await schoolById(store, 2), { uniformWorn: null, location: null, status: 'PROPOSED', minAge: 4, maxAge: 11, acceptedLogoCount: 0, acceptedUniformCount: 1 })
  t.equal(await schoolById(store, 3), undefined, 'no such school')
})

onEachEngine(t, 'the hidden test school is never found, by id or in a list', async (t, store) => {
  await aRegister(store, [school(HIDDEN, 'Hidden Test School'), school(1, 'Hollins Academy')])
  t.equal(await schoolById(store, HIDDEN), undefined)
  t.same((await listSchools(store, { text: null, regions: [] }, 0, 10)).schools.map((s) => s.id), [1])
  t.equal((await listSchools(store, { text: { words: ['hidden'], phrases: [] }, regions: [] }, 0, 10)).total, 0)
})

onEachEngine(t, 'schools by id come in the order asked, those not found left out', async (t, store) => {
  await aRegister(store, [school(1, 'A'), school(2, 'B'), school(3, 'C')])
  t.same((await schoolsByIds(store, [3, 9, 1, 2])).map((s) => s.id), [3, 1, 2])
  t.same(await schoolsByIds(store, []), [])
})

onEachEngine(t, 'the contribute list: by name whatever its case, then id, a page at a time, with how many match', async (t, store) => {
  const names = ['beech School', 'Alder Academy', 'academy of Oaks', 'BIRCH Primary', 'Academy Of Oaks', 'cedar College']
  await aRegister(store, names.map((name, i) => school(i + 1, name, i % 2 === 0 ? {} : { region: ['Wales', 'Cardiff', 'Cardiff'] })))
  const all = await listSchools(store, { text: null, regions: [] }, 0, 10)
  t.same(all.schools.map((s) => s.name), ['academy of Oaks', 'Academy Of Oaks', 'Alder Academy', 'beech School', 'BIRCH Primary', 'cedar College'])
  t.equal(all.total, 6)
  const second = await listSchools(store, { text: null, regions: [] }, 2, 2)
  t.same(second.schools.map((s) => s.name), ['Alder Academy', 'beech School'], 'the second page of two')
  t.equal(second.total, 6, 'the total is of every page')
  const narrowed = await listSchools(store, { text: { words: ['ACADEMY'], phrases: [] }, regions: ['England'] }, 0, 10)
  t.same(narrowed.schools.map((s) => s.id), [3, 5], 'text and region together; one name in two cases, by id')
  t.equal(narrowed.total, 2)
  t.same(await listSchools(store, { text: null, regions: [] }, 10, 10), { schools: [], total: 6 }, 'past the last page')
})
