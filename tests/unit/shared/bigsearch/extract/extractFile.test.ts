// The extractor's step on the 42 real-exif fixtures: each item agrees with ExifTool's reading in MANIFEST.json
// for make, model, serials, the time taken and GPS, and its MD5 and SHA-1 equal node:crypto's; a file that is
// no picture, or empty, is refused with its reason.

import t from 'tap'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { Value } from 'typebox/value'
import { BigSearchItem } from '../../../../../shared/api/types/schemas/bigsearch.js'
import { extractFile } from '../../../../../shared/bigsearch/extract/extractFile.js'
import { localTime, splitOffset } from '../../../../../shared/metadata/times.js'
import { FIXTURES, fixtureBytes } from '../../metadata/exiftool-fixtures.js'

interface ManifestExif {
  make: string | null
  model: string | null
  serialNumber: string | null
  internalSerialNumber: string | null
  lensSerialNumber: string | null
  dateTimeOriginal: string | null
  gpsLatitude: number | null
  gpsLongitude: number | null
}
const manifest = JSON.parse(readFileSync(`${FIXTURES}MANIFEST.json`, 'utf8')) as { files: { name: string; md5: string; sha1: string; exif: ManifestExif }[] }

t.test('every fixture gives an item that agrees with ExifTool on camera, serials, time and GPS', async (t) => {
  t.equal(manifest.files.length, 42)
  let serials = 0
  let positions = 0
  for (const [index, file] of manifest.files.entries()) {
    const bytes = fixtureBytes(file.name)
    const result = await extractFile(bytes, file.name, index)
    if (result.refused !== undefined) {
      t.fail(`${file.name} was refused: ${result.refused}`)
      continue
    }
    const { item } = result
    const { exif } = file
    t.ok(Value.Check(BigSearchItem, item), `${file.name}: a valid item`)
    for (const key of ['make', 'model', 'serialNumber', 'internalSerialNumber', 'lensSerialNumber'] as const) {
      if (exif[key] !== null) t.equal(item.camera?.[key], String(exif[key]).trim(), `${file.name} ${key}`)
    }
    if (exif.serialNumber !== null) serials++
    if (exif.dateTimeOriginal !== null) {
      // ExifTool writes 'YYYY:MM:DD hh:mm:ss'; the item 'YYYY-MM-DDThh:mm:ss', with the offset the file records.
      const written = splitOffset(exif.dateTimeOriginal)
      const taken = splitOffset(item.metadata?.dateTimeOriginal ?? '')
      t.equal(localTime(taken.written), localTime(written.written)?.slice(0, 19), `${file.name} time taken`)
      if (written.offset) t.equal(taken.offset, written.offset, `${file.name} offset`)
    }
    if (exif.gpsLatitude !== null && exif.gpsLongitude !== null) {
      positions++
      t.ok(Math.abs(item.location!.latitude - exif.gpsLatitude) < 1e-6 && Math.abs(item.location!.longitude - exif.gpsLongitude) < 1e-6, `${file.name} GPS`)
      if (item.metadata?.dateTimeOriginal) t.equal(item.locationAndDate?.dateTimeOriginal, item.metadata.dateTimeOriginal, `${file.name} where and when`)
    } else t.equal(item.location, undefined, `${file.name} has no position`)
    t.equal(item.duplicates?.md5, createHash('md5').update(bytes).digest('hex'), `${file.name} MD5`)
    t.equal(item.duplicates?.sha1, createHash('sha1').update(bytes).digest('hex'), `${file.name} SHA-1`)
    t.equal(item.duplicates?.md5, file.md5, `${file.name} MD5 as the manifest has it`)
    t.equal(item.index, index)
  }
  t.ok(serials >= 10, `serials compared (${serials})`)
  t.ok(positions >= 5, `positions compared (${positions})`)
})

t.test('the Canon EOS 600D pictures share the serial the CAMERA lead searches for', async (t) => {
  const a = await extractFile(fixtureBytes('exifr__IMG_5910.jpg'), 'exifr__IMG_5910.jpg', 0)
  const b = await extractFile(fixtureBytes('exifr__issue-exifr-59.jpg'), 'exifr__issue-exifr-59.jpg', 1)
  t.same(a.refused === undefined && a.item.camera, { make: 'Canon', model: 'Canon EOS 600D', serialNumber: '123063022888', lensSerialNumber: '0000129324' })
  t.same(b.refused === undefined && b.item.camera?.serialNumber, '123063022888')
})

t.test('a file that is no picture is refused with its reason, not made an empty item', async (t) => {
  const text = await extractFile(new TextEncoder().encode('{"not": "a picture"}'), 'notes/MANIFEST.json', 0)
  t.same(text, { fileName: 'notes/MANIFEST.json', refused: 'not an image the extractor can read (JPEG, TIFF, PNG, WebP or HEIF)' })
  t.same(await extractFile(new Uint8Array(0), 'empty.jpg', 0), { fileName: 'empty.jpg', refused: 'empty file' })
})

t.test('a picture with no metadata at all still gives its hashes, which find identical images', async (t) => {
  // The smallest JPEG: start of image, a frame header, end of image.
  const bare = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x00, 0x01, 0x00, 0x01, 0x01, 0x01, 0x11, 0x00, 0xff, 0xd9])
  const result = await extractFile(bare, 'bare.jpg', 7)
  t.equal(result.refused, undefined)
  if (result.refused === undefined) {
    t.same(Object.keys(result.item), ['index', 'fileName', 'duplicates'])
    t.equal(result.item.duplicates?.sha1, createHash('sha1').update(bare).digest('hex'))
  }
})
