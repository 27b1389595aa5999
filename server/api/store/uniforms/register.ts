// Filling the register: schools and their pictures as the demo generator or an import gives them, in batches of
// one transaction, each picture with the words the description search reads and the labels its filters read.

import { sql } from 'kysely'
import { changesOf, firstOf, inTransaction, rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import type { SchoolImageType } from '../../../../shared/api/types/constants/uniforms.js'
import type { SchoolRecord } from './records.js'
import { addImageWords } from './image-words.js'

/** A school as the register is given it: what the store keeps of it but what contributions and pictures make. */
export type NewSchool = Omit<SchoolRecord, 'version' | 'acceptedLogoCount' | 'acceptedUniformCount'> & {
  /** The region tree's value of the school's area. */
  regionPath: string
}

export interface NewSchoolImage {
  schoolId: number
  type: SchoolImageType
  accepted: boolean
  containsPii: boolean
  description: string
  labels: readonly string[]
  leafLabels: readonly string[]
  md5: string
  width: number
  height: number
  contentType: string
  drawing: string | null
  filePath: string | null
  features: Uint8Array
  uploadedBy: number | null
  createdAt: number
}

export async function hasSchools(store: Store): Promise<boolean> {
  return (await firstOf(store, sql<{ one: number }>`SELECT 1 AS one FROM uniform_schools LIMIT 1`)) !== undefined
}

/** Adds the schools (one transaction); a school whose id is taken is left as it is. */
export async function insertSchools(store: Store, schools: readonly NewSchool[], now: number): Promise<number> {
  return inTransaction(store, async (tx) => {
    let added = 0
    for (const s of schools) {
      added += await changesOf(
        tx,
        sql`INSERT INTO uniform_schools (id, name, status, website, postcode, external_id, min_age, max_age, uniform_worn, latitude, longitude,
          school_type, town, region, region_path, updated_at)
          VALUES (${s.id}, ${s.name}, ${s.status}, ${s.website}, ${s.postcode}, ${s.externalId}, ${s.minAge}, ${s.maxAge},
            ${s.uniformWorn === null ? null : s.uniformWorn ? 1 : 0}, ${s.location?.latitude ?? null}, ${s.location?.longitude ?? null},
            ${s.schoolType}, ${s.town}, ${JSON.stringify(s.region)}, ${s.regionPath}, ${now})
          ON CONFLICT DO NOTHING`,
      )
    }
    return added
  })
}

/** The comma-separated parts of a description, each a garment or a badge with what is said of it. */
const descriptionParts = (description: string) => description.split(',').map((part) => part.trim()).filter((part) => part !== '')

/** Adds one picture with its words and labels; gives its id. Call inside a transaction for many. */
async function insertOne(tx: Store, image: NewSchoolImage): Promise<number> {
  const row = await firstOf(
    tx,
    sql<{ id: number }>`INSERT INTO uniform_images (school_id, type, accepted, contains_pii, description, labels, leaf_labels, md5, width, height,
      content_type, drawing, file_path, features, uploaded_by, created_at)
      VALUES (${image.schoolId}, ${image.type}, ${image.accepted ? 1 : 0}, ${image.containsPii ? 1 : 0}, ${image.description},
        ${JSON.stringify(image.labels)}, ${JSON.stringify(image.leafLabels)}, ${image.md5}, ${image.width}, ${image.height}, ${image.contentType},
        ${image.drawing}, ${image.filePath}, ${image.features}, ${image.uploadedBy}, ${image.createdAt})
      RETURNING id`,
  )
  const id = row!.id
  const labels = [...new Set(image.labels)]
  if (labels.length > 0) {
    const rows = labels.map((label) => sql`(${label}, ${id})`)
    await changesOf(tx, sql`INSERT INTO uniform_image_labels (label, image_id) VALUES ${sql.join(rows)} ON CONFLICT DO NOTHING`)
  }
  // Part 0: the whole description with the labels; then each part of the description on its own.
  await addImageWords(tx, id, [`${image.description} ${image.labels.join(' ')}`, ...descriptionParts(image.description)])
  return id
}

/** Adds the pictures in one transaction; gives their ids in order. */
export async function insertSchoolImages(store: Store, images: readonly NewSchoolImage[]): Promise<number[]> {
  return inTransaction(store, async (tx) => {
    const ids: number[] = []
    for (const image of images) ids.push(await insertOne(tx, image))
    return ids
  })
}

/** The region paths the register's schools are in, each once, for the region tree. */
export async function schoolRegions(store: Store): Promise<string[][]> {
  const rows = await rowsOf(store, sql<{ region: string }>`SELECT DISTINCT region FROM uniform_schools`)
  return rows.map((row) => JSON.parse(row.region) as string[])
}
