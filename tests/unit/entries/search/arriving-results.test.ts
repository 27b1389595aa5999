// The search page's first page while the 1,000-result reply is still arriving (issue 15 §9): the list fetch
// reads its reply as it arrives, and the page shows the part read so far only when it holds the whole page
// asked for, in a view that keeps the service's order.

import t from 'tap'
import { createSearchState, type ResultsState } from '../../../../entries/search/state.js'
import { shownPageableCount, shownResults, type ShownView } from '../../../../entries/search/results/shownResults.js'
import type { SearchResultItem } from '../../../../shared/api/types/sightings.js'
import { fakeService } from '../../shared/fakeService.js'
import { fakeTimers } from '../../shared/fakeTimers.js'

const item = (i: number) => ({ id: `s${i}` }) as SearchResultItem
const itemsUpTo = (count: number) => Array.from({ length: count }, (_, i) => item(i))
const KEY = 'make=Canon&page=1&resultSize=1000'
const arrivingState = (count: number, totalResults = 5000): ResultsState => ({
  kind: 'loading',
  key: KEY,
  partial: { results: itemsUpTo(count), totalResults, notices: [] },
})
const listView: ShownView = { page: 1, resultSize: 25, groupBy: 'none', format: 'list' }

t.test('a partial holding the whole page asked for is shown, with the service count up to 1,000 for paging', async (t) => {
  const shown = shownResults(arrivingState(50), KEY, listView)
  t.equal(shown?.arriving, true)
  t.equal(shown?.results.results.length, 50)
  t.equal(shownPageableCount(shown!), 1000, 'pages reach as far as the 1,000 asked for')
  t.equal(shownPageableCount(shownResults(arrivingState(50, 240), KEY, listView)!), 240)
  t.ok(shownResults(arrivingState(25), KEY, listView), 'exactly the page is enough')
  t.ok(shownResults(arrivingState(400), KEY, { ...listView, format: 'grid', page: 3, resultSize: 100 }), 'page 3 of 100 in the gallery')
})

t.test('a partial short of the page asked for, or for another view, is not shown', async (t) => {
  t.equal(shownResults(arrivingState(24), KEY, listView), null)
  t.equal(shownResults(arrivingState(200), KEY, { ...listView, page: 3, resultSize: 100 }), null, 'page 3 needs 300')
  t.equal(shownResults(arrivingState(400), KEY, { ...listView, format: 'map' }), null, 'the map draws every result')
  t.equal(shownResults(arrivingState(400), KEY, { ...listView, groupBy: 'camera' }), null, 'grouping sorts the whole list')
  t.equal(shownResults(arrivingState(400), 'make=Nikon', listView), null, 'another query')
  t.equal(shownResults({ kind: 'loading', key: KEY }, KEY, listView), null, 'nothing read yet')
})

t.test('the complete reply is shown as before, whatever the view', async (t) => {
  const loaded: ResultsState = { kind: 'loaded', key: KEY, results: itemsUpTo(3), totalResults: 10_001, notices: [] }
  for (const view of [listView, { ...listView, format: 'map' as const }, { ...listView, groupBy: 'camera' as const, page: 9 }]) {
    const shown = shownResults(loaded, KEY, view)
    t.equal(shown?.arriving, false)
    t.equal(shownPageableCount(shown!), 3, 'pages only as far as the results that came')
  }
  t.equal(shownResults({ kind: 'failed', key: KEY, error: 'x' }, KEY, listView), null)
  t.equal(shownResults({ kind: 'idle' }, null, listView), null)
})

t.test('the list fetch shows the results read so far while its one reply arrives', async (t) => {
  const text = JSON.stringify({ success: true, totalResults: 60, results: itemsUpTo(60) })
  const encoder = new TextEncoder()
  let controller!: ReadableStreamDefaultController<Uint8Array>
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) })
  const { api, asked } = fakeService(() => new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }))
  const state = createSearchState(api, fakeTimers())
  const loading = state.load(new URLSearchParams(KEY))
  controller.enqueue(encoder.encode(text.slice(0, text.indexOf('"s30"'))))
  await new Promise((resolve) => setTimeout(resolve, 5))
  const partial = state.results.value
  t.equal(partial.kind, 'loading')
  // 30 results are complete: the first report is the first page, and the other 5 wait for the next report, at 50.
  t.equal(partial.kind === 'loading' && partial.partial?.results.length, 25, 'the first page of the results complete so far')
  t.equal(partial.kind === 'loading' && partial.partial?.totalResults, 60)
  controller.enqueue(encoder.encode(text.slice(text.indexOf('"s30"'))))
  controller.close()
  await loading
  t.match(state.results.value, { kind: 'loaded', key: KEY, totalResults: 60 })
  t.equal(state.results.value.kind === 'loaded' && state.results.value.results.length, 60)
  t.equal(asked.length, 1, 'one call')
})
