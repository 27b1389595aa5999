// The Add Filters dialog's value editors (spec-1 §4.5, §5): date, size and edge ends written in each
// operator's form, as the shared filter codec reads them back.

import t from 'tap'
import {
  EARLIEST_DATE, latestDate, missingEnd, pickerDate, sizeAmountOf, sizeText, valueEnds, valueOfEnds,
} from '../../../../entries/search/filters/filterValueForm.js'
import { canApply, rowProblem, withOperator } from '../../../../entries/search/filters/filterRows.js'
import { filtersFromQuery, filtersToQuery, validateFilter } from '../../../../shared/search/filters.js'
import { parseSize } from '../../../../shared/search/values.js'

t.test('date pickers run from 1970 to the end of the year ten years ahead', async (t) => {
  t.equal(EARLIEST_DATE, '1970-01-01')
  t.equal(latestDate(new Date(Date.UTC(2026, 10, 21))), '2036-12-31')
  t.equal(latestDate(new Date(Date.UTC(2030, 0, 1))), '2040-12-31')
})

t.test('each operator writes its value form from the chosen ends', async (t) => {
  t.equal(valueOfEnds('is', '2020-05-01'), '2020-05-01')
  t.equal(valueOfEnds('between', '2020-05-01', '2021-01-31'), '2020-05-01 - 2021-01-31')
  t.equal(valueOfEnds('before', '2020-05-01'), ' - 2020-05-01')
  t.equal(valueOfEnds('after', '2020-05-01'), '2020-05-01 - ')
  t.equal(valueOfEnds('less than', '2 MB'), ' - 2 MB')
  t.equal(valueOfEnds('greater than', '4000'), '4000 - ')
  t.equal(valueOfEnds('between', '', ''), '', 'nothing chosen writes nothing')
  t.equal(valueOfEnds('after', '  '), '')
})

t.test('the ends of a value are read back for its operator', async (t) => {
  t.same(valueEnds('2020-05-01 - 2021-01-31', 'between'), ['2020-05-01', '2021-01-31'])
  t.same(valueEnds('2020-05-01 - ', 'between'), ['2020-05-01', ''])
  t.same(valueEnds(' - 2021-01-31', 'between'), ['', '2021-01-31'])
  t.same(valueEnds('2020-05-01', 'between'), ['2020-05-01', ''])
  t.same(valueEnds(' - 2 MB', 'less than'), ['2 MB'])
  t.same(valueEnds('4000 - ', 'greater than'), ['4000'])
  t.same(valueEnds('2020-05-01', 'is'), ['2020-05-01'])
  t.same(valueEnds('', 'before'), [''])
})

t.test('every written form passes the shared validation and reads back as the same operator', async (t) => {
  const cases = [
    { name: 'dateTimeOriginal', operator: 'between' as const, value: valueOfEnds('between', '2019-01-01', '2019-12-31') },
    { name: 'dateFirstSeen', operator: 'before' as const, value: valueOfEnds('before', '2020-01-01') },
    { name: 'dateLastSeen', operator: 'after' as const, value: valueOfEnds('after', '2020-01-01') },
    { name: 'dateTimeOriginal', operator: 'is' as const, value: valueOfEnds('is', '2020-01-01') },
    { name: 'filesize', operator: 'between' as const, value: valueOfEnds('between', sizeText({ amount: '1', unit: 'KB' }), sizeText({ amount: '2.5', unit: 'MB' })) },
    { name: 'filesize', operator: 'less than' as const, value: valueOfEnds('less than', sizeText({ amount: '512', unit: 'Bytes' })) },
    { name: 'longestEdge', operator: 'greater than' as const, value: valueOfEnds('greater than', '4000') },
    { name: 'shortestEdge', operator: 'is' as const, value: valueOfEnds('is', '1080') },
  ]
  for (const filter of cases) {
    t.equal(validateFilter(filter), null, `${filter.name} ${filter.operator} "${filter.value}"`)
    const back = filtersFromQuery(filtersToQuery([filter])).filters
    t.same(back, [filter], 'the URL reads it back unchanged')
  }
})

t.test('a size is a number and one of Bytes, KB and MB, read as the shared parser reads it', async (t) => {
  t.equal(sizeText({ amount: '2', unit: 'MB' }), '2 MB')
  t.equal(sizeText({ amount: '', unit: 'KB' }), '')
  t.same(parseSize(sizeText({ amount: '2', unit: 'MB' })), { ok: true, value: 2 * 1024 * 1024 })
  t.same(parseSize(sizeText({ amount: '3', unit: 'KB' })), { ok: true, value: 3072 })
  t.same(parseSize(sizeText({ amount: '100', unit: 'Bytes' })), { ok: true, value: 100 })
  t.same(sizeAmountOf('2 MB'), { amount: '2', unit: 'MB' })
  t.same(sizeAmountOf('1.5kb'), { amount: '1.5', unit: 'KB' })
  t.same(sizeAmountOf('2048'), { amount: '2048', unit: 'Bytes' })
  t.same(sizeAmountOf('1 GB'), { amount: '1024', unit: 'MB' }, 'a linked GB value keeps its size')
  t.same(sizeAmountOf('lots'), { amount: '', unit: 'Bytes' })
})

t.test('a date picker shows the day of a written date or timestamp', async (t) => {
  t.equal(pickerDate('2020-05-01'), '2020-05-01')
  t.equal(pickerDate('2020-05-01 10:20:30'), '2020-05-01')
  t.equal(pickerDate('May 2020'), '')
})

t.test('a between with one end chosen holds Apply back and says why', async (t) => {
  t.ok(missingEnd('2020-05-01 - ', 'between'))
  t.notOk(missingEnd('2020-05-01 - 2020-06-01', 'between'))
  t.notOk(missingEnd('2020-05-01 - ', 'after'), 'an open form is whole for its own operator')
  t.notOk(missingEnd('', 'between'), 'an empty value is merely incomplete')
  const half = { name: 'dateTimeOriginal', operator: 'between' as const, value: '2020-05-01 - ' }
  t.equal(rowProblem(half), 'choose both ends of the range')
  t.notOk(canApply([half]))
  t.ok(canApply([{ ...half, value: '2020-05-01 - 2020-06-01' }]))
})

t.test('switching a picked date to between fills both ends with it', async (t) => {
  const row = withOperator({ name: 'dateTimeOriginal', operator: 'is', value: '2020-05-01' }, 'between')
  t.same(valueEnds(row.value, 'between'), ['2020-05-01', '2020-05-01'])
  t.ok(canApply([row]))
})
