// The row under a table whose state is the address: how many rows match, the page size choice and the
// paginator, read from and written to the table's controls (useTableQuery).

import { styled } from 'styled-components'
import { theme } from '../theme.js'
import { Toolbar } from '../Toolbar.js'
import { PageSizeSelect } from './PageSizeSelect.js'
import { TablePaginator } from './TablePaginator.js'
import { STANDARD_PAGING, type TablePaging } from './tablePaging.js'
import type { TableControls } from './useTableQuery.js'
import { groupedNumber } from '../../format/numbers.js'

interface Props {
  controls: TableControls
  /** The page shown and the last, as tablePage (tableRows.ts) gives them, and the count of rows matched. */
  page: number
  last: number
  matched: number
  /** What one row is, singular and plural: "trial", "trials". */
  noun: readonly [string, string]
  paging?: TablePaging
  /** Names the page size choice and the paginator, when a page holds more than one table. */
  label?: string
}

export function TablePagingBar({ controls, page, last, matched, noun, paging = STANDARD_PAGING, label }: Props) {
  return (
    <Toolbar>
      <Count>{`${groupedNumber(matched)} ${matched === 1 ? noun[0] : noun[1]}`}</Count>
      <PageSizeSelect value={controls.query.resultSize} onChange={controls.sizeTo} paging={paging} label={label ? `${label}: items per page` : 'Items per page'} />
      <TablePaginator page={page} last={last} onPage={controls.goToPage} paging={paging} label={label ? `${label}: pages` : 'Pages'} />
    </Toolbar>
  )
}

const Count = styled.span`
  color: ${theme.colour.muted};
  font-size: ${theme.font.size.small};
`
