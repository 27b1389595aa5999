// The field catalogue of spec-1 §3.4.

import t from 'tap'
import { canonicalFieldName, FILTER_LIST_FIELDS, findField, SEARCH_FIELDS } from '../../../../shared/search/fields.js'

t.test('each group of fields has its operators', async (t) => {
  t.same(findField('dateTimeOriginal')?.operators, ['is', 'after', 'before', 'between'])
  t.same(findField('make')?.operators, ['is', 'is not', 'contains', 'does not contain'])
  t.same(findField('ownerName')?.operators, ['is', 'is not', 'contains', 'does not contain'])
  t.same(findField('username')?.operators, ['is', 'is not'])
  t.same(findField('filesize')?.operators, ['is', 'less than', 'greater than', 'between'])
  t.same(findField('photoDNAFullHash')?.operators, ['is'])
  t.same(findField('location')?.operators, ['is'])
  t.same(findField('all')?.operators, ['mentions', 'does not mention'])
  t.same(findField('dimensions')?.operators, [])
})

t.test('free text is labelled Something; barcode alone is case sensitive', async (t) => {
  t.equal(findField('all')?.label, 'Something')
  t.same(SEARCH_FIELDS.filter((f) => f.caseSensitive).map((f) => f.name), ['barcode'])
})

t.test('location and dimensions are not in the filter list; location cannot be excluded', async (t) => {
  const names = FILTER_LIST_FIELDS.map((f) => f.name)
  t.notOk(names.includes('location'))
  t.notOk(names.includes('dimensions'))
  t.ok(names.includes('all'))
  t.equal(findField('location')?.excludable, false)
  t.equal(findField('make')?.excludable, true)
})

t.test('legacy names map to current ones, in any case', async (t) => {
  t.equal(canonicalFieldName('Make'), 'make')
  t.equal(canonicalFieldName('SourceFile'), 'fileName')
  t.equal(canonicalFieldName('PHOTODNA'), 'photoDNAFullHash')
  t.equal(canonicalFieldName('photodna'), 'photoDNAFullHash')
  t.equal(canonicalFieldName('serialNumber'), 'serialNumber')
  t.equal(canonicalFieldName('nothing'), null)
})

t.test('names every object answers to name no field', async (t) => {
  for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'CONSTRUCTOR', 'tostring']) {
    t.equal(canonicalFieldName(name), null, name)
    t.equal(findField(name), undefined, name)
  }
})
