// The paginator under a table (spec-1 §2.5): Previous, the first and last pages and two either side of
// the current one, Next. Pages are named as a person counts them, whatever base the URL numbers them from.

import { styled } from 'styled-components'
import { theme } from '../theme.js'
import { Toolbar, ToolbarButton } from '../Toolbar.js'
import { pageNumberShown, paginatorPages, STANDARD_PAGING, type TablePaging } from './tablePaging.js'

interface Props {
  /** The current page and the last, as the URL numbers them. */
  page: number
  last: number
  onPage: (page: number) => void
  paging?: TablePaging
  /** Names the navigation landmark. */
  label?: string
}

export function TablePaginator({ page, last, onPage, paging = STANDARD_PAGING, label = 'Pages' }: Props) {
  if (last <= paging.pageBase) return null
  return (
    <Toolbar as="nav" aria-label={label} $gap={0.5}>
      <ToolbarButton type="button" disabled={page <= paging.pageBase} onClick={() => onPage(page - 1)}>
        Previous
      </ToolbarButton>
      {paginatorPages(page, last, paging).map((p, i) =>
        p === null ? (
          <Gap key={`gap-${i}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <ToolbarButton key={p} type="button" aria-label={`Page ${pageNumberShown(p, paging)}`} aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
            {pageNumberShown(p, paging)}
          </ToolbarButton>
        ),
      )}
      <ToolbarButton type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </ToolbarButton>
    </Toolbar>
  )
}

const Gap = styled.span`
  color: ${theme.colour.muted};
`
