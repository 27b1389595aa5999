// Issue 30 §1 and §2: a position is signed by its hemisphere wherever it is read (Exif GPS, XMP, FLIR's
// segment), with a South and a West reference for each, and reaches BigSearch items and imported
// sightings so; GPS degrees written as text are read as ExifTool reads them; and one bad entry in a
// directory never costs the entries beside it.

import t from 'tap'
import { sightingFields } from '../../../../server/api/import/sighting-fields.js'
import { extractFile } from '../../../../shared/bigsearch/extract/extractFile.js'
import { readMetadata } from '../../../../shared/metadata/read-metadata.js'
import type { GpsPosition } from '../../../../shared/metadata/fields.js'
import { Bytes, RATIONAL, SRATIONAL, jpeg, text, tiffBlock, type Tag } from './exif-builder.js'
import { fixtureBytes } from './exiftool-fixtures.js'

const near = (a: number | undefined, b: number) => a !== undefined && Math.abs(a - b) < 1e-6
const at = (position: GpsPosition | null) => (position ? [Number(position.latitude.toFixed(6)), Number(position.longitude.toFixed(6))] : null)
const camera = [text(0x010f, 'Acme'), text(0x0110, 'Field Cam 2')]
const shot = [text(0x9003, '2021:03:04 05:06:07'), text(0xa431, 'AC-0042')]

/** Degrees, minutes and seconds as three RATIONALs. */
const dms = (tag: number, d: number, m: number, s: number): Tag => ({ tag, type: RATIONAL, value: [d, 1, m, 1, s * 100, 100] })

function gpsFile(gps: Tag[], little = true): Uint8Array {
  return jpeg(tiffBlock({ little, ifd0: camera, exif: shot, gps }))
}

t.test('Exif GPS: the S and W references sign the degrees, in either byte order', async (t) => {
  for (const little of [true, false]) {
    const southWest = await readMetadata(gpsFile([text(1, 'S'), dms(2, 33, 52, 4.8), text(3, 'W'), dms(4, 151, 12, 36)], little))
    t.same(at(southWest.gps.value), [-33.868, -151.21], `S and W (${little ? 'II' : 'MM'})`)
    const northWest = await readMetadata(gpsFile([text(1, 'N'), dms(2, 34, 3, 0), text(3, 'W'), dms(4, 118, 15, 0)], little))
    t.same(at(northWest.gps.value), [34.05, -118.25], `N and W (${little ? 'II' : 'MM'})`)
    const southEast = await readMetadata(gpsFile([text(1, 'S'), dms(2, 33, 52, 4.8), text(3, 'E'), dms(4, 151, 12, 36)], little))
    t.same(at(southEast.gps.value), [-33.868, 151.21], `S and E (${little ? 'II' : 'MM'})`)
  }
})

t.test('Exif GPS written as signed SRATIONALs with S and W references is negative, not turned around twice', async (t) => {
  // The FLIR Vue Pro writes its Exif coordinates as SRATIONALs, with a reference beside them.
  const signed = (tag: number, d: number, m: number): Tag => ({ tag, type: SRATIONAL, value: [d, 1, m, 1, 0, 1] })
  const reading = await readMetadata(gpsFile([text(1, 'S'), signed(2, -33, 30), text(3, 'W'), signed(4, -118, 15)]))
  t.same(at(reading.gps.value), [-33.5, -118.25])
})

t.test('Exif GPS written as text is read as ExifTool reads it, signed by S and W, and the model and serial are kept', async (t) => {
  const cases: [string, string, string, string, [number, number]][] = [
    ['S', '33 deg 52\' 4.80"', 'W', '151 deg 12\' 36.00"', [-33.868, -151.21]],
    ['S', '33.868', 'W', '151.21', [-33.868, -151.21]],
    ['N', '34 3 0', 'W', '118,15.0', [34.05, -118.25]],
    ['S', '33.868', 'E', '151.21', [-33.868, 151.21]],
  ]
  for (const [latRef, latitude, lonRef, longitude, want] of cases) {
    const reading = await readMetadata(gpsFile([text(1, latRef), text(2, latitude), text(3, lonRef), text(4, longitude)]))
    t.same(at(reading.gps.value), want, `${latitude} ${latRef}, ${longitude} ${lonRef}`)
    t.equal(reading.gps.tag, 'GPS:GPSLatitude/GPSLongitude')
    t.equal(reading.model.value, 'Field Cam 2')
    t.equal(reading.serialNumber.value, 'AC-0042')
    t.equal(reading.dateTimeOriginal.value, '2021:03:04 05:06:07')
  }
  const noNumber = await readMetadata(gpsFile([text(1, 'S'), text(2, 'unknown'), text(3, 'W'), text(4, 'unknown')]))
  t.equal(noNumber.gps.value, null, 'text with no number in it is no position')
})

