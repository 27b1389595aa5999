// Uploaded files read from disk as BigSearch items (spec-2 §5): each kind through its converter, the refusals with
// their messages, a file that is not JSON with the byte where it stops being JSON.

import t from 'tap'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BigSearchItem } from '../../../../../shared/api/types/bigsearch.js'
import { exifToolToItem } from '../../../../../shared/bigsearch/fromExifTool.js'
import { vicsMediaToItem } from '../../../../../shared/bigsearch/fromVics.js'
import {
  CAMID_FILE,
  HIGHSIDE_ONLY_BIGSEARCH,
  HIGHSIDE_TOO_LARGE,
  HIGHSIDE_UNRECOGNISED,
  NO_MEDIA,
  UNRECOGNISED,
  UNSUPPORTED_VICS_VERSION,
} from '../../../../../shared/bigsearch/uploadMessages.js'
import { inspectUpload, readUploadItems, UploadRefused } from '../../../../../server/api/bigsearch/read-upload.js'
import { SMALL_SET } from '../../../../fixtures/bigsearch/write-fixtures.js'
import { manifestFiles, parseNumbersAsText } from '../../../../fixtures/bigsearch/real-exif.js'
import { vicsFromFixtures, vicsMedia } from '../../../../fixtures/bigsearch/vics-from-fixtures.js'

