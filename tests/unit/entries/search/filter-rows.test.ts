// The Add Filters dialog's rows (spec-1 §4.5, §5): no location in the names, the value rewritten on an
// operator change, Apply held back until every row is complete, and hash rows dropped on apply.

import t from 'tap'
import { appliedFilters, canApply, EMPTY_ROW, ROW_FIELDS, withName, withOperator } from '../../../../entries/search/filters/filterRows.js'

t.test('the names offered leave out location and the display-only dimensions', async (t) => {
  const names = ROW_FIELDS.map((f) => f.name)
  t.notOk(names.includes('location'))
  t.notOk(names.includes('dimensions'))
  t.ok(names.includes('all') && names.includes('serialNumber'))
})

t.test('choosing a name picks its first operator', async (t) => {
  t.same(withName(EMPTY_ROW, 'serialNumber'), { name: 'serialNumber', operator: 'is', value: '' })
  t.same(withName(EMPTY_ROW, 'all'), { name: 'all', operator: 'mentions', value: '' })
})

t.test('changing the operator rewrites the value into its form', async (t) => {
  const row = { name: 'model', operator: 'is' as const, value: 'D750' }
  t.same(withOperator(row, 'contains').value, '*D750*')
  const date = { name: 'dateTimeOriginal', operator: 'is' as const, value: '2020-01-01' }
  t.equal(withOperator(date, 'between').value, '2020-01-01 - 2020-01-01')
  t.equal(withOperator(date, 'before').value, ' - 2020-01-01')
  t.equal(withOperator(date, 'after').value, '2020-01-01 - ')
})

t.test('Apply waits until every row has a name, an operator and a value', async (t) => {
  t.equal(canApply([EMPTY_ROW]), false)
  t.equal(canApply([{ name: 'make', operator: 'is', value: '' }]), false)
  t.equal(canApply([{ name: 'make', operator: '', value: 'Canon' }]), false)
  t.equal(canApply([{ name: 'make', operator: 'is', value: 'Canon' }]), true)
  t.equal(canApply([{ name: 'make', operator: 'is', value: 'Canon' }, EMPTY_ROW]), false)
  t.equal(canApply([{ name: 'dateTimeOriginal', operator: 'is', value: 'yesterday' }]), false, 'a value that cannot be searched holds Apply too')
})

t.test('filters named hash are dropped on apply', async (t) => {
  t.same(appliedFilters([{ name: 'hash', operator: 'is', value: 'abc' }, { name: 'make', operator: 'is', value: 'Canon' }]), [
    { name: 'make', operator: 'is', value: 'Canon' },
  ])
})
