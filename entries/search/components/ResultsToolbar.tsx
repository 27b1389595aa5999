// Above the results of the search and of the similar search: the count, the format (List, Gallery or Map),
// group-by for the search's list, and the page size, which the map does not use: it shows every located
// result of the fetch at once.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { resultsCountText } from '../counts.js'
import { GROUP_BY_CHOICES, type GroupBy } from '../grouping.js'
import { PAGE_SIZES, type PageSize } from '../paging.js'
import type { ResultFormat } from '../resultFormat.js'

type FormatChoices = readonly { value: ResultFormat; label: string }[]

export const SEARCH_FORMATS: FormatChoices = [
  { value: 'list', label: 'List' },
  { value: 'grid', label: 'Gallery' },
  { value: 'map', label: 'Map' },
]
// The similar search starts as a gallery (spec-1 §2.5), so it comes first there.
export const SIMILAR_FORMATS: FormatChoices = [
  { value: 'grid', label: 'Gallery' },
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
]

interface Props {
  totalResults: number
  format: ResultFormat
  formats?: FormatChoices
  resultSize: PageSize
  onFormat: (format: ResultFormat) => void
  onResultSize: (size: PageSize) => void
  /** Group-by for the list; left out where the results cannot be grouped (the similar search). */
  grouping?: { groupBy: GroupBy; onGroupBy: (groupBy: GroupBy) => void }
}

export function ResultsToolbar({ totalResults, format, formats = SEARCH_FORMATS, resultSize, onFormat, onResultSize, grouping }: Props) {
  const id = useId()
  return (
    <Bar>
      <Count role="status">{resultsCountText(totalResults)}</Count>
      <Formats role="radiogroup" aria-label="Result format">
        {formats.map((choice) => (
          <FormatButton key={choice.value} type="button" role="radio" aria-checked={format === choice.value} onClick={() => onFormat(choice.value)}>
            {choice.label}
          </FormatButton>
        ))}
      </Formats>
      {format === 'list' && grouping && (
        <Field>
          <label htmlFor={`${id}-group`}>Group by</label>
          <select id={`${id}-group`} value={grouping.groupBy} onChange={(event) => grouping.onGroupBy(event.target.value as GroupBy)}>
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
