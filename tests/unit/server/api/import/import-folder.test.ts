// Importing real camera files (the real-exif fixtures in tests/fixtures): every column holds the value ExifTool
// reads (the manifest's), maker-note serials included, and the folder's other files are refused.

import t, { type Test } from 'tap'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { importFolder } from '../../../../../server/api/import/import-folder.js'
import { readSearchRequest } from '../../../../../server/api/search/request.js'
import { searchSightings } from '../../../../../server/api/store/sightings/search.js'
import { FIXTURES } from '../../../shared/metadata/exiftool-fixtures.js'
import { findSightingByImageId } from '../../../../../server/api/store/sightings/detail.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'

const MIGRATIONS = fileURLToPath(new URL('../../../../../server/api/db/migrations/', import.meta.url))
const NOW = Date.UTC(2024, 5, 1)

interface ManifestFile {
  name: string
  size: number
  md5: string
  sha1: string
  exif: Record<string, unknown> & { raw: Record<string, Record<string, unknown> | null> }
}
const manifest = JSON.parse(readFileSync(join(FIXTURES, 'MANIFEST.json'), 'utf8')) as { files: ManifestFile[] }

/** The folder's files that are no pictures: the manifest and notes beside the fixtures. */
const NOT_PICTURES = ['MANIFEST.json', 'README.md', 'exiftool.json']

/** The time as written, in the column's unit: its wall-clock reading as if it were UTC, any offset left off. */
const exifDate = (text: unknown) =>
  typeof text === 'string' ? Date.parse(text.replace(/^(\d{4}):(\d{2}):(\d{2}) /, '$1-$2-$3T').slice(0, 19) + 'Z') : null

interface Row { [column: string]: unknown }

