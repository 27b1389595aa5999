// One removable chip per active filter (spec-1 §2.5).

import { styled } from 'styled-components'
import type { Filter } from '../../../shared/search/filters.js'
import { theme } from '../../../shared/ui/theme.js'
import { chipText } from '../filters/chips.js'

export function FilterChips({ filters, onRemove }: { filters: readonly Filter[]; onRemove: (index: number) => void }) {
  if (filters.length === 0) return null
  return (
    <Chips aria-label="Active filters">
      {filters.map((filter, index) => {
        const text = chipText(filter)
        return (
          <Chip key={`${index}-${filter.name}-${filter.value}`}>
            <span>{text}</span>
            <Remove type="button" aria-label={`Remove filter ${text}`} onClick={() => onRemove(index)}>
              ×
            </Remove>
          </Chip>
        )
      })}
    </Chips>
  )
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(0.5)};
  padding: ${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(0.5)} ${theme.space(1.5)};
  background: ${theme.colour.canvas};
  border: 1px solid ${theme.colour.line};
  border-radius: 999px;
  font-size: ${theme.font.size.small};
`

const Remove = styled.button`
  width: 1.5rem;
  height: 1.5rem;
  font: inherit;
  line-height: 1;
  color: ${theme.colour.muted};
  background: none;
  border: 0;
  border-radius: 50%;
  cursor: pointer;
  &:hover, &:focus-visible { background: ${theme.colour.line}; color: ${theme.colour.ink}; }
`
