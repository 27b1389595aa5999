// Above the results: the count, the format (List, Gallery or Map), group-by for the list, and the page size,
// which the map does not use: it shows every located result of the fetch at once.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { resultsCountText } from '../counts.js'
import { GROUP_BY_CHOICES, type GroupBy } from '../grouping.js'
import { PAGE_SIZES, type PageSize } from '../paging.js'
import type { ResultFormat } from '../resultFormat.js'

const FORMAT_CHOICES: readonly { value: ResultFormat; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Gallery' },
  { value: 'map', label: 'Map' },
]

interface Props {
  totalResults: number
  format: ResultFormat
  groupBy: GroupBy
  resultSize: PageSize
  onFormat: (format: ResultFormat) => void
  onGroupBy: (groupBy: GroupBy) => void
  onResultSize: (size: PageSize) => void
}

export function ResultsToolbar({ totalResults, format, groupBy, resultSize, onFormat, onGroupBy, onResultSize }: Props) {
  const id = useId()
  return (
    <Bar>
      <Count role="status">{resultsCountText(totalResults)}</Count>
      <Formats role="radiogroup" aria-label="Result format">
        {FORMAT_CHOICES.map((choice) => (
          <FormatButton key={choice.value} type="button" role="radio" aria-checked={format === choice.value} onClick={() => onFormat(choice.value)}>
            {choice.label}
          </FormatButton>
        ))}
      </Formats>
      {format === 'list' && (
        <Field>
          <label htmlFor={`${id}-group`}>Group by</label>
          <select id={`${id}-group`} value={groupBy} onChange={(event) => onGroupBy(event.target.value as GroupBy)}>
            {GROUP_BY_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
      )}
      {format !== 'map' && (
        <Field>
          <label htmlFor={`${id}-size`}>Results per page</label>
          <select id={`${id}-size`} value={resultSize} onChange={(event) => onResultSize(Number(event.target.value) as PageSize)}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Field>
      )}
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`

const Count = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 600;
`

const Formats = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
`

const FormatButton = styled.button`
  padding: ${theme.space(0.5)} ${theme.space(1.5)};
  font: inherit;
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 0;
  cursor: pointer;
  &[aria-checked='true'] { color: ${theme.colour.brandInk}; background: ${theme.colour.brand}; }
`

const Field = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  font-size: ${theme.font.size.small};
  select { font: inherit; padding: ${theme.space(0.5)}; border: 1px solid ${theme.colour.line}; border-radius: ${theme.radius}; }
`
