// A lead's sightings as a grid of images (spec-2 §2 "Detail panel"); each opens the sighting dialog. A known
// abuse image is never requested (the shared image says so in its place).

import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { ColumnGrid } from '../../../shared/ui/ColumnGrid.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'
import { theme } from '../../../shared/ui/theme.js'

export function SightingsGrid({ items, onOpen }: { items: readonly SearchResultItem[]; onOpen: (at: number) => void }) {
  return (
    <Grid as="ul" aria-label="Sightings">
      {items.map((item, at) => (
        <li key={item.id}>
          <Tile type="button" aria-label={`Open sighting ${at + 1}${item.domain ? ` from ${item.domain}` : ''}`} onClick={() => onOpen(at)}>
            <SightingImage imageKey={item.id} alt="" knownAbuse={item.knownChildAbuseImageArachnid} sourceUrl={item.url} />
          </Tile>
          {item.domain && <Caption>{item.domain}</Caption>}
        </li>
      ))}
    </Grid>
  )
}

const Grid = styled(ColumnGrid).attrs({ $least: '160px', $gap: 1.5 })`
  margin: 0;
  padding: 0;
  list-style: none;
  li { min-width: 0; }
`

const Tile = styled.button`
  display: grid;
  place-items: center;
  width: 100%;
  height: 160px;
  padding: 0;
  overflow: hidden;
  background: ${theme.colour.canvas};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  cursor: pointer;
  img { width: 100%; height: 100%; object-fit: contain; }
  p { margin: 0; font-size: 0.75rem; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Caption = styled.p`
  margin: ${theme.space(0.5)} 0 0;
  overflow: hidden;
  font-size: 0.75rem;
  color: ${theme.colour.muted};
  white-space: nowrap;
  text-overflow: ellipsis;
`
