// The camera's time on the sighting page: as shared/format/cameraTime.ts writes it, with the offset the file
// recorded in its raw tags for a sighting stored before the service kept offsets (OffsetTimeOriginal).

import { cameraTimeOf as writtenCameraTime, OFFSET, type CameraTime } from '../../../shared/format/cameraTime.js'
import { rawTagText } from './exifEntries.js'

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}:\d{2}:\d{2})/

/**
 * The offset the file recorded for this time: OffsetTimeOriginal, and only when the raw DateTimeOriginal
 * is the time the reply gives, since the reply's time may have come from XMP instead.
 */
function recordedOffset(exif: Record<string, unknown>, written: string): string | null {
  const offset = rawTagText(exif, ['OffsetTimeOriginal'])?.text ?? ''
  const raw = EXIF_DATE.exec(rawTagText(exif, ['DateTimeOriginal'])?.text ?? '')
  if (!OFFSET.test(offset) || !raw) return null
  return `${raw[1]}-${raw[2]}-${raw[3]} ${raw[4]}` === written ? offset : null
}

/** The time as written with its zone when known, else "camera time"; null for a missing or unreadable time. */
export function cameraTimeOf(iso: string | null, exif: Record<string, unknown> = {}): CameraTime | null {
  return writtenCameraTime(iso, (written) => recordedOffset(exif, written))
}
