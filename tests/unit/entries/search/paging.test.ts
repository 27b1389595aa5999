// The search pages (spec-1 §4.5, §9): sizes 25/50/100/200, the 1,000 cap and the URL's page clamped.

import t from 'tap'
import { DEFAULT_PAGE_SIZE, pageableCount } from '../../../../entries/search/results/paging.js'
import { lastPage, pageCorrection, pageOf, paginatorPages, readPage, readPageSize } from '../../../../shared/ui/table/tablePaging.js'

t.test('the page size is one of 25, 50, 100 and 200, else the default 25', async (t) => {
  t.equal(DEFAULT_PAGE_SIZE, 25)
  t.equal(readPageSize('50'), 50)
  t.equal(readPageSize('200'), 200)
  t.equal(readPageSize('30'), 25)
  t.equal(readPageSize(null), 25)
  t.equal(readPageSize('abc'), 25)
})

t.test('an unreadable page counts as page 1', async (t) => {
  t.equal(readPage(null), 1)
  t.equal(readPage(''), 1)
  t.equal(readPage('x'), 1)
  t.equal(readPage('7'), 7)
  t.equal(readPage('-3'), -3)
})

t.test('the paginator reaches at most the 1,000 fetched results', async (t) => {
  t.equal(pageableCount(10_001, 1000), 1000)
  t.equal(pageableCount(240, 240), 240)
  t.equal(lastPage(1000, 25), 40)
  t.equal(lastPage(1000, 200), 5)
  t.equal(lastPage(26, 25), 2)
  t.equal(lastPage(0, 25), 1, 'no results still has page 1')
})

t.test('a page above the last redirects to the last, below 1 to page 1', async (t) => {
  t.equal(pageCorrection(9999, 40), 40)
  t.equal(pageCorrection(0, 40), 1)
  t.equal(pageCorrection(-2, 40), 1)
  t.equal(pageCorrection(40, 40), null)
  t.equal(pageCorrection(1, 1), null)
})

t.test('a page shows its slice of the fetched results', async (t) => {
  const items = Array.from({ length: 60 }, (_, i) => i)
  t.same(pageOf(items, 1, 25), items.slice(0, 25))
  t.same(pageOf(items, 3, 25), items.slice(50, 60))
  t.same(pageOf(items, 4, 25), [])
})

t.test('the paginator offers the ends and two pages either side, with gaps marked', async (t) => {
  t.same(paginatorPages(1, 1), [1])
  t.same(paginatorPages(1, 5), [1, 2, 3, null, 5])
  t.same(paginatorPages(20, 40), [1, null, 18, 19, 20, 21, 22, null, 40])
  t.same(paginatorPages(40, 40), [1, null, 38, 39, 40])
})
