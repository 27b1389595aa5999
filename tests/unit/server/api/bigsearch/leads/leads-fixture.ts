// Sightings with known camera serials, hashes, places, times and names, and the case files that lead to them.

import { insertSightings, type NewSighting } from '../../../../../../server/api/store/sightings/rows.js'
import type Database from 'better-sqlite3'
import type { BigSearchItem } from '../../../../../../shared/api/types/bigsearch.js'

/** When the sightings were added: any fixed time (the harness's NOW). */
const ADDED_AT = Date.UTC(2026, 2, 2, 9, 0, 0)

/** A vector that rises by `step` per byte from `start`, wrapping (as in the search tests): distinct pictures differ a lot. */
export function vector(start: number, step: number, nudge = 0): Uint8Array {
  return Uint8Array.from({ length: 144 }, (_, i) => (start + i * step) % 256).map((b, i) => (i === 0 ? Math.min(255, b + nudge) : b))
}

/** A camera's time as written, stored as if it were UTC (the metadata-truth rule). */
export const taken = (written: string) => Date.parse(`${written}Z`)

export const SERIAL = '083021003817'
export const MD5 = 'a'.repeat(32)
export const SHA1 = 'b'.repeat(40)
export const LONDON = { latitude: 51.5074, longitude: -0.1278 }
/** A trail camera's serial, and a lens's. */
export const TRAIL_SERIAL = 'HLPXEL09018779'
export const LENS_SERIAL = '9103000924'

let n = 0
const sighting = (fields: Omit<NewSighting, 'url'>): NewSighting => ({ url: `https://pics.example/${++n}.jpg`, ...fields })

export const LEAD_SIGHTINGS: NewSighting[] = [
  // The Canon EOS 600D: twice by its body serial, once by the serial its maker note holds only.
  sighting({ make: 'Canon', model: 'Canon EOS 600D', serialNumber: SERIAL, artist: 'Jane Doe' }),
  sighting({ make: 'canon', model: 'CANON EOS 600D', serialNumber: SERIAL }),
  sighting({
    make: 'Canon', model: 'Canon EOS 600D',
    serials: [{ field: 'serialNumber', source: 'makernote', tag: 'Canon:SerialNumber', value: SERIAL, placeholder: null }],
  }),
  sighting({ make: 'Canon', model: 'Canon EOS 600D', serialNumber: '999999999' }),
  sighting({ make: 'Nikon', model: 'Canon EOS 600D', serialNumber: SERIAL }),
  // Identical pictures.
  sighting({ md5: MD5, username: 'jdoe' }),
  sighting({ md5: MD5.toUpperCase(), sha1: SHA1 }),
  // Around London: 0.5 km away on the day, two days later, and 2.3 km away.
  sighting({ latitude: 51.5074, longitude: -0.1278, dateTimeOriginal: taken('2020-05-01T18:00:00') }),
  sighting({ latitude: 51.51, longitude: -0.13, dateTimeOriginal: taken('2020-05-03T12:00:01') }),
  sighting({ latitude: 51.52, longitude: -0.1, dateTimeOriginal: taken('2020-05-01T12:00:00') }),
  // Names.
  sighting({ artist: 'jane doe', ownerName: 'unknown' }),
  sighting({ ownerName: 'unknown' }),
  sighting({ ownerName: 'unknown' }),
  // A camera without a serial, by the second it took its pictures.
  sighting({ make: 'Apple', model: 'iPhone 6', dateTimeOriginal: taken('2018-01-02T03:04:05') }),
  sighting({ make: 'Apple', model: 'iPhone 6', dateTimeOriginal: taken('2018-01-02T03:04:05') }),
  sighting({ make: 'Apple', model: 'iPhone 6', dateTimeOriginal: taken('2018-01-02T03:04:06') }),
  // A trail camera by its serial: once naming its make and model, once naming neither.
  sighting({ make: 'RECONYX', model: 'HF2 PRO COVERT', serialNumber: TRAIL_SERIAL }),
  sighting({ serialNumber: TRAIL_SERIAL }),
  // One lens on two Canon bodies, and a lens of another make with the same number.
  sighting({ make: 'Canon', model: 'Canon EOS R5', lensSerialNumber: LENS_SERIAL }),
  sighting({ make: 'Canon', model: 'Canon EOS 600D', lensSerialNumber: LENS_SERIAL }),
  sighting({ make: 'SIGMA', model: 'fp', lensSerialNumber: LENS_SERIAL }),
  // Visually similar pictures: one nudged a little, one far off.
  sighting({ photoDna: vector(10, 1) }),
  sighting({ photoDna: vector(10, 1, 30) }),
  sighting({ photoDna: vector(200, 7) }),
]

export function insertLeadSightings(db: Database.Database): void {
  insertSightings(db, LEAD_SIGHTINGS, ADDED_AT)
}

/** A file of the case with every kind of lead. */
export const FULL_ITEM: BigSearchItem = {
  index: 0,
  fileName: 'IMG_0001.JPG',
  camera: { make: 'Canon', model: 'Canon EOS 600D', serialNumber: SERIAL, internalSerialNumber: 'X1', lensSerialNumber: '0000000000' },
  locationAndDate: { ...LONDON, dateTimeOriginal: '2020-05-02T12:00:00+01:00' },
  metadata: { artist: 'Jane Doe', ownerName: 'unknown', username: 'jdoe', software: 'GIMP 2.10' },
  duplicates: { md5: MD5, sha1: SHA1, photoDna: [...vector(10, 1)].join(',') },
}
