// Camera ID through the built-in service for one test: two demo cameras of one model whose pictures are stored as
// generated sightings (drawn again from their ids with each camera's sensor), a fingerprint of the first made from
// 5 other pictures of it as the browser makes one, and signed-in users: the owner, a colleague on the same licence,
// a user of another force on a licence of its own (who typed the owner's organisation at registration, which gives
// nothing), and the global administrator.

import type { Test } from 'tap'
import { join } from 'node:path'
import { harnessOn, NOW, type Browser, type Harness } from '../harness.js'
import type { NewSighting } from '../../../../../server/api/store/sightings/rows.js'
import { writeSightings } from '../../../../../server/api/store/sightings/write-sightings.js'
import type { EngineName } from '../../../../../server/api/store/engine/store.js'
import { FINGERPRINT_FORMATS, writeFingerprintFile, type FingerprintFormat } from '../../../../../shared/camid/prnu/fingerprintFile.js'
import { cameraFingerprint } from '../../../../../server/api/camid/sensor/cameraFingerprint.js'
import type { FingerprintData } from '../../../../../shared/api/types/camid.js'
import { addLicensedEntity, createLicence } from '../../../../../server/api/store/licences.js'
import { DAY_MS } from '../../../../../shared/format/durations.js'

export const OWNER = 'olivia@northshire.police.example'
export const COLLEAGUE = 'colin@northshire.police.example'
export const OUTSIDER = 'wanda@westmarch.police.example'
export const ADMIN = 'root@sightline.example'

/** A small sensor, so that a test scores pictures quickly: the crop is still 1024, a million pixels. */
export const WIDTH = 1280
export const HEIGHT = 1024
export const CAMERA_A = 0x1a2b3c4d
export const CAMERA_B = 0x5e6f7081

function sighting(imageId: string, sensorSeed: number, serial: string, md5: string): NewSighting {
  return {
    imageId,
    url: `https://pics.example/${imageId}.jpg`,
    domain: 'pics.example',
    make: 'Canon',
    model: 'Canon EOS 100D',
    serialNumber: serial,
    width: WIDTH,
    height: HEIGHT,
    md5,
    dateFirstSeen: NOW - 40 * 24 * 3600 * 1000,
    sensorSeed,
  }
}

/** Three pictures of camera A (one posted twice, the same file), two of camera B, one of A resized by a site. */
export const STORED: NewSighting[] = [
  sighting('a-held-1', CAMERA_A, 'A-1', 'a'.repeat(32)),
  sighting('a-held-1-repost', CAMERA_A, 'A-1', 'a'.repeat(32)),
  sighting('a-held-2', CAMERA_A, 'A-1', 'b'.repeat(32)),
  sighting('a-held-3', CAMERA_A, 'A-1', 'c'.repeat(32)),
  sighting('b-held-1', CAMERA_B, 'B-2', 'd'.repeat(32)),
  sighting('b-held-2', CAMERA_B, 'B-2', 'e'.repeat(32)),
  { ...sighting('a-resized', CAMERA_A, 'A-1', 'f'.repeat(32)), width: 640, height: 512, sensorSeed: null },
]
export const TRUE_HITS = ['a-held-1', 'a-held-1-repost', 'a-held-2', 'a-held-3']

/** The fingerprint of a camera from 5 pictures of it that are not stored, in the given format. */
export function fingerprintOf(sensorSeed: number, format: FingerprintFormat = FINGERPRINT_FORMATS.float32, pictures = 5): FingerprintData {
  const file = cameraFingerprint({ sensorSeed, width: WIDTH, height: HEIGHT, pictures, format, name: `made-${sensorSeed}` })
  return JSON.parse(writeFingerprintFile(file, { as: 'json' })) as FingerprintData
}

export interface CamIdSetup {
  h: Harness
  dataDir: string
  as(email: string): (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ReturnType<Browser['call']>
  /** Signs everyone in again, after the clock has moved past their sessions. */
  signInAgain(): Promise<void>
}

/** On SQLite unless `engine` says. */
export async function camIdSetup(t: Test, engine: EngineName = 'sqlite'): Promise<CamIdSetup> {
  const dataDir = join(t.testdir(), 'data')
  const h = await harnessOn(t, engine, { dataDir })
  await writeSightings(h.store, STORED, NOW)
  await h.addUser({ email: OWNER, organization: 'Northshire Police' }, ['CameraId'])
  await h.addUser({ email: COLLEAGUE, organization: 'Northshire Police' }, ['CameraId'])
  await h.addUser({ email: OUTSIDER, organization: 'Northshire Police' })
  const westmarch = await createLicence(h.store, { name: 'Westmarch', maxSeats: 5, expiresAt: NOW + 365 * DAY_MS }, NOW)
  await addLicensedEntity(h.store, westmarch.id, OUTSIDER, ['CameraId'])
  await h.addUser({ email: ADMIN, isAdmin: true })
  const browsers = new Map<string, Browser>()
  for (const email of [OWNER, COLLEAGUE, OUTSIDER, ADMIN]) {
    const browser = h.browser()
    await browser.signIn(email)
    browsers.set(email, browser)
  }
  return {
    h,
    dataDir,
    as: (email) => (method, url, payload) => browsers.get(email)!.call({ method, url, ...(payload ? { payload } : {}) }, email),
    async signInAgain() {
      for (const [email, browser] of browsers) await browser.signIn(email)
    },
  }
}
