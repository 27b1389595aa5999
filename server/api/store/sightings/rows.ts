// Writing sightings: the one shape every source of sightings (the demo generator, the importer) hands to
// the store, and the batch insert. Reading and searching them is search.ts and its neighbours.

import type Database from 'better-sqlite3'
import { randomBytes } from 'node:crypto'
import { serialKey } from '../../../../shared/metadata/serial-key.js'
import { codeExif, EXIF_COLUMNS } from './exif-text.js'
import { indexCoordinates } from './photodna-coordinates.js'
import { placePhotoDnaStatement } from './photodna-index.js'

export interface NewSighting {
  /** Given by the caller for reproducible data; random when absent. */
  imageId?: string
  url: string
  source?: string | null
  domain?: string | null
  username?: string | null
  profile?: string | null
  fileName?: string | null
  /**
   * The camera's wall clock as written, encoded as ms since the epoch as if it were UTC
   * (Date.UTC(y, m, d, h, mi, s)): a date filter compares the time as written.
   */
  dateTimeOriginal?: number | null
  /** The zone offset of dateTimeOriginal ('+02:00'), only when the file records one. */
  dateTimeOriginalOffset?: string | null
  /** ms since the epoch, UTC: the service's own times. */
  dateFirstSeen?: number | null
  dateLastSeen?: number | null
  make?: string | null
  model?: string | null
  serialNumber?: string | null
  internalSerialNumber?: string | null
  lens?: string | null
  lensSerialNumber?: string | null
  lensId?: string | null
  exifSoftware?: string | null
  imageUniqueId?: string | null
  barcode?: string | null
  instanceId?: string | null
  ownerName?: string | null
  artist?: string | null
  creator?: string | null
  copyright?: string | null
  copyrightNotice?: string | null
  author?: string | null
  xpAuthor?: string | null
  creatorAddress?: string | null
  creatorWorkEmail?: string | null
  tags?: string[]
  md5?: string | null
  sha1?: string | null
  qtHash?: string | null
  filesize?: number | null
  width?: number | null
  height?: number | null
  orientation?: number | null
  latitude?: number | null
  longitude?: number | null
  cellLatitude?: number | null
  cellLongitude?: number | null
  /** 144 bytes. */
  photoDna?: Uint8Array | null
  knownAbuse?: boolean
  exif?: Record<string, unknown>
  /** Relative to DATA_DIR. */
  imageFile?: string | null
  /**
   * A generated sighting's picture drawn at its camera's native size: the demo camera's sensor pattern it is drawn
   * with (server/api/camid/sensor), which makes it readable by Camera ID. Absent for a picture a site resized.
   */
  sensorSeed?: number | null
  /** The fields (as the API names them) whose value here is a placeholder, such as an all-zero serial. */
  placeholders?: readonly string[]
  /** Every serial number read from the file, each with where it was found. */
  serials?: readonly SerialFound[]
}

/** The serial fields a sighting keeps from every source (issue 12 §1). */
export type SerialField = 'serialNumber' | 'internalSerialNumber' | 'lensSerialNumber'

export interface SerialFound {
  field: SerialField
  source: string
  tag: string
  value: string
  /** Why the value is a placeholder, or null for a real serial. */
  placeholder: string | null
}

const SERIAL_COLUMNS: Readonly<Record<SerialField, string>> = {
  serialNumber: 'serial_number',
  internalSerialNumber: 'internal_serial_number',
  lensSerialNumber: 'lens_serial_number',
}

/** A public id: 16 random bytes as 32 hex characters. */
export function newImageId(): string {
  return randomBytes(16).toString('hex')
}

/** The sightings columns a new sighting gives, in the order of SightingRows.values. */
export const COLUMNS = [
  'image_id', 'url', 'source', 'domain', 'username', 'profile', 'file_name', 'date_time_original',
  'date_first_seen', 'date_last_seen', 'make', 'model', 'serial_number', 'internal_serial_number', 'lens',
  'lens_serial_number', 'lens_id', 'exif_software', 'image_unique_id', 'barcode', 'instance_id', 'owner_name',
  'artist', 'creator', 'copyright', 'copyright_notice', 'author', 'xp_author', 'creator_address',
  'creator_work_email', 'tags', 'md5', 'sha1', 'qt_hash', 'filesize', 'width', 'height', 'orientation',
  'longest_edge', 'shortest_edge', 'latitude', 'longitude', 'cell_latitude', 'cell_longitude', 'photodna',
  'known_abuse', 'exif_coded', 'image_file', 'added_at', 'date_time_original_offset', 'placeholders',
] as const

const EXIF_AT = COLUMNS.indexOf('exif_coded')
const EXIF_COLUMNS_AT = EXIF_COLUMNS.map((c) => [c, COLUMNS.indexOf(c as (typeof COLUMNS)[number])] as const)

/** The row's Exif text, coded against the row's own columns (exif-text.ts). */
function withCodedExif(row: unknown[]): unknown[] {
  const columns: Record<string, unknown> = {}
  for (const [column, at] of EXIF_COLUMNS_AT) columns[column] = row[at]
  row[EXIF_AT] = codeExif(row[EXIF_AT] as string, columns)
  return row
}

