// The conditions on a school on both engines (spec-3 §2): each word or quoted phrase found in the name, postcode or
// URN whatever its case, the LIKE wildcards taken as written; a region keeps its own schools and those under it.

import t from 'tap'
import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { regionCondition, schoolTextCondition, type Condition } from '../../../../../../server/api/store/uniforms/school-conditions.js'
import { onEachEngine } from './engines.js'
import { aRegister, school } from './uniforms-given.js'

const ids = async (store: Store, condition: Condition) =>
  (await sql<{ id: number }>`SELECT s.id FROM uniform_schools s WHERE ${condition} ORDER BY s.id`.execute(store.db)).rows.map((row) => row.id)

const NORTH_WEST = ['England', 'North West', 'Greater Manchester']

async function register(store: Store) {
  await aRegister(store, [
    school(1, 'Hollins Academy', { postcode: 'M24 1AA', externalId: '105001' }),
    school(2, "St Mary's 100% Catholic School", { postcode: 'BL1 2BB', externalId: '105002', region: ['England', 'North West', 'Bolton'] }),
    school(3, 'Holly_Bank School', { postcode: 'SK4 3CC', externalId: 'A105_3', region: ['England', 'North East', 'Durham'] }),
    school(4, 'Ysgol Gymraeg', { postcode: 'CF10 4DD', externalId: '401234', region: ['Wales', 'Cardiff', 'Cardiff'] }),
    school(5, 'North Westerly College', { postcode: 'L1 5EE', externalId: '105005', region: ['England', 'North Westerly', 'Liverpool'] }),
  ])
}

onEachEngine(t, 'words and phrases in the name, postcode or URN, whatever their case', async (t, store) => {
  await register(store)
  const text = (words: string[], phrases: string[] = []) => ids(store, schoolTextCondition(store, { words, phrases }, 's'))
  t.same(await text(['holl']), [1, 3], 'part of a word, any case')
  t.same(await text(['HOLLINS', 'academy']), [1], 'every word')
  t.same(await text(['m24']), [1], 'a postcode')
  t.same(await text(['105']), [1, 2, 5, 3].sort(), 'a URN')
  t.same(await text([], ['mary\'s 100% catholic']), [2], 'a phrase as written, whatever its case')
  t.same(await text([], ['catholic 100%']), [], 'in its order')
  t.same(await text(['100%']), [2], 'a % is a percent sign')
  t.same(await text(['%']), [2], 'not any text')
  t.same(await text(['y_b']), [3], 'an _ is an underscore')
  t.same(await text(['_']), [3], 'not any letter')
  t.same(await text(['\\']), [], 'a backslash is a backslash')
  t.same(await ids(store, schoolTextCondition(store, null, 's')), [1, 2, 3, 4, 5], 'no text: every school')
  t.same(await ids(store, schoolTextCondition(store, { words: [], phrases: [] }, 's')), [1, 2, 3, 4, 5])
})

onEachEngine(t, 'a region keeps its schools and those under it, never a sibling whose name starts the same', async (t, store) => {
  await register(store)
  const regions = (values: string[]) => ids(store, regionCondition(store, values, 's'))
  t.same(await regions([NORTH_WEST.join(' > ')]), [1], 'an area')
  t.same(await regions(['England > North West']), [1, 2], 'a region and its areas')
  t.same(await regions(['England']), [1, 2, 3, 5], 'a country')
  t.same(await regions(['England > North West', 'Wales']), [1, 2, 4], 'any of several')
  t.same(await regions(['England > North']), [], 'a name that starts another is not its parent')
  t.same(await regions(['England > North West > Greater']), [], 'nor a part of a name')
  t.same(await regions([]), [1, 2, 3, 4, 5], 'no region: every school')
})
