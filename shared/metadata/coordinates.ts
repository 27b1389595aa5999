// GPS coordinates as ExifTool reads them (GPS.pm ToDegrees): degrees, minutes and seconds from numbers or
// from text ("34 deg 15' 0.00\"", "34.25", "34,15.0W"), then signed by the hemisphere: the letter written
// with the value, else the separate reference tag (N/S, E/W). A value already negative stays negative,
// so a writer that signs its numbers and also writes the reference is not turned around twice.

export type Axis = 'latitude' | 'longitude'

const NUMBER = /[+-]?(?=\d|\.\d)\d*(?:\.\d*)?(?:[Ee][+-]\d+)?/g
/** The hemisphere letter at the end of a value, after something that is no letter ("34,15.0W", "34.25 S"). */
const TRAILING_HEMISPHERE = /[^A-Z](N(?:orth)?|S(?:outh)?|E(?:ast)?|W(?:est)?)\s*$/i

/**
 * Degrees from up to three numbers (degrees, minutes, seconds); null when they are no number at all. A
 * minus on the degrees applies to the whole ([-118, 15, 0] is -118.25, where ExifTool's sum gives -117.75).
 */
export function degreesOf(parts: readonly number[]): number | null {
  const [d, m = 0, s = 0] = parts
  if (d === undefined || ![d, m, s].every(Number.isFinite)) return null
  const magnitude = Math.abs(d) + (Math.abs(m) + Math.abs(s) / 60) / 60
  return d < 0 || Object.is(d, -0) ? -magnitude : magnitude
}

/**
 * The numbers of a coordinate written as text, as ExifTool extracts them from "any other garbage": the
 * first three numbers; none for 'inf' or 'undef', which ExifTool writes for a zero denominator.
 */
export function numbersInText(text: string): number[] {
  if (/\b(inf|undef)\b/.test(text)) return []
  return (text.match(NUMBER) ?? []).slice(0, 3).map(Number)
}

/** 'S' or 'W' (also 'South', 'West') says negative, 'N' or 'E' positive; anything else says nothing. */
export function hemisphereSign(ref: string | null | undefined, axis: Axis): -1 | 1 | null {
  const letter = ref?.trim().charAt(0).toUpperCase()
  if (letter === (axis === 'latitude' ? 'S' : 'W')) return -1
  if (letter === (axis === 'latitude' ? 'N' : 'E')) return 1
  return null
}

/** The hemisphere written at the end of a coordinate's text, if any. */
export function trailingHemisphere(text: string): string | null {
  return TRAILING_HEMISPHERE.exec(text.trim())?.[1] ?? null
}

/**
 * A signed coordinate: negative when the value itself is (a signed number, or "W" written with it), or
 * when the reference names the southern or western hemisphere. Zero stays 0 whatever its reference
 * ('S' 0 would make -0, which JSON cannot tell from 0).
 */
export function signed(degrees: number, ref: string | null | undefined, axis: Axis): number {
  if (degrees === 0) return 0
  return degrees < 0 || hemisphereSign(ref, axis) === -1 ? -Math.abs(degrees) : degrees
}

/** A coordinate written as text, with its own hemisphere letter if it has one, else the reference's. */
export function coordinateFromText(text: string, ref: string | null | undefined, axis: Axis): number | null {
  const degrees = degreesOf(numbersInText(text))
  if (degrees === null) return null
  const own = trailingHemisphere(text)
  const sign = own === null ? null : hemisphereSign(own, axis)
  if (sign !== null) return degrees === 0 ? 0 : sign * Math.abs(degrees)
  return signed(degrees, ref, axis)
}
