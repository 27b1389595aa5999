// The Hub's schools and images as the store hands them out (spec-3 §3 "School", "School image"), and how a row
// becomes one. Who may see an image is the viewer's (Viewer): a picture flagged as holding personal information, or
// one still waiting for review, is seen only by contributors.

import { sql, type RawBuilder } from 'kysely'
import type { SchoolImageType, SchoolStatus } from '../../../../shared/api/types/constants/uniforms.js'
import { rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'

export interface SchoolRecord {
  id: number
  name: string
  status: SchoolStatus
  website: string | null
  postcode: string
  externalId: string
  minAge: number
  maxAge: number
  uniformWorn: boolean | null
  location: { latitude: number; longitude: number } | null
  schoolType: string
  town: string
  /** Country, region, area. */
  region: string[]
  /** The contribution's version tag. */
  version: number
  acceptedLogoCount: number
  acceptedUniformCount: number
}

export interface SchoolImageRecord {
  id: number
  schoolId: number
  type: SchoolImageType
  accepted: boolean
  containsPii: boolean
  description: string
  labels: string[]
  leafLabels: string[]
  md5: string
  width: number
  height: number
  contentType: string
  /** A demo picture's drawing (JSON), drawn again whenever its bytes are asked for; null for an upload. */
  drawing: string | null
  /** An upload's file under DATA_DIR; null for a drawn picture. */
  filePath: string | null
}

/** Who looks: contributors see pictures flagged as personal and pictures waiting for review; others do not. */
export interface Viewer {
  contributor: boolean
}

/** The SQL condition on an image row `alias` that keeps what the viewer may see. */
export function visibleTo(viewer: Viewer, alias: string): RawBuilder<unknown> {
  return viewer.contributor ? sql`1 = 1` : sql`(${sql.ref(`${alias}.accepted`)} = 1 AND ${sql.ref(`${alias}.contains_pii`)} = 0)`
}

/** A school as SCHOOL_COLUMNS read it. */
interface SchoolRow {
  id: number
  name: string
  status: SchoolStatus
  website: string | null
  postcode: string
  external_id: string
  min_age: number
  max_age: number
  uniform_worn: number | null
  latitude: number | null
  longitude: number | null
  school_type: string
  town: string
  region: string
  version: number
  accepted_logos: number
  accepted_uniforms: number
}

/** The school columns with the accepted image counts, over `uniform_schools s`. */
const SCHOOL_COLUMNS = sql`s.id, s.name, s.status, s.website, s.postcode, s.external_id, s.min_age, s.max_age, s.uniform_worn,
  s.latitude, s.longitude, s.school_type, s.town, s.region, s.version,
  (SELECT count(*) FROM uniform_images i WHERE i.school_id = s.id AND i.accepted = 1 AND i.type = 'LOGO') AS accepted_logos,
  (SELECT count(*) FROM uniform_images i WHERE i.school_id = s.id AND i.accepted = 1 AND i.type <> 'LOGO') AS accepted_uniforms`

/** A row read with SCHOOL_COLUMNS as the school it is. */
const schoolOf = (row: SchoolRow): SchoolRecord => ({
  id: row.id,
  name: row.name,
  status: row.status,
  website: row.website,
  postcode: row.postcode,
  externalId: row.external_id,
  minAge: row.min_age,
  maxAge: row.max_age,
  uniformWorn: row.uniform_worn === null ? null : row.uniform_worn === 1,
  location: row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  schoolType: row.school_type,
  town: row.town,
  region: JSON.parse(row.region) as string[],
  version: row.version,
  acceptedLogoCount: row.accepted_logos,
  acceptedUniformCount: row.accepted_uniforms,
})

/** A picture as IMAGE_COLUMNS read it. */
interface ImageRow {
  id: number
  school_id: number
  type: SchoolImageType
  accepted: number
  contains_pii: number
  description: string
  labels: string
  leaf_labels: string
  md5: string
  width: number
  height: number
  content_type: string
  drawing: string | null
  file_path: string | null
}

/** The picture columns, over `uniform_images i`. */
const IMAGE_COLUMNS = sql`i.id, i.school_id, i.type, i.accepted, i.contains_pii, i.description, i.labels, i.leaf_labels, i.md5, i.width,
  i.height, i.content_type, i.drawing, i.file_path`

/** A row read with IMAGE_COLUMNS as the picture it is. */
const imageOf = (row: ImageRow): SchoolImageRecord => ({
  id: row.id,
  schoolId: row.school_id,
  type: row.type,
  accepted: row.accepted === 1,
  containsPii: row.contains_pii === 1,
  description: row.description,
  labels: JSON.parse(row.labels) as string[],
  leafLabels: JSON.parse(row.leaf_labels) as string[],
  md5: row.md5,
  width: row.width,
  height: row.height,
  contentType: row.content_type,
  drawing: row.drawing,
  filePath: row.file_path,
})

/**
 * The schools of `uniform_schools s` that `rest` selects: a condition on `s`, and what follows it (ORDER BY, LIMIT),
 * each with its accepted picture counts. The rows stay here; what leaves is the record.
 */
export async function readSchools(store: Store, rest: RawBuilder<unknown>): Promise<SchoolRecord[]> {
  return (await rowsOf(store, sql<SchoolRow>`SELECT ${SCHOOL_COLUMNS} FROM uniform_schools s WHERE ${rest}`)).map(schoolOf)
}

/** The pictures of `uniform_images i` that `rest` selects: a condition on `i`, and what follows it (ORDER BY, LIMIT). */
export async function readImages(store: Store, rest: RawBuilder<unknown>): Promise<SchoolImageRecord[]> {
  return (await rowsOf(store, sql<ImageRow>`SELECT ${IMAGE_COLUMNS} FROM uniform_images i WHERE ${rest}`)).map(imageOf)
}
