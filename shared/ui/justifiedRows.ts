// A gallery's rows laid out as a justified gallery (spec-3 §9: the Hub's school gallery, row height 300): images
// side by side at one height, each row as wide as the gallery, near the height aimed at; the last row, not
// full, stays at that height, and an image wider than the gallery at it is scaled down to fit.

export interface PlacedImage {
  index: number
  width: number
  height: number
}

export interface GalleryRow {
  height: number
  items: PlacedImage[]
}

/** The rows for images of these sizes in a gallery `width` wide, aiming at `targetHeight`, `gap` apart. */
export function justifiedRows(sizes: readonly { width: number; height: number }[], width: number, targetHeight: number, gap: number): GalleryRow[] {
  const rows: GalleryRow[] = []
  let run: { index: number; ratio: number }[] = []
  const widthAt = (height: number) => run.reduce((sum, item) => sum + item.ratio * height, 0) + gap * (run.length - 1)
  const close = (height: number) => {
    rows.push({ height, items: run.map(({ index, ratio }) => ({ index, width: Math.floor(ratio * height), height: Math.round(height) })) })
    run = []
  }
  sizes.forEach((size, index) => {
    run.push({ index, ratio: size.width / size.height })
    if (widthAt(targetHeight) >= width) {
      // The row's height that makes it exactly the gallery's width.
      const ratios = run.reduce((sum, item) => sum + item.ratio, 0)
      close(Math.max(1, (width - gap * (run.length - 1)) / ratios))
    }
  })
  if (run.length > 0) close(widthAt(targetHeight) > width ? (width - gap * (run.length - 1)) / run.reduce((sum, item) => sum + item.ratio, 0) : targetHeight)
  return rows
}
