// The Contribute tab, /uniforms/contributions (spec-3 §2 "Contribute tab", §4, §9): the schools in a table the
// service pages, filtered by a Regions tree and a Text search (name, postcode or URN, handed on once the user
// pauses for a second); each row's Update opens the school's contribution screen. Filters, page and size live in
// the address. A failed list shows no message (spec-3 §8), only Try Again.

import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { UNIFORM_NO_SCHOOLS, UNIFORM_TEXT_HELP, UNIFORM_TEXT_MAX } from '../../../shared/api/types/constants/uniforms.js'
import { useDebouncedDraft } from '../../../shared/state/useDebouncedDraft.js'
import { CheckboxTree } from '../../../shared/ui/CheckboxTree.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { TextField } from '../../../shared/ui/form/TextField.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import { TablePagingBar } from '../../../shared/ui/table/TablePagingBar.js'
import { usePagedRows } from '../../../shared/ui/table/usePagedRows.js'
import { theme } from '../../../shared/ui/theme.js'
import { contributeList } from './contributeList.js'
import { contributeState as state } from './contributeState.js'
import { contributionHref, rememberContributeTab } from './contributeTabAddress.js'
import { schoolColumns } from './schoolColumns.js'

export function ContributeTab() {
  useSignals()
  const [, navigate] = useLocation()
  const search = useSearch()
  const { state: rows, list, reload } = usePagedRows(state.list, contributeList)
  const { filters } = list
  const [text, setText] = useDebouncedDraft(filters.text, (next) => list.search({ ...list.filters, text: next }))
  useEffect(() => void state.loadRegions(), [])
  useEffect(() => rememberContributeTab(search), [search])
  const regions = state.regions.value

  return (
    <Layout>
      <Filters aria-label="Filters">
        <TextField label="Text" type="search" value={text} onChange={setText} hint={UNIFORM_TEXT_HELP} maxLength={UNIFORM_TEXT_MAX} />
        {regions.kind === 'loaded' && <CheckboxTree label="Regions" tree={regions.regions} selected={filters.regions} onChange={(chosen) => list.search({ ...filters, regions: chosen })} />}
        {regions.kind === 'loading' && <Loader label="Loading the regions…" />}
      </Filters>
      <Results aria-labelledby="contribute-schools">
        <h2 id="contribute-schools">Schools</h2>
        {rows.kind === 'loading' && <Loader label="Loading the schools…" />}
        {rows.kind === 'failed' && (
          <div>
            <Button variant="secondary" onClick={() => void reload()}>
              Try Again
            </Button>
          </div>
        )}
        {rows.kind === 'loaded' && list.last !== null && (
          <>
            <DataTable
              label="Schools"
              columns={schoolColumns}
              rows={rows.rows}
              rowKey={(school) => school.id}
              empty={UNIFORM_NO_SCHOOLS}
              onRowClick={(school) => navigate(contributionHref(school.id))}
            />
            {rows.total > 0 && (
              <TablePagingBar controls={list.controls} page={list.page} last={list.last} matched={rows.total} noun={['school', 'schools']} paging={contributeList.paging} />
            )}
          </>
        )}
      </Results>
    </Layout>
  )
}

// The filters side by side over the table, which keeps the page's whole width for its seven columns.
const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`

const panel = `
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  min-width: 0;
  padding: ${theme.space(2)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`

const Filters = styled.section`
  ${panel}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  align-items: start;
`

const Results = styled.section`
  ${panel}
  h2 { margin: 0; font-size: 1.25rem; }
`
