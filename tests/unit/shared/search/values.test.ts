// Reading a filter's value in its operator's form: sizes and their units (spec-1 §4.5, §9).

import t from 'tap'
import { parseSize } from '../../../../shared/search/values.js'

t.test('a size reads its unit in any case, in binary multiples', async (t) => {
  t.same(parseSize('2048'), { ok: true, value: 2048 })
  t.same(parseSize('2 kb'), { ok: true, value: 2048 })
  t.same(parseSize('1.5MB'), { ok: true, value: 1.5 * 1024 * 1024 })
})

t.test('a unit named like what every object has is no unit', async (t) => {
  for (const unit of ['constructor', 'valueof', 'tostring', 'hasownproperty']) {
    t.same(parseSize(`1 ${unit}`), { ok: false, error: `"1 ${unit}" is not a size (a number with Bytes, KB or MB)` }, unit)
  }
})