t.test('one bad entry in IFD0, ExifIFD or GPS costs only itself: the entries after it are read', async (t) => {
  // TIFF type 14 does not exist: exifr stops the directory there (all of IFD0, ExifIFD and GPS for IFD0).
  const bad: Tag = { tag: 0x0010, type: 14, value: new Uint8Array([1, 2, 3, 4, 5, 6]) }
  const gps = [text(1, 'S'), dms(2, 33, 52, 4.8), text(3, 'W'), dms(4, 151, 12, 36)]
  for (const where of ['ifd0', 'exif', 'gps'] as const) {
    const spec = { ifd0: [...camera], exif: [...shot], gps: [...gps] }
    spec[where].splice(1, 0, bad)
    const reading = await readMetadata(jpeg(tiffBlock(spec)))
    t.equal(reading.model.value, 'Field Cam 2', `${where}: the model`)
    t.equal(reading.serialNumber.value, 'AC-0042', `${where}: the serial`)
    t.same(at(reading.gps.value), [-33.868, -151.21], `${where}: the position`)
    t.ok(reading.problems.some((problem) => /1 entry of no TIFF type; skipped/.test(problem)), `${where}: the bad entry is named`)
  }
})

const xmpSegment = (attributes: string) =>
  new TextEncoder().encode(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" ${attributes}/></rdf:RDF></x:xmpmeta>`)

t.test('XMP: the hemisphere written with the value, else a separate reference, signs the position', async (t) => {
  const cases: [string, [number, number]][] = [
    ['exif:GPSLatitude="33,52.08S" exif:GPSLongitude="151,12.6W"', [-33.868, -151.21]],
    ['exif:GPSLatitude="34,3,0N" exif:GPSLongitude="118,15,0W"', [34.05, -118.25]],
    ['exif:GPSLatitude="33.868" exif:GPSLatitudeRef="S" exif:GPSLongitude="151.21" exif:GPSLongitudeRef="W"', [-33.868, -151.21]],
    ['exif:GPSLatitude="-33.868" exif:GPSLongitude="-151.21"', [-33.868, -151.21]],
    ['exif:GPSLatitude="33,52.08S" exif:GPSLongitude="151,12.6E"', [-33.868, 151.21]],
  ]
  for (const [attributes, want] of cases) {
    const reading = await readMetadata(jpeg(null, [xmpSegment(attributes)]))
    t.same(at(reading.gps.value), want, attributes)
    t.equal(reading.gps.source, 'xmp')
  }
})

/** FLIR's APP1 segment holding one GPSInfo record (FLIR.pm), in the given byte order. */
function flirFile(latRef: string, latitude: number, lonRef: string, longitude: number, little = true): Uint8Array {
  const record = new DataView(new ArrayBuffer(0x40))
  record.setUint32(0, 1, little) // GPSValid
  record.setUint8(0x08, latRef.charCodeAt(0))
  record.setUint8(0x0a, lonRef.charCodeAt(0))
  record.setFloat64(0x10, latitude, little)
  record.setFloat64(0x18, longitude, little)
  const fff = new Bytes(false).ascii('FFF\0').pad(0x14).u32(100).u32(0x40).u32(1).pad(0x40)
    .u16(0x2b).u16(1).u32(0x64).u32(1).u32(0x60).u32(0x40).pad(0x60).bytes(new Uint8Array(record.buffer)).out()
  const chunk = new Bytes(false).ascii('FLIR\0').u8(1).u8(0).u8(0).bytes(fff).out()
  return jpeg(tiffBlock({ ifd0: [text(0x010f, 'FLIR')] }), [chunk])
}

t.test("FLIR's GPSInfo: its S and W references sign the position, a signed value stays negative", async (t) => {
  const southWest = await readMetadata(flirFile('S', 33.868, 'W', 151.21))
  t.same(at(southWest.gps.value), [-33.868, -151.21])
  t.equal(southWest.gps.source, 'flir')
  t.same(at((await readMetadata(flirFile('N', 34.05, 'W', 118.25))).gps.value), [34.05, -118.25], 'Los Angeles, not China')
  t.same(at((await readMetadata(flirFile('S', 33.868, 'E', 151.21))).gps.value), [-33.868, 151.21])
  t.same(at((await readMetadata(flirFile('S', -33.868, 'W', -151.21))).gps.value), [-33.868, -151.21], 'already signed')
  const bigEndian = await readMetadata(flirFile('S', 33.868, 'W', 151.21, false))
  t.ok(near(bigEndian.gps.value?.latitude, -33.868) && near(bigEndian.gps.value?.longitude, -151.21), 'a record in big-endian order, as the Vue Pro writes it')
})

t.test('the made FLIR file with its West reference is extracted for BigSearch and imported at -118.25', async (t) => {
  const bytes = fixtureBytes('made__FLIR_Vue_Pro_640_W.jpg')
  const extracted = await extractFile(bytes, 'case/flir.jpg', 0)
  t.same(extracted.refused === undefined ? extracted.item.location : null, { latitude: 34.05, longitude: -118.25 }, 'the BigSearch item')
  const columns = sightingFields(await readMetadata(bytes))
  t.same([columns.latitude, columns.longitude], [34.05, -118.25], "the imported sighting's columns")
})
