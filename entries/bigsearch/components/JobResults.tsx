// A finished job's results (spec-2 §2 "Results"): its leads on the left and the selected lead's sightings on
// the right. The selection lives in the address; a lead hidden by a filter is unselected (spec-2 §4).

import { useEffect, useMemo } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import type { JobStatusReply } from '../../../shared/api/types/bigsearch.js'
import { FailureNotice } from '../../../shared/ui/FailureNotice.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { theme } from '../../../shared/ui/theme.js'
import { shownLeads } from '../leads/leadRules.js'
import { withLead } from '../leads/selectionUrl.js'
import { useLeadSelection } from '../leads/useLeadSelection.js'
import { bigSearchState, leadsErrorText } from '../state.js'
import { DetailPanel } from './DetailPanel.js'
import { LeadsPanel } from './LeadsPanel.js'

export function JobResults({ jobId, status }: { jobId: string; status: JobStatusReply }) {
  useSignals()
  const { selection, change } = useLeadSelection()
  useEffect(() => {
    void bigSearchState.loadLeads(jobId)
  }, [jobId])
  const state = bigSearchState.leads.value
  const leads = state.kind === 'loaded' && state.key === jobId ? state.leads : null
  const shown = useMemo(() => (leads ? shownLeads(leads, selection.categories, selection.minor) : null), [leads, selection.categories, selection.minor])
  const selectedShown = selection.lead !== null && shown !== null && shown.shown.includes(selection.lead)

  // spec-2 §4: "If the selected lead becomes hidden by a filter, the selection clears."
  useEffect(() => {
    if (shown && selection.lead !== null && !selectedShown) change(withLead(selection, null), true)
  }, [shown, selection, selectedShown, change])
  useEffect(() => {
    if (selectedShown && selection.lead !== null) bigSearchState.markViewed(jobId, selection.lead)
  }, [jobId, selectedShown, selection.lead])

  if (state.kind === 'failed') {
    // spec-2 §8: 'the error message or 'Unknown error', with Retry'
    return <FailureNotice place="section" message={leadsErrorText(state.error)} tryAgainLabel="Retry" onTryAgain={() => void bigSearchState.loadLeads(jobId, true)} />
  }
  if (!leads || !shown) return <Loader label="Loading the leads…" />
  const lead = selectedShown && selection.lead !== null ? (leads[selection.lead] ?? null) : null
  return (
    <Columns>
      <LeadsPanel jobId={jobId} status={status} leads={leads} shown={shown} selection={selection} onChange={change} />
      <DetailPanel jobId={jobId} leads={leads} lead={lead} selection={selection} onChange={change} />
    </Columns>
  )
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(18rem, 26rem) minmax(0, 1fr);
  gap: ${theme.space(2)};
  align-items: start;
  @media ${theme.narrow} { grid-template-columns: minmax(0, 1fr); }
`
