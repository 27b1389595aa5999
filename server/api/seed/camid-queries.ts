// The demo's Camera ID queries: three real fingerprints of demo cameras, each made from new pictures of one camera
// as a user's browser makes one, submitted by the demo Camera ID account weeks and months before the first start
// (as the demo's usage history is), queued for the job engine, which finds their hits as it would any query's.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Store } from '../store/engine/store.js'
import { FINGERPRINT_ALGORITHM, FINGERPRINT_FORMATS, writeFingerprintFile } from '../../../shared/camid/prnu/fingerprintFile.js'
import { qualityOf } from '../../../shared/camid/prnu/quality.js'
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../settings/data-dir.js'
import { cameraFingerprint } from '../camid/sensor/cameraFingerprint.js'
import { FINGERPRINT_DIR } from '../camid/accept-query.js'
import { isOptimalResolution } from '../camid/resolutions.js'
import { insertQuery, queryCountsOf } from '../store/camid/queries.js'
import { camerasWithPictures } from '../store/camid/pictures.js'
import { findUserByEmail } from '../store/users.js'
import { licenceRolesFor } from '../store/licences.js'
import { DEMO_DOMAIN } from '../store/seed.js'
import { DAY_MS } from '../../../shared/format/durations.js'

/** The demo queries: how many pictures each fingerprint is made of, and how long before the first start it was sent. */
const PLANNED = [
  { reference: 'Op Lantern: seized camera', pictures: 8, daysAgo: 120 },
  { reference: 'Op Lantern: second body', pictures: 5, daysAgo: 64 },
  { reference: 'Referral 2291', pictures: 3, daysAgo: 12 },
] as const
/** The most pictures a demo query's camera has: enough hits to page through, few enough to find in seconds. */
const MOST_HITS = 40

/** Adds the demo queries once, when the demo Camera ID account has none; gives how many were added. */
export async function seedDemoCamIdQueries(store: Store, dataDir: string, now: number): Promise<number> {
  const owner = await findUserByEmail(store, `camid@${DEMO_DOMAIN}`)
  if (!owner) return 0
  if ((await queryCountsOf(store, owner.id)).kept > 0) return 0
  const cameras = await camerasWithPictures(store, PLANNED.length, MOST_HITS)
  // Made under the licences that give the account Camera ID, as an upload is: their Camera ID users see them.
  const licenceIds = Object.entries(await licenceRolesFor(store, owner.email, now))
    .filter(([, roles]) => roles.includes('CameraId'))
    .map(([id]) => Number(id))
  const dir = join(dataDir, FINGERPRINT_DIR, String(owner.id))
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  for (const [i, camera] of cameras.entries()) {
    const plan = PLANNED[i]!
    const format = i === 1 ? FINGERPRINT_FORMATS.sign : FINGERPRINT_FORMATS.float32
    const file = cameraFingerprint({ ...camera, pictures: plan.pictures, format, name: `demo-fingerprint-${camera.sensorSeed}` })
    const path = join(dir, `demo-${i + 1}.json`)
    writeFileSync(path, writeFingerprintFile(file, { as: 'json' }), { mode: PRIVATE_FILE_MODE })
    await insertQuery(store, {
      userId: owner.id,
      reference: plan.reference,
      fileName: `${camera.make ?? 'camera'}-${i + 1}.json`.replace(/\s+/g, '-'),
      format,
      algorithm: FINGERPRINT_ALGORITHM,
      width: camera.width,
      height: camera.height,
      cropSize: file.cropSize,
      density: plan.pictures,
      quality: qualityOf({ pictures: plan.pictures, optimalResolution: await isOptimalResolution(store, camera.width, camera.height) }),
      fingerprintPath: relative(dataDir, path).split(sep).join('/'),
      createdAt: now - plan.daysAgo * DAY_MS,
      licenceIds,
    })
  }
  return cameras.length
}
