// The similar search (spec-1 §2.8, §4.8): a PhotoDNA hash looked up from the URL, its near-duplicates
// nearest first as a gallery or a list, paged in the browser, or on a map with a mile round each.

import { useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { lastPage, pageOf } from '../../../shared/ui/table/tablePaging.js'
import { usePageCorrection } from '../../../shared/ui/table/usePageCorrection.js'
import { TablePaginator } from '../../../shared/ui/table/TablePaginator.js'
import { pageableCount } from '../results/paging.js'
import { readFormat, storeFormat, type ResultFormat } from '../results/resultFormat.js'
import { GalleryView } from '../components/GalleryView.js'
import { ListView } from '../components/ListView.js'
import { NoResults } from '../components/NoResults.js'
import { SIMILAR_NO_RESULTS_OFFER } from '../results/resultsText.js'
import { similarState } from '../similar/similarState.js'
import { readSimilarState, similarHref, type SimilarState } from '../similar/similarUrl.js'
import { HashForm } from '../similar/HashForm.js'
import { ResultsToolbar, SIMILAR_FORMATS } from '../components/ResultsToolbar.js'
import { SimilarMap } from '../similar/SimilarMap.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { Hint } from '../../../shared/ui/Hint.js'
import { DISTANCE_EXPLAINED, distancesOf } from '../results/similarDistance.js'

export function SimilarScreen() {
  useSignals()
  const search = useSearch()
  const [, navigate] = useLocation()
  const state = readSimilarState(search)
  const format = state.format ?? readFormat('similar')
  const go = (next: SimilarState, replace = false) => navigate(similarHref(next), { replace })
  const results = similarState.results.value

  useEffect(() => {
    void similarState.lookUp(state.hash, state.skipCache)
  }, [state.hash, state.skipCache])

  const loaded = results.kind === 'loaded' && results.hash === state.hash ? results : null
  const last = loaded ? lastPage(pageableCount(loaded.totalResults, loaded.results.length), state.resultSize) : null
  usePageCorrection(state.page, last, (page) => go({ ...state, page }, true))

  const chooseFormat = (next: ResultFormat) => {
    storeFormat('similar', next)
    go({ ...state, format: next })
  }
  const returnTo = similarHref(state)
  const shown = loaded && last !== null ? pageOf(loaded.results, state.page, state.resultSize) : []
  const distanceOf = useMemo(() => distancesOf(loaded?.results ?? []), [loaded?.results])

  return (
    <Page aria-labelledby="similar-title">
      <Title id="similar-title">Similar Search</Title>
      <HashForm hash={state.hash} onLookUp={(hash) => go({ ...state, hash, skipCache: false, page: 1 })} />
      {similarState.error.value && (
        <FailureNotice place="section" message={similarState.error.value} onDismiss={similarState.dismissError} />
      )}
      {results.kind === 'loading' && results.hash === state.hash && <Loader label="Looking for similar images..." />}
      {loaded && loaded.totalResults === 0 && <NoResults offer={SIMILAR_NO_RESULTS_OFFER} />}
      {loaded && loaded.totalResults > 0 && last !== null && (
        <>
          <ResultsToolbar
            totalResults={loaded.totalResults}
            format={format}
            formats={SIMILAR_FORMATS}
            resultSize={state.resultSize}
            onFormat={chooseFormat}
            onResultSize={(resultSize) => go({ ...state, resultSize, page: 1 })}
          />
          {format === 'map' && <SimilarMap key={loaded.hash} items={loaded.results} totalResults={loaded.totalResults} returnTo={returnTo} />}
          {format !== 'map' && <Hint>{DISTANCE_EXPLAINED}</Hint>}
          {format === 'grid' && <GalleryView items={shown} returnTo={returnTo} distanceOf={distanceOf} />}
          {format === 'list' && <ListView items={shown} groupBy="none" returnTo={returnTo} distanceOf={distanceOf} />}
          {format !== 'map' && (
            <TablePaginator page={Math.min(Math.max(state.page, 1), last)} last={last} onPage={(page) => go({ ...state, page })} />
          )}
        </>
      )}
    </Page>
  )
}
