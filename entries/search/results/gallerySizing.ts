// The size a gallery tile draws its image at (spec-1 §9): Exif orientations above 4 are turned a quarter,
// so width and height swap; a lone image is halved until it is at most 400 pixels high.

export const MAX_LONE_HEIGHT = 400
/** The square a tile uses when the sighting's dimensions are unknown. */
export const UNKNOWN_SIZE = 200

export interface Dimensions {
  width: number | null
  height: number | null
  orientation: number | null
}

export function displayedSize({ width, height, orientation }: Dimensions): { width: number; height: number } {
  if (!width || !height || width <= 0 || height <= 0) return { width: UNKNOWN_SIZE, height: UNKNOWN_SIZE }
  let [w, h] = (orientation ?? 1) > 4 ? [height, width] : [width, height]
  while (h > MAX_LONE_HEIGHT) {
    w /= 2
    h /= 2
  }
  return { width: Math.round(w), height: Math.round(h) }
}
