// A small hand-made set of sightings for the search tests, and a signed-in investigator to query them.

import type { Test } from 'tap'
import { harness, NOW, type Browser, type Harness } from '../harness.js'
import { insertSightings, type NewSighting } from '../../../../../server/api/store/sightings/rows.js'

export const INVESTIGATOR = 'ines@police.example'
export const NO_LICENCE = 'nora@police.example'

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`)

/** A vector that rises by `step` per byte from `start`, wrapping: distinct pictures differ a lot. */
export function vector(start: number, step: number, nudge = 0): Uint8Array {
  return Uint8Array.from({ length: 144 }, (_, i) => (start + i * step) % 256).map((b, i) => (i === 0 ? Math.min(255, b + nudge) : b))
}

export const SIGHTINGS: NewSighting[] = [
  {
    imageId: 'a1', url: 'https://pics.example/a1.jpg', domain: 'pics.example', username: 'sunny_dave', fileName: 'IMG_0001.JPG',
    make: 'Canon', model: 'Canon EOS 5D Mark IV', serialNumber: '0000123', internalSerialNumber: 'IX1', lens: 'EF24-70mm f/2.8L',
    dateTimeOriginal: day('2020-05-01'), dateFirstSeen: day('2021-01-01'), filesize: 2 * 1024 * 1024, width: 6000, height: 4000,
    latitude: 51.5074, longitude: -0.1278, tags: ['beach', 'summer'], artist: 'John Smith', barcode: 'AbC123',
    photoDna: vector(10, 1), md5: 'd41d8cd98f00b204e9800998ecf8427e', exif: { Make: 'Canon' },
  },
  {
    imageId: 'a2', url: 'https://other.example/a2.jpg', domain: 'other.example', username: 'dave_sunny', fileName: 'IMG_0002.JPG',
    make: 'Canon', model: 'Canon EOS 5D Mark IV', serialNumber: '0000123', dateTimeOriginal: day('2020-05-02'),
    filesize: 500 * 1024, width: 4000, height: 6000, latitude: 51.52, longitude: -0.1, tags: ['city'], photoDna: vector(10, 1, 30),
  },
  {
    imageId: 'b1', url: 'https://pics.example/b1.jpg', domain: 'pics.example', username: 'marie', make: 'NIKON CORPORATION',
    model: 'NIKON D750', serialNumber: 'A1B2', dateTimeOriginal: day('2015-07-14'), filesize: 10 * 1024, width: 800, height: 600,
    latitude: 48.8566, longitude: 2.3522, tags: ['night'], artist: 'Marie Curie', barcode: 'abc123', photoDna: vector(200, 7),
  },
  {
    imageId: 'c1', url: 'https://tor.onion/c1.jpg', domain: 'tor.onion', username: 'anon', make: 'Apple', model: 'iPhone 12',
    dateTimeOriginal: null, dateFirstSeen: day('2022-03-03'), filesize: 3000, width: 1920, height: 1080, knownAbuse: true,
  },
  {
    imageId: 'd1', url: 'https://pics.example/d1.jpg', domain: 'pics.example', username: 'wide_50', make: 'Canon', model: 'Canon EOS R5',
    serialNumber: '999', dateTimeOriginal: day('2023-11-30'), filesize: 100, width: 100, height: 50, latitude: -33.8688,
    longitude: 151.2093, tags: ['beach'], copyright: '(c) ACME 50% Off_Sale',
  },
]

export interface SearchSetup {
  h: Harness
  browser: Browser
  get(url: string): ReturnType<Browser['call']>
}

export async function searchSetup(t: Test, settings: Parameters<typeof harness>[1] = {}): Promise<SearchSetup> {
  const h = harness(t, settings)
  insertSightings(h.db, SIGHTINGS, NOW)
  await h.addUser({ email: INVESTIGATOR }, ['MetadataSearch'])
  const browser = h.browser()
  await browser.signIn(INVESTIGATOR)
  return { h, browser, get: (url) => browser.call({ method: 'GET', url }, INVESTIGATOR) }
}

/** The ids of a search reply, in order. */
export function ids(res: { json(): unknown }): string[] {
  return (res.json() as { results: { id: string }[] }).results.map((r) => r.id)
}
