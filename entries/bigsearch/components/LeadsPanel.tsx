// The leads panel (spec-2 §2 "Leads panel"): the category filter, the menu with Export, the warning on old
// results with Reprocess, a line saying how the leads are ordered, the lead cards (a window of them, grown on
// demand: a case can hold thousands) and the note on minor leads left out, with View all.

import { useState } from 'react'
import { useSignals } from '@preact/signals-react/runtime'
import { styled } from 'styled-components'
import { REPROCESS_AFTER_DAYS, type JobStatusReply, type Lead } from '../../../shared/api/types/bigsearch.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import type { ShownLeads } from '../leads/leadRules.js'
import { leadOrderText } from '../leads/leadText.js'
import { withLead, type LeadSelection } from '../leads/selectionUrl.js'
import { bigSearchState } from '../state.js'
import { CategoryFilter } from './CategoryFilter.js'
import { LeadCard } from './LeadCard.js'
import { LeadsMenu } from './LeadsMenu.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import { Hint } from '../../../shared/ui/Hint.js'

/** Cards drawn at first and added by each 'Show more leads'. */
const CARDS_AT_ONCE = 50
const DAY_MS = 24 * 60 * 60 * 1000

/** spec-2 §4: COMPLETE results finished more than 7 days ago can be reprocessed. */
export function isStale(status: JobStatusReply, now = Date.now()): boolean {
  const finished = status.finished === null ? NaN : Date.parse(status.finished)
  return status.status === 'COMPLETE' && Number.isFinite(finished) && now - finished > REPROCESS_AFTER_DAYS * DAY_MS
}

interface Props {
  jobId: string
  status: JobStatusReply
  leads: readonly Lead[]
  shown: ShownLeads
  selection: LeadSelection
  onChange: (next: LeadSelection, replace?: boolean) => void
}

export function LeadsPanel({ jobId, status, leads, shown, selection, onChange }: Props) {
  useSignals()
  const [limit, setLimit] = useState(CARDS_AT_ONCE)
  const selectedAt = selection.lead === null ? -1 : shown.shown.indexOf(selection.lead)
  // A selected lead further down (a reloaded link) is drawn with the cards before it.
  const drawn = shown.shown.slice(0, Math.max(limit, selectedAt + 1))
  const viewed = bigSearchState.viewed.value
  const { hiddenMinor } = shown
  return (
    <Panel aria-labelledby="bigsearch-leads">
      <Head $gap={1}>
        <h2 id="bigsearch-leads">Leads</h2>
        <CategoryFilter choice={selection.categories} counts={shown.counts} onChange={(categories) => onChange({ ...selection, categories })} />
        <LeadsMenu jobId={jobId} />
      </Head>
      {isStale(status) && (
        <Warning role="status">
          <span>Results are over 7 days old</span>
          <Button variant="secondary" onClick={() => void bigSearchState.reprocess(jobId)} disabled={bigSearchState.reprocessing.value}>
            Reprocess
          </Button>
        </Warning>
      )}
      {bigSearchState.reprocessError.value && <ErrorText role="alert">{bigSearchState.reprocessError.value}</ErrorText>}
      {shown.shown.length === 0 ? (
        <Muted>No leads to show.</Muted>
      ) : (
        <>
          <Hint id="bigsearch-lead-order">{leadOrderText(selection.minor)}</Hint>
          <PlainList $direction="column" aria-label={`Leads, ${shown.shown.length}`} aria-describedby="bigsearch-lead-order">
            {drawn.map((index) => (
              <li key={index}>
                <LeadCard
                  lead={leads[index]!}
                  selected={selection.lead === index}
                  viewed={viewed.has(`${jobId}:${index}`)}
                  onSelect={() => onChange(withLead(selection, selection.lead === index ? null : index))}
                />
              </li>
            ))}
          </PlainList>
        </>
      )}
      {drawn.length < shown.shown.length && (
        <Button variant="secondary" onClick={() => setLimit(drawn.length + CARDS_AT_ONCE)}>
          {`Show more leads (${groupedNumber(shown.shown.length - drawn.length)} more)`}
        </Button>
      )}
      {hiddenMinor > 0 && (
        <Note>
          <span>{`Not showing ${groupedNumber(hiddenMinor)} lead(s)`}</span>
          <Button variant="secondary" onClick={() => onChange({ ...selection, minor: true })}>
            View all
          </Button>
        </Note>
      )}
      {selection.minor && (
        <Note>
          <Button variant="secondary" onClick={() => onChange({ ...selection, minor: false })}>
            Hide minor leads
          </Button>
        </Note>
      )}
    </Panel>
  )
}

const Panel = styled.section`
  ${stack(1.5)}
  min-width: 0;
`

const Head = styled(Toolbar)`
  h2 { margin: 0 auto 0 0; font-size: ${theme.font.size.title}; }
`

const Warning = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(1)};
  padding: ${theme.space(1)} ${theme.space(1.5)};
  color: ${theme.colour.warning};
  background: ${theme.colour.warningSoft};
  border-radius: ${theme.radius};
`

const Note = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  color: ${theme.colour.muted};
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colour.danger};
`
