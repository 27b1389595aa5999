// Issue 12 §4 on the importer: files are judged by their bytes, never their names; what is no usable
// picture is refused with its reason, and a picture is stored and served as the type its bytes have.

import t, { type Test } from 'tap'
import { mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { importFolder } from '../../../../../server/api/import/import-folder.js'
import { Thumbnails } from '../../../../../server/api/media/thumbnails.js'
import { ORIGINAL_SIZE } from '../../../../../shared/images/thumbnails.js'
import { makeBadFolder, PICTURES } from './bad-files.js'
import { FIXTURES } from '../../../shared/metadata/exiftool-fixtures.js'

const MIGRATIONS = fileURLToPath(new URL('../../../../../server/api/db/migrations/', import.meta.url))
const NOW = Date.UTC(2024, 5, 1)

async function importBadFolder(t: Test, pictures: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'sightline-refused-'))
  const dataDir = join(root, 'data')
  const db = openDatabase(join(root, 'sightline.db'), MIGRATIONS)
  t.teardown(() => {
    db.close()
    rmSync(root, { recursive: true, force: true })
  })
  const expectedRefusals = await makeBadFolder(join(root, 'in'), pictures)
  const result = await importFolder(storeOnSqlite(db), { folder: join(root, 'in'), dataDir, now: NOW })
  return { db, dataDir, result, expectedRefusals }
}

t.test('every file that is no usable picture is refused with its reason, and only the pictures are imported', async (t) => {
  const { db, result, expectedRefusals } = await importBadFolder(t, true)
  t.same(result.refused.map((file) => `${file.name}: ${file.reason}`), expectedRefusals)
  t.same(result.imported.map((file) => file.name), PICTURES)
  t.equal(db.prepare('SELECT count(*) FROM sightings').pluck().get(), PICTURES.length, 'no sighting for a refused file')
})

t.test('a bogus Exif offset in an otherwise whole JPEG imports it, with the problem as a warning', async (t) => {
  const { db, result } = await importBadFolder(t, true)
  const bogus = result.imported.find((file) => file.name === 'bogus-exif.jpg')!
  t.match(bogus.warnings.join('\n'), /IFD0/, 'the unreadable directory is named')
  const row = db.prepare('SELECT width, height, make FROM sightings WHERE image_id = ?').get(bogus.imageId)
  t.same(row, { width: 640, height: 480, make: null }, 'its size still comes from the frame header')
  t.same(result.imported.find((file) => file.name === 'canon.jpg')?.warnings, [], 'a whole file has no warning')
})

t.test('a PNG named .jpg is stored and served as a PNG', async (t) => {
  const { db, dataDir, result } = await importBadFolder(t, true)
  const png = result.imported.find((file) => file.name === 'drawing.jpg')!
  const row = db.prepare('SELECT image_file, width, height FROM sightings WHERE image_id = ?').get(png.imageId) as Record<string, unknown>
  t.match(row, { image_file: `images/${png.imageId}.png`, width: 6, height: 4 })
  const served = await new Thumbnails(storeOnSqlite(db), dataDir).picture(png.imageId, ORIGINAL_SIZE)
  t.equal(served?.contentType, 'image/png')
})

t.test('a stored file whose bytes are no picture is not served, whatever its name says', async (t) => {
  const { db, dataDir, result } = await importBadFolder(t, true)
  const jpeg = result.imported.find((file) => file.name === 'canon.jpg')!
  const thumbnails = new Thumbnails(storeOnSqlite(db), dataDir)
  t.equal((await thumbnails.picture(jpeg.imageId, ORIGINAL_SIZE))?.contentType, 'image/jpeg')
  // As the importer stored text named .jpg before it checked content.
  const file = db.prepare('SELECT image_file FROM sightings WHERE image_id = ?').pluck().get(jpeg.imageId) as string
  writeFileSync(join(dataDir, file), 'Case notes: pictures to follow.\n')
  t.equal(await thumbnails.picture(jpeg.imageId, ORIGINAL_SIZE), null)
})

t.test('a link to a picture outside the folder is followed, and says where it led', async (t) => {
  const { result } = await importBadFolder(t, true)
  const link = result.imported.find((file) => file.name === 'link-to-olympus.jpg')
  // Where the link leads, resolved: the fixtures folder may itself be reached through a link.
  t.equal(link?.linkTo, realpathSync(join(FIXTURES, 'mdx__Olympus_PEN_E-P3.jpg')))
})

t.test('a folder of nothing but bad files imports nothing', async (t) => {
  const { db, result, expectedRefusals } = await importBadFolder(t, false)
  t.same(result.imported, [])
  t.equal(result.refused.length, expectedRefusals.length)
  t.equal(db.prepare('SELECT count(*) FROM sightings').pluck().get(), 0)
})
