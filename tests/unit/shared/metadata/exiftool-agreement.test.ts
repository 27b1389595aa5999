// Issue 12, done when: the reader agrees with ExifTool on the 42 real-exif fixtures, field by field
// (the value shown) and source by source (every value ExifTool found in Exif, maker notes, XMP, IPTC
// or FLIR's segment), except the disagreements listed in agreement.ts with their reason. Issue 30: and
// on the fixtures made from them for what no real one holds (tests/fixtures/real-exif-made).

import t from 'tap'
import { readMetadata } from '../../../../shared/metadata/read-metadata.js'
import { COMPARED_FIELDS, agreementTable, compareWithExifTool, readerOnly, type Comparison } from './agreement.js'
import { exifToolFiles, fixtureBytes, madeExifToolFiles } from './exiftool-fixtures.js'

const files = exifToolFiles()

t.test('the reader agrees with ExifTool on every field of every fixture where ExifTool has a value', async (t) => {
  t.equal(files.length, 42, 'all 42 fixtures of the manifest')
  const comparisons: Comparison[] = []
  const extra: string[] = []
  for (const file of files) {
    const reading = await readMetadata(fixtureBytes(file.name))
    comparisons.push(...compareWithExifTool(file, reading))
    for (const { check, actual } of readerOnly(file, reading)) extra.push(`${file.name}: ${check} = ${actual}`)
  }
  for (const field of COMPARED_FIELDS) t.ok(comparisons.some((row) => row.check === field), `${field} is compared`)
  t.comment(`\n${agreementTable(comparisons)}`)
  if (extra.length) t.comment(`Found by the reader where ExifTool's manifest has none:\n${extra.join('\n')}`)
  for (const row of comparisons.filter((comparison) => !comparison.agrees)) {
    if (row.exception) t.comment(`accepted: ${row.file} ${row.check}: ExifTool ${row.expected}, reader ${row.actual} (${row.exception})`)
    else t.fail(`${row.file} ${row.check}: ExifTool ${JSON.stringify(row.expected)}, reader ${JSON.stringify(row.actual)}`)
  }
})

t.test('the reader agrees with ExifTool on the made fixtures: a FLIR West position, GPS as text, a Pentax camera-info serial', async (t) => {
  const made = madeExifToolFiles()
  const wanted: [string, string][] = [
    ['made__FLIR_Vue_Pro_640_W.jpg', 'gps'],
    ['made__IMG_5910_gps-text.jpg', 'gps'], ['made__IMG_5910_gps-text.jpg', 'model'],
    ['made__Pentax_K10D_camera-info.jpg', 'internalSerialNumber'], ['made__Pentax_K10D_camera-info.jpg', 'internalSerialNumber from MakerNotes'],
  ]
  const comparisons: Comparison[] = []
  for (const file of made) comparisons.push(...compareWithExifTool(file, await readMetadata(fixtureBytes(file.name))))
  for (const [file, check] of wanted) t.ok(comparisons.some((row) => row.file === file && row.check === check), `${file}: ${check} is compared`)
  t.comment(`\n${agreementTable(comparisons)}`)
  for (const row of comparisons.filter((comparison) => !comparison.agrees)) {
    t.fail(`${row.file} ${row.check}: ExifTool ${JSON.stringify(row.expected)}, reader ${JSON.stringify(row.actual)}`)
  }
})
