// The paginator (spec-1 §2.5, §9): previous, the nearby pages and the ends, next; capped at 1,000 results.

import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { paginatorPages } from '../paging.js'

export function Paginator({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  if (last <= 1) return null
  return (
    <Nav aria-label="Pages">
      <PageButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </PageButton>
      {paginatorPages(page, last).map((p, i) =>
        p === null ? (
          <Gap key={`gap-${i}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <PageButton key={p} type="button" aria-label={`Page ${p}`} aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
            {p}
          </PageButton>
        ),
      )}
      <PageButton type="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </PageButton>
    </Nav>
  )
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(0.5)};
`

const PageButton = styled.button`
  min-width: 2.25rem;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  font: inherit;
  color: ${theme.colour.brand};
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
  &[aria-current='page'] { color: ${theme.colour.brandInk}; background: ${theme.colour.brand}; border-color: ${theme.colour.brand}; }
  &:disabled { color: ${theme.colour.muted}; cursor: not-allowed; }
`

const Gap = styled.span`
  color: ${theme.colour.muted};
`
