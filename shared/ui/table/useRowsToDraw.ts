// A table's first draw holds the rows a screen shows; the rest join it once it is painted. Each row of a search
// result (its thumbnail, links, camera and domain) has its share of the render that comes before any row is
// painted: on a search page's first load the 17 rows below the fold of a full page of 25 held its first results
// back, by 10 to 50 ms from run to run on two cores (955 against 878 ms with the CPU slowed 4×). The rest follow
// a frame later, while the thumbnails still load.

import { useEffect, useState } from 'react'
import { afterNextPaint } from '../../state/afterNextPaint.js'

/**
 * The rows of a first draw: a screen 1,080 pixels high shows about six rows of thumbnails under the search
 * page's header, and more of the shorter rows of the other tables, which are rarely longer than this.
 */
export const FIRST_DRAW_ROWS = 8

/**
 * How many of a table's `total` rows to draw now: at most `first` until the table has been painted with rows,
 * then all of them. A table whose rows all fit in its first draw is drawn once.
 */
export function useRowsToDraw(total: number, first: number = FIRST_DRAW_ROWS): number {
  const [painted, setPainted] = useState(false)
  const held = !painted && total > first
  useEffect(() => (held ? afterNextPaint(() => setPainted(true)) : undefined), [held])
  return painted ? total : Math.min(total, first)
}
