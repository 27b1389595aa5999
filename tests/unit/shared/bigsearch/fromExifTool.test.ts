// ExifTool's -json output to BigSearch items, checked against ExifTool's own reading of the real-exif photos
// (MANIFEST.json's key fields, chosen from exiftool.json by the rules in its README).

import t from 'tap'
import { readFileSync } from 'node:fs'
import { exifToolToItem } from '../../../../shared/bigsearch/fromExifTool.js'
import { localTime } from '../../../../shared/metadata/times.js'
import { exifToolOutput, manifestFiles, type ManifestExif } from '../../../fixtures/bigsearch/real-exif.js'

/**
 * Where the item rightly differs from the manifest: the metadata reader also reads FLIR's own segment
 * (CameraModel, DateTimeOriginal with its zone), which the manifest's rules leave out.
 */
const READER_RULES: Record<string, Partial<Record<keyof ManifestExif | 'time', string>>> = {
  'mdx__FLIR_Vue_Pro_640.jpg': { model: 'Vue Pro 640 13mm', time: '2016-06-27T15:29:42-04:00' },
}

/** Without a group prefix: what `exiftool -json` (no -G) writes, ExifTool's first choice for each tag name. */
function withoutGroups(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(object)) {
    const name = key.split(':').pop()!
    if (!(name in out)) out[name] = value
  }
  return out
}

const output = exifToolOutput()
const manifest = manifestFiles()

t.test('every real photo: camera, position, time and people as ExifTool read them', async (t) => {
  t.equal(output.length, 42)
  output.forEach((object, index) => {
    const name = String(object.SourceFile)
    const expected = manifest.find((file) => file.name === name)!.exif
    const rules = READER_RULES[name] ?? {}
    const item = exifToolToItem(object, index)
    t.equal(item.index, index)
    t.equal(item.fileName, name)
    for (const field of ['make', 'model', 'serialNumber', 'internalSerialNumber', 'lensSerialNumber'] as const) {
      t.equal(item.camera?.[field] ?? null, rules[field] ?? expected[field], `${name} ${field}`)
    }
    for (const field of ['artist', 'ownerName', 'copyright', 'software', 'imageUniqueId'] as const) {
      t.equal(item.metadata?.[field] ?? null, expected[field], `${name} ${field}`)
    }
    const position = expected.gpsLatitude === null ? null : { latitude: expected.gpsLatitude, longitude: expected.gpsLongitude }
    t.same(item.location ?? null, position, `${name} position`)
    const offset = object['EXIF:OffsetTimeOriginal']
    const time = rules.time ?? (localTime(expected.dateTimeOriginal) ? `${localTime(expected.dateTimeOriginal)}${typeof offset === 'string' ? offset : ''}` : null)
    t.equal(item.metadata?.dateTimeOriginal ?? null, time, `${name} time`)
    t.same(item.locationAndDate ?? null, position && time ? { ...position, dateTimeOriginal: time } : null, `${name} locationAndDate`)
  })
})

t.test('serials stay text with their leading zeros, and numbers keep the digits ExifTool wrote', async (t) => {
  const canon = exifToolToItem(output.find((o) => o.SourceFile === 'immich__prairie_falcon.jpg')!, 0)
  t.equal(canon.camera?.serialNumber, '022021000319')
  t.equal(canon.camera?.lensSerialNumber, '9103000924', 'XMP:LensSerialNumber, a JSON number in the file')
  const casio = exifToolToItem(output.find((o) => o.SourceFile === 'mdx__Casio_EX-S1.jpg')!, 0)
  t.equal(casio.metadata?.software, '1.00')
})

t.test('placeholders are kept when nothing else is found; blanks are left out', async (t) => {
  const issue266 = exifToolToItem(output.find((o) => o.SourceFile === 'mdx__Issue_266.jpg')!, 0)
  t.equal(issue266.camera?.lensSerialNumber, '0000000000')
  t.equal(issue266.metadata?.artist, 'null')
  const canon = exifToolToItem(output.find((o) => o.SourceFile === 'exifr__canon-dslr.jpg')!, 0)
  t.notOk(canon.metadata && 'ownerName' in canon.metadata, 'OwnerName "" is left out')
  const nikon = exifToolToItem(output.find((o) => o.SourceFile === 'exifsamples__87_OSError.jpg')!, 0)
  t.equal(nikon.camera?.serialNumber, '-1000f46', "the Exif serial before the maker note's 'NO= -1000f46'")
})

t.test('without -G group prefixes the same photos give the same camera and position', async (t) => {
  output.forEach((object, index) => {
    const grouped = exifToolToItem(object, index)
    const bare = exifToolToItem(withoutGroups(object), index)
    t.same(bare.camera?.make, grouped.camera?.make, `${object.SourceFile} make`)
    t.same(bare.camera?.model, grouped.camera?.model, `${object.SourceFile} model`)
  })
})

