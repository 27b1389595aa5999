// The made fixtures (tests/fixtures/real-exif-made) are what their maker makes from the real files they
// name, and their manifest holds ExifTool's reading chosen by the real manifest's own rules; remake them
// with `npx tsx tests/fixtures/real-exif-made/make-fixtures.ts`.

import t from 'tap'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { MADE, MADE_DIR, keyFields, madeBytes } from '../../../fixtures/real-exif-made/make-fixtures.js'
import { parseNumbersAsText } from '../../../fixtures/bigsearch/real-exif.js'
import { FIXTURES } from './exiftool-fixtures.js'

interface Manifest { files: { name: string; madeFrom?: string; sha256: string; exif: Record<string, unknown> }[] }

const manifest = (folder: string) => JSON.parse(readFileSync(`${folder}MANIFEST.json`, 'utf8')) as Manifest
const exifTool = (folder: string) => {
  const text = readFileSync(`${folder}exiftool.json`, 'utf8')
  return { asText: parseNumbersAsText(text) as Record<string, unknown>[], asWritten: JSON.parse(text) as Record<string, unknown>[] }
}

t.test('each made fixture is what its maker makes from the real file it names', async (t) => {
  const files = manifest(MADE_DIR).files
  t.same(files.map((file) => file.name), MADE.map((fixture) => fixture.name))
  for (const fixture of MADE) {
    const stored = new Uint8Array(readFileSync(`${MADE_DIR}${fixture.name}`))
    t.ok(Buffer.from(madeBytes(fixture)).equals(stored), `${fixture.name}: the bytes its maker makes`)
    const entry = files.find((file) => file.name === fixture.name)!
    t.equal(entry.madeFrom, `../real-exif/${fixture.source}`)
    t.equal(entry.sha256, createHash('sha256').update(stored).digest('hex'))
  }
})

t.test("the rules that chose the made manifest's key fields give the real manifest's, for all 42 real files", async (t) => {
  const { asText, asWritten } = exifTool(FIXTURES)
  const files = manifest(FIXTURES).files
  t.equal(files.length, 42)
  for (const file of files) {
    const at = asText.findIndex((object) => object.SourceFile === file.name)
    t.same(keyFields(asText[at]!, asWritten[at]!), file.exif, file.name)
  }
})

t.test("the made manifest's key fields are ExifTool's stored reading of each made file", async (t) => {
  const { asText, asWritten } = exifTool(MADE_DIR)
  for (const file of manifest(MADE_DIR).files) {
    const at = asText.findIndex((object) => object.SourceFile === file.name)
    t.equal(asText[at]?.['ExifTool:ExifToolVersion'], '12.57', `${file.name}: read by ExifTool 12.57`)
    t.same(keyFields(asText[at]!, asWritten[at]!), file.exif, file.name)
  }
  const flir = manifest(MADE_DIR).files.find((file) => file.name === 'made__FLIR_Vue_Pro_640_W.jpg')!
  t.same([flir.exif.gpsLatitude, flir.exif.gpsLongitude], [34.05, -118.25], "FLIR's 118.25 with its W reference")
})
