// Writing sightings and reading one back through the Store (rows.ts, write-sightings.ts, detail.ts, image-records.ts),
// on both engines: a sighting written then read gives the same page on each, its Exif text included, whether the
// text refers to the sighting's columns or not; what refers to it (serials, Camera ID's picture) is written with it.

import t from 'tap'
import { sql } from 'kysely'
import { findSightingByImageId } from '../../../../../../server/api/store/sightings/detail.js'
import { findImageRecord } from '../../../../../../server/api/store/sightings/image-records.js'
import { anySightings, writeSightings } from '../../../../../../server/api/store/sightings/write-sightings.js'
import type { SightingDetail } from '../../../../../../shared/api/types/sightings.js'
import { onEachEngine } from './engines.js'
import { demoSightings, EVERYTHING } from './sightings-given.js'

const ADDED_AT = Date.UTC(2024, 4, 1)

/** Each engine's pages of the same sightings, compared once both have run. */
const pages = new Map<string, (SightingDetail | undefined)[]>()

onEachEngine(t, 'a sighting written then read gives its page: every column, its Exif tags, its item', async (t, store) => {
  t.equal(await anySightings(store), false, 'none at first')
  const demo = demoSightings(60)
  const ids = await writeSightings(store, [EVERYTHING, ...demo], ADDED_AT)
  t.equal(ids.length, 61)
  t.equal(ids[0], EVERYTHING.imageId, 'the public ids come back in order')
  t.equal(await anySightings(store), true)

  const page = await findSightingByImageId(store, EVERYTHING.imageId!)
  t.match(page, {
    id: EVERYTHING.imageId,
    url: EVERYTHING.url,
    username: 'Élodie_Durand',
    dateTimeOriginal: '2021-07-14T09:30:05.250+02:00',
    dateFirstSeen: '2022-01-02T03:04:05.678Z',
    dateLastSeen: '2023-12-31T23:59:59.999Z',
    cameraName: 'Canon - Canon EOS 5D Mark IV - 012345678901 - A1B2',
    dimensions: '6720 x 4480',
    longestEdge: 6720,
    shortestEdge: 4480,
    location: { lat: 45.767123456789, lon: 4.833987654321 },
    cell: { lat: 45.76, lon: 4.83 },
    photoDNAFullHash: Buffer.from(EVERYTHING.photoDna!).toString('base64'),
    tags: ['Lyon', 'fête des lumières', 'night', ' sky'],
    knownChildAbuseImageArachnid: false,
    ownerName: 'Élodie "Lo" Durand',
    placeholders: ['internalSerialNumber'],
    fileName: 'IMG_0042.JPG',
    md5: EVERYTHING.md5,
    lensId: '252',
    barcode: 'BC-77',
  })
  t.same(page?.exif, EVERYTHING.exif, 'the Exif tags as written, those kept coded against the columns too')
  for (const s of demo) t.same((await findSightingByImageId(store, s.imageId!))?.exif, s.exif ?? {}, `${s.imageId} reads back its Exif tags`)
  pages.set(store.engine, await Promise.all(ids.map((id) => findSightingByImageId(store, id))))

  t.equal(await findSightingByImageId(store, 'ffffffffffffffffffffffffffffffff'), undefined, 'an unknown id has no page')
  t.same(await findImageRecord(store, EVERYTHING.imageId!), {
    imageId: EVERYTHING.imageId, url: EVERYTHING.url, imageFile: EVERYTHING.imageFile, knownAbuse: false, width: 6720, height: 4480, orientation: 1,
  })
  t.equal(await findImageRecord(store, 'nope'), null)

  const serials = await sql<{ field: string; value: string; serial_key: string; placeholder: string | null }>`
    SELECT field, value, serial_key, placeholder FROM sighting_serials ORDER BY value`.execute(store.db)
  t.same(serials.rows, [
    { field: 'internal_serial_number', value: '0000000000', serial_key: '0000000000', placeholder: 'all zeros' },
    { field: 'serial_number', value: '012345678901', serial_key: '012345678901', placeholder: null },
    { field: 'serial_number', value: 'NO= 12345678901', serial_key: '12345678901', placeholder: null },
  ], 'every serial found, with its comparison form')
  const pictures = await sql<{ n: number }>`SELECT count(*) AS n FROM camid_pictures p JOIN sightings s ON s.id = p.sighting_id
    WHERE s.image_id = ${EVERYTHING.imageId!}`.execute(store.db)
  t.equal(pictures.rows[0]!.n, 1, 'a stored file is a picture Camera ID can read')
})

onEachEngine(t, 'the distinct values of the sorted columns are kept once each, as SQLite\'s triggers keep them', async (t, store) => {
  await writeSightings(store, demoSightings(40), ADDED_AT)
  await writeSightings(store, [{ ...EVERYTHING }], ADDED_AT)
  await writeSightings(store, [{ url: 'https://b.example/1', imageId: 'b1', make: 'Canon' }, { url: 'https://b.example/2', imageId: 'b2', make: 'CANON' }], ADDED_AT)
  const makes = await sql<{ value: string }>`SELECT value FROM sighting_values WHERE field = 'make' ORDER BY value`.execute(store.db)
  const distinct = await sql<{ make: string }>`SELECT DISTINCT make FROM sightings WHERE make IS NOT NULL`.execute(store.db)
  t.ok(makes.rows.some((r) => r.value === 'CANON') && makes.rows.some((r) => r.value === 'Canon'), 'kept as written, each case apart')
  t.ok(makes.rows.length >= distinct.rows.length, 'every make is there')
  const twice = await sql<{ n: number }>`SELECT count(*) AS n FROM (SELECT field, value FROM sighting_values GROUP BY field, value HAVING count(*) > 1) d`.execute(store.db)
  t.equal(twice.rows[0]!.n, 0, 'none twice')
})

onEachEngine(t, 'a batch that fails is written not at all', async (t, store) => {
  const bad = { ...EVERYTHING, imageId: 'bad', latitude: 200, longitude: 0 }
  await t.rejects(writeSightings(store, [...demoSightings(5), bad], ADDED_AT))
  t.equal(await anySightings(store), false)
})

t.test('both engines give the same pages', async (t) => {
  t.equal(pages.size, 2, 'both engines ran')
  t.same(pages.get('postgres'), pages.get('sqlite'))
})