const FIXTURES = fileURLToPath(new URL('../../../../fixtures/bigsearch/', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'read-upload-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

let count = 0
function file(text: string | Buffer): string {
  const path = join(dir, `upload-${count++}.json`)
  writeFileSync(path, text)
  return path
}

async function items(path: string, highside = false, startAt?: number): Promise<BigSearchItem[]> {
  const out: BigSearchItem[] = []
  for await (const item of readUploadItems(path, { highside, ...(startAt === undefined ? {} : { startAt }) })) out.push(item)
  return out
}

t.test('a VICS 1.3 case file: the media of every case, in order, indexed across cases', async (t) => {
  const inspection = await inspectUpload(`${FIXTURES}vics-1.3-cases.json`, { highside: false })
  t.same(inspection, { accepted: true, kind: { kind: 'vics', version: '1.3', layout: 'cases' }, mediaCount: 42 })
  const read = await items(`${FIXTURES}vics-1.3-cases.json`)
  const expected = manifestFiles().map((entry, index) => vicsMediaToItem(vicsMedia(entry, index), index))
  t.same(read, expected, 'the fixture is split over two cases and begins with a byte-order mark')
  t.equal(read[41]!.index, 41)
})

t.test('a VICS 1.2 media file lists its media under value', async (t) => {
  const read = await items(`${FIXTURES}vics-1.2-media.json`)
  t.same(read.map((item) => item.fileName), SMALL_SET.map((name) => `DCIM/100CANON/${name}`))
  t.equal(read[0]!.camera?.serialNumber, '123063022888')
})

t.test('ExifTool -json keeps the numbers as ExifTool wrote them', async (t) => {
  const read = await items(`${FIXTURES}exiftool-G0-n.json`)
  t.equal(read.length, SMALL_SET.length)
  t.equal(read[0]!.camera?.serialNumber, '123063022888')
  const photo = manifestFiles().find((entry) => entry.name === SMALL_SET[0])!
  t.equal(read[0]!.camera?.model, photo.exif.model)
  const text = '[{"SourceFile":"c.jpg","EXIF:Software":1.00,"MakerNotes:SerialNumber":3105364,"EXIF:GPSLatitude":51.5,"EXIF:GPSLongitude":0.12,"EXIF:GPSLongitudeRef":"W"}]'
  const [casio] = await items(file(text))
  t.same(casio, exifToolToItem((parseNumbersAsText(text) as Record<string, unknown>[])[0]!, 0))
  t.equal(casio!.metadata?.software, '1.00', 'not 1')
  t.equal(casio!.camera?.serialNumber, '3105364')
  t.same(casio!.location, { latitude: 51.5, longitude: -0.12 })
})

function file_(objects: unknown): string {
  return file(JSON.stringify(objects))
}

t.test('BigSearch data is read item by item and checked; the high-security build takes it', async (t) => {
  const standard = await items(`${FIXTURES}bigsearch-data.json`)
  const highside = await items(`${FIXTURES}bigsearch-data.json`, true)
  t.equal(standard.length, SMALL_SET.length)
  t.same(highside, standard)
  t.same(await inspectUpload(`${FIXTURES}bigsearch-data.json`, { highside: true }), { accepted: true, kind: { kind: 'bigsearch-data' }, mediaCount: SMALL_SET.length })
})

t.test('an export read again gives the same items (score, hasMatches and leads kept)', async (t) => {
  const exported = [{ index: 0, camera: { make: 'Canon' }, score: 0.4, hasMatches: true, leads: [0, 2] }, { index: 1, hasMatches: false, leads: [] }]
  t.same(await items(file_(exported)), exported)
})

t.test('startAt reads past the items a resumed job has done', async (t) => {
  const read = await items(`${FIXTURES}vics-1.3-cases.json`, false, 40)
  t.same(read.map((item) => item.index), [40, 41])
})

t.test('each refused kind with its spec message, in both builds', async (t) => {
  const refusal = async (path: string, highside: boolean) => {
    const inspection = await inspectUpload(path, { highside })
    return inspection.accepted ? null : inspection.message
  }
  t.equal(await refusal(`${FIXTURES}vics-2.0-media.json`, false), UNSUPPORTED_VICS_VERSION)
  t.equal(await refusal(`${FIXTURES}fingerprint.json`, false), CAMID_FILE)
  t.equal(await refusal(`${FIXTURES}camid-payload.json`, false), CAMID_FILE)
  t.equal(await refusal(`${FIXTURES}notes.txt`, false), 'The file is not valid JSON: expected a value, at byte 0')
  t.equal(await refusal(file('{"name":"case 12"}'), false), UNRECOGNISED)
  t.equal(await refusal(`${FIXTURES}vics-1.3-cases.json`, true), HIGHSIDE_ONLY_BIGSEARCH)
  t.equal(await refusal(`${FIXTURES}exiftool-G0-n.json`, true), HIGHSIDE_ONLY_BIGSEARCH)
  t.equal(await refusal(file('{"name":"case 12"}'), true), HIGHSIDE_UNRECOGNISED)
  t.equal(await refusal(file('[]'), false), NO_MEDIA)
  t.equal(await refusal(file('{"odata.metadata":"http://github.com/ICMEC/ProjectVic/DataModels/1.3.xml#Cases","value":[]}'), false), NO_MEDIA)
  t.equal(await refusal(file(''), false), 'The file is empty.')
  await t.rejects(items(`${FIXTURES}vics-2.0-media.json`), new UploadRefused(UNSUPPORTED_VICS_VERSION), 'readUploadItems refuses as inspectUpload does')
})

t.test('the high-security build refuses a file of 100 MB or more before reading it', async (t) => {
  const path = join(dir, 'large.json')
  writeFileSync(path, '')
  // A sparse file: its size without its bytes.
  const { truncateSync } = await import('node:fs')
  truncateSync(path, 120 * 1024 * 1024)
  t.same(await inspectUpload(path, { highside: true }), { accepted: false, message: HIGHSIDE_TOO_LARGE })
  t.same(await inspectUpload(path, { highside: false, limitBytes: 100 * 1024 * 1024 }), { accepted: false, message: 'BigSearch file too large. File sizes must be < 100MB' })
})

t.test('a file that stops being JSON says what and at which byte, counting a byte-order mark and UTF-8', async (t) => {
  const message = async (text: string | Buffer) => {
    const inspection = await inspectUpload(file(text), { highside: false })
    return inspection.accepted ? null : inspection.message
  }
  const broken = '[{"index":0},\n{"index":1, "camera": tru}]'
  t.equal(await message(broken), `The file is not valid JSON: expected a value, at byte ${broken.indexOf('tru')}`)
  const bomAndAccent = '\ufeff[{"index":0, "fileName":"é"},\n{"index":1, "camera": tru}]'
  t.equal(await message(bomAndAccent), 'The file is not valid JSON: expected a value, at byte 56', 'three bytes of mark, two of é')
  t.equal(Buffer.from(bomAndAccent).indexOf('tru'), 56)
  t.equal(await message('[{"index":0,"fileName":"a.jpg"}'), "The file is not valid JSON: expected ',', at byte 31", 'cut off: the byte after the end')
  const deep = `[{"index":0,"fileName":"${'x'.repeat(2_000_000)}"} x]`
  t.equal(await message(deep), `The file is not valid JSON: expected ',', at byte ${deep.lastIndexOf(' x') + 1}`, 'found past the head, in a later block')
})

t.test('a wrong item is refused with its position and field', async (t) => {
  const good = (index: number) => ({ index, camera: { make: 'Canon' } })
  const path = file_([good(0), good(1), { index: 2, camera: { make: 'Canon', serial: 'x' } }])
  t.same(await inspectUpload(path, { highside: false }), { accepted: false, message: "Item 2: camera has unknown field 'serial'" })
  const vics = vicsFromFixtures({ files: SMALL_SET.slice(0, 1) }) as { value: { Media: unknown[] }[] }
  vics.value[0]!.Media.push('not an entry')
  t.same(await inspectUpload(file_(vics), { highside: false }), { accepted: false, message: 'Media 1: a Project VIC media entry must be an object' })
})

t.test('an item larger than the limit is refused, never held', async (t) => {
  const path = file(`[{"index":0,"fileName":"a"},{"index":1,"fileName":"${'x'.repeat(5 * 1024 * 1024)}"}]`)
  t.same(await inspectUpload(path, { highside: false }), { accepted: false, message: "Item 1 is larger than 4MB: no media file's metadata is so large" })
})

t.test('a __proto__ key in an upload is data, never a prototype', async (t) => {
  const path = file('[{"index":0,"camera":{"make":"x"},"__proto__":{"polluted":true}}]')
  t.same(await inspectUpload(path, { highside: false }), { accepted: false, message: "Item 0: has unknown field '__proto__'" })
  t.equal(({} as Record<string, unknown>).polluted, undefined)
})
