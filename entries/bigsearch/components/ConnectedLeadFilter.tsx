// 'Add filter' (spec-2 §2 "Detail panel", §4): the selected lead's connected leads, grouped by type, narrow its
// sightings; one per type, so choosing another of a type replaces it. The chosen ones show as removable chips.

import { styled } from 'styled-components'
import type { Lead } from '../../../shared/api/types/bigsearch.js'
import { DropdownMenu } from '../../../shared/ui/DropdownMenu.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { theme } from '../../../shared/ui/theme.js'
import { leadName, leadSubtitle, leadTitle, sightingsText } from '../leads/leadText.js'

interface Props {
  leads: readonly Lead[]
  lead: Lead
  /** Positions of the chosen connected leads in the job's lead list. */
  chosen: readonly number[]
  onChange: (chosen: number[]) => void
}

/** A lead's connected leads by type, in the order they first appear. */
function groupsOf(lead: Lead, leads: readonly Lead[]): [string, number[]][] {
  const groups = new Map<string, number[]>()
  for (const c of lead.connectedLeads) {
    if (!leads[c.index]) continue
    const group = groups.get(c['@type']) ?? []
    if (!group.includes(c.index)) group.push(c.index)
    groups.set(c['@type'], group)
  }
  return [...groups]
}

/** spec-2 §4: "Only one connected lead per type can be active. Selecting another of the same type replaces it." */
export function chooseConnected(chosen: readonly number[], leads: readonly Lead[], index: number): number[] {
  const type = leads[index]?.['@type']
  return [...chosen.filter((i) => leads[i]?.['@type'] !== type), index]
}

export function ConnectedLeadFilter({ leads, lead, chosen, onChange }: Props) {
  const groups = groupsOf(lead, leads)
  if (groups.length === 0 && chosen.length === 0) return null
  return (
    <Toolbar $gap={1}>
      {groups.length > 0 && (
        <DropdownMenu kind="menu" label="Add filter" panelLabel="Connected leads" minWidth="18rem">
          {(close) =>
            groups.map(([type, indices]) => (
              <div key={type} role="group" aria-label={leadTitle(type)}>
                <GroupName aria-hidden="true">{leadTitle(type)}</GroupName>
                {indices.map((index) => (
                  <button
                    key={index}
                    type="button"
                    role="menuitemradio"
                    aria-checked={chosen.includes(index)}
                    onClick={() => {
                      close()
                      onChange(chooseConnected(chosen, leads, index))
                    }}
                  >
                    {`${leadSubtitle(leads[index]!.value)} (${sightingsText(leads[index]!.sightings)})`}
                  </button>
                ))}
              </div>
            ))
          }
        </DropdownMenu>
      )}
      <Chips $gap={0.75} aria-label="Filters">
        {chosen.map((index) => {
          const connected = leads[index]
          if (!connected) return null
          const name = leadName(connected)
          return (
            <li key={index}>
              <span>{name}</span>
              <button type="button" aria-label={`Remove filter ${name}`} onClick={() => onChange(chosen.filter((i) => i !== index))}>
                ×
              </button>
            </li>
          )
        })}
      </Chips>
    </Toolbar>
  )
}

const GroupName = styled.div`
  padding: ${theme.space(0.5)} ${theme.space(2)} 0;
  font-size: 0.75rem;
  font-weight: 700;
  color: ${theme.colour.muted};
  text-transform: uppercase;
`

const Chips = styled(PlainList)`
  &:empty { display: none; }
  li {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(0.5)};
    padding: 2px ${theme.space(0.5)} 2px ${theme.space(1)};
    font-size: ${theme.font.size.small};
    background: ${theme.colour.canvas};
    border: 1px solid ${theme.colour.line};
    border-radius: 999px;
  }
  button { font: inherit; line-height: 1; color: ${theme.colour.ink}; background: none; border: 0; cursor: pointer; padding: 2px 4px; }
`
