// Filling the register: schools and their pictures as the demo generator or an import gives them, in batches of
// one transaction, each picture with the words the description search reads and the labels its filters read.

import type Database from 'better-sqlite3'
import type { SchoolImageType } from '../../../../shared/api/types/constants/uniforms.js'
import type { SchoolRecord } from './records.js'

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

export function hasSchools(db: Database.Database): boolean {
  return db.prepare('SELECT 1 FROM uniform_schools LIMIT 1').get() !== undefined
}

/** Adds the schools (one transaction); a school whose id is taken is left as it is. */
export function insertSchools(db: Database.Database, schools: readonly NewSchool[], now: number): number {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO uniform_schools (id, name, status, website, postcode, external_id, min_age, max_age, uniform_worn, latitude, longitude,
      school_type, town, region, region_path, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  return db.transaction(() => {
    let added = 0
    for (const s of schools) {
      added += insert.run(s.id, s.name, s.status, s.website, s.postcode, s.externalId, s.minAge, s.maxAge,
        s.uniformWorn === null ? null : s.uniformWorn ? 1 : 0, s.location?.latitude ?? null, s.location?.longitude ?? null,
        s.schoolType, s.town, JSON.stringify(s.region), s.regionPath, now).changes
    }
    return added
  })()
}

/** The comma-separated parts of a description, each a garment or a badge with what is said of it. */
const descriptionParts = (description: string) => description.split(',').map((part) => part.trim()).filter((part) => part !== '')

/** Adds one picture with its words and labels; gives its id. Call inside a transaction for many. */
function insertOne(db: Database.Database, image: NewSchoolImage): number {
  const id = Number(
    db
      .prepare(
        `INSERT INTO uniform_images (school_id, type, accepted, contains_pii, description, labels, leaf_labels, md5, width, height, content_type,
          drawing, file_path, features, uploaded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(image.schoolId, image.type, image.accepted ? 1 : 0, image.containsPii ? 1 : 0, image.description, JSON.stringify(image.labels),
        JSON.stringify(image.leafLabels), image.md5, image.width, image.height, image.contentType, image.drawing, image.filePath,
        image.features, image.uploadedBy, image.createdAt).lastInsertRowid,
  )
  const label = db.prepare('INSERT OR IGNORE INTO uniform_image_labels (label, image_id) VALUES (?, ?)')
  for (const value of new Set(image.labels)) label.run(value, id)
  const words = db.prepare('INSERT INTO uniform_image_words (image_id, part, words) VALUES (?, ?, ?)')
  words.run(id, 0, `${image.description} ${image.labels.join(' ')}`)
  descriptionParts(image.description).forEach((part, i) => words.run(id, i + 1, part))
  return id
}

/** Adds the pictures in one transaction; gives their ids in order. */
export function insertSchoolImages(db: Database.Database, images: readonly NewSchoolImage[]): number[] {
  return db.transaction(() => images.map((image) => insertOne(db, image)))()
}

/** The region paths the register's schools are in, each once, for the region tree. */
export function schoolRegions(db: Database.Database): string[][] {
  const rows = db.prepare('SELECT DISTINCT region FROM uniform_schools').all() as { region: string }[]
  return rows.map((row) => JSON.parse(row.region) as string[])
}
