// The search page (spec-1 §2.5, §4.5): the URL holds the search; this screen reads it, fetches the list,
// keeps the page within the pages that exist, and writes every change back to the URL.

import { Suspense, useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import type { Filter } from '../../../shared/search/filters.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { searchState } from '../state.js'
import { correctedSearch, readSearchState, searchFetchQuery, searchHref, wildcardsAsked, withFilters, withGroupBy, type SearchState } from '../searchUrl.js'
import { asEditable, invalidFilterMessage, type InvalidFilter } from '../filters/invalidFilters.js'
import { LOCATION_FILTER } from '../location/locationForm.js'
import { lastPage, pageOf } from '../../../shared/ui/table/tablePaging.js'
import { usePageCorrection } from '../../../shared/ui/table/usePageCorrection.js'
import { TablePaginator } from '../../../shared/ui/table/TablePaginator.js'
import { shownPageableCount, shownResults } from '../results/shownResults.js'
import { sortForGroup } from '../results/grouping.js'
import { readFormat, storeFormat, type ResultFormat } from '../results/resultFormat.js'
import { SearchBar } from '../components/SearchBar.js'
import { FilterChips } from '../components/FilterChips.js'
import { SearchPrompt } from '../components/SearchPrompt.js'
import { ResultsToolbar } from '../components/ResultsToolbar.js'
import { ResultsNotices } from '../components/ResultsNotices.js'
import { NoResults } from '../components/NoResults.js'
import { ALREADY_SAVED, SAVE_OFFER } from '../results/resultsText.js'
import { ListView } from '../components/ListView.js'
import { GalleryView } from '../components/GalleryView.js'
import { ResultsMap } from '../map/ResultsMap.js'
import { useMapPreload } from '../../../shared/map/useMapPreload.js'
import { LocationBar } from '../location/LocationBar.js'
import { SavedErrorSnackbar } from '../saved/SavedErrorSnackbar.js'
import { savedSearches } from '../saved/savedState.js'
import { isSearchSaved, savedQueryOf } from '../saved/savedRules.js'
import { Page, Title } from '../../../shared/ui/ScreenLayout.js'
import { laterPart } from '../laterPartsLoader.js'

// The dialogs are later parts of the area (laterParts.ts), out of the page's first load.
const AddFiltersDialog = laterPart('AddFiltersDialog')
const SaveSearchDialog = laterPart('SaveSearchDialog')

export function SearchScreen() {
  useSignals()
  const search = useSearch()
  const [, navigate] = useLocation()
  const [dialogOpen, setDialogOpen] = useState(false)
  const [saveOpen, setSaveOpen] = useState(false)
  const [choosingLocation, setChoosingLocation] = useState(false)
  useMapPreload()
  const { state } = readSearchState(search)
  const invalid = state.invalid ?? []
  const format: ResultFormat = state.format ?? readFormat('search')
  const go = (next: SearchState, replace = false) => navigate(searchHref(next), { replace })
  const results = searchState.results.value
  const mapView = format === 'map'
  const wildcards = wildcardsAsked(state)
  const fetchQuery = searchFetchQuery(state, format)
  // What the search matches besides its filters: a search saved from the map keeps to located sightings.
  const conditions = { mustHaveGPS: mapView || (state.mustHaveGPS ?? false), allowWildcards: wildcards }
  const fetchKey = fetchQuery?.toString() ?? null

  // The query is built afresh on every render; its key says when it really changed.
  useEffect(() => {
    void searchState.load(fetchQuery)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetchKey])
  // The user's saved searches: the reference dialog refuses their references, and no results say whether
  // this search is one of them (spec-1 §5, §8).
  useEffect(() => savedSearches.ensureLoaded(), [])

  // The complete reply, or the part of it read so far when that holds the page asked for (issue 15 §9).
  const shown = shownResults(results, fetchKey, { page: state.page, resultSize: state.resultSize, groupBy: state.groupBy, format })
  const loaded = shown?.results ?? null
  const arriving = shown?.arriving ?? false
  const items = loaded ? sortForGroup(loaded.results, state.groupBy) : []
  const last = shown ? lastPage(shownPageableCount(shown), state.resultSize) : null
  // A page past the last is put right once the whole reply is in: the count of a part may still fall.
  usePageCorrection(state.page, arriving ? null : last, (page) => go({ ...state, page }, true))
  // A resultSize that is no page size, or an older link's location unit, is put right in the URL the same way.
  const corrected = correctedSearch(search)
  useEffect(() => {
    if (corrected !== null) navigate(corrected, { replace: true })
  }, [corrected, navigate])

  // What is left invalid once the filter dialog has applied: the filters it could not show.
  const notInDialog = invalid.filter((f) => asEditable(f) === null)
  const dialogFilters = [...state.filters, ...invalid.flatMap((f) => asEditable(f) ?? [])]
  const withoutInvalid = (next: SearchState, keep: (f: InvalidFilter) => boolean): SearchState => {
    const left = invalid.filter(keep)
    const { invalid: _dropped, ...rest } = next
    return left.length > 0 ? { ...rest, invalid: left } : rest
  }

  const applyFilters = (filters: Filter[]) => {
    setDialogOpen(false)
    // The dialog showed the invalid filters it could: applying means each was fixed or removed.
    go(withoutInvalid(withFilters(state, filters), (f) => notInDialog.includes(f)))
  }
  const chooseFormat = (next: ResultFormat) => {
    storeFormat('search', next)
    go({ ...state, format: next })
  }
  const returnTo = searchHref(state)
  // The count, the format choice and the notices, the same over the map and over the list or gallery.
  const toolbar = loaded && (
    <>
      <ResultsToolbar
        totalResults={loaded.totalResults}
        format={format}
        resultSize={state.resultSize}
        onFormat={chooseFormat}
        grouping={{ groupBy: state.groupBy, onGroupBy: (groupBy) => go(withGroupBy(state, groupBy)) }}
        onResultSize={(resultSize) => go({ ...state, resultSize, page: 1 })}
      />
      <ResultsNotices totalResults={loaded.totalResults} format={format} placeholders={loaded.notices} />
    </>
  )

  return (
    <Page aria-labelledby="search-title">
      <Title id="search-title">Search</Title>
      <SearchBar
        onSearch={(text) => go(withFilters(state, [...state.filters, { name: 'all', operator: 'mentions', value: text }]))}
        onOpenFilters={() => setDialogOpen(true)}
        onMap={() => chooseFormat('map')}
        onSave={state.filters.length > 0 ? () => setSaveOpen(true) : undefined}
        mentions={state.filters.filter((f) => f.name === 'all' && f.operator === 'mentions').map((f) => f.value)}
        wildcards={wildcards}
      />
      <LocationBar
        filters={state.filters}
        // A location chosen replaces a location of the link that was not valid.
        onFilters={(filters) => go(withoutInvalid(withFilters(state, filters), (f) => f.name !== LOCATION_FILTER))}
        mustHaveGPS={state.mustHaveGPS ?? false}
        mapView={mapView}
        onMustHaveGPS={(on) => go({ ...state, mustHaveGPS: on, page: 1 })}
        choosing={choosingLocation}
        onChoosing={setChoosingLocation}
      />
      <FilterChips
        filters={state.filters}
        onRemove={(index) => go(withFilters(state, state.filters.filter((_, i) => i !== index)))}
        invalid={invalid}
        onRemoveInvalid={(index) => go(withoutInvalid(withFilters(state, state.filters), (f) => f !== invalid[index]))}
        fixerOf={(filter) =>
          asEditable(filter) ? () => setDialogOpen(true) : filter.name === LOCATION_FILTER && filter.operator === 'is' ? () => setChoosingLocation(true) : null
        }
      />
      {invalid.map((filter, index) => (
        <Banner key={`${index}-${filter.key}`}>{invalidFilterMessage(filter)} Fix or remove its filter.</Banner>
      ))}
      {searchState.error.value && (
        <FailureNotice place="section" message={searchState.error.value} onDismiss={searchState.dismissError} />
      )}
      {state.filters.length === 0 && <SearchPrompt onShowFilters={() => setDialogOpen(true)} />}
      {results.kind === 'loading' && fetchKey !== null && !arriving && <Loader label="Searching..." />}
      {loaded && mapView && (
        <>
          {loaded.totalResults > 0 && toolbar}
          <ResultsMap
            items={loaded.results}
            totalResults={loaded.totalResults}
            centre={state.centre ?? null}
            zoom={state.zoom ?? null}
            onMove={(centre, zoom) => go({ ...state, centre, zoom }, true)}
            returnTo={returnTo}
          />
        </>
      )}
      {loaded && !mapView && loaded.totalResults === 0 && <NoResults offer={isSearchSaved(state.filters, savedSearches.searches.value, conditions) ? ALREADY_SAVED : SAVE_OFFER} />}
      {loaded && !mapView && loaded.totalResults > 0 && last !== null && (
        <>
          {toolbar}
          {format === 'grid' ? (
            <GalleryView items={pageOf(items, state.page, state.resultSize)} returnTo={returnTo} />
          ) : (
            <ListView items={pageOf(items, state.page, state.resultSize)} groupBy={state.groupBy} returnTo={returnTo} />
          )}
          <TablePaginator page={Math.min(Math.max(state.page, 1), last)} last={last} onPage={(page) => go({ ...state, page })} />
        </>
      )}
      <Suspense fallback={null}>
        {dialogOpen && (
          <AddFiltersDialog
            filters={dialogFilters}
            onApply={applyFilters}
            onClose={() => setDialogOpen(false)}
            onChooseLocation={() => {
              setDialogOpen(false)
              setChoosingLocation(true)
            }}
          />
        )}
        {saveOpen && <SaveSearchDialog queryString={savedQueryOf(state.filters, conditions)} onClose={() => setSaveOpen(false)} />}
      </Suspense>
      <SavedErrorSnackbar />
    </Page>
  )
}
