// The saved searches as a table (spec-1 §2.6, §3.7): reference, total and new results, date of last
// sighting, last accessed and created, each row selectable for a bulk delete.

import { styled } from 'styled-components'
import type { SavedSearch } from '../../../shared/api/types/sightings.js'
import { DataTable } from '../../../shared/ui/table/DataTable.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { theme } from '../../../shared/ui/theme.js'
import { formatCount } from '../results/resultsText.js'
import { formatWrittenDay } from '../../../shared/format/dates.js'
import { hasLastSighting, newBadgeText, searchHrefOf } from './savedRules.js'

interface Props {
  searches: readonly SavedSearch[]
  selected: ReadonlySet<number>
  onSelect: (id: number, selected: boolean) => void
  onSelectAll: (selected: boolean) => void
  onOpen: (search: SavedSearch) => void
}

export function SavedSearchList({ searches, selected, onSelect, onSelectAll, onOpen }: Props) {
  const allSelected = searches.length > 0 && searches.every((s) => selected.has(s.id))
  const columns: TableColumn<SavedSearch>[] = [
    {
      id: 'select',
      label: 'Select',
      header: <input type="checkbox" aria-label="Select all searches" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />,
      cell: (search) => (
        <input type="checkbox" aria-label={`Select ${search.reference}`} checked={selected.has(search.id)} onChange={(e) => onSelect(search.id, e.target.checked)} />
      ),
    },
    {
      id: 'reference',
      label: 'Reference',
      rowHeader: true,
      cell: (search) => (
        <a
          href={searchHrefOf(search)}
          onClick={(event) => {
            // A modified click opens a new tab as links do; a plain one runs the search here.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
            event.preventDefault()
            onOpen(search)
          }}
        >
          {search.reference}
        </a>
      ),
    },
    { id: 'results', label: 'Results', cell: (search) => formatCount(search.totalResultCount) },
    {
      id: 'new',
      label: 'New',
      cell: (search) => {
        const badge = newBadgeText(search)
        return badge && <Badge>{badge}</Badge>
      },
    },
    { id: 'lastSighting', label: 'Last sighting', cell: (search) => (hasLastSighting(search.dateOfLastSighting) ? formatWrittenDay(search.dateOfLastSighting) : 'None') },
    { id: 'lastAccessed', label: 'Last accessed', cell: (search) => (search.dateLastAccessed ? formatWrittenDay(search.dateLastAccessed) : 'Never') },
    { id: 'created', label: 'Created', cell: (search) => formatWrittenDay(search.creationDate) },
  ]
  return <DataTable label="Your saved searches" captioned columns={columns} rows={searches} rowKey={(search) => String(search.id)} />
}

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${theme.space(1)};
  font-size: ${theme.font.size.small};
  font-weight: 600;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: ${theme.radius};
`
