// The detail panel (spec-2 §2 "Detail panel"): the selected lead's header with 'Show lead sources', a location
// lead's heatmap, the connected-lead filters, its sightings a page at a time ('Images per page' 100, 200 or 500)
// and the sighting dialog. A change of lead, filters, page or page size rebuilds the sightings query (spec-2 §4).
// The panel stays in view beside a long list of leads: on a wide screen it keeps to the top of the window as the
// list scrolls (scrolling on its own when taller); on a narrow one, where it sits below the list, choosing a lead
// brings it into view and moves focus to its heading.

import { useEffect, useMemo, useRef, useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { Lead } from '../../../shared/api/types/bigsearch.js'
import { leadSightingsRequest } from '../../../shared/bigsearch/leadFilters.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { PageSizeSelect } from '../../../shared/ui/table/PageSizeSelect.js'
import { TablePaginator } from '../../../shared/ui/table/TablePaginator.js'
import { BIGSEARCH_SIGHTINGS_PAGING, lastPage } from '../../../shared/ui/table/tablePaging.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { panelStyle } from '../../../shared/ui/panelStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { leadSubtitle, leadTitle, sightingsText } from '../leads/leadText.js'
import type { LeadSelection } from '../leads/selectionUrl.js'
import { bigSearchState, leadsErrorText } from '../state.js'
import { ConnectedLeadFilter } from './ConnectedLeadFilter.js'
import { LeadHeatmap } from './LeadHeatmap.js'
import { LeadSourcesDialog } from './LeadSourcesDialog.js'
import { SightingDialog } from './SightingDialog.js'
import { SightingsGrid } from './SightingsGrid.js'

interface Props {
  jobId: string
  leads: readonly Lead[]
  lead: Lead | null
  selection: LeadSelection
  onChange: (next: LeadSelection, replace?: boolean) => void
}

export function DetailPanel({ leads, lead, selection, onChange }: Props) {
  useSignals()
  const [showSources, setShowSources] = useState(false)
  // Only the selected lead's own connected leads filter it, whatever the address says.
  const connected = useMemo(
    () => (lead ? selection.connectedLeads.filter((i) => lead.connectedLeads.some((c) => c.index === i) && leads[i]) : []),
    [lead, leads, selection.connectedLeads],
  )
  const request = useMemo(
    () => (lead ? leadSightingsRequest(lead, connected.map((i) => leads[i]!), selection.page, selection.pageSize) : null),
    [lead, leads, connected, selection.page, selection.pageSize],
  )
  useEffect(() => {
    void bigSearchState.loadSightings(request)
  }, [request])

  const panel = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  // The lead last shown: a lead the address named when the page opened is not a choice to scroll to.
  const shownLead = useRef(selection.lead)
  useEffect(() => {
    if (shownLead.current === selection.lead) return
    shownLead.current = selection.lead
    if (!lead || !panel.current) return
    const { top } = panel.current.getBoundingClientRect()
    if (top >= 0 && top <= window.innerHeight - HEAD_IN_VIEW_PX) return
    panel.current.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [lead, selection.lead])

  if (!lead) {
    return (
      <Panel ref={panel} aria-label="Lead details">
        <Muted>Select a lead on the left to view images from across the web.</Muted>
      </Panel>
    )
  }
  const state = bigSearchState.sightings.value
  const items = state.kind === 'loaded' ? state.results : []
  const total = state.kind === 'loaded' ? state.totalResults : 0
  const openAt = selection.sighting === null ? -1 : items.findIndex((item) => item.id === selection.sighting)
  const last = lastPage(total, selection.pageSize, BIGSEARCH_SIGHTINGS_PAGING)

  function body() {
    if (state.kind === 'failed') {
      return <FailureNotice place="section" message={leadsErrorText(state.error)} tryAgainLabel="Retry" onTryAgain={() => void bigSearchState.loadSightings(request, true)} />
    }
    if (state.kind !== 'loaded') return <Loader label="Loading the sightings…" />
    if (items.length === 0) return <Muted>No sightings found</Muted>
    return <SightingsGrid items={items} onOpen={(at) => onChange({ ...selection, sighting: items[at]!.id })} />
  }

  return (
    <>
      <Panel ref={panel} aria-labelledby="bigsearch-lead-title" $chosen>
        <Header>
          <div>
            <h2 id="bigsearch-lead-title" ref={heading} tabIndex={-1}>
              {leadTitle(lead['@type'])}
            </h2>
            <Subtitle>{leadSubtitle(lead.value)}</Subtitle>
          </div>
          <Count>
            <span>Across the web</span>
            <strong>{sightingsText(lead.sightings)}</strong>
          </Count>
          <Button variant="secondary" onClick={() => setShowSources(true)}>
            Show lead sources
          </Button>
        </Header>
        <LeadHeatmap lead={lead} />
        <ConnectedLeadFilter leads={leads} lead={lead} chosen={connected} onChange={(chosen) => onChange({ ...selection, connectedLeads: chosen, page: 0, sighting: null })} />
        {body()}
        <Toolbar>
          <PageSizeSelect
            label="Images per page"
            paging={BIGSEARCH_SIGHTINGS_PAGING}
            value={selection.pageSize}
            onChange={(pageSize) => onChange({ ...selection, pageSize, page: 0, sighting: null })}
          />
          <TablePaginator
            label="Sighting pages"
            page={selection.page}
            last={last}
            paging={BIGSEARCH_SIGHTINGS_PAGING}
            onPage={(page) => onChange({ ...selection, page, sighting: null })}
          />
        </Toolbar>
      </Panel>
      {/* Beside the panel, not in it: the panel keeps its own layer as it sticks, and a dialog goes over the whole page. */}
      {openAt >= 0 && (
        <SightingDialog
          items={items}
          at={openAt}
          onMove={(to) => onChange({ ...selection, sighting: items[to]!.id }, true)}
          onClose={() => onChange({ ...selection, sighting: null })}
        />
      )}
      {showSources && <LeadSourcesDialog sources={lead.sources} onClose={() => setShowSources(false)} />}
    </>
  )
}

/** How much of the panel's head must show for a chosen lead to count as in view. */
const HEAD_IN_VIEW_PX = 120

const Panel = styled.section<{ $chosen?: boolean }>`
  ${stack(1.5)}
  min-width: 0;
  padding: ${theme.space(2)};
  ${panelStyle}
  position: sticky;
  top: ${theme.space(2)};
  /* It sticks only as far as the list goes: at the page's end it leaves room for what follows the list (the
     page's padding and foot) and so keeps its head in the window. */
  max-height: calc(100vh - ${theme.space(18)});
  overflow-y: auto;
  @media ${theme.narrow} {
    position: static;
    max-height: none;
    overflow-y: visible;
    /* A chosen lead's panel fills the window, so that choosing it can always bring its head to the top. */
    ${({ $chosen }) => ($chosen ? 'min-height: 100vh; box-sizing: border-box;' : '')}
  }
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  > div:first-child { flex: 1; min-width: 12rem; }
  h2 { margin: 0; font-size: ${theme.font.size.title}; }
  /* Focus comes to the heading only when choosing a lead brings the panel into view. */
  h2:focus { outline: none; }
`

const Subtitle = styled.p`
  margin: ${theme.space(0.5)} 0 0;
  overflow-wrap: anywhere;
  color: ${theme.colour.muted};
`

const Count = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  span { font-size: 0.75rem; color: ${theme.colour.muted}; }
  strong { font-size: ${theme.font.size.title}; }
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`
