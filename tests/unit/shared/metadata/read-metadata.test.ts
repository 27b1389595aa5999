// Issue 12 §1: every value found is kept with its source, and the value shown is Exif's, else the
// maker note's, else XMP's; a placeholder is shown only when nothing else was found. Times keep the
// camera's clock, with the offset the file records.

import t from 'tap'
import { readMetadata } from '../../../../shared/metadata/read-metadata.js'
import { jpeg, text, tiffBlock } from './exif-builder.js'
import { fixtureBytes } from './exiftool-fixtures.js'

const xmpSegment = (body: string) =>
  new TextEncoder().encode(`http://ns.adobe.com/xap/1.0/\0<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ${body}/></rdf:RDF></x:xmpmeta>`)

t.test('a serial found in Exif, maker note and XMP is kept from each; Exif is shown', async (t) => {
  const reading = await readMetadata(fixtureBytes('exifsamples__87_OSError.jpg'))
  t.equal(reading.serialNumber.value, '-1000f46')
  t.equal(reading.serialNumber.source, 'exif')
  t.same(reading.serialNumber.values.map((found) => [found.source, found.value]), [
    ['exif', '-1000f46'], ['makernote', 'NO= -1000f46'], ['xmp', '-1000f46'], ['xmp', '-1000f46'],
  ])
})

t.test('a serial only in XMP keeps its leading zeros', async (t) => {
  const reading = await readMetadata(fixtureBytes('immich__prairie_falcon.jpg'))
  t.equal(reading.serialNumber.value, '022021000319')
  t.equal(reading.serialNumber.tag, 'XMP aux:SerialNumber')
})

t.test('a placeholder is shown only when no real value was found, and says so', async (t) => {
  const file = jpeg(tiffBlock({ ifd0: [text(0x010f, 'Cam'), text(0x013b, 'unknown')], exif: [text(0xa435, '0000000000')] }), [
    xmpSegment('xmlns:tiff="http://ns.adobe.com/tiff/1.0/" xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" tiff:Artist="Jane Roe" aux:LensSerialNumber=""'),
  ])
  const reading = await readMetadata(file)
  t.equal(reading.artist.value, 'Jane Roe', "XMP's real name over Exif's 'unknown'")
  t.same(reading.artist.values.map((found) => [found.source, found.value, found.placeholder ?? null]), [['exif', 'unknown', 'generic word'], ['xmp', 'Jane Roe', null]])
  t.equal(reading.lensSerialNumber.value, '0000000000')
  t.equal(reading.lensSerialNumber.placeholder, 'all zeros')
  t.equal(reading.lensSerialNumber.values.length, 2, 'the blank XMP value is kept too')
})

t.test('blank values are kept but never shown', async (t) => {
  const reading = await readMetadata(fixtureBytes('exifr__canon-dslr.jpg'))
  t.equal(reading.ownerName.value, null)
  t.same(reading.ownerName.values.map((found) => [found.source, found.placeholder]), [['exif', 'blank'], ['makernote', 'blank']], 'ExifIFD and Canon:OwnerName are both empty, as ExifTool reads them')
})

t.test("the time is the camera's clock as written; its offset comes from the file, else stays unknown", async (t) => {
  const withOffset = await readMetadata(jpeg(tiffBlock({ ifd0: [text(0x010f, 'Cam')], exif: [text(0x9003, '2021:02:03 04:05:06'), text(0x9011, '+05:30')] })))
  t.equal(withOffset.dateTimeOriginal.value, '2021:02:03 04:05:06')
  t.equal(withOffset.dateTimeOriginalOffset.value, '+05:30')
  t.equal(withOffset.dateTimeOriginalOffset.tag, 'ExifIFD:OffsetTimeOriginal')

  const pentax = await readMetadata(fixtureBytes('exifsamples__Pentax_K10D.jpg'))
  t.equal(pentax.dateTimeOriginal.value, '2008:05:04 16:47:24')
  t.equal(pentax.dateTimeOriginalOffset.value, '+09:00', "XMP's copy of the same time carries the zone")

  const noZone = await readMetadata(fixtureBytes('exifr__IMG_5910.jpg'))
  t.equal(noZone.dateTimeOriginalOffset.value, null, "IPTC's '+0000' from Adobe software is not a zone")
  t.equal(noZone.dateCreated.value, '2015-06-11T10:29:26.69', "photoshop:DateCreated is the content's date, kept apart")

  const xmpOnly = await readMetadata(jpeg(null, [xmpSegment('xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:DateTimeOriginal="2008-12-07T10:28:52-08:00"')]))
  t.equal(xmpOnly.dateTimeOriginal.value, '2008-12-07T10:28:52')
  t.equal(xmpOnly.dateTimeOriginalOffset.value, '-08:00')
})

t.test('GPS from Exif, a zero position marked, GPS time in UTC, the real size from the frame', async (t) => {
  const pixel = await readMetadata(fixtureBytes('exifr__IMG_20180725_163423-tiny.jpg'))
  t.ok(Math.abs(pixel.gps.value!.latitude - 50.2996028) < 1e-6 && Math.abs(pixel.gps.value!.longitude - 14.8202944) < 1e-6)
  t.equal(pixel.gpsDateTime.value, '2018-07-25T14:34:23Z')
  t.same([pixel.width.value, pixel.height.value], [1012, 759], 'not the 4048x3036 the Exif tags claim')
  const flir = await readMetadata(fixtureBytes('mdx__FLIR_Vue_Pro_640.jpg'))
  t.equal(flir.gps.placeholder, 'zero position')
})

t.test('Windows XP tags are text', async (t) => {
  const reading = await readMetadata(fixtureBytes('exifr__IMG_5910.jpg'))
  t.equal(reading.xpTitle.value, 'Squirrel at berkely')
  t.equal(reading.xpComment.value, 'This is a comment')
})

t.test('a Sony file exifr refuses is read by the fallback walker, with a problem saying so', async (t) => {
  const reading = await readMetadata(fixtureBytes('mdx__Sony_DSC-HX5V_2.jpg'))
  t.equal(reading.model.value, 'DSC-HX5V')
  t.ok(Math.abs(reading.gps.value!.latitude - 51.778615) < 1e-6)
  t.ok(reading.problems.some((problem) => /fallback walker/.test(problem)))
})

t.test('TIFF files are read directly', async (t) => {
  const tiff = tiffBlock({ little: false, ifd0: [text(0x010f, 'ScanCo'), text(0x0110, 'S1')], exif: [text(0xa431, '00042')] })
  const reading = await readMetadata(tiff)
  t.equal(reading.format, 'tiff')
  t.equal(reading.serialNumber.value, '00042')
})

t.test('the XMP lens ID, document instance and creator address are read for the importer\'s columns', async (t) => {
  const file = jpeg(tiffBlock({ ifd0: [text(0x010f, 'Cam')] }), [
    xmpSegment('xmlns:aux="http://ns.adobe.com/exif/1.0/aux/" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/" ' +
      'xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/" aux:LensID="159" ' +
      'xmpMM:InstanceID="xmp.iid:0B8A2F1C" Iptc4xmpCore:CiAdrExtadr="1 Quay Street"'),
  ])
  const reading = await readMetadata(file)
  t.same([reading.lensId.value, reading.instanceId.value, reading.creatorAddress.value], ['159', 'xmp.iid:0B8A2F1C', '1 Quay Street'])
  t.equal(reading.instanceId.tag, 'XMP xmpMM:InstanceID')
})
