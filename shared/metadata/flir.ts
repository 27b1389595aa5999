// FLIR thermal cameras' own APP1 "FLIR" segment (ExifTool FLIR.pm): an FFF file split over APP1
// segments, whose record directory leads to CameraInfo (model, serials, time with its zone) and GPSInfo.
// These cameras write no serial, and often no model or time, anywhere else.

import { ByteReader } from './bytes.js'
import { signed } from './coordinates.js'
import type { GpsPosition } from './fields.js'
import type { MakerValue } from './makernotes/note-ifd.js'
import type { Problems } from './problems.js'
import { cString } from './text.js'
import { offsetFromMinutes } from './times.js'

export interface FlirReading {
  values: MakerValue[]
  gps: GpsPosition | null
}

const CAMERA_INFO = 0x20
const GPS_INFO = 0x2b

/** The FFF header's byte order: the one in which its version (0x14) reads 100-199 (ProcessFLIR). */
function headerReader(data: Uint8Array): ByteReader | null {
  for (const little of [false, true]) {
    const r = new ByteReader(data, little)
    const version = r.u32(0x14)
    if (version !== null && version >= 100 && version < 200) return r
  }
  return null
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** CameraInfo 0x384 DateTimeOriginal: int32u Unix time, int32u milliseconds (low 16 bits), int16s zone. */
function flirTime(r: ByteReader): { written: string; offset: string | null } | null {
  const seconds = r.u32(0x384)
  const millis = r.u32(0x388)
  const zone = r.s16(0x38c)
  if (seconds === null || millis === null || zone === null || seconds === 0) return null
  // The local clock is the UTC time minus the zone's minutes (FLIR stores minutes west of UTC).
  const local = new Date((seconds - zone * 60) * 1000)
  if (Number.isNaN(local.getTime())) return null
  const written =
    `${pad(local.getUTCFullYear(), 4)}:${pad(local.getUTCMonth() + 1)}:${pad(local.getUTCDate())} ` +
    `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}.${pad(millis & 0xffff, 3)}`
  return { written, offset: offsetFromMinutes(-zone) }
}

function cameraInfo(record: ByteReader): MakerValue[] {
  // The record's first int16u is 2 in its own byte order (CameraInfoByteOrder).
  const r = (record.u16(0) ?? 0) >= 0x100 ? record.withOrder(!record.little) : record
  const out: MakerValue[] = []
  const text = (pos: number, size: number, field: MakerValue['field'], tag: string) => {
    const bytes = r.slice(pos, size)
    if (bytes) out.push({ field, value: cString(bytes), tag })
  }
  text(0xd4, 32, 'model', 'FLIR:CameraModel')
  text(0x104, 16, 'serialNumber', 'FLIR:CameraSerialNumber')
  text(0x114, 16, 'software', 'FLIR:CameraSoftware')
  text(0x170, 32, 'lensModel', 'FLIR:LensModel')
  text(0x1a0, 16, 'lensSerialNumber', 'FLIR:LensSerialNumber')
  const time = flirTime(r)
  if (time) {
    out.push({ field: 'dateTimeOriginal', value: time.written, tag: 'FLIR:DateTimeOriginal' })
    if (time.offset) out.push({ field: 'dateTimeOriginalOffset', value: time.offset, tag: 'FLIR:DateTimeOriginal' })
  }
  return out
}

/**
 * GPSInfo: GPSValid, the N/S and E/W references (string[2] at 0x08 and 0x0a), then the coordinates as
 * doubles. ExifTool reads the record little-endian and takes any GPSValid but 0 as valid; some cameras
 * (the Vue Pro) write it in the segment's big-endian order, where GPSValid reads 1 only that way round.
 */
function gpsInfo(record: Uint8Array): GpsPosition | null {
  const little = new ByteReader(record, true)
  const r = little.u32(0) !== 1 && little.withOrder(false).u32(0) === 1 ? little.withOrder(false) : little
  if (!r.u32(0)) return null
  const ref = (pos: number) => cString(r.slice(pos, 2) ?? new Uint8Array(0))
  const latitude = r.f64(0x10)
  const longitude = r.f64(0x18)
  const altitude = r.f32(0x20)
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  const position = { latitude: signed(latitude, ref(0x08), 'latitude'), longitude: signed(longitude, ref(0x0a), 'longitude') }
  return altitude !== null && Number.isFinite(altitude) ? { ...position, altitude } : position
}

export function readFlir(data: Uint8Array, problems: Problems): FlirReading {
  const reading: FlirReading = { values: [], gps: null }
  const r = headerReader(data)
  if (!r || !(r.startsWith(0, 'FFF\0') || r.startsWith(0, 'AFF\0'))) {
    problems.add('FLIR segment: not an FFF record set')
    return reading
  }
  const directory = r.u32(0x18)!
  const count = r.u32(0x1c)!
  if (count > 1000 || !r.has(directory, count * 0x20)) {
    problems.add('FLIR segment: truncated record directory')
    return reading
  }
  for (let i = 0; i < count; i++) {
    const entry = directory + i * 0x20
    const type = r.u16(entry)
    const pos = r.u32(entry + 0x0c)!
    const length = r.u32(entry + 0x10)!
    if (type !== CAMERA_INFO && type !== GPS_INFO) continue
    const record = r.slice(pos, length)
    if (!record) {
      problems.add(`FLIR segment: record 0x${type?.toString(16)} outside the data`)
      continue
    }
    if (type === CAMERA_INFO) reading.values.push(...cameraInfo(new ByteReader(record, r.little)))
    else reading.gps = gpsInfo(record)
  }
  return reading
}