async function importFixtures(t: Test) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sightline-import-'))
  const db = openDatabase(join(dataDir, 'sightline.db'), MIGRATIONS)
  t.teardown(() => {
    db.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const { imported, refused } = await importFolder(storeOnSqlite(db), { folder: FIXTURES, dataDir, domain: 'example.org', username: 'someone', now: NOW })
  const rows = new Map<string, Row>()
  for (const file of imported) {
    rows.set(file.name, db.prepare('SELECT * FROM sightings WHERE image_id = ?').get(file.imageId) as Row)
  }
  return { dataDir, db, imported, refused, rows }
}

t.test('every fixture is imported with the fields its manifest records, and the other files are refused', async (t) => {
  const { dataDir, imported, refused, rows } = await importFixtures(t)
  t.equal(imported.length, manifest.files.length)
  t.same(refused, NOT_PICTURES.map((name) => ({ name, reason: 'not an image' })))
  for (const file of manifest.files) {
    const row = rows.get(file.name)
    if (!row) {
      t.fail(`${file.name} was not imported`)
      continue
    }
    const got = {
      make: row.make, model: row.model, serialNumber: row.serial_number,
      internalSerialNumber: row.internal_serial_number, lensSerialNumber: row.lens_serial_number,
      artist: row.artist, ownerName: row.owner_name, copyright: row.copyright, software: row.exif_software,
      imageUniqueId: row.image_unique_id, dateTimeOriginal: row.date_time_original,
      width: row.width, height: row.height, md5: row.md5, sha1: row.sha1, filesize: row.filesize,
    }
    const e = file.exif
    // Where ExifTool found nothing, the reader may still find a value (FLIR's own segment): not compared.
    const want = Object.fromEntries(Object.entries({
      make: e.make, model: e.model, serialNumber: e.serialNumber, internalSerialNumber: e.internalSerialNumber,
      lensSerialNumber: e.lensSerialNumber, artist: e.artist, ownerName: e.ownerName, copyright: e.copyright,
      software: e.software, imageUniqueId: e.imageUniqueId, dateTimeOriginal: exifDate(e.dateTimeOriginal),
      width: e.width, height: e.height, md5: file.md5, sha1: file.sha1, filesize: file.size,
    }).filter(([, value]) => value !== null && value !== undefined))
    t.same(Object.fromEntries(Object.keys(want).map((key) => [key, got[key as keyof typeof got]])), want, file.name)
    const lat = file.exif.gpsLatitude as number | null
    const lon = file.exif.gpsLongitude as number | null
    if (lat !== null) {
      t.ok(Math.abs((row.latitude as number) - lat) < 1e-6 && Math.abs((row.longitude as number) - (lon ?? NaN)) < 1e-6,
        `${file.name}: ${row.latitude},${row.longitude} is ${lat},${lon}`)
    }
    t.equal(row.domain, 'example.org')
    t.equal(row.username, 'someone')
    t.equal(row.url, `file://${file.name}`)
    t.equal(row.file_name, file.name)
    t.ok(existsSync(join(dataDir, row.image_file as string)), `${file.name}: copied under the data folder`)
  }
})

t.test('serials stay text with their leading zeros, and western and southern GPS is negative', async (t) => {
  const { rows } = await importFixtures(t)
  t.equal(rows.get('immich__prairie_falcon.jpg')?.serial_number, '022021000319')
  t.equal(rows.get('mdx__Issue_266.jpg')?.lens_serial_number, '0000000000')
  t.equal(rows.get('mdx__Olympus_FE230-X790.jpg')?.serial_number, '000K79K13272')
  t.ok((rows.get('exifr__IMG_5910.jpg')?.longitude as number) < 0, 'Berkeley is west of Greenwich')
  t.ok((rows.get('mdx__Olympus_FE230-X790.jpg')?.longitude as number) < 0)
})

t.test('one camera\'s photos share the serial, so a serial search finds both', async (t) => {
  const { db } = await importFixtures(t)
  const names = db.prepare("SELECT file_name FROM sightings WHERE serial_number = '123063022888' ORDER BY file_name").pluck().all()
  t.same(names, ['exifr__IMG_5910.jpg', 'exifr__issue-exifr-59.jpg'])
})

t.test('the stored copy is byte-identical and the Exif JSON is kept', async (t) => {
  const { dataDir, db, rows } = await importFixtures(t)
  const row = rows.get('exifr__canon-dslr.jpg')!
  t.match(row.image_file, /^images\/[0-9a-f]{32}\.jpg$/)
  t.ok(readFileSync(join(dataDir, row.image_file as string)).equals(readFileSync(join(FIXTURES, 'exifr__canon-dslr.jpg'))))
  // As the sighting's page reads it: the store keeps the text coded against the row's own columns.
  t.match((await findSightingByImageId(storeOnSqlite(db), row.image_id as string))?.exif, { Make: 'Canon', Model: 'Canon EOS 1300D' })
})

t.test('a serial written only in the camera maker\'s note is stored as the sighting\'s serial', async (t) => {
  const { rows } = await importFixtures(t)
  const canon = rows.get('exifr__canon-dslr.jpg')!
  t.equal(canon.internal_serial_number, 'ME2612423', 'Canon:InternalSerialNumber')
  const olympus = rows.get('mdx__Olympus_PEN_E-P3.jpg')!
  t.same([olympus.serial_number, olympus.internal_serial_number, olympus.lens_serial_number], ['B9U505495', '4124110012362102', 'AC1205545'], 'Olympus Equipment IFD')
  t.equal(rows.get('mdx__Reconyx_HF2_Pro_Covert.jpg')?.serial_number, 'HLPXEL09018779', 'Reconyx trail camera')
})

/** The file names of the imported sightings a search address finds, as the service runs it. */
async function found(db: ReturnType<typeof openDatabase>, query: string): Promise<string[]> {
  const page = await searchSightings(storeOnSqlite(db), readSearchRequest(new URLSearchParams(query)))
  const ids = page.items.map((item) => (JSON.parse(item) as { id: string }).id)
  return ids.map((id) => db.prepare('SELECT file_name FROM sightings WHERE image_id = ?').pluck().get(id) as string).sort()
}

t.test('every serial is kept from every place it was found, and a serial filter matches any of them', async (t) => {
  const { db, rows } = await importFixtures(t)
  const nikon = rows.get('exifsamples__87_OSError.jpg')!
  t.equal(nikon.serial_number, '-1000f46', 'the result shows the Exif value')
  const kept = db.prepare('SELECT source, tag, value FROM sighting_serials WHERE sighting_id = ? AND field = ? ORDER BY rowid').all(nikon.id, 'serial_number')
  t.same(kept.map((k) => (k as { source: string }).source), ['exif', 'makernote', 'xmp', 'xmp'])
  t.ok(kept.some((k) => (k as { value: string }).value === 'NO= -1000f46'), "the maker note's value as written")
  t.same(await found(db, 'serialNumber=NO%3D%20-1000f46'), ['exifsamples__87_OSError.jpg'], "the maker note's form finds it")
  t.same(await found(db, 'serialNumber=-1000F46'), ['exifsamples__87_OSError.jpg'], 'without regard to case')
  t.same(await found(db, 'serialNumber=-1000f*&allowWildcards=true'), ['exifsamples__87_OSError.jpg'], 'a wildcard')
  t.notOk((await found(db, '-serialNumber=NO%3D%20-1000f46')).includes('exifsamples__87_OSError.jpg'), 'is not excludes it')
  t.same(await found(db, 'lensSerialNumber=00009f8eeb'), ['exifr__canon-dslr.jpg'])
  t.same(await found(db, 'serialNumber=HLPXEL09018779'), ['mdx__Reconyx_HF2_Pro_Covert.jpg'], 'a maker-note-only serial')
})

t.test('the camera time is kept as written, with the offset the file records', async (t) => {
  const { rows } = await importFixtures(t)
  const pentax = rows.get('exifsamples__Pentax_K10D.jpg')!
  t.equal(pentax.date_time_original, Date.UTC(2008, 4, 4, 16, 47, 24), 'its wall clock, not moved to UTC')
  t.equal(pentax.date_time_original_offset, '+09:00', 'Pentax:TimeZone')
  t.equal(rows.get('mdx__FLIR_Vue_Pro_640.jpg')?.date_time_original_offset, '-04:00')
  t.equal(rows.get('exifr__IMG_5910.jpg')?.date_time_original_offset, null, 'no offset recorded: camera time')
})

t.test('placeholder values are stored and named, and never shown over a real value', async (t) => {
  const { rows } = await importFixtures(t)
  const issue266 = rows.get('mdx__Issue_266.jpg')!
  t.equal(issue266.lens_serial_number, '0000000000')
  t.equal(issue266.artist, 'null')
  t.equal(issue266.creator, 'null')
  t.same(String(issue266.placeholders).split(',').sort(), ['artist', 'creator', 'lensSerialNumber'])
  t.equal(rows.get('immich__prairie_falcon.jpg')?.placeholders, 'copyright', '"All rights reserved" names no one')
  t.equal(rows.get('exifsamples__Ricoh_Caplio_RR330.jpg')?.placeholders, 'imageUniqueId', 'a counter, not a unique id')
  t.equal(rows.get('exifr__canon-dslr.jpg')?.placeholders, null)
})
