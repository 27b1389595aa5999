// The leads panel's category filter (spec-2 §2 "Leads panel"): a button reading the summary (None, All leads,
// one category's leads, N types of leads) that opens a list of the categories with their counts to tick.

import { styled } from 'styled-components'
import { LEAD_CATEGORIES, type LeadCategory } from '../../../shared/api/types/bigsearch.js'
import { DropdownMenu } from '../../../shared/ui/DropdownMenu.js'
import { theme } from '../../../shared/ui/theme.js'
import { CATEGORY_LABEL, categorySummary, type CategoryChoice } from '../leads/leadRules.js'

interface Props {
  choice: CategoryChoice
  counts: Record<LeadCategory, number>
  onChange: (choice: CategoryChoice) => void
}

export function CategoryFilter({ choice, counts, onChange }: Props) {
  return (
    <DropdownMenu kind="choices" panelLabel="Lead categories" minWidth="16rem" label={<><Muted>Filter:</Muted> {categorySummary(choice)}</>}>
      {() => (
        <Choices>
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
    </DropdownMenu>
  )
}

const Muted = styled.span`
  color: ${theme.colour.muted};
`

const Choices = styled.fieldset`
  margin: 0;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  border: 0;
  legend { ${theme.visuallyHidden} }
  label { display: flex; align-items: center; gap: ${theme.space(1)}; padding: ${theme.space(0.5)}; color: ${theme.colour.ink}; cursor: pointer; }
`

const Count = styled.span`
  margin-left: auto;
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
