// The list view (spec-1 §2.5, §3.5): one row per sighting, under a heading per group when grouped.

import { Fragment } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { theme } from '../../../shared/ui/theme.js'
import { formatDateTaken } from '../dateDisplay.js'
import { groupByLabel, groupRuns, type GroupBy } from '../grouping.js'
import { GROUPED_LIST_MIN_WIDTH, groupedColumnWidth, LIST_COLUMNS as COLUMNS } from '../listColumns.js'
import { coordinatesText } from '../map/mapView.js'
import { DomainMark } from './DomainMark.js'
import { ResultImage, sightingHref } from './ResultImage.js'

interface Props {
  items: readonly SearchResultItem[]
  groupBy: GroupBy
  returnTo: string
}

export function ListView({ items, groupBy, returnTo }: Props) {
  const groups = groupRuns(items, groupBy)
  return (
    <Scroller>
      <Table $grouped={groupBy !== 'none'}>
        {groupBy !== 'none' && (
          <colgroup>
            {COLUMNS.map((column) => {
              const width = groupedColumnWidth(column)
              return <col key={column} style={width === null ? undefined : { width: `${width}px` }} />
            })}
          </colgroup>
        )}
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group, index) => (
            <Fragment key={`${index}-${group.key}`}>
              {groupBy !== 'none' && (
                <GroupRow>
                  <th colSpan={COLUMNS.length} scope="rowgroup">
                    {groupByLabel(groupBy)}: {group.key} ({group.items.length})
                  </th>
                </GroupRow>
              )}
              {group.items.map((item) => (
                <ResultRow key={item.id} item={item} returnTo={returnTo} />
              ))}
            </Fragment>
          ))}
        </tbody>
      </Table>
    </Scroller>
  )
}

function ResultRow({ item, returnTo }: { item: SearchResultItem; returnTo: string }) {
  return (
    <tr>
      <Thumb>
        <ResultImage item={item} returnTo={returnTo} />
      </Thumb>
      <td>
        <Link href={sightingHref(item)} state={{ imageData: item, returnTo }}>
          {formatDateTaken(item.dateTimeOriginal) || 'Unknown date'}
        </Link>
      </td>
      <td>{item.cameraName}</td>
      <td>{item.dimensions}</td>
      <td>
        <DomainMark domain={item.domain} />
      </td>
      <td>{item.username}</td>
      <td>{item.location ? coordinatesText(item.location) : ''}</td>
    </tr>
  )
}

const Scroller = styled.div`
  overflow-x: auto;
`

// A grouped list keeps its fixed column widths and scrolls sideways on a narrow screen.
const Table = styled.table<{ $grouped: boolean }>`
  width: 100%;
  ${(p) => (p.$grouped ? `table-layout: fixed; min-width: ${GROUPED_LIST_MIN_WIDTH}px;` : '')}
  border-collapse: collapse;
  background: ${theme.colour.paper};
  font-size: ${theme.font.size.small};
  th, td {
    padding: ${theme.space(1)};
    border-bottom: 1px solid ${theme.colour.line};
    text-align: left;
    vertical-align: middle;
  }
  thead th { color: ${theme.colour.muted}; font-weight: 600; }
  a { color: ${theme.colour.brand}; }
`

const Thumb = styled.td`
  width: 96px;
  img { max-width: 96px; max-height: 72px; display: block; }
  p { margin: 0; font-size: 0.75rem; }
`

const GroupRow = styled.tr`
  th { background: ${theme.colour.canvas}; font-weight: 600; }
`
