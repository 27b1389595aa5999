// One lead in the leads panel (spec-2 §2 "Leads panel"): its icon, title, subtitle, the sightings 'Across the
// web' (10000+ at the cap) and the leads connected to it; dimmed once viewed, filled when selected.

import { styled } from 'styled-components'
import type { Lead } from '../../../shared/api/types/bigsearch.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { categoryOf } from '../leads/leadRules.js'
import { leadSubtitle, leadTitle, sightingsText } from '../leads/leadText.js'
import { LeadIcon } from './LeadIcon.js'

interface Props {
  lead: Lead
  selected: boolean
  viewed: boolean
  onSelect: () => void
}

/** The types of a lead's connected leads, each once, with how many there are. */
function connectedTypes(lead: Lead): string[] {
  const counts = new Map<string, number>()
  for (const c of lead.connectedLeads) counts.set(c['@type'], (counts.get(c['@type']) ?? 0) + 1)
  return [...counts].map(([type, n]) => (n > 1 ? `${leadTitle(type)} (${n})` : leadTitle(type)))
}

export function LeadCard({ lead, selected, viewed, onSelect }: Props) {
  const connected = connectedTypes(lead)
  return (
    <Card type="button" aria-pressed={selected} onClick={onSelect} $viewed={viewed && !selected}>
      <LeadIcon category={categoryOf(lead['@type'])} />
      <Text>
        <Title>
          {leadTitle(lead['@type'])}
          {viewed && <Hidden> (viewed)</Hidden>}
        </Title>
        <Subtitle>{leadSubtitle(lead.value)}</Subtitle>
        {connected.length > 0 && <Connected>{`Connected: ${connected.join(', ')}`}</Connected>}
      </Text>
      <Count>
        <span>Across the web</span>
        <strong>{sightingsText(lead.sightings)}</strong>
      </Count>
    </Card>
  )
}

const Card = styled.button<{ $viewed: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1.5)};
  width: 100%;
  padding: ${theme.space(1.5)};
  font: inherit;
  text-align: left;
  color: ${({ $viewed }) => ($viewed ? theme.colour.muted : theme.colour.ink)};
  background: ${({ $viewed }) => ($viewed ? theme.colour.canvas : theme.colour.paper)};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
  &[aria-pressed='true'] { border-color: ${theme.colour.brand}; box-shadow: inset 4px 0 0 ${theme.colour.brand}; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Text = styled.span`
  ${stack(0.25)}
  flex: 1;
  min-width: 0;
`

const Title = styled.span`
  font-weight: 600;
`

const Subtitle = styled.span`
  overflow-wrap: anywhere;
  font-size: ${theme.font.size.small};
`

const Connected = styled.span`
  font-size: 0.75rem;
  color: ${theme.colour.muted};
`

const Count = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  flex-shrink: 0;
  span { font-size: 0.75rem; color: ${theme.colour.muted}; }
`

const Hidden = styled.span`
  ${theme.visuallyHidden}
`
