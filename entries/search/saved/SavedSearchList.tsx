// The saved searches as a table (spec-1 §2.6, §3.7): reference, total and new results, date of last
// sighting, last accessed and created, each row selectable for a bulk delete.

import { styled } from 'styled-components'
import type { SavedSearch } from '../../../shared/api/types/sightings.js'
import { theme } from '../../../shared/ui/theme.js'
import { formatCount } from '../counts.js'
import { formatDateTaken } from '../dateDisplay.js'
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
  return (
    <Table>
      <caption>Your saved searches</caption>
      <thead>
        <tr>
          <th scope="col">
            <input type="checkbox" aria-label="Select all searches" checked={allSelected} onChange={(e) => onSelectAll(e.target.checked)} />
          </th>
          <th scope="col">Reference</th>
          <th scope="col">Results</th>
          <th scope="col">New</th>
          <th scope="col">Last sighting</th>
          <th scope="col">Last accessed</th>
          <th scope="col">Created</th>
        </tr>
      </thead>
      <tbody>
        {searches.map((search) => {
          const badge = newBadgeText(search)
          return (
            <tr key={search.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${search.reference}`}
                  checked={selected.has(search.id)}
                  onChange={(e) => onSelect(search.id, e.target.checked)}
                />
              </td>
              <th scope="row">
                <OpenLink
                  href={searchHrefOf(search)}
                  onClick={(event) => {
                    // A modified click opens a new tab as links do; a plain one runs the search here.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
                    event.preventDefault()
                    onOpen(search)
                  }}
                >
                  {search.reference}
                </OpenLink>
              </th>
              <td>{formatCount(search.totalResultCount)}</td>
              <td>{badge && <Badge>{badge}</Badge>}</td>
              <td>{hasLastSighting(search.dateOfLastSighting) ? formatDateTaken(search.dateOfLastSighting) : 'None'}</td>
              <td>{search.dateLastAccessed ? formatDateTaken(search.dateLastAccessed) : 'Never'}</td>
              <td>{formatDateTaken(search.creationDate)}</td>
            </tr>
          )
        })}
      </tbody>
    </Table>
  )
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colour.paper};
  caption { text-align: left; font-weight: 600; padding-bottom: ${theme.space(1)}; }
  th, td {
    padding: ${theme.space(1)} ${theme.space(1.5)};
    border-bottom: 1px solid ${theme.colour.line};
    text-align: left;
    vertical-align: middle;
  }
  thead th { font-size: ${theme.font.size.small}; color: ${theme.colour.muted}; }
  tbody th { font-weight: 600; }
`

const OpenLink = styled.a`
  color: ${theme.colour.brand};
`

const Badge = styled.span`
  display: inline-block;
  padding: 0 ${theme.space(1)};
  font-size: ${theme.font.size.small};
  font-weight: 600;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: ${theme.radius};
`
