// The Hub's Search tab (spec-3 §2, §4): the filter panel on the left and the results on the right, the whole
// search held in the address (a reload or a shared link shows the same), the search made once a filter is in
// force, and the scroll position of each address put back when its results are drawn again.

import { useEffect } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { useLocation } from 'wouter'
import { styled } from 'styled-components'
import { useQueryString } from '../../../shared/state/useQueryString.js'
import { useScrollMemory } from '../../../shared/state/useScrollMemory.js'
import { theme } from '../../../shared/ui/theme.js'
import { uniformSearchParams } from '../../../shared/api/uniforms.js'
import { FilterPanel } from './FilterPanel.js'
import { ResultsPane } from './ResultsPane.js'
import { readSearchForm, searchRequest, writeSearchForm, type SearchForm } from './searchForm.js'
import { searchStore as store } from './searchState.js'

export function SearchTab() {
  useSignals()
  const { params, write } = useQueryString()
  const [path] = useLocation()
  const form = readSearchForm(params)
  const request = searchRequest(form)
  const requestKey = request ? JSON.stringify(uniformSearchParams(request)) : null

  useEffect(() => void store.loadConfig(), [])
  const address = `${path}${params.size > 0 ? `?${params.toString()}` : ''}`
  useEffect(() => {
    store.lastSearch.value = address
  }, [address])
  useEffect(() => void store.loadResults(request), [requestKey]) // the key stands for the request, a new object on every draw

  // Read from the address at the time of the change, so that changes made in one moment (a debounced field
  // firing beside a click) all stand.
  const update = (change: (now: SearchForm) => SearchForm) => write(writeSearchForm(change(readSearchForm(window.location.search))), false)

  const config = store.config.value
  // Until the new search's reply is asked for, the state may still be the last search's: shown as on its way.
  const held = store.results.value
  const results = held.kind === 'idle' || held.key === requestKey ? held : ({ kind: 'loading', key: requestKey ?? '' } as const)
  const settled = request === null || results.kind === 'loaded' || results.kind === 'failed'
  useScrollMemory(address, settled)

  return (
    <Layout>
      <FilterPanel form={form} trees={config.kind === 'loaded' ? config.trees : null} onUpdate={update} />
      <ResultsPane form={form} trees={config.kind === 'loaded' ? config.trees : null} request={request} results={results} onUpdate={update} />
    </Layout>
  )
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(16rem, 20rem) minmax(0, 1fr);
  gap: ${theme.space(3)};
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`
