// An uploaded BigSearch data item checked against the format, with its position and field named on an error.

import t from 'tap'
import { Compile } from 'typebox/compile'
import { BigSearchItem } from '../../../../../shared/api/types/schemas/bigsearch.js'
import { checkItem } from '../../../../../server/api/bigsearch/validate-item.js'

t.test('a good item passes, its hashes in lowercase', async (t) => {
  const checked = checkItem({ index: 2, camera: { serialNumber: '00123' }, duplicates: { md5: 'B2C542E9F77D4B94FDDB85C4EF59D74C' }, score: 1.5, hasMatches: true, leads: [0, 3] }, 2)
  t.same(checked.item, { index: 2, camera: { serialNumber: '00123' }, duplicates: { md5: 'b2c542e9f77d4b94fddb85c4ef59d74c' }, score: 1.5, hasMatches: true, leads: [0, 3] })
})

t.test('errors name the item position and the field', async (t) => {
  t.equal(checkItem({ index: 0, camera: { make: 5 } }, 0).error, 'Item 0: camera.make must be string')
  t.equal(checkItem({ index: 1, camera: { make: 'x', colour: 'red' } }, 1).error, "Item 1: camera has unknown field 'colour'")
  t.equal(checkItem({ index: 1, extra: 1 }, 1).error, "Item 1: has unknown field 'extra'")
  t.equal(checkItem({ index: 4, location: { latitude: 91, longitude: 0 } }, 4).error, 'Item 4: location.latitude must be <= 90')
  t.equal(checkItem({ index: 5, duplicates: { md5: 'abc' } }, 5).error, 'Item 5: duplicates.md5 must match pattern "^[0-9a-fA-F]{32}$"')
  t.equal(checkItem({ fileName: 'a.jpg' }, 6).error, 'Item 6: the item must have required properties index')
  t.equal(checkItem('a.jpg', 7).error, 'Item 7: the item must be object')
})

t.test("an item's index is its position in the file", async (t) => {
  t.equal(checkItem({ index: 3 }, 2).error, "Item 2: index is 3, but an item's index must be its position in the file (2)")
})

t.test('the compiled check gives the same answers as the interpreted one', async (t) => {
  const compiled = Compile(BigSearchItem)
  for (const value of [{ index: 0 }, { index: 0, camera: { make: 5 } }, { index: 0, location: { latitude: 0 } }, [], null]) {
    t.same(checkItem(structuredClone(value), 0, (candidate) => compiled.Check(candidate)), checkItem(structuredClone(value), 0))
  }
})
