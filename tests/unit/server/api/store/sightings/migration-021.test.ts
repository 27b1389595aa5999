// Migration 021 on a database filled before it: every sighting and what refers to it kept, the Exif text read back
// as it was stored, the search structures remade and searching as before, the PhotoDNA coordinates and queue kept.

import t, { type Test } from 'tap'
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../../../../../../server/api/store/db.js'
import { findSightingByImageId } from '../../../../../../server/api/store/sightings/detail.js'
import { storeOnSqlite } from '../../../../../../server/api/store/engine/sqlite.js'
import { searchSightings } from '../../../../../../server/api/store/sightings/search.js'
import { nearestPhotoDna } from '../../../../../../server/api/store/sightings/photodna-lookup.js'
import { indexCoordinates, squaredDistance } from '../../../../../../server/api/store/sightings/photodna-coordinates.js'
import { SightingGenerator } from '../../../../../../server/api/seed/generator.js'
import type { NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import type { SightingSearch } from '../../../../../../server/api/search/sighting-search.js'
import { MIGRATIONS } from '../../harness.js'

type Db = ReturnType<typeof openDatabase>

/** A migrations folder with the files before 021 only. */
function migrationsBefore021(t: Test): string {
  const dir = join(t.testdir(), 'migrations')
  mkdirSync(dir)
  for (const name of readdirSync(MIGRATIONS).filter((n) => /^0(0\d|1\d|20)_/.test(n))) copyFileSync(join(MIGRATIONS, name), join(dir, name))
  return dir
}

const COLUMNS = {
  image_id: (s: NewSighting) => s.imageId, url: (s: NewSighting) => s.url, domain: (s: NewSighting) => s.domain, username: (s: NewSighting) => s.username,
  file_name: (s: NewSighting) => s.fileName, date_time_original: (s: NewSighting) => s.dateTimeOriginal, make: (s: NewSighting) => s.make,
  model: (s: NewSighting) => s.model, serial_number: (s: NewSighting) => s.serialNumber, lens: (s: NewSighting) => s.lens,
  lens_serial_number: (s: NewSighting) => s.lensSerialNumber, exif_software: (s: NewSighting) => s.exifSoftware,
  image_unique_id: (s: NewSighting) => s.imageUniqueId, owner_name: (s: NewSighting) => s.ownerName, tags: (s: NewSighting) => s.tags?.join(',') || null,
  md5: (s: NewSighting) => s.md5, sha1: (s: NewSighting) => s.sha1, qt_hash: (s: NewSighting) => s.qtHash, width: (s: NewSighting) => s.width,
  height: (s: NewSighting) => s.height, orientation: (s: NewSighting) => s.orientation, latitude: (s: NewSighting) => s.latitude,
  longitude: (s: NewSighting) => s.longitude, photodna: (s: NewSighting) => (s.photoDna ? Buffer.from(s.photoDna) : null),
  exif: (s: NewSighting) => JSON.stringify(s.exif ?? {}), added_at: () => 1, date_time_original_offset: (s: NewSighting) => s.dateTimeOriginalOffset,
}

/** Sightings as the code before 021 stored them: plain Exif text, the PhotoDNA vectors in the R*Tree too. */
function fillAsBefore(db: Db, sightings: readonly NewSighting[]): void {
  const names = Object.keys(COLUMNS)
  const insert = db.prepare(`INSERT INTO sightings (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`)
  const place = db.prepare('INSERT INTO sightings_photodna VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
  db.transaction(() => {
    sightings.forEach((s, i) => {
      const id = Number(insert.run(...Object.values(COLUMNS).map((read) => read(s) ?? null)).lastInsertRowid)
      // The last ten stay queued, as a lookup would have found them.
      if (s.photoDna && i < sightings.length - 10) {
        place.run(id, ...indexCoordinates(s.photoDna).flatMap((d) => [d, d]), Buffer.from(s.photoDna))
        db.prepare('DELETE FROM photodna_pending WHERE id = ?').run(id)
      }
    })
    db.prepare("INSERT INTO sighting_serials (sighting_id, field, source, tag, value, serial_key) VALUES (1, 'serial_number', 'exif', 'x', 'A1', 'a1')").run()
    db.prepare('INSERT INTO camid_pictures (sighting_id, width, height, seen_month) VALUES (2, 10, 10, 202001)').run()
  })()
}

const search = (criteria: SightingSearch['criteria']): SightingSearch => ({ criteria, mustHave: [], groupBy: 'none', page: 1, resultSize: 1000 })
const ids = async (db: Db, criteria: SightingSearch['criteria']) =>
  (await searchSightings(storeOnSqlite(db), search(criteria))).items.map((item) => (JSON.parse(item) as { id: string }).id).sort()

t.test('migration 021 keeps every sighting and remakes the search around them', async (t) => {
  const file = join(t.testdir(), 'before.db')
  const generator = new SightingGenerator(21, 400)
  const sightings = Array.from({ length: 400 }, () => generator.next())
  const before = openDatabase(file, migrationsBefore021(t))
  fillAsBefore(before, sightings)
  const rowsBefore = before.prepare('SELECT * FROM sightings ORDER BY id').all() as Record<string, unknown>[]
  before.close()

  const db = openDatabase(file, MIGRATIONS)
  t.teardown(() => db.close())
  const rowsAfter = db.prepare('SELECT * FROM sightings ORDER BY id').all() as Record<string, unknown>[]
  t.equal(rowsAfter.length, 400, 'every sighting is there')
  const changed = rowsAfter.filter((row, i) =>
    Object.keys(rowsBefore[i]!).some((c) => !Object.is(row[c], rowsBefore[i]![c]) && !(Buffer.isBuffer(row[c]) && Buffer.compare(row[c] as Buffer, rowsBefore[i]![c] as Buffer) === 0)),
  )
  t.same(changed, [], 'with every column as it was, the Exif text too, under the same row id')
  t.ok(rowsAfter.every((row, i) => (row.exif_coded as string).length < (rowsBefore[i]!.exif as string).length), 'the Exif text is kept coded')
  for (const s of sightings.slice(0, 50)) t.same((await findSightingByImageId(storeOnSqlite(db), s.imageId!))?.exif, s.exif, `${s.imageId} reads back its Exif tags`)
  t.equal((db.pragma('foreign_key_check') as unknown[]).length, 0)
  t.equal(db.prepare('SELECT count(*) FROM sighting_serials').pluck().get(), 1, 'what refers to the sightings is kept')
  t.equal(db.prepare('SELECT count(*) FROM camid_pictures').pluck().get(), 1)

  const first = sightings[0]!
  t.same(await ids(db, [{ kind: 'text', field: 'make', value: first.make!, wildcard: false, caseSensitive: false, negated: false }]),
    sightings.filter((s) => s.make?.toLowerCase() === first.make!.toLowerCase()).map((s) => s.imageId).sort(), 'a sorted index')
  t.same(await ids(db, [{ kind: 'text', field: 'fileName', value: first.fileName!, wildcard: false, caseSensitive: false, negated: false }]),
    sightings.filter((s) => s.fileName?.toLowerCase() === first.fileName!.toLowerCase()).map((s) => s.imageId).sort(), 'the words index')
  t.same(await ids(db, [{ kind: 'freeText', terms: [{ text: first.sha1!, prefix: false }], negated: false }]), [first.imageId], 'a hash as free text')
  t.same(await ids(db, [{ kind: 'text', field: 'username', value: `*${first.username!.slice(1, 5)}*`, wildcard: true, caseSensitive: false, negated: false }]),
    sightings.filter((s) => s.username?.toLowerCase().includes(first.username!.slice(1, 5).toLowerCase())).map((s) => s.imageId).sort(), 'the distinct values')
  const located = sightings.filter((s) => s.latitude != null).length
  t.equal(db.prepare('SELECT count(*) FROM sightings_geo').pluck().get(), located)

  t.equal(db.prepare('SELECT count(*) FROM photodna_pending').pluck().get(), 10, 'the queued vectors stay queued')
  const query = sightings[3]!.photoDna!
  const expected = sightings
    .map((s, i) => ({ id: i + 1, distance: squaredDistance(query, s.photoDna!) }))
    .filter((m) => m.distance <= 40_000)
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
  t.same(await nearestPhotoDna(storeOnSqlite(db), query, 40_000), expected, 'the PhotoDNA lookup finds what measuring every vector finds')
})