function values(s: NewSighting, addedAt: number): unknown[] {
  const edges = s.width && s.height ? [Math.max(s.width, s.height), Math.min(s.width, s.height)] : [null, null]
  return withCodedExif([
    s.imageId ?? newImageId(), s.url, s.source ?? null, s.domain ?? null, s.username ?? null, s.profile ?? null,
    s.fileName ?? null, s.dateTimeOriginal ?? null, s.dateFirstSeen ?? null, s.dateLastSeen ?? null, s.make ?? null,
    s.model ?? null, s.serialNumber ?? null, s.internalSerialNumber ?? null, s.lens ?? null,
    s.lensSerialNumber ?? null, s.lensId ?? null, s.exifSoftware ?? null, s.imageUniqueId ?? null,
    s.barcode ?? null, s.instanceId ?? null, s.ownerName ?? null, s.artist ?? null, s.creator ?? null,
    s.copyright ?? null, s.copyrightNotice ?? null, s.author ?? null, s.xpAuthor ?? null,
    s.creatorAddress ?? null, s.creatorWorkEmail ?? null, s.tags?.length ? s.tags.join(',') : null,
    s.md5 ?? null, s.sha1 ?? null, s.qtHash ?? null, s.filesize ?? null, s.width ?? null, s.height ?? null,
    s.orientation ?? null, edges[0], edges[1], s.latitude ?? null, s.longitude ?? null, s.cellLatitude ?? null,
    s.cellLongitude ?? null, s.photoDna ? Buffer.from(s.photoDna) : null, s.knownAbuse ? 1 : 0,
    JSON.stringify(s.exif ?? {}), s.imageFile ?? null, addedAt, s.dateTimeOriginalOffset ?? null,
    s.placeholders?.length ? s.placeholders.join(',') : null,
  ])
}

/** The UTC month of a time, as YYYYMM: Camera ID counts its pictures by the month their sightings were first seen. */
const monthOf = (ms: number) => {
  const date = new Date(ms)
  return date.getUTCFullYear() * 100 + date.getUTCMonth() + 1
}

/**
 * A sighting as the rows that store it: its sightings row's values, in the order of COLUMNS, and the Camera ID
 * picture and the serials that refer to it. Plain values only, so that a loader's second thread can make them.
 */
export interface SightingRows {
  values: unknown[]
  /** width, height, sensor seed, month first seen. */
  picture: [number, number, number | null, number] | null
  /** field, source, tag, value, comparison form, placeholder reason. */
  serials: [string, string, string, string, string, string | null][]
  /** The PhotoDNA vector's coordinates in its index (photodna-coordinates.ts), for a loader that places them itself. */
  photoDna: number[] | null
}

/** The rows of new sightings, added at `addedAt`. */
export function sightingRows(sightings: readonly NewSighting[], addedAt: number): SightingRows[] {
  return sightings.map((s) => {
    // The pictures Camera ID can read the pixels of (migration 018): a stored file, or a generated one at its
    // camera's native size. The job engine indexes them afterwards.
    const readable = (s.imageFile != null || s.sensorSeed != null) && s.width && s.height && s.width > 0 && s.height > 0
    return {
      values: values(s, addedAt),
      picture: readable ? [s.width!, s.height!, s.sensorSeed ?? null, monthOf(s.dateFirstSeen ?? addedAt)] : null,
      serials: (s.serials ?? []).map((serial) => [SERIAL_COLUMNS[serial.field], serial.source, serial.tag, serial.value, serialKey(serial.value), serial.placeholder]),
      photoDna: s.photoDna ? indexCoordinates(s.photoDna) : null,
    }
  })
}

/**
 * Inserts sightings' rows in one transaction; returns their public ids in order. A bulk load, whose triggers are
 * dropped (indexes.ts), places each PhotoDNA vector in its index itself (`placePhotoDna`); otherwise the trigger
 * queues it for the next lookup.
 */
export function insertSightingRows(db: Database.Database, rows: readonly SightingRows[], placePhotoDna = false): string[] {
  const insert = db.prepare(
    `INSERT INTO sightings (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
  )
  const notePicture = db.prepare('INSERT INTO camid_pictures (sighting_id, width, height, sensor_seed, seen_month) VALUES (?, ?, ?, ?, ?)')
  const insertSerial = db.prepare(
    'INSERT INTO sighting_serials (sighting_id, field, source, tag, value, serial_key, placeholder) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const place = placePhotoDna ? placePhotoDnaStatement(db) : null
  return db.transaction(() =>
    rows.map((row) => {
      const { lastInsertRowid } = insert.run(row.values)
      if (row.picture) notePicture.run(lastInsertRowid, ...row.picture)
      for (const serial of row.serials) insertSerial.run(lastInsertRowid, ...serial)
      if (place && row.photoDna) place.run(lastInsertRowid, ...row.photoDna.flatMap((d) => [d, d]))
      return row.values[0] as string
    }),
  )()
}

/** Inserts sightings in one transaction; returns their public ids in order. */
export function insertSightings(db: Database.Database, sightings: readonly NewSighting[], addedAt: number): string[] {
  return insertSightingRows(db, sightingRows(sightings, addedAt))
}

/** Whether any sighting is stored: a seed fills an empty table with settings unsafe for one in use. */
export function hasSightings(db: Database.Database): boolean {
  return db.prepare('SELECT 1 FROM sightings LIMIT 1').get() !== undefined
}
