// Colour as the eye sees it, for the perceptual measure: CIELAB (D65) of sRGB values.

/** The CIELAB companding of a share of the white point's value. */
function labCurve(t: number): number {
  return t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116
}

/** Linear light of each whole sRGB value 0–255 (and 256, for the step past 255). */
const LINEAR = Float64Array.from({ length: 257 }, (_, v) => {
  const c = Math.min(v, 255) / 255
  return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4)
})

/** Linear light of an sRGB channel given as 0–255 (not necessarily whole), between the table's whole values. */
function linearOf(value: number): number {
  const v = Math.max(0, Math.min(255, value))
  const whole = Math.floor(v)
  return LINEAR[whole]! + (LINEAR[whole + 1]! - LINEAR[whole]!) * (v - whole)
}

/** CIELAB (D65) of an sRGB colour given as 0–255 (not necessarily whole). */
export function labOfSrgb(red: number, green: number, blue: number): [number, number, number] {
  const r = linearOf(red)
  const g = linearOf(green)
  const b = linearOf(blue)
  const fx = labCurve((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047)
  const fy = labCurve(0.2126 * r + 0.7152 * g + 0.0722 * b)
  const fz = labCurve((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)]
}

export const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)))
