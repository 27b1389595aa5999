// A sighting's Exif tags, kept coded in its row (exif-text.ts): read back exactly as the JSON text they were, however
// their values are written, coded alike by the loader and by migration 021's SQL, and kept when a column changes.

import t, { type Test } from 'tap'
import { join } from 'node:path'
import { openDatabase } from '../../../../../../server/api/store/db.js'
import { insertSightings, type NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import { codeExif, exifCodeSql } from '../../../../../../server/api/store/sightings/exif-text.js'
import { SightingGenerator } from '../../../../../../server/api/seed/generator.js'
import { MIGRATIONS } from '../../harness.js'

const open = (t: Test) => {
  const db = openDatabase(join(t.testdir(), 'exif.db'), MIGRATIONS)
  t.teardown(() => db.close())
  return db
}

type Db = ReturnType<typeof openDatabase>
const stored = (db: Db, imageId: string) => db.prepare('SELECT exif_coded FROM sightings WHERE image_id = ?').pluck().get(imageId) as string
const decoded = (db: Db, imageId: string) => db.prepare('SELECT exif FROM sightings WHERE image_id = ?').pluck().get(imageId) as string

/** Sightings whose tags and columns agree and disagree in every way the coding must survive. */
const AWKWARD: NewSighting[] = [
  { imageId: 'same', url: 'u', make: 'Canon', model: 'EOS R5', exifSoftware: 'Firmware 1.0', width: 6000, height: 4000, orientation: 1,
    dateTimeOriginal: Date.UTC(2020, 4, 1, 12, 30, 5), dateTimeOriginalOffset: '+02:00', serialNumber: '0000123', lens: 'RF24-70mm F2.8 L IS USM',
    lensSerialNumber: '42', ownerName: 'Ann', latitude: 51.5, longitude: -0.12,
    exif: { Make: 'Canon', Model: 'EOS R5', Software: 'Firmware 1.0', DateTimeOriginal: '2020:05:01 12:30:05', Orientation: 1, ExifImageWidth: 6000,
      ExifImageHeight: 4000, BodySerialNumber: '0000123', LensModel: 'RF24-70mm F2.8 L IS USM', LensSerialNumber: '42', OffsetTimeOriginal: '+02:00',
      CameraOwnerName: 'Ann', GPSLatitude: 51.5, GPSLongitude: -0.12 } },
  { imageId: 'other', url: 'u', make: 'Canon', width: 600, height: 400, orientation: 6, dateTimeOriginal: Date.UTC(2020, 4, 1, 12, 30, 5, 250),
    exif: { Model: 'Not the column', Make: 'CANON', ExifImageWidth: 6000, ExifImageHeight: 400, Orientation: 6, DateTimeOriginal: '2020:05:01 12:30:05' } },
  { imageId: 'escapes', url: 'u', make: 'Say "cheese"', model: 'back\\slash', exifSoftware: 'tab\there', ownerName: 'Zoë 📷', lens: '',
    exif: { Make: 'Say "cheese"', Model: 'back\\slash', Software: 'tab\there', CameraOwnerName: 'Zoë 📷', LensModel: '', Note: '\u0001\u001f' } },
  { imageId: 'numbers', url: 'u', width: 12, height: 120, orientation: 8,
    exif: { ExifImageWidth: 120, ExifImageHeight: 12, Orientation: 8.5, Nested: { Make: 'x', Orientation: 8 }, List: ['"Make":', 12] } },
  { imageId: 'last', url: 'u', width: 800, exif: { Make: 'x', ExifImageWidth: 800 } },
  { imageId: 'empty', url: 'u' },
  { imageId: 'before1970', url: 'u', dateTimeOriginal: Date.UTC(1969, 11, 31, 23, 59, 59), exif: { DateTimeOriginal: '1969:12:31 23:59:59' } },
  { imageId: 'strings', url: 'u', width: 100, exif: { ExifImageWidth: '100', Make: null, Model: 7 } },
]

t.test('every sighting reads back the Exif text it was given, character for character, as every reader of exif does', async (t) => {
  const db = open(t)
  insertSightings(db, AWKWARD, 0)
  for (const s of AWKWARD) t.equal(decoded(db, s.imageId!), JSON.stringify(s.exif ?? {}), s.imageId!)
})

t.test("a tag that holds its column's value keeps one character of it, a common tag name one too", async (t) => {
  const db = open(t)
  insertSightings(db, AWKWARD, 0)
  t.equal(stored(db, 'same'), '{\u0001,\u0002,\u0003,\u0004,\u0005\u0006\u0007\u0008,\u000b,\u000c,\u000e,\u000f,\u001c51.5,\u001d-0.12}')
  t.match(stored(db, 'other'), /^\{\u0011"Not the column",\u0010"CANON",\u0015/, 'a value that is not the column keeps its name coded only')
  t.notMatch(stored(db, 'last'), /\u0006/, 'a number at the end, with no comma after it, is not taken for its column')
})

t.test("the generator's sightings read back exactly and take a tenth of their Exif text's bytes", async (t) => {
  const db = open(t)
  const generator = new SightingGenerator(5, 2_000)
  const sightings = Array.from({ length: 2_000 }, () => generator.next())
  insertSightings(db, sightings, 0)
  let plain = 0
  let coded = 0
  for (const s of sightings) {
    const text = JSON.stringify(s.exif)
    plain += Buffer.byteLength(text)
    coded += Buffer.byteLength(stored(db, s.imageId!))
    if (decoded(db, s.imageId!) !== text) t.fail(`${s.imageId} reads back as it was`)
  }
  t.ok(coded < plain / 8, `${coded} bytes coded of ${plain}`)
})

t.test("migration 021's SQL codes a stored row as the loader does", async (t) => {
  const db = open(t)
  const generator = new SightingGenerator(6, 300)
  const sightings = [...AWKWARD, ...Array.from({ length: 300 }, () => generator.next())]
  insertSightings(db, sightings, 0)
  const mismatched = db
    .prepare(`SELECT s.image_id FROM sightings s WHERE ${exifCodeSql('s.exif')} IS NOT s.exif_coded`)
    .pluck()
    .all()
  t.same(mismatched, [], 'coding the plain text in SQL gives the stored text')
  t.equal(codeExif('{}', {}), '{}')
})

t.test('changing a column that the coded text stands for keeps the Exif text as it was', async (t) => {
  const db = open(t)
  insertSightings(db, AWKWARD, 0)
  db.prepare("UPDATE sightings SET make = 'Nikon', width = 1, date_time_original = NULL WHERE image_id = 'same'").run()
  t.equal(decoded(db, 'same'), JSON.stringify(AWKWARD[0]!.exif))
  t.equal(db.prepare("SELECT make FROM sightings WHERE image_id = 'same'").pluck().get(), 'Nikon')
  db.prepare("UPDATE sightings SET exif_coded = '{\"Make\":\"given\"}', make = 'Leica' WHERE image_id = 'other'").run()
  t.equal(decoded(db, 'other'), '{"Make":"given"}', 'an update that writes the Exif text itself keeps what it wrote')
})
