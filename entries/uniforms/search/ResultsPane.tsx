// The Search tab's right side (spec-3 §2, §4, §8): the chips of the filters in force with Clear all, the controls,
// the results in the chosen view, and the pages with "Items per page". Before any filter is chosen it says to
// choose one; a failed search shows nothing (it is only logged).

import { styled } from 'styled-components'
import type { QueryState } from '../../../shared/state/remoteQuery.js'
import type { UniformSearchRequest } from '../../../shared/api/uniforms.js'
import { ChipsBar } from '../../../shared/ui/ChipsBar.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { PageSizeSelect } from '../../../shared/ui/table/PageSizeSelect.js'
import { TablePaginator } from '../../../shared/ui/table/TablePaginator.js'
import { HUB_SEARCH_PAGING, lastPage } from '../../../shared/ui/table/tablePaging.js'
import { usePageCorrection } from '../../../shared/ui/table/usePageCorrection.js'
import { theme } from '../../../shared/ui/theme.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { SchoolsMap } from '../map/SchoolsMap.js'
import { ImageGallery } from './ImageGallery.js'
import { ResultsControls } from './ResultsControls.js'
import { CHOOSE_A_FILTER, foundText, noneFoundText } from './resultsText.js'
import { SchoolCard } from './SchoolCard.js'
import { searchChips, type FilterTrees } from './searchChips.js'
import { clearAll, pagingTypeOf, withPage, withSize, type SearchForm } from './searchForm.js'
import type { SearchResults } from './searchState.js'

const NO_TREES: FilterTrees = { regions: [], logoLabels: [], uniformLabels: [] }

interface Props {
  form: SearchForm
  trees: FilterTrees | null
  request: UniformSearchRequest | null
  results: QueryState<SearchResults>
  onUpdate: (change: (form: SearchForm) => SearchForm) => void
}

export function ResultsPane({ form, trees, request, results, onUpdate }: Props) {
  const chips = searchChips(form, trees ?? NO_TREES).map((chip) => ({ key: chip.key, label: chip.label, onRemove: () => onUpdate(chip.without) }))
  const pagingType = pagingTypeOf(form.view)
  const loaded = request !== null && results.kind === 'loaded' ? results : null
  const total = loaded ? (pagingType === 'IMAGE' ? loaded.totalImages : loaded.totalSchools) : null
  const last = total === null ? null : lastPage(total, form.size, HUB_SEARCH_PAGING)
  // spec-1 §4.5 as every list keeps it: a page past the last goes to the last (the map has no pages).
  usePageCorrection(form.view === 'map' ? 1 : form.page, form.view === 'map' ? null : last, (page) => onUpdate((now) => withPage(now, page)), HUB_SEARCH_PAGING)

  return (
    <Pane aria-labelledby="hub-results-title">
      <Hidden id="hub-results-title">Results</Hidden>
      <ChipsBar chips={chips} onClearAll={() => onUpdate(clearAll)} label="Filters in force" />
      <ResultsControls form={form} found={total === null ? null : foundText(pagingType, total)} onUpdate={onUpdate} />
      {request === null && <Prompt>{CHOOSE_A_FILTER}</Prompt>}
      {request !== null && results.kind === 'loading' && <Loader label="Searching…" />}
      {loaded && total === 0 && <Prompt role="status">{noneFoundText(pagingType)}</Prompt>}
      {loaded && total !== 0 && <ResultsView form={form} results={loaded} />}
      {loaded && total !== 0 && form.view !== 'map' && last !== null && (
        <Toolbar>
          <PageSizeSelect label="Items per page" paging={HUB_SEARCH_PAGING} value={form.size} onChange={(size) => onUpdate((now) => withSize(now, size))} />
          <TablePaginator page={form.page} last={last} paging={HUB_SEARCH_PAGING} onPage={(page) => onUpdate((now) => withPage(now, page))} label="Pages of results" />
        </Toolbar>
      )}
    </Pane>
  )
}

function ResultsView({ form, results }: { form: SearchForm; results: SearchResults }) {
  switch (form.view) {
    case 'list':
      return (
        <PlainList $direction="column" $gap={1.5} aria-label="Schools found">
          {results.schools.map((school) => (
            <li key={school.id}>
              <SchoolCard school={school} />
            </li>
          ))}
        </PlainList>
      )
    case 'compact':
    case 'grid':
      return <ImageGallery images={results.images} schools={results.schools} view={form.view} />
    case 'map':
      return <SchoolsMap schools={results.schools} />
  }
}

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
`

const Hidden = styled.h2`
  ${theme.visuallyHidden}
`

const Prompt = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  text-align: center;
  color: ${theme.colour.muted};
  background: ${theme.colour.paper};
  border: 1px dashed ${theme.colour.line};
  border-radius: ${theme.radius};
`
