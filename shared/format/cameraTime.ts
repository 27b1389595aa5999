// The time a picture was taken, as its camera wrote it (issue 12, item 2): a DateTimeOriginal is the
// camera's own clock, not UTC, so it is shown as written and says "camera time", or gives its offset when
// the file recorded one: the reply carries it ('2019-03-07T14:05:09+02:00'). The sighting page may also
// know an offset from the file's raw tags (entries/search/sighting/cameraTime.ts).

export interface CameraTime {
  /** "2019-03-07 14:05:09 camera time" or "2019-03-07 14:05:09 UTC+02:00". */
  text: string
  /** The day as written ("2019-03-07"), which a dateTimeOriginal filter compares with. */
  day: string
}

// The reply writes the camera's time as written, with its offset only when the file recorded one.
const WRITTEN = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/
export const OFFSET = /^([+-])(\d{2}):?(\d{2})$/

const offsetText = (offset: string) => offset.replace(OFFSET, 'UTC$1$2:$3')

/**
 * The time as written with its zone when known, else "camera time"; null for a missing or unreadable time.
 * `recordedOffset` gives an offset known otherwise for the time as written ("2019-03-07 14:05:09").
 */
export function cameraTimeOf(iso: string | null, recordedOffset: (written: string) => string | null = () => null): CameraTime | null {
  const match = iso ? WRITTEN.exec(iso.trim()) : null
  if (!match) return null
  const [, day, minutes, seconds = '00', zone] = match as unknown as [string, string, string, string | undefined, string | undefined]
  const written = `${day} ${minutes}:${seconds}`
  // A 'Z' is how replies wrote the camera's clock before the service kept offsets: no zone at all. A
  // camera that records UTC writes '+00:00'.
  const offset = zone && zone !== 'Z' ? zone : recordedOffset(written)
  return { text: `${written} ${offset ? offsetText(offset) : 'camera time'}`, day }
}
