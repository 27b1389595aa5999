// The gallery (grid) view (spec-1 §2.5, §9): each image sized by the lone-image rule, with indicators
// telling which of the telling fields the sighting carries, and its domain's badge below it.

import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { theme } from '../../../shared/ui/theme.js'
import { displayedSize } from '../results/gallerySizing.js'
import { indicatorsOf } from '../results/indicators.js'
import { DomainMark } from './DomainMark.js'
import { ResultImage } from './ResultImage.js'

export function GalleryView({ items, returnTo }: { items: readonly SearchResultItem[]; returnTo: string }) {
  return (
    <Grid>
      {items.map((item) => {
        const size = displayedSize(item)
        const indicators = indicatorsOf(item)
        return (
          <Tile key={item.id} style={{ width: `${size.width}px` }}>
            <Frame style={{ height: `${size.height}px` }}>
              <ResultImage item={item} returnTo={returnTo} />
            </Frame>
            {indicators.length > 0 && (
              <Indicators aria-label="Carries">
                {indicators.map((indicator) => (
                  <li key={indicator.field} title={indicator.label}>
                    {indicator.short}
                  </li>
                ))}
              </Indicators>
            )}
            {item.domain && (
              <Caption>
                <DomainMark domain={item.domain} />
              </Caption>
            )}
          </Tile>
        )
      })}
    </Grid>
  )
}

const Grid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1.5)};
  align-items: flex-start;
`

const Tile = styled.figure`
  position: relative;
  max-width: 100%;
  margin: 0;
`

// A long domain (an onion address) ends in an ellipsis inside the card rather than running past it.
const Caption = styled.figcaption`
  margin-top: ${theme.space(0.5)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
  white-space: nowrap;
  > span { display: flex; max-width: 100%; }
  > span > span:last-child { overflow: hidden; text-overflow: ellipsis; }
`

const Frame = styled.div`
  display: grid;
  place-items: center;
  max-width: 100%;
  overflow: hidden;
  background: ${theme.colour.canvas};
  border-radius: ${theme.radius};
  img { width: 100%; height: 100%; object-fit: contain; }
`

const Indicators = styled.ul`
  position: absolute;
  top: ${theme.space(0.5)};
  left: ${theme.space(0.5)};
  display: flex;
  flex-wrap: wrap;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 0 ${theme.space(0.5)};
    font-size: 0.7rem;
    font-weight: 700;
    color: ${theme.colour.brandInk};
    background: ${theme.colour.brand};
    border-radius: 3px;
  }
`
