// A built-in service for the media and places tests: its own data folder (thumbnails and tiles are cached
// there), one signed-in investigator with MetadataSearch, and sightings written through the store's own insert.

import type { Test } from 'tap'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type Database from 'better-sqlite3'
import { buildApi } from '../../../../../server/api/app.js'
import { openDatabase } from '../../../../../server/api/store/db.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { hashPassword } from '../../../../../server/api/store/passwords.js'
import { createUser } from '../../../../../server/api/store/users.js'
import { addLicensedEntity, createLicence } from '../../../../../server/api/store/licences.js'
import { TEST_PASSWORD_COST } from '../harness.js'
import { insertSightings, type NewSighting } from '../../../../../server/api/store/sightings/rows.js'
import { serviceStoreOn } from '../../../../support/service-store.js'

export const NOW = Date.UTC(2026, 2, 2, 9, 0, 0)
export const PUBLIC_URL = 'https://sightline.example.org'
const EMAIL = 'ivy@police.example'
const PASSWORD = 'a long enough pass phrase'

let sharedHash: Promise<string> | null = null

export interface Service {
  app: FastifyInstance
  db: Database.Database
  dataDir: string
  /** The session cookie header of the signed-in investigator. */
  cookie: string
  get(url: string, signedIn?: boolean): Promise<LightMyRequestResponse>
  addSightings(sightings: NewSighting[]): string[]
}

export async function service(t: Test): Promise<Service> {
  const dataDir = t.testdir()
  const db = openDatabase(join(dataDir, 'service.db'), 'server/api/db/migrations')
  const app = buildApi({ store: serviceStoreOn(db), now: () => NOW, publicUrl: PUBLIC_URL, cookieSecure: false, dataDir })
  t.teardown(() => app.close())
  await createUser(storeOnSqlite(db), { email: EMAIL, verified: true, passwordHash: await (sharedHash ??= hashPassword(PASSWORD, TEST_PASSWORD_COST)) }, NOW)
  // A sighting's picture is for those who may see the sighting (spec-1 §6: MetadataSearch).
  const licence = await createLicence(storeOnSqlite(db), { name: 'Media tests', maxSeats: 5, expiresAt: NOW + 365 * 24 * 60 * 60 * 1000 }, NOW)
  await addLicensedEntity(storeOnSqlite(db), licence.id, EMAIL, ['MetadataSearch'])
  const signIn = await app.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: EMAIL, password: PASSWORD } })
  const session = (signIn.cookies as { name: string; value: string }[]).find((c) => c.value !== '')
  if (!session) throw new Error(`sign-in failed: ${signIn.body}`)
  const cookie = `${session.name}=${session.value}`
  return {
    app,
    db,
    dataDir,
    cookie,
    get: (url, signedIn = true) => app.inject({ method: 'GET', url, headers: signedIn ? { cookie } : {} }),
    addSightings: (sightings) => insertSightings(db, sightings, NOW),
  }
}
