// The leads panel's category filter (spec-2 §2 "Leads panel"): a button reading the summary (None, All leads,
// one category's leads, N types of leads) that opens a list of the categories with their counts to tick.

import { useEffect, useId, useRef, useState } from 'react'
import { styled } from 'styled-components'
import { LEAD_CATEGORIES, type LeadCategory } from '../../../shared/api/types/bigsearch.js'
import { theme } from '../../../shared/ui/theme.js'
import { CATEGORY_LABEL, categorySummary, type CategoryChoice } from '../leads/leadRules.js'

interface Props {
  choice: CategoryChoice
  counts: Record<LeadCategory, number>
  onChange: (choice: CategoryChoice) => void
}

export function CategoryFilter({ choice, counts, onChange }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !frame.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', close)
    document.addEventListener('mousedown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('mousedown', close)
    }
  }, [open])
  return (
    <Frame ref={frame}>
      <Toggle type="button" aria-expanded={open} aria-controls={open ? id : undefined} onClick={() => setOpen(!open)}>
        <span>Filter:</span> {categorySummary(choice)}
      </Toggle>
      {open && (
        <Choices id={id}>
          <legend>Lead categories</legend>
          {LEAD_CATEGORIES.map((category, i) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={choice[i] === true}
                onChange={(event) => onChange(choice.map((on, j) => (j === i ? event.target.checked : on)))}
              />
              <span>{CATEGORY_LABEL[category]}</span>
              <Count>{counts[category]}</Count>
            </label>
          ))}
        </Choices>
      )}
    </Frame>
  )
}

const Frame = styled.div`
  position: relative;
`

const Toggle = styled.button`
  font: inherit;
  padding: ${theme.space(0.5)} ${theme.space(1.5)};
  color: ${theme.colour.ink};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
  span { color: ${theme.colour.muted}; }
`

const Choices = styled.fieldset`
  position: absolute;
  z-index: ${theme.layer.panel};
  top: calc(100% + 4px);
  left: 0;
  min-width: 16rem;
  margin: 0;
  padding: ${theme.space(1)};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  legend { ${theme.visuallyHidden} }
  label { display: flex; align-items: center; gap: ${theme.space(1)}; padding: ${theme.space(0.5)}; cursor: pointer; }
`

const Count = styled.span`
  margin-left: auto;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
