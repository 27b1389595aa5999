// The Hub's rows as the store hands them out, on both engines: a school and a picture read by readSchools and
// readImages become the same records, flags as booleans, JSON lists as lists, a missing place as null; and a
// viewer's condition keeps what they may see; a list of values tested as one parameter, however long.

import t from 'tap'
import { sql } from 'kysely'
import { readImages, readSchools, visibleTo } from '../../../../../../server/api/store/uniforms/records.js'
import { isOneOf } from '../../../../../../server/api/store/value-lists.js'
import { onEachEngine } from './engines.js'
import { aRegister, picture, school } from './uniforms-given.js'

onEachEngine(t, 'rows become records alike', async (t, store) => {
  const [logo] = await aRegister(
    store,
    [school(1, 'Hollins Academy', { uniformWorn: null, location: null }), school(2, 'Moorside Primary', { uniformWorn: true, location: { latitude: -0.5, longitude: 179.25 } })],
    [picture(1, 'Navy shield', { type: 'LOGO', labels: ['Shield', 'Navy'], leafLabels: ['Shield'], containsPii: true, width: 640, height: 480 })],
  )
  const schools = await readSchools(store, sql`1 = 1 ORDER BY s.id`)
  t.match(schools[0], { uniformWorn: null, location: null, region: ['England', 'North West', 'Greater Manchester'], version: 1, acceptedLogoCount: 1, acceptedUniformCount: 0 })
  t.match(schools[1], { uniformWorn: true, location: { latitude: -0.5, longitude: 179.25 }, acceptedLogoCount: 0 })
  t.type(schools[0]!.acceptedLogoCount, 'number', 'a count is a number')
  const [image] = await readImages(store, sql`1 = 1`)
  t.same(image, {
    id: logo,
    schoolId: 1,
    type: 'LOGO',
    accepted: true,
    containsPii: true,
    description: 'Navy shield',
    labels: ['Shield', 'Navy'],
    leafLabels: ['Shield'],
    md5: 'd'.repeat(32),
    width: 640,
    height: 480,
    contentType: 'image/jpeg',
    drawing: '{}',
    filePath: null,
  })
})

onEachEngine(t, "a viewer's condition keeps what they may see", async (t, store) => {
  const [shown, waiting, personal] = await aRegister(store, [school(1, 'Hollins Academy')], [
    picture(1, 'Shown'),
    picture(1, 'Waiting', { accepted: false }),
    picture(1, 'Personal', { containsPii: true }),
  ])
  const seen = async (contributor: boolean) =>
    (await sql<{ id: number }>`SELECT i.id FROM uniform_images i WHERE ${visibleTo({ contributor }, 'i')} ORDER BY i.id`.execute(store.db)).rows.map((r) => r.id)
  t.same(await seen(true), [shown, waiting, personal])
  t.same(await seen(false), [shown])
})

onEachEngine(t, 'a list of values is one parameter, of numbers or text, empty or long', async (t, store) => {
  await aRegister(store, [school(1, 'Hollins Academy'), school(2, 'Moorside Primary'), school(3, "St Mary's")])
  const ids = async (values: (number | string)[], column = sql`id`) =>
    (await sql<{ id: number }>`SELECT id FROM uniform_schools WHERE ${isOneOf(store, column, values)} ORDER BY id`.execute(store.db)).rows.map((r) => r.id)
  t.same(await ids([3, 1, 9]), [1, 3])
  t.same(await ids([]), [], 'none of an empty list')
  t.same(await ids(['M3 1AA', 'm2 1aa'], sql`postcode`), [3], 'text as written')
  t.same(await ids(Array.from({ length: 70_000 }, (_, i) => i)), [1, 2, 3], 'more values than either engine takes parameters')
})