t.test('printed values (no -n): GPS in degrees, minutes and seconds with North/West references', async (t) => {
  const printed = JSON.parse(readFileSync(new URL('../../../fixtures/bigsearch/exiftool-printed.json', import.meta.url), 'utf8')) as Record<string, unknown>[]
  const [canon, panasonic] = printed.map(exifToolToItem)
  t.equal(canon!.fileName, 'photos/IMG_5910.jpg')
  t.same(canon!.camera, { make: 'Canon', model: 'Canon EOS 600D', serialNumber: '123063022888', lensSerialNumber: '0000129324' })
  t.equal(Math.round(canon!.location!.latitude * 1e4) / 1e4, 37.8711)
  t.equal(Math.round(canon!.location!.longitude * 1e4) / 1e4, -122.2568)
  t.equal(canon!.metadata?.dateTimeOriginal, '2015-06-11T10:29:26-07:00', 'with the offset the file recorded')
  t.same(panasonic!.camera, { make: 'Panasonic', model: 'DMC-FZ30', internalSerialNumber: 'S010604030293' })
  t.equal(panasonic!.metadata?.dateTimeOriginal, '2008-07-16T11:33:20', 'no offset recorded, none added')
  t.notOk(panasonic!.location)
  t.notOk(panasonic!.metadata && 'copyright' in panasonic!.metadata)
})

t.test('an object with nothing the format holds is an item with its index and name only', async (t) => {
  t.same(exifToolToItem({ SourceFile: 'a/b.png', 'File:FileSize': 12 }, 3), { index: 3, fileName: 'a/b.png' })
  t.same(exifToolToItem({ 'File:FileName': 'c.jpg' }, 0), { index: 0, fileName: 'c.jpg' })
})

t.test("FLIR's own GPS record with a West reference comes out west, however ExifTool was asked to write it", async (t) => {
  // ExifTool 12.57 on tests/fixtures/real-exif-made/made__FLIR_Vue_Pro_640_W.jpg (FLIR: 34.05 N, 118.25 with
  // GPSLongitudeRef W): it prints the longitude with the letter of its sign, E, and so does its GPSPosition.
  const stored = (JSON.parse(readFileSync(new URL('../../../fixtures/real-exif-made/exiftool.json', import.meta.url), 'utf8')) as Record<string, unknown>[])
    .find((object) => object.SourceFile === 'made__FLIR_Vue_Pro_640_W.jpg')!
  const printed = {
    'APP1:GPSLatitudeRef': 'North', 'APP1:GPSLongitudeRef': 'West', 'APP1:GPSLatitude': '34 deg 3\' 0.00" N',
    'APP1:GPSLongitude': '118 deg 15\' 0.00" E', 'Composite:GPSPosition': '34 deg 3\' 0.00" N, 118 deg 15\' 0.00" E',
  }
  const forms: [string, Record<string, unknown>][] = [
    ['-G0 -n', stored],
    ['-G0', printed],
    ['-G1 -n', { 'FLIR:GPSLatitudeRef': 'N', 'FLIR:GPSLongitudeRef': 'W', 'FLIR:GPSLatitude': 34.05, 'FLIR:GPSLongitude': 118.25, 'Composite:GPSPosition': '34.05 118.25' }],
    ['-G1', Object.fromEntries(Object.entries(printed).map(([key, value]) => [key.replace('APP1:', 'FLIR:'), value]))],
    ['no -G, -n', { GPSLatitudeRef: 'N', GPSLongitudeRef: 'W', GPSLatitude: 34.05, GPSLongitude: 118.25, GPSPosition: '34.05 118.25' }],
    ['no -G', withoutGroups(printed)],
  ]
  for (const [form, object] of forms) t.same(exifToolToItem(object, 0).location, { latitude: 34.05, longitude: -118.25 }, form)
  const south = { 'APP1:GPSLatitudeRef': 'South', 'APP1:GPSLongitudeRef': 'West', 'APP1:GPSLatitude': '33 deg 52\' 4.80" N', 'APP1:GPSLongitude': '151 deg 12\' 36.00" E' }
  const location = exifToolToItem(south, 0).location!
  t.same([location.latitude.toFixed(4), location.longitude.toFixed(4)], ['-33.8680', '-151.2100'], 'South and West')
  const signed = exifToolToItem({ 'APP1:GPSLatitudeRef': 'S', 'APP1:GPSLongitudeRef': 'W', 'APP1:GPSLatitude': -33.868, 'APP1:GPSLongitude': -151.21 }, 0)
  t.same(signed.location, { latitude: -33.868, longitude: -151.21 }, 'a value already negative is not turned around')
})
