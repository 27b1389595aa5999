// The grouped list's column widths (spec-1 §9: 250, 450, 200, 350, 300).

import t from 'tap'
import { GROUPED_COLUMN_WIDTHS, GROUPED_LIST_MIN_WIDTH, groupedColumnWidth, LIST_COLUMNS } from '../../../../entries/search/listColumns.js'

t.test('the five special widths go to the text columns in the order the list draws them', async (t) => {
  t.same(GROUPED_COLUMN_WIDTHS, [250, 450, 200, 350, 300])
  const widths = LIST_COLUMNS.map((column) => [column, groupedColumnWidth(column)])
  t.same(widths, [
    ['Image', 112],
    ['Date Taken', 250],
    ['Camera', 450],
    ['Dimensions', 200],
    ['Domain', 350],
    ['Username', 300],
    ['Location', null],
  ])
})

t.test('a grouped list is at least as wide as its fixed columns and room for the location', async (t) => {
  const fixed = LIST_COLUMNS.reduce((sum, column) => sum + (groupedColumnWidth(column) ?? 0), 0)
  t.ok(GROUPED_LIST_MIN_WIDTH > fixed)
  t.equal(fixed, 112 + 250 + 450 + 200 + 350 + 300)
})
