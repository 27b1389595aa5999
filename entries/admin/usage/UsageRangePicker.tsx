// The range choice of a licence's usage (spec-3 §4 "Usage range selection"), with a month or year picker
// beside it when the range names one. Each is a labelled select, reached by Tab and changed by the arrow keys.

import { styled } from 'styled-components'
import type { UsageRange } from '../../../shared/api/types/usage.js'
import { SelectField } from '../../../shared/ui/form/SelectField.js'
import { theme } from '../../../shared/ui/theme.js'
import { choiceOf, monthChoices, RANGE_CHOICES, yearChoices, type UsageRangeChoice } from './usageRange.js'

interface Props {
  choice: UsageRangeChoice
  now: Date
  onChange: (choice: UsageRangeChoice) => void
}

export function UsageRangePicker({ choice, now, onChange }: Props) {
  return (
    <Row>
      <SelectField<UsageRange> label="Date range" value={choice.range} choices={RANGE_CHOICES} onChange={(range) => onChange(choiceOf(range, now))} />
      {choice.range === 'specificMonth' && (
        <SelectField label="Month" value={choice.month} choices={monthChoices(now, choice.month)} onChange={(month) => onChange({ range: 'specificMonth', month })} />
      )}
      {choice.range === 'specificYear' && (
        <SelectField label="Year" value={choice.year} choices={yearChoices(now, choice.year)} onChange={(year) => onChange({ range: 'specificYear', year })} />
      )}
    </Row>
  )
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(2)};
`
