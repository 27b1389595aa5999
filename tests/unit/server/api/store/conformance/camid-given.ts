// What Camera ID's conformance tests stand on: users of an organisation, sightings with the pictures Camera ID reads,
// and queries with their hits, made with Camera ID's own store functions where it has them and small SQL elsewhere.

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { insertQuery, type NewCamIdQueryRecord } from '../../../../../../server/api/store/camid/queries.js'
import { claimQuery, finishQuery, startQuery, storeQueryRun } from '../../../../../../server/api/store/camid/query-runs.js'
import { aUser } from './given.js'

/** A user of this organisation (none when ''); gives its id. */
export async function aMember(store: Store, email: string, organization: string): Promise<number> {
  const id = await aUser(store, email)
  await sql`UPDATE users SET organization = ${organization} WHERE id = ${id}`.execute(store.db)
  return id
}

export interface GivenSighting {
  imageId: string
  md5?: string | null
  make?: string | null
  imageFile?: string | null
}

/** A sighting; gives its id. */
export async function aSighting(store: Store, sighting: GivenSighting): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO sightings (image_id, url, make, md5, image_file, added_at)
    VALUES (${sighting.imageId}, ${`https://pics.example/${sighting.imageId}.jpg`}, ${sighting.make ?? null}, ${sighting.md5 ?? null},
      ${sighting.imageFile ?? null}, 1) RETURNING id`.execute(store.db)
  return rows[0]!.id
}

export interface GivenPicture {
  width: number
  height: number
  sensorSeed?: number | null
  /** YYYYMM: when its sighting was first seen. */
  seenMonth?: number
}

/** A sighting with a picture Camera ID can read, not yet indexed; gives the sighting's id. */
export async function aPicture(store: Store, sighting: GivenSighting, picture: GivenPicture): Promise<number> {
  const id = await aSighting(store, sighting)
  await sql`INSERT INTO camid_pictures (sighting_id, width, height, sensor_seed, seen_month)
    VALUES (${id}, ${picture.width}, ${picture.height}, ${picture.sensorSeed ?? null}, ${picture.seenMonth ?? 202401})`.execute(store.db)
  return id
}

/** A query's values, of its user, made at `createdAt`, the rest filled in. */
export function newQuery(userId: number, createdAt: number, more: Partial<NewCamIdQueryRecord> = {}): NewCamIdQueryRecord {
  return {
    userId,
    reference: 'Case 7',
    fileName: 'canon.json',
    format: 'prnu-float32',
    algorithm: 'prnu-zm-wiener',
    width: 1280,
    height: 1024,
    cropSize: 1024,
    density: 5,
    quality: 80,
    fingerprintPath: `camid/${userId}/${createdAt}.json`,
    createdAt,
    licenceIds: [],
    ...more,
  }
}

/** A COMPLETE query whose run found these hits at `now`; gives its id. */
export async function aQueryWithHits(store: Store, query: NewCamIdQueryRecord, hits: readonly { sightingId: number; score: number }[], now: number): Promise<number> {
  const id = await insertQuery(store, query)
  const runner = { queryId: id, by: 'given' }
  if (!(await claimQuery(store, id, { by: runner.by, now, leaseMs: 60_000 }))) throw new Error(`query ${id} not claimed`)
  await startQuery(store, runner, hits.length)
  await storeQueryRun(store, runner, { hits, looked: hits.length, resumeAfter: Math.max(0, ...hits.map((h) => h.sightingId)) }, now)
  if (!(await finishQuery(store, runner, now))) throw new Error(`query ${id} not finished`)
  return id
}
