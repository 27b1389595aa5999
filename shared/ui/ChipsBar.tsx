// The filters in force as a row of chips, each with its own remove button, and a Clear all button that takes
// them all away (spec-3 §2, §4: the Hub's chips bar). Nothing is drawn while no filter is in force.

import { styled } from 'styled-components'
import { theme } from './theme.js'
import { Button } from './form/Button.js'

export interface Chip {
  /** Unique among the bar's chips. */
  key: string
  label: string
  onRemove: () => void
}

interface Props {
  chips: readonly Chip[]
  onClearAll: () => void
  /** Names the bar for screen readers. */
  label?: string
}

export function ChipsBar({ chips, onClearAll, label = 'Filters in force' }: Props) {
  if (chips.length === 0) return null
  return (
    <Bar aria-label={label}>
      <List>
        {chips.map((chip) => (
          <Item key={chip.key}>
            <span>{chip.label}</span>
            <Remove type="button" aria-label={`Remove ${chip.label}`} onClick={chip.onRemove}>
              <span aria-hidden="true">×</span>
            </Remove>
          </Item>
        ))}
      </List>
      <Button variant="secondary" onClick={onClearAll}>
        Clear all
      </Button>
    </Bar>
  )
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1)};
`

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(0.75)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  max-width: 100%;
  padding: ${theme.space(0.25)} ${theme.space(0.5)} ${theme.space(0.25)} ${theme.space(1.25)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.ink};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: 999px;
  span { overflow-wrap: anywhere; }
`

const Remove = styled.button`
  display: inline-grid;
  place-items: center;
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  font: inherit;
  font-size: 1rem;
  line-height: 1;
  color: ${theme.colour.muted};
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  &:hover { color: ${theme.colour.ink}; background: ${theme.colour.canvas}; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; }
`
