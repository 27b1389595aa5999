import t from 'tap'
import { groupedNumber } from '../../../../shared/format/numbers.js'

t.test('groups whole numbers by thousands, as English does', async (t) => {
  for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 10000, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -1234, -1234567]) {
    t.equal(groupedNumber(n), n.toLocaleString('en'), String(n))
  }
})

t.test('a number that is not a safe whole number is written as the browser writes it', async (t) => {
  t.equal(groupedNumber(1234.5), '1,234.5')
  t.equal(groupedNumber(Number.NaN), 'NaN')
  t.equal(groupedNumber(1e21), (1e21).toLocaleString('en'))
})
