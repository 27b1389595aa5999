// GPS coordinates as other tools write them, to decimal degrees: ExifTool's printed '51 deg 30\' 26.00" N' and its -n
// decimals, XMP's '37,52.2656N', Exiv2's rationals '51/1 30/1 2600/100', plain '-0.1276', and a 'GPS Position' pair.

export type Hemisphere = 'N' | 'S' | 'E' | 'W'

export interface Coordinate {
  /** Degrees as written: negative only when the text or number itself is. */
  degrees: number
  /** The hemisphere the value names itself, which decides its sign; null when it names none. */
  hemisphere: Hemisphere | null
}

const HEMISPHERE_WORDS: Record<string, Hemisphere> = { n: 'N', north: 'N', s: 'S', south: 'S', e: 'E', east: 'E', w: 'W', west: 'W' }

/** 'N' from 'N', 'North', 's'; null from anything else. */
export function hemisphereOf(value: unknown): Hemisphere | null {
  return typeof value === 'string' ? (HEMISPHERE_WORDS[value.trim().toLowerCase()] ?? null) : null
}

/** A coordinate from a number or text; null when the text is no coordinate (minutes or seconds out of range too). */
export function parseCoordinate(value: unknown): Coordinate | null {
  if (typeof value === 'number') return Number.isFinite(value) ? { degrees: value, hemisphere: null } : null
  if (typeof value !== 'string') return null
  let text = value.trim()
  let hemisphere: Hemisphere | null = null
  const letter = /(?:^|[\s\d"'″′°])(north|south|east|west|[NSEW])\s*$/i.exec(text) ?? /^\s*(north|south|east|west|[NSEW])(?=[\s\d])/i.exec(text)
  if (letter) {
    hemisphere = hemisphereOf(letter[1])
    text = text.replace(letter[1]!, ' ')
  }
  // Exiv2 writes each part as a rational.
  text = text.replace(/(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/g, (_, top: string, bottom: string) => String(Number(bottom) ? Number(top) / Number(bottom) : NaN))
  if (/[^\d\s.,\-+degDEG°'"″′]/.test(text)) return null
  const numbers = text.match(/[-+]?\d+(?:\.\d+)?(?:e[-+]?\d+)?|NaN/gi)?.map(Number) ?? []
  if (numbers.length === 0 || numbers.length > 3 || numbers.some((n) => !Number.isFinite(n))) return null
  const [whole, minutes = 0, seconds = 0] = numbers as [number, number?, number?]
  if (minutes < 0 || minutes >= 60 || seconds < 0 || seconds >= 60) return null
  const magnitude = Math.abs(whole) + minutes / 60 + seconds / 3600
  return { degrees: whole < 0 || Object.is(whole, -0) ? -magnitude : magnitude, hemisphere }
}

/** Signed decimal degrees: the coordinate's own hemisphere, else its own sign, else the separate reference tag. */
export function signedDegrees(coordinate: Coordinate, ref: Hemisphere | null): number {
  const magnitude = Math.abs(coordinate.degrees)
  const hemisphere = coordinate.hemisphere ?? (coordinate.degrees < 0 ? null : ref)
  if (hemisphere === 'S' || hemisphere === 'W') return -magnitude
  if (hemisphere === 'N' || hemisphere === 'E') return magnitude
  return coordinate.degrees
}

/** 'GPS Position': '50.2996 14.8203' (ExifTool -n) or '50 deg 17\' 58.57" N, 14 deg 49\' 13.06" E'. */
export function parsePosition(value: unknown): { latitude: Coordinate; longitude: Coordinate } | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  const parts = text.includes(',') ? text.split(',') : text.split(/\s+/)
  if (parts.length !== 2) return null
  const latitude = parseCoordinate(parts[0])
  const longitude = parseCoordinate(parts[1])
  return latitude && longitude ? { latitude, longitude } : null
}
