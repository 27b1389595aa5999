// A justified gallery's rows (spec-3 §9: the school gallery's row height 300): every full row as wide as the
// gallery, no row taller than the height aimed at, the last row left at that height, and one image alone drawn
// 300 high unless it is wider than the gallery.

import t from 'tap'
import { justifiedRows } from '../../../../shared/ui/justifiedRows.js'

const rowWidth = (row: { items: { width: number }[] }, gap: number) => row.items.reduce((sum, item) => sum + item.width, 0) + gap * (row.items.length - 1)

t.test('full rows fill the width within a pixel per image; the last row stays at the height aimed at', async (t) => {
  const sizes = [
    { width: 400, height: 300 },
    { width: 300, height: 300 },
    { width: 600, height: 300 },
    { width: 200, height: 300 },
    { width: 450, height: 300 },
    { width: 300, height: 400 },
  ]
  const rows = justifiedRows(sizes, 1000, 300, 8)
  t.same(rows.flatMap((row) => row.items.map((item) => item.index)), [0, 1, 2, 3, 4, 5], 'every image, in order')
  for (const row of rows.slice(0, -1)) {
    t.ok(row.height <= 300, 'no taller than aimed at')
    t.ok(Math.abs(rowWidth(row, 8) - 1000) <= row.items.length, `row as wide as the gallery (${rowWidth(row, 8)})`)
  }
  t.equal(rows.at(-1)!.height, 300)
  t.ok(rowWidth(rows.at(-1)!, 8) <= 1000)
})

t.test('one image alone is 300 high, or scaled down to the gallery\'s width', async (t) => {
  t.same(justifiedRows([{ width: 200, height: 100 }], 1000, 300, 8), [{ height: 300, items: [{ index: 0, width: 600, height: 300 }] }])
  const [wide] = justifiedRows([{ width: 2000, height: 500 }], 1000, 300, 8)
  t.equal(wide!.items[0]!.width, 1000)
  t.equal(wide!.items[0]!.height, 250)
})

t.test('no images, no rows', async (t) => {
  t.same(justifiedRows([], 1000, 300, 8), [])
})
