// Paging set per table (spec-1 §9, spec-2 §9, spec-3 §9): the sizes and default each table offers, and
// pages numbered from 1 for most tables and from 0 for BigSearch's sightings.

import t from 'tap'
import {
  BIGSEARCH_SIGHTINGS_PAGING,
  HUB_CONTRIBUTE_PAGING,
  HUB_SEARCH_PAGING,
  lastPage,
  pageCorrection,
  pageNumberShown,
  pageOf,
  paginatorPages,
  readPage,
  readPageSize,
  STANDARD_PAGING,
} from '../../../../../shared/ui/table/tablePaging.js'

t.test('each table takes only its own sizes from the URL, else its own default', async (t) => {
  t.equal(readPageSize('200', STANDARD_PAGING), 200)
  t.equal(readPageSize('10', STANDARD_PAGING), 25, 'the standard tables do not offer 10')
  t.equal(readPageSize('10', HUB_SEARCH_PAGING), 10)
  t.equal(readPageSize(null, HUB_SEARCH_PAGING), 50, "the Hub's search starts at 50")
  t.equal(readPageSize('500', HUB_CONTRIBUTE_PAGING), 100, 'the contribute tab starts at 100 and has no 500')
  t.equal(readPageSize('500', BIGSEARCH_SIGHTINGS_PAGING), 500)
  t.equal(readPageSize('25', BIGSEARCH_SIGHTINGS_PAGING), 100, 'BigSearch offers 100, 200 and 500 only')
  t.equal(readPageSize('abc'), 25, 'the standard paging when none is named')
})

t.test('an unreadable page is the first page of its table, whatever its base', async (t) => {
  t.equal(readPage(null, STANDARD_PAGING), 1)
  t.equal(readPage('', BIGSEARCH_SIGHTINGS_PAGING), 0)
  t.equal(readPage('x', BIGSEARCH_SIGHTINGS_PAGING), 0)
  t.equal(readPage('3', BIGSEARCH_SIGHTINGS_PAGING), 3)
  t.equal(readPage('2.7'), 2)
})

t.test('a 0-based table pages from 0: last page, slices and the nearest page that exists', async (t) => {
  const paging = BIGSEARCH_SIGHTINGS_PAGING
  t.equal(lastPage(0, 100, paging), 0, 'an empty table still has its first page')
  t.equal(lastPage(100, 100, paging), 0)
  t.equal(lastPage(101, 100, paging), 1)
  t.equal(lastPage(1000, 100, STANDARD_PAGING), 10)
  const rows = Array.from({ length: 250 }, (_, i) => i)
  t.same(pageOf(rows, 0, 100, paging), rows.slice(0, 100))
  t.same(pageOf(rows, 2, 100, paging), rows.slice(200, 250))
  t.same(pageOf(rows, 1, 100, STANDARD_PAGING), rows.slice(0, 100), 'the same first page from 1')
  t.equal(pageCorrection(-1, 2, paging), 0)
  t.equal(pageCorrection(0, 2, paging), null)
  t.equal(pageCorrection(0, 2, STANDARD_PAGING), 1, 'page 0 does not exist in a 1-based table')
  t.equal(pageCorrection(9, 2, paging), 2)
  t.equal(pageCorrection(9, null, paging), null, 'past the last waits until the last is known')
  t.equal(pageCorrection(-1, null, paging), 0, 'below the first needs no reply')
})

t.test('the paginator offers a 0-based table its pages from 0, named as a person counts them', async (t) => {
  t.same(paginatorPages(0, 9, BIGSEARCH_SIGHTINGS_PAGING), [0, 1, 2, null, 9])
  t.same(paginatorPages(5, 9, BIGSEARCH_SIGHTINGS_PAGING), [0, null, 3, 4, 5, 6, 7, null, 9])
  t.same(paginatorPages(1, 10, STANDARD_PAGING), [1, 2, 3, null, 10])
  t.equal(pageNumberShown(0, BIGSEARCH_SIGHTINGS_PAGING), 1)
  t.equal(pageNumberShown(9, BIGSEARCH_SIGHTINGS_PAGING), 10)
  t.equal(pageNumberShown(1, STANDARD_PAGING), 1)
})
