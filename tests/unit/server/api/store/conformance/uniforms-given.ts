// A small Uniform Hub register that a conformance test builds with the register's own store functions: schools and
// pictures named by what a test needs of them, the rest filled in.

import { sql } from 'kysely'
import type { Store } from '../../../../../../server/api/store/engine/store.js'
import { insertSchoolImages, insertSchools, type NewSchool, type NewSchoolImage } from '../../../../../../server/api/store/uniforms/register.js'

/** The length of the features the tests store: a measure of their own, eight bytes. */
export const FEATURE_BYTES = 8

export const features = (...bytes: number[]): Uint8Array => Uint8Array.from({ length: FEATURE_BYTES }, (_, i) => bytes[i] ?? 0)

/** A school of the register: in England > North West > Greater Manchester unless `region` says. */
export function school(id: number, name: string, more: Partial<NewSchool> = {}): NewSchool {
  const region = more.region ?? ['England', 'North West', 'Greater Manchester']
  return {
    id,
    name,
    status: 'OPEN',
    website: null,
    postcode: `M${id} 1AA`,
    externalId: String(100_000 + id),
    minAge: 11,
    maxAge: 16,
    uniformWorn: true,
    location: { latitude: 53.48, longitude: -2.24 },
    schoolType: 'Academy',
    town: 'Manchester',
    regionPath: region.join(' > '),
    ...more,
    region,
  }
}

/** A drawn picture of the school, accepted and without personal information unless `more` says. */
export function picture(schoolId: number, description: string, more: Partial<NewSchoolImage> = {}): NewSchoolImage {
  return {
    schoolId,
    type: 'PRODUCT',
    accepted: true,
    containsPii: false,
    description,
    labels: [],
    leafLabels: [],
    md5: 'd'.repeat(32),
    width: 64,
    height: 64,
    contentType: 'image/jpeg',
    drawing: '{}',
    filePath: null,
    features: features(),
    uploadedBy: null,
    createdAt: 1,
    ...more,
  }
}

/** Stores the schools and their pictures; gives the pictures' ids in order. */
export async function aRegister(store: Store, schools: readonly NewSchool[], pictures: readonly NewSchoolImage[] = []): Promise<number[]> {
  await insertSchools(store, schools, 1)
  return insertSchoolImages(store, pictures)
}

/**
 * Opens the store's connections before a race: on PostgreSQL a call that has to open a connection starts when the
 * call before it, on an open one, has often ended, and the two would not race at all. SQLite has one connection.
 */
export async function openConnections(store: Store, count = 4): Promise<void> {
  if (store.engine !== 'postgres') return
  await Promise.all(Array.from({ length: count }, () => sql`SELECT pg_sleep(0.05)`.execute(store.db)))
}
