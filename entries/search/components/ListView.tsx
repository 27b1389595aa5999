// The list view (spec-1 §2.5, §3.5): one row per sighting, under a heading per group when grouped; each
// column's header, width and cell defined once, in LIST_COLUMNS.

import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { formatWrittenDay } from '../../../shared/format/dates.js'
import { groupByLabel, groupRuns, type GroupBy } from '../results/grouping.js'
import { coordinatesText } from '../map/mapView.js'
import { DomainMark } from './DomainMark.js'
import { ResultImage, sightingHref } from './ResultImage.js'

interface Props {
  items: readonly SearchResultItem[]
  groupBy: GroupBy
  returnTo: string
}

export function ListView({ items, groupBy, returnTo }: Props) {
  const grouped = groupBy !== 'none'
  const columns = listColumns(returnTo, grouped)
  const rows = grouped
    ? { groups: groupRuns(items, groupBy).map((group) => ({ key: group.key, heading: `${groupByLabel(groupBy)}: ${group.key} (${group.items.length})`, rows: group.items })) }
    : items
  return <DataTable label="Search results" columns={columns} rows={rows} rowKey={(item) => item.id} fixedLayout={grouped} />
}

/**
 * The list's columns. spec-1 §9: "Grouped list columns get special widths: 250, 450, 200, 350, 300",
 * given to the text columns a grouped list reads across (Camera joins make, model and serial numbers);
 * ungrouped they size themselves. The image keeps its thumbnail's width and Location takes what is left.
 */
export function listColumns(returnTo: string, grouped: boolean): TableColumn<SearchResultItem>[] {
  const groupedWidth = (width: number) => (grouped ? width : undefined)
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
    { id: 'camera', label: 'Camera', width: groupedWidth(450), cell: (item) => item.cameraName },
    { id: 'dimensions', label: 'Dimensions', width: groupedWidth(200), cell: (item) => item.dimensions },
    { id: 'domain', label: 'Domain', width: groupedWidth(350), cell: (item) => <DomainMark domain={item.domain} /> },
    { id: 'username', label: 'Username', width: groupedWidth(300), cell: (item) => item.username },
    { id: 'location', label: 'Location', cell: (item) => (item.location ? coordinatesText(item.location) : '') },
  ]
}

const Thumb = styled.div`
  img { max-width: 96px; max-height: 72px; display: block; }
  p { margin: 0; font-size: 0.75rem; }
`
