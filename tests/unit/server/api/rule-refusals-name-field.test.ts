// A refusal of a rule names the value it refuses (issue 29): the query's page and size, a usage range's
// range, year and month, a search's paging and malformed filter (by the parameter as written, escaped as a
// JSON Pointer name), and a tile's coordinates, so that a screen shows the message beside that value.

import t, { type Test } from 'tap'
import { CallFailure } from '../../../../server/api/failures.js'
import { tileAddressOf } from '../../../../server/api/media/tile-query.js'
import { readPaging, readSearchRequest } from '../../../../server/api/search/request.js'
import { readTablePaging } from '../../../../server/api/table-paging.js'
import { usageRangeOf } from '../../../../server/api/usage/ranges.js'

const NOW = Date.UTC(2026, 10, 29)

/** The field the call's refusal names; fails when it throws no CallFailure. */
function fieldOf(t: Test, call: () => unknown): string | undefined {
  try {
    call()
  } catch (err) {
    if (err instanceof CallFailure) {
      t.equal(err.statusCode, 400, err.message)
      return err.field
    }
    throw err
  }
  t.fail('the call was not refused')
  return undefined
}

t.test("a list's page and size", async (t) => {
  t.equal(fieldOf(t, () => readTablePaging({ page: '0' })), 'page')
  t.equal(fieldOf(t, () => readTablePaging({ resultSize: '7' })), 'resultSize')
})

t.test('a usage range', async (t) => {
  t.equal(fieldOf(t, () => usageRangeOf({ range: 'fortnight' }, NOW)), 'range')
  t.equal(fieldOf(t, () => usageRangeOf({ range: 'specificYear', year: '20x6' }, NOW)), 'year')
  t.equal(fieldOf(t, () => usageRangeOf({ range: 'specificMonth', month: '2026-13' }, NOW)), 'month')
  t.equal(fieldOf(t, () => usageRangeOf({ range: 'last3Months', month: '2026-01' }, NOW)), 'month', 'a month with another range')
})

t.test("a search's paging and filters", async (t) => {
  t.equal(fieldOf(t, () => readPaging(new URLSearchParams('resultSize=5000'))), 'resultSize')
  t.equal(fieldOf(t, () => readSearchRequest(new URLSearchParams('exists=noSuchField'))), 'exists')
  t.equal(fieldOf(t, () => readSearchRequest(new URLSearchParams('noSuchField=1'))), 'noSuchField')
  t.equal(fieldOf(t, () => readSearchRequest(new URLSearchParams('a/b~c=1'))), 'a~1b~0c', 'escaped as a JSON Pointer name')
})

t.test("a tile's coordinates", async (t) => {
  t.equal(fieldOf(t, () => tileAddressOf({ z: '99', x: '0', y: '0' })), 'z')
  t.equal(fieldOf(t, () => tileAddressOf({ z: '1', x: 'one', y: '0' })), 'x')
})
