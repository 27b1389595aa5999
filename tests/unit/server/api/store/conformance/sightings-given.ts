// What the sightings' conformance tests stand on: one corpus of demo sightings (the seed's generator), the same on
// every engine, and a sighting written by hand with every kind of value the store keeps.

import { SightingGenerator } from '../../../../../../server/api/seed/generator.js'
import { rowsOf } from '../../../../../../server/api/store/engine/query.js'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import type { Condition } from '../../../../../../server/api/store/sightings/condition.js'
import { queryOf } from '../../../../../../server/api/store/sightings/query-text.js'
import type { NewSighting } from '../../../../../../server/api/store/sightings/rows.js'

/** `count` demo sightings, the same ones each time. */
export function demoSightings(count: number, seed = 34): NewSighting[] {
  const generator = new SightingGenerator(seed, count)
  return Array.from({ length: count }, () => generator.next())
}

/** A PhotoDNA vector of 144 bytes, each from `at`. */
export const vectorOf = (at: (i: number) => number): Uint8Array => Uint8Array.from({ length: 144 }, (_, i) => at(i) & 0xff)

/** A sighting with every column filled, Exif that refers to its columns and Exif that does not, serials and a picture. */
export const EVERYTHING: NewSighting = {
  imageId: 'e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0',
  url: 'https://pics.example/u/Élodie/IMG_0042.JPG',
  source: 'Flickr',
  domain: 'pics.example',
  username: 'Élodie_Durand',
  profile: 'https://pics.example/u/Élodie',
  fileName: 'IMG_0042.JPG',
  dateTimeOriginal: Date.UTC(2021, 6, 14, 9, 30, 5, 250),
  dateTimeOriginalOffset: '+02:00',
  dateFirstSeen: Date.UTC(2022, 0, 2, 3, 4, 5, 678),
  dateLastSeen: Date.UTC(2023, 11, 31, 23, 59, 59, 999),
  make: 'Canon',
  model: 'Canon EOS 5D Mark IV',
  serialNumber: '012345678901',
  internalSerialNumber: 'A1B2',
  lens: 'EF24-70mm f/2.8L II USM',
  lensSerialNumber: '0000c0ffee',
  lensId: '252',
  exifSoftware: 'Adobe Photoshop Lightroom Classic 12.1 (Windows)',
  imageUniqueId: 'f3a9c2d1e0b84a7f9c6d5e4f3a2b1c0d',
  barcode: 'BC-77',
  instanceId: 'xmp.iid:4f8a',
  ownerName: 'Élodie "Lo" Durand',
  artist: 'Élodie Durand',
  creator: 'E. Durand',
  copyright: '© 2021 Élodie Durand',
  copyrightNotice: 'All rights reserved',
  author: 'Durand',
  xpAuthor: 'Lo',
  creatorAddress: '1 rue de la Paix, Paris',
  creatorWorkEmail: 'elodie@studio.example',
  tags: ['Lyon', 'fête des lumières', 'night, sky'],
  md5: '9e107d9d372bb6826bd81d3542a419d6',
  sha1: '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
  qtHash: 'ab12cd34ef56ab78',
  filesize: 6_543_210,
  width: 6720,
  height: 4480,
  orientation: 1,
  latitude: 45.767123456789,
  longitude: 4.833987654321,
  cellLatitude: 45.76,
  cellLongitude: 4.83,
  photoDna: vectorOf((i) => i * 7 + 3),
  knownAbuse: false,
  exif: {
    Make: 'Canon',
    Model: 'Canon EOS 5D Mark IV',
    Software: 'Adobe Photoshop Lightroom Classic 12.1 (Windows)',
    DateTimeOriginal: '2021:07:14 09:30:05',
    OffsetTimeOriginal: '+02:00',
    Orientation: 1,
    ExifImageWidth: 6720,
    ExifImageHeight: 9999,
    BodySerialNumber: '012345678901',
    LensModel: 'EF24-70mm f/2.8L II USM',
    CameraOwnerName: 'Élodie "Lo" Durand',
    GPSLatitude: 45.767123456789,
    GPSLongitude: 4.833987654321,
    UserComment: 'line one\nline two \u0001',
    Nested: { list: [1, 2.5, 'three'], empty: {} },
  },
  imageFile: 'images/e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0e0.jpg',
  placeholders: ['internalSerialNumber'],
  serials: [
    { field: 'serialNumber', source: 'exif', tag: 'BodySerialNumber', value: '012345678901', placeholder: null },
    { field: 'serialNumber', source: 'makernote', tag: 'Canon:SerialNumber', value: 'NO= 12345678901', placeholder: null },
    { field: 'internalSerialNumber', source: 'makernote', tag: 'Canon:InternalSerialNumber', value: '0000000000', placeholder: 'all zeros' },
  ],
}

/** The row ids of the sightings one search condition (over `sightings s`) finds, in order: to compare its forms. */
export async function sightingIdsWhere(store: Store, condition: Condition): Promise<number[]> {
  const rows = await rowsOf(store, queryOf<{ id: number }>(`SELECT s.id AS id FROM sightings s WHERE ${condition.sql} ORDER BY s.id`, condition.params))
  return rows.map((row) => Number(row.id))
}
