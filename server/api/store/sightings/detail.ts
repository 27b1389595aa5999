// One sighting as its page shows it (spec-1 §2.7, SightingDetail): its result item (result-item-sql.ts), and the
// columns only the page shows.

import { firstOf } from '../engine/query.js'
import type { EngineName, Store } from '../engine/store.js'
import type { SightingDetail } from '../../../../shared/api/types/sightings.js'
import { exifReadSql } from './exif-text.js'
import { queryOf } from './query-text.js'
import { resultItemOfRow, resultItemSelect } from './result-item-sql.js'
import { withSearchFunctions } from './search-functions.js'

/** The columns only the sighting page shows, beside its result item. */
const DETAIL_ONLY_SQL = `s.file_name, s.md5, s.sha1, s.lens, s.lens_id, s.exif_software, s.image_unique_id,
  s.barcode, s.instance_id, s.creator_address, s.creator_work_email`

interface DetailOnlyRow {
  file_name: string | null
  md5: string | null
  sha1: string | null
  lens: string | null
  lens_id: string | null
  exif_software: string | null
  image_unique_id: string | null
  barcode: string | null
  instance_id: string | null
  creator_address: string | null
  creator_work_email: string | null
  exif: string
}

function toSightingDetail(engine: EngineName, row: DetailOnlyRow): SightingDetail {
  return {
    ...(JSON.parse(resultItemOfRow(engine, row)) as SightingDetail),
    fileName: row.file_name,
    md5: row.md5,
    sha1: row.sha1,
    lens: row.lens,
    lensId: row.lens_id,
    exifSoftware: row.exif_software,
    imageUniqueId: row.image_unique_id,
    barcode: row.barcode,
    instanceId: row.instance_id,
    creatorAddress: row.creator_address,
    creatorWorkEmail: row.creator_work_email,
    exif: JSON.parse(row.exif) as Record<string, unknown>,
  }
}

/** The sighting with this public id, or undefined when there is none. */
export async function findSightingByImageId(store: Store, imageId: string): Promise<SightingDetail | undefined> {
  await withSearchFunctions(store)
  const text = `SELECT ${resultItemSelect(store.engine)}, ${DETAIL_ONLY_SQL}, ${exifReadSql(store.engine)} AS exif FROM sightings s WHERE s.image_id = ?`
  const row = await firstOf(store, queryOf<DetailOnlyRow>(text, [imageId]))
  return row && toSightingDetail(store.engine, row)
}
