// The list view's group-by choices (spec-1 §2.5).

import t from 'tap'
import { GROUP_BY_CHOICES, readGroupBy } from '../../../../shared/search/groupBy.js'

t.test('the six choices with their labels, and anything else reads as none', async (t) => {
  t.same(GROUP_BY_CHOICES.map((c) => c.label), ['None', 'Camera', 'Date Taken', 'Domain', 'Resolution', 'Username'])
  t.equal(readGroupBy('camera'), 'camera')
  t.equal(readGroupBy('dimensions'), 'dimensions')
  t.equal(readGroupBy('Camera'), 'none')
  t.equal(readGroupBy(null), 'none')
})
