// An imported photo is read by Camera ID from its stored file (issue 31): indexed from its pixels, its centre crop
// read for the exact score; a stored file that is gone or is no picture is forgotten by the index, its sighting kept.

import t, { type Test } from 'tap'
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Jimp } from 'jimp'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { insertSightings } from '../../../../../server/api/store/sightings/rows.js'
import { indexNextPictures } from '../../../../../server/api/camid/index-pictures.js'
import { centreLuma } from '../../../../../server/api/camid/picture-pixels.js'
import { indexedPicturesAfter } from '../../../../../server/api/store/camid/pictures.js'
import { DIGEST_BYTES } from '../../../../../shared/camid/prnu/digest.js'
import { MIGRATIONS, NOW } from '../harness.js'

/** A real photo (tests/fixtures/real-exif/README.md): a Canon DSLR, 5184 x 3456. */
const PHOTO = 'tests/fixtures/real-exif/exifr__canon-dslr.jpg'

/** A database of four imported sightings: a readable photo, a text file, a file gone, and one of unknown size. */
function importedPictures(t: Test) {
  const dataDir = t.testdir()
  const db = openDatabase(join(dataDir, 'service.db'), MIGRATIONS)
  t.teardown(() => db.close())
  mkdirSync(join(dataDir, 'images'))
  copyFileSync(PHOTO, join(dataDir, 'images', 'canon.jpg'))
  writeFileSync(join(dataDir, 'images', 'not-a-picture.jpg'), 'this is text, not a JPEG')
  insertSightings(db, [
    { imageId: 'canon', url: 'https://pics.example/canon.jpg', width: 5184, height: 3456, imageFile: 'images/canon.jpg' },
    { imageId: 'text', url: 'https://pics.example/text.jpg', width: 5184, height: 3456, imageFile: 'images/not-a-picture.jpg' },
    { imageId: 'gone', url: 'https://pics.example/gone.jpg', width: 5184, height: 3456, imageFile: 'images/gone.jpg' },
    { imageId: 'no-size', url: 'https://pics.example/no-size.jpg', imageFile: 'images/canon.jpg' },
  ], NOW)
  return { db, dataDir, store: storeOnSqlite(db) }
}

t.test('an imported photo is indexed from its stored file and its centre crop is read; an unreadable one is forgotten', async (t) => {
  const { db, dataDir, store } = importedPictures(t)
  t.equal((db.prepare('SELECT count(*) AS n FROM camid_pictures').get() as { n: number }).n, 3, 'a picture of unknown size is not noted')
  t.equal(await indexNextPictures(store, dataDir), 3)
  const indexed = await indexedPicturesAfter(store, 5184, 3456, 0, 10)
  t.same(indexed.map((p) => p.imageId), ['canon'], 'only the readable photo is indexed')
  t.equal(indexed[0]!.digest.length, DIGEST_BYTES)
  t.ok(indexed[0]!.digest.some((byte) => byte !== 0) && indexed[0]!.digest.some((byte) => byte !== 255), 'its digest holds both signs')
  t.equal((db.prepare('SELECT count(*) AS n FROM camid_pictures').get() as { n: number }).n, 1, 'the unreadable ones are forgotten')
  t.equal((db.prepare('SELECT count(*) AS n FROM sightings').get() as { n: number }).n, 4, 'their sightings stay')
  const crop = await centreLuma(indexed[0]!, 1024, dataDir)
  t.equal(crop.length, 1024 * 1024)
  // The same square read here from the decoded file: a dark photo, so its light is compared, not judged.
  const { bitmap } = await Jimp.read(PHOTO)
  const left = (bitmap.width - 1024) / 2
  const top = (bitmap.height - 1024) / 2
  let expected = 0
  for (let y = top; y < top + 1024; y++) {
    for (let x = left; x < left + 1024; x++) {
      const at = (y * bitmap.width + x) * 4
      expected += 0.299 * bitmap.data[at]! + 0.587 * bitmap.data[at + 1]! + 0.114 * bitmap.data[at + 2]!
    }
  }
  const mean = crop.reduce((sum, v) => sum + v, 0) / crop.length
  t.ok(Math.abs(mean - expected / crop.length) < 1e-3, `the crop is the photo's centre (mean ${mean.toFixed(3)})`)
  t.ok(new Set(crop.subarray(0, 4096)).size > 3, 'and not a flat plane')
  t.equal(await indexNextPictures(store, dataDir), 0, 'nothing is left to index')
})

t.test('a run of indexing ends at the picture it is on once the service stops, and the next run takes the rest', async (t) => {
  const { db, dataDir, store } = importedPictures(t)
  let looked = 0
  t.equal(await indexNextPictures(store, dataDir, undefined, () => looked++ >= 1), 1, 'one picture looked at before the stop')
  t.equal((await indexedPicturesAfter(store, 5184, 3456, 0, 10)).length, 1, 'and stored')
  t.equal((db.prepare('SELECT count(*) AS n FROM camid_pictures WHERE digest IS NULL').get() as { n: number }).n, 2, 'the two not looked at wait')
  t.equal(await indexNextPictures(store, dataDir), 2)
  t.equal(await indexNextPictures(store, dataDir), 0)
})
