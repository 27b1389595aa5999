// The list view (spec-1 §2.5, §3.5): one row per sighting, under a heading per group when grouped; each
// column's header, width and cell defined once, in LIST_COLUMNS. No value widens the table past its area
// (issue 15): a long one wraps, ends in an ellipsis after two lines, and keeps the whole value in its
// title (on hover) and in its text (so a copy takes all of it).

import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { formatWrittenDay } from '../../../shared/format/dates.js'
import { groupByLabel, groupRuns, type GroupBy } from '../results/grouping.js'
import { coordinatesText } from '../../../shared/map/mapView.js'
import { CameraCell } from './CameraCell.js'
import { clamp } from './clamp.js'
import { distanceText } from '../results/similarDistance.js'
import { DomainMark } from './DomainMark.js'
import { ResultImage, sightingHref } from './ResultImage.js'

interface Props {
  items: readonly SearchResultItem[]
  groupBy: GroupBy
  returnTo: string
  /** A similar search's distance of each result from the picture asked for, shown in a column of its own. */
  distanceOf?: (item: SearchResultItem) => number | null
}

export function ListView({ items, groupBy, returnTo, distanceOf }: Props) {
  const grouped = groupBy !== 'none'
  const columns = listColumns(returnTo, grouped, distanceOf)
  const rows = grouped
    ? { groups: groupRuns(items, groupBy).map((group) => ({ key: group.key, heading: `${groupByLabel(groupBy)}: ${group.key} (${group.items.length})`, rows: group.items })) }
    : items
  return <DataTable label="Search results" columns={columns} rows={rows} rowKey={(item) => item.id} fixedLayout={grouped} />
}

/** spec-1 §9: "Grouped list columns get special widths: 250, 450, 200, 350, 300" (pixels, 1,550 in all). */
const GROUPED_WIDTHS_TOTAL = 1550
/** The part of a grouped table those columns share; the thumbnail and Location have the rest. */
const GROUPED_SHARE = 76

/**
 * The list's columns. A grouped list gives the text columns it reads across (Camera joins make, model and
 * serial numbers) spec-1 §9's widths, kept as their proportions of the table so that every column stays on
 * a screen 1,280 pixels wide (issue 15); ungrouped they size themselves. The image keeps its thumbnail's
 * width and Location takes what is left.
 */
export function listColumns(
  returnTo: string,
  grouped: boolean,
  distanceOf?: (item: SearchResultItem) => number | null,
): TableColumn<SearchResultItem>[] {
  const groupedWidth = (width: number) => (grouped ? (`${Math.round((width / GROUPED_WIDTHS_TOTAL) * GROUPED_SHARE * 10) / 10}%` as const) : undefined)
  const distance: TableColumn<SearchResultItem>[] = distanceOf
    ? [{ id: 'distance', label: 'Distance', cell: (item) => { const d = distanceOf(item); return d === null ? '' : distanceText(d) } }]
    : []
  return [
    {
      id: 'image',
      label: 'Image',
      // the 96 px thumbnail with its cell's padding
      width: 112,
      cell: (item) => (
        <Thumb>
          <ResultImage item={item} returnTo={returnTo} />
        </Thumb>
      ),
    },
    ...distance,
    {
      id: 'dateTaken',
      label: 'Date Taken',
      width: groupedWidth(250),
      cell: (item) => (
        <Link href={sightingHref(item)} state={{ imageData: item, returnTo }}>
          {formatWrittenDay(item.dateTimeOriginal) || 'Unknown date'}
        </Link>
      ),
    },
    { id: 'camera', label: 'Camera', width: groupedWidth(450), cell: (item) => <CameraCell item={item} /> },
    { id: 'dimensions', label: 'Dimensions', width: groupedWidth(200), cell: (item) => <Clamped text={item.dimensions} /> },
    {
      id: 'domain',
      label: 'Domain',
      width: groupedWidth(350),
      cell: (item) => (
        <DomainCell>
          <DomainMark domain={item.domain} />
        </DomainCell>
      ),
    },
    { id: 'username', label: 'Username', width: groupedWidth(300), cell: (item) => <Clamped text={item.username} /> },
    { id: 'location', label: 'Location', cell: (item) => (item.location ? <Clamped text={coordinatesText(item.location)} /> : '') },
  ]
}

function Clamped({ text }: { text: string | null }): ReactNode {
  if (!text) return null
  return <ClampedText title={text}>{text}</ClampedText>
}


const ClampedText = styled.span`
  ${clamp}
`

const DomainCell = styled.div`
  > span { display: flex; min-width: 0; }
  > span > span:last-child { ${clamp} }
`

const Thumb = styled.div`
  img { max-width: 96px; max-height: 72px; display: block; }
  p { margin: 0; font-size: 0.75rem; }
`
