// Project VIC media to BigSearch items: free-form Exifs names, hashes in any case, MediaSize as text or number.

import t from 'tap'
import { vicsMediaToItem, vicsTags } from '../../../../shared/bigsearch/fromVics.js'
import { localTime } from '../../../../shared/metadata/times.js'
import { manifestFiles } from '../../../fixtures/bigsearch/real-exif.js'
import { vicsMedia } from '../../../fixtures/bigsearch/vics-from-fixtures.js'

t.test('the real photos as a case tool exports them give their camera, hashes, position and time', async (t) => {
  manifestFiles().forEach((file, index) => {
    const item = vicsMediaToItem(vicsMedia(file, index), index)
    const exif = file.exif
    t.equal(item.index, index)
    t.equal(item.fileName, `DCIM/100CANON/${file.name}`)
    t.same(item.duplicates, { md5: file.md5, sha1: file.sha1 }, `${file.name} hashes, lowercase`)
    for (const field of ['make', 'model', 'serialNumber', 'internalSerialNumber', 'lensSerialNumber'] as const) {
      t.equal(item.camera?.[field] ?? null, exif[field], `${file.name} ${field}`)
    }
    for (const field of ['artist', 'ownerName', 'copyright', 'software', 'imageUniqueId'] as const) {
      t.equal(item.metadata?.[field] ?? null, exif[field], `${file.name} ${field}`)
    }
    if (exif.gpsLatitude === null) t.notOk(item.location, `${file.name} has no position`)
    else {
      // Printed to a hundredth of a second of arc: within half a metre.
      t.ok(Math.abs(item.location!.latitude - exif.gpsLatitude) < 5e-6, `${file.name} latitude`)
      t.ok(Math.abs(item.location!.longitude - exif.gpsLongitude!) < 5e-6, `${file.name} longitude`)
    }
    t.equal(item.metadata?.dateTimeOriginal ?? null, localTime(exif.dateTimeOriginal), `${file.name} time`)
  })
})

t.test('Exifs names vary in case, spacing and punctuation', async (t) => {
  const item = vicsMediaToItem({
    Exifs: [
      { PropertyName: 'MAKE', PropertyValue: 'Canon' },
      { PropertyName: 'camera model name', PropertyValue: 'Canon EOS 600D' },
      { PropertyName: 'Body Serial Number', PropertyValue: '00123' },
      { PropertyName: 'Date/Time Original', PropertyValue: '2018:07:25 16:34:23' },
      { PropertyName: 'Offset Time Original', PropertyValue: '+02:00' },
      { PropertyName: 'GPS Latitude', PropertyValue: '51.5072' },
      { PropertyName: 'GPS Latitude Ref', PropertyValue: 'North' },
      { PropertyName: 'GPS Longitude', PropertyValue: '0.1276' },
      { PropertyName: 'GPS Longitude Ref', PropertyValue: 'West' },
      { PropertyName: 'Camera Owner Name', PropertyValue: 'J. Smith' },
      { PropertyName: 'XP Author', PropertyValue: 'jsmith' },
      { PropertyName: 'Copyright Notice', PropertyValue: '(c) JS' },
      { PropertyName: 'By-line', PropertyValue: 'John Smith' },
      { PropertyName: 'User Name', PropertyValue: 'js_1990' },
      { PropertyName: 'Instance ID', PropertyValue: 'xmp.iid:1234' },
      { PropertyName: 'Artist', PropertyValue: '   ' },
    ],
  }, 0)
  t.same(item.camera, { make: 'Canon', model: 'Canon EOS 600D', serialNumber: '00123' })
  t.same(item.location, { latitude: 51.5072, longitude: -0.1276 })
  t.same(item.locationAndDate, { latitude: 51.5072, longitude: -0.1276, dateTimeOriginal: '2018-07-25T16:34:23+02:00' })
  t.same(item.metadata, {
    copyright: '(c) JS', copyrightNotice: '(c) JS', creator: 'John Smith', instanceId: 'xmp.iid:1234', ownerName: 'J. Smith',
    username: 'js_1990', xpAuthor: 'jsmith', dateTimeOriginal: '2018-07-25T16:34:23+02:00',
  }, 'the blank Artist is left out')
})

t.test('Exifs as { Name, Value } pairs or as one object of names', async (t) => {
  t.same(vicsTags([{ Name: 'Make', Value: 'Nikon' }]).map((tag) => [tag.name, tag.value]), [['make', 'Nikon']])
  t.same(vicsTags({ 'Serial Number': 42 }).map((tag) => [tag.name, tag.value]), [['serialnumber', 42]])
  t.same(vicsTags('nonsense'), [])
})

t.test('hashes in any case, from the media, its files or its alternative hashes; a bad hash is left out', async (t) => {
  const sha1 = 'DC848CE71A31D9976DA01D30964E4CDEDA0A7749'
  t.same(vicsMediaToItem({ md5: 'B2C542E9F77D4B94FDDB85C4EF59D74C', Sha1: sha1 }, 0).duplicates, { md5: 'b2c542e9f77d4b94fddb85c4ef59d74c', sha1: sha1.toLowerCase() })
  t.same(vicsMediaToItem({ MediaFiles: [{ MD5: 'B2C542E9F77D4B94FDDB85C4EF59D74C', FileName: 'a.jpg' }] }, 0), { index: 0, fileName: 'a.jpg', duplicates: { md5: 'b2c542e9f77d4b94fddb85c4ef59d74c' } })
  t.same(vicsMediaToItem({ AlternativeHashes: [{ HashName: 'SHA1', HashValue: sha1 }, { HashName: 'PhotoDNA', HashValue: 'AAECAwQ=' }] }, 0).duplicates, { sha1: sha1.toLowerCase(), photoDna: 'AAECAwQ=' })
  t.same(vicsMediaToItem({ MD5: 'not-a-hash', MediaSize: '12' }, 4), { index: 4 })
})

t.test('MediaSize as text or number and MediaID are read without harm; the path names the file', async (t) => {
  t.same(vicsMediaToItem({ MediaID: 7, MediaSize: 311406, RelativeFilePath: 'x/y.jpg' }, 1), { index: 1, fileName: 'x/y.jpg' })
  t.same(vicsMediaToItem({ MediaID: '7', MediaSize: '311406', MediaFiles: [{ FilePath: 'DCIM\\', FileName: 'z.jpg' }] }, 2), { index: 2, fileName: 'DCIM/z.jpg' })
  t.same(vicsMediaToItem(null, 3), { index: 3 })
})
