// A reading and a file's hashes as a BigSearch item: the value each field shows, times as the camera wrote
// them, blanks left out and placeholders kept (issue 14 "extraction in the browser").

import t from 'tap'
import { Value } from 'typebox/value'
import { BigSearchItem } from '../../../../../shared/api/types/schemas/bigsearch.js'
import { Candidates } from '../../../../../shared/metadata/candidates.js'
import { itemFromReading } from '../../../../../shared/bigsearch/extract/itemFromReading.js'

const FILE = { index: 3, fileName: 'sub/IMG_1.jpg', md5: 'B2C542E9F77D4B94FDDB85C4EF59D74C', sha1: 'dc848ce71a31d9976da01d30964e4cdeda0a7749' }

t.test('the camera takes the Exif value, else the maker note, else XMP, and the hashes come lowercase', async (t) => {
  const c = new Candidates()
  c.addText('make', 'Canon', 'exif', 'IFD0:Make')
  c.addText('model', 'Canon EOS 600D', 'exif', 'IFD0:Model')
  c.addText('serialNumber', '123063022888', 'makernote', 'Canon:SerialNumber')
  c.addText('serialNumber', '999', 'xmp', 'XMP aux:SerialNumber')
  c.addText('internalSerialNumber', 'H12345', 'xmp', 'XMP aux:InternalSerialNumber')
  c.addText('lensSerialNumber', '0000129324', 'exif', 'ExifIFD:LensSerialNumber')
  const item = itemFromReading(c.reading('jpeg', null, []), FILE)
  t.same(item.camera, { make: 'Canon', model: 'Canon EOS 600D', serialNumber: '123063022888', internalSerialNumber: 'H12345', lensSerialNumber: '0000129324' })
  t.same(item.duplicates, { md5: 'b2c542e9f77d4b94fddb85c4ef59d74c', sha1: FILE.sha1 })
  t.equal(item.index, 3)
  t.equal(item.fileName, 'sub/IMG_1.jpg')
  t.ok(Value.Check(BigSearchItem, item), 'a valid item of the data format')
})

t.test('the time taken is written as the camera wrote it, with the recorded offset and never converted', async (t) => {
  const c = new Candidates()
  const time = c.addText('dateTimeOriginal', '2018:07:25 16:34:23', 'exif', 'ExifIFD:DateTimeOriginal')
  c.addOffset('+02:00', 'exif', 'ExifIFD:OffsetTimeOriginal', time)
  c.addPosition({ latitude: 50.2996, longitude: 14.8203 }, 'exif', 'GPS')
  const item = itemFromReading(c.reading('jpeg', null, []), FILE)
  t.equal(item.metadata?.dateTimeOriginal, '2018-07-25T16:34:23+02:00')
  t.same(item.location, { latitude: 50.2996, longitude: 14.8203 })
  t.same(item.locationAndDate, { latitude: 50.2996, longitude: 14.8203, dateTimeOriginal: '2018-07-25T16:34:23+02:00' })
})

t.test('without an offset the time has none; without a time there is no locationAndDate', async (t) => {
  const timed = new Candidates()
  timed.addText('dateTimeOriginal', '2008:05:04 16:47:24', 'exif', 'ExifIFD:DateTimeOriginal')
  t.equal(itemFromReading(timed.reading('jpeg', null, []), FILE).metadata?.dateTimeOriginal, '2008-05-04T16:47:24')
  const placed = new Candidates()
  placed.addPosition({ latitude: 1, longitude: 2 }, 'exif', 'GPS')
  const item = itemFromReading(placed.reading('jpeg', null, []), FILE)
  t.same(item.location, { latitude: 1, longitude: 2 })
  t.equal(item.locationAndDate, undefined)
  t.equal(item.metadata, undefined)
})

t.test('a time that is no real date stands for none; the creation date stands in for a missing camera time', async (t) => {
  const zero = new Candidates()
  zero.addText('dateTimeOriginal', '0000:00:00 00:00:00', 'exif', 'ExifIFD:DateTimeOriginal')
  t.equal(itemFromReading(zero.reading('jpeg', null, []), FILE).metadata, undefined)
  const created = new Candidates()
  created.addText('dateCreated', '2015-06-11T10:29:26', 'xmp', 'XMP photoshop:DateCreated')
  t.equal(itemFromReading(created.reading('jpeg', null, []), FILE).metadata?.dateTimeOriginal, '2015-06-11T10:29:26')
})

t.test('blank fields are left out and placeholders kept for the lead engine to mark', async (t) => {
  const c = new Candidates()
  c.addText('make', '   ', 'exif', 'IFD0:Make')
  c.addText('ownerName', 'unknown', 'makernote', 'Canon:OwnerName')
  c.addText('serialNumber', '0000000000', 'exif', 'ExifIFD:SerialNumber')
  c.addPosition({ latitude: 0, longitude: 0 }, 'exif', 'GPS')
  const item = itemFromReading(c.reading('jpeg', null, []), FILE)
  t.same(item.camera, { serialNumber: '0000000000' }, 'no make key at all, the all-zero serial kept')
  t.same(item.metadata, { ownerName: 'unknown' })
  t.same(item.location, { latitude: 0, longitude: 0 })
  t.ok(Value.Check(BigSearchItem, item))
})

t.test('the metadata lead fields under the sighting search names, the IPTC notice apart', async (t) => {
  const c = new Candidates()
  c.addText('artist', 'Ian Britton', 'exif', 'IFD0:Artist')
  c.addText('copyright', 'ian Britton - FreeFoto.com', 'exif', 'IFD0:Copyright')
  c.addText('copyright', '(c) Agency 2020', 'iptc', 'IPTC:CopyrightNotice')
  c.addText('creator', 'Jane', 'xmp', 'XMP dc:creator')
  c.addText('creatorEmail', 'jane@example.org', 'xmp', 'XMP Iptc4xmpCore:CiEmailWork')
  c.addText('creatorAddress', '1 High St', 'xmp', 'XMP Iptc4xmpCore:CiAdrExtadr')
  c.addText('software', 'GIMP 2.10', 'exif', 'IFD0:Software')
  c.addText('imageUniqueId', 'F0E1D2C3B4A5', 'exif', 'ExifIFD:ImageUniqueID')
  c.addText('instanceId', 'xmp.iid:1234', 'xmp', 'XMP xmpMM:InstanceID')
  c.addText('ownerName', 'Patrik', 'exif', 'ExifIFD:OwnerName')
  c.addText('xpAuthor', 'JD', 'exif', 'IFD0:XPAuthor')
  const item = itemFromReading(c.reading('jpeg', null, []), FILE)
  t.same(item.metadata, {
    artist: 'Ian Britton', copyright: 'ian Britton - FreeFoto.com', copyrightNotice: '(c) Agency 2020', creator: 'Jane',
    creatorAddress: '1 High St', creatorWorkEmail: 'jane@example.org', software: 'GIMP 2.10', imageUniqueId: 'F0E1D2C3B4A5',
    instanceId: 'xmp.iid:1234', ownerName: 'Patrik', xpAuthor: 'JD',
  })
  t.ok(Value.Check(BigSearchItem, item))
})
