// Filling the Hub's register on both engines: schools added once (a school whose id is taken is left as it is),
// pictures with their labels and words in one transaction (one that fails adds none), and the regions the schools
// are in, each once.

import t from 'tap'
import { sql } from 'kysely'
import { hasSchools, insertSchoolImages, insertSchools, schoolRegions } from '../../../../../../server/api/store/uniforms/register.js'
import { schoolById } from '../../../../../../server/api/store/uniforms/schools.js'
import { schoolImage } from '../../../../../../server/api/store/uniforms/images.js'
import { partsWithWords } from '../../../../../../server/api/store/uniforms/image-words.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { onEachEngine } from './engines.js'
import { picture, school } from './uniforms-given.js'

const count = async (store: Store, table: 'uniform_images' | 'uniform_image_labels' | 'uniform_image_words') =>
  (await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(store.db)).rows[0]!.n

onEachEngine(t, 'schools are added once: a school whose id is taken is left as it is', async (t, store) => {
  t.equal(await hasSchools(store), false, 'an empty register')
  t.equal(await insertSchools(store, [school(1, 'Hollins Academy'), school(2, 'Moorside Primary')], 5), 2)
  t.equal(await hasSchools(store), true)
  t.equal(await insertSchools(store, [school(2, 'Moorside Renamed'), school(3, 'Oakfield School')], 6), 1, 'only the new one')
  t.match(await schoolById(store, 2), { name: 'Moorside Primary', version: 1 })
  t.match(await schoolById(store, 3), { name: 'Oakfield School' })
})

onEachEngine(t, 'pictures are added in order with their labels once each and their words by part', async (t, store) => {
  await insertSchools(store, [school(1, 'Hollins Academy')], 5)
  const ids = await insertSchoolImages(store, [
    picture(1, 'Navy blazer with a gold lion crest, worn with grey trousers', { labels: ['Blazer', 'Navy Blazer', 'Blazer', 'Lion'], leafLabels: ['Navy Blazer'] }),
    picture(1, 'Red jumper', { type: 'BODY', uploadedBy: null, createdAt: 9 }),
  ])
  t.equal(ids.length, 2)
  t.ok(ids[1]! > ids[0]!, 'ids in the order given')
  t.match(await schoolImage(store, 1, ids[0]!, { contributor: true }), { labels: ['Blazer', 'Navy Blazer', 'Blazer', 'Lion'], leafLabels: ['Navy Blazer'] })
  const labels = await sql<{ label: string }>`SELECT label FROM uniform_image_labels WHERE image_id = ${ids[0]} ORDER BY label`.execute(store.db)
  t.same(labels.rows.map((row) => row.label), ['Blazer', 'Lion', 'Navy Blazer'], 'each label once')
  const words = await sql<{ part: number; words: string }>`SELECT part, words FROM uniform_image_words WHERE image_id = ${ids[0]} ORDER BY part`.execute(store.db)
  t.same(words.rows, [
    { part: 0, words: 'Navy blazer with a gold lion crest worn with grey trousers Blazer Navy Blazer Blazer Lion' },
    { part: 1, words: 'Navy blazer with a gold lion crest' },
    { part: 2, words: 'worn with grey trousers' },
  ], 'the whole with its labels, then each part, as the search reads them')
  t.same((await partsWithWords(store, ['jumper'], true)).map((row) => [row.imageId, row.part]).sort(), [[ids[1], 0], [ids[1], 1]])
  t.same(await insertSchoolImages(store, []), [], 'none')
})

onEachEngine(t, 'pictures added in one transaction: when one cannot be stored, none is', async (t, store) => {
  await insertSchools(store, [school(1, 'Hollins Academy')], 5)
  await t.rejects(insertSchoolImages(store, [picture(1, 'Navy blazer', { labels: ['Blazer'] }), picture(1, 'A hat', { type: 'HAT' as 'LOGO' })]))
  await t.rejects(insertSchoolImages(store, [picture(1, 'Navy blazer'), picture(2, 'Of no school')]), 'a picture of no school')
  t.same([await count(store, 'uniform_images'), await count(store, 'uniform_image_labels'), await count(store, 'uniform_image_words')], [0, 0, 0])
})

onEachEngine(t, "the register's regions, each once", async (t, store) => {
  t.same(await schoolRegions(store), [])
  await insertSchools(
    store,
    [school(1, 'A'), school(2, 'B'), school(3, 'C', { region: ['Wales', 'Cardiff', 'Cardiff'] })],
    5,
  )
  const regions = (await schoolRegions(store)).map((path) => path.join(' > ')).sort()
  t.same(regions, ['England > North West > Greater Manchester', 'Wales > Cardiff > Cardiff'])
})
