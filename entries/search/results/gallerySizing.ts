// The sizes a gallery draws its pictures at (spec-1 §9, issue 15): each picture keeps its aspect ratio,
// with Exif orientations above 4 turned a quarter (width and height swap); the pictures are laid out in
// justified rows of one height that fill the gallery's width, and a picture alone on its page keeps the
// lone-image rule: halved until it is at most 400 pixels high.

export const MAX_LONE_HEIGHT = 400
/** The square a picture is taken to be when the sighting's dimensions are unknown. */
export const UNKNOWN_SIZE = 200
/** The height a row aims at: the thumbnails load at size=200, so they are drawn near their own size. */
export const ROW_HEIGHT = 200

export interface Dimensions {
  width: number | null
  height: number | null
  orientation: number | null
}

export interface Size {
  width: number
  height: number
}

export function displayedSize({ width, height, orientation }: Dimensions): Size {
  if (!width || !height || width <= 0 || height <= 0) return { width: UNKNOWN_SIZE, height: UNKNOWN_SIZE }
  let [w, h] = (orientation ?? 1) > 4 ? [height, width] : [width, height]
  while (h > MAX_LONE_HEIGHT) {
    w /= 2
    h /= 2
  }
  return { width: Math.round(w), height: Math.round(h) }
}

/**
 * The pictures in rows: each row but the last is scaled to one height at which its pictures and the gaps
 * between them fill `rowWidth` exactly; the last row keeps the aimed height rather than being stretched.
 * A row takes pictures until they reach the width at the aimed height, so no row is higher than that.
 * Widths are whole pixels, the rounding given to a row's last picture so that the row ends flush.
 */
export function justifiedRows(pictures: readonly Dimensions[], rowWidth: number, gap: number, rowHeight = ROW_HEIGHT): Size[][] {
  const width = Math.max(1, Math.floor(rowWidth))
  if (pictures.length === 1) return [[fitWithin(displayedSize(pictures[0]!), width)]]
  const aspects = pictures.map((picture) => {
    const size = displayedSize(picture)
    return size.width / size.height
  })
  const rows: Size[][] = []
  let start = 0
  while (start < aspects.length) {
    let end = start
    let sum = 0
    while (end < aspects.length && (end === start || sum * rowHeight + gap * (end - start - 1) < width)) sum += aspects[end++]!
    const row = aspects.slice(start, end)
    const gaps = gap * (row.length - 1)
    const full = sum * rowHeight + gaps >= width
    rows.push(full ? fillRow(row, width - gaps) : row.map((aspect) => ({ width: Math.round(aspect * rowHeight), height: rowHeight })))
    start = end
  }
  return rows
}

/** A row's pictures at the one height that makes their widths add up to `space`. */
function fillRow(aspects: readonly number[], space: number): Size[] {
  const height = Math.max(1, Math.round(space / aspects.reduce((sum, aspect) => sum + aspect, 0)))
  let used = 0
  return aspects.map((aspect, index) => {
    const width = index === aspects.length - 1 ? space - used : Math.max(1, Math.round(aspect * height))
    used += width
    return { width, height }
  })
}

/** A size made smaller, keeping its shape, until it is no wider than `width`. */
function fitWithin(size: Size, width: number): Size {
  if (size.width <= width) return size
  return { width, height: Math.max(1, Math.round((size.height * width) / size.width)) }
}
