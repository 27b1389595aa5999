// Above the results of the search and of the similar search: the count, the format (List, Gallery or Map),
// group-by for the search's list, and the page size, which the map does not use: it shows every located
// result of the fetch at once.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { Toolbar, ToolbarButton, ToolbarSelect } from '../../../shared/ui/Toolbar.js'
import { PageSizeSelect } from '../../../shared/ui/table/PageSizeSelect.js'
import { resultsCountText } from '../results/resultsText.js'
import { GROUP_BY_CHOICES, type GroupBy } from '../results/grouping.js'
import type { PageSize } from '../results/paging.js'
import type { ResultFormat } from '../results/resultFormat.js'
import { MAP_TRIGGER } from '../../../shared/map/useMapPreload.js'

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
  return (
    <Toolbar>
      <Count role="status">{resultsCountText(totalResults)}</Count>
      <Formats role="radiogroup" aria-label="Result format">
        {formats.map((choice) => (
          <ToolbarButton
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={format === choice.value}
            onClick={() => onFormat(choice.value)}
            {...(choice.value === 'map' ? { [MAP_TRIGGER]: '' } : {})}
          >
            {choice.label}
          </ToolbarButton>
        ))}
      </Formats>
      {format === 'list' && grouping && <ToolbarSelect label="Group by" value={grouping.groupBy} choices={GROUP_BY_CHOICES} onChange={grouping.onGroupBy} />}
      {format !== 'map' && <PageSizeSelect value={resultSize} onChange={onResultSize} />}
    </Toolbar>
  )
}

const Count = styled.p`
  flex: 1;
  margin: 0;
  font-weight: 600;
`

// The format buttons join into one control inside the group's border.
const Formats = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  & > button { border: 0; border-radius: 0; padding-inline: ${theme.space(1.5)}; }
`

