// The gallery (grid) view (spec-1 §2.5, §9; issue 15): a justified gallery, rows of one height filling the
// width with each picture at its own aspect ratio, the picture's indicators drawn on it and its domain's
// badge right below it; pictures load as they scroll into view, at the thumbnail size.

import { useLayoutEffect, useRef, useState } from 'react'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { badgeStyle } from '../../../shared/ui/badgeStyle.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { justifiedRows } from '../results/gallerySizing.js'
import { indicatorsOf } from '../results/indicators.js'
import { DomainMark } from './DomainMark.js'
import { ResultImage } from './ResultImage.js'
import { distanceText } from '../results/similarDistance.js'

/** The gap between pictures, across and down (pixels). */
const GAP = 12

interface Props {
  items: readonly SearchResultItem[]
  returnTo: string
  /** A similar search's distance of each result from the picture asked for, written under it. */
  distanceOf?: (item: SearchResultItem) => number | null
}

export function GalleryView({ items, returnTo, distanceOf }: Props) {
  const [gallery, width] = useWidth<HTMLDivElement>()
  const rows = width === null ? [] : justifiedRows(items, width, GAP)
  let next = 0
  return (
    <Gallery ref={gallery}>
      {rows.map((row) => (
        <Row key={next}>
          {row.map((size) => {
            const item = items[next++]!
            const indicators = indicatorsOf(item)
            return (
              <Tile key={item.id} style={{ width: `${size.width}px` }}>
                <Frame style={{ height: `${size.height}px` }}>
                  <ResultImage item={item} returnTo={returnTo} />
                  {indicators.length > 0 && (
                    <Indicators $gap={0.25} aria-label="Carries">
                      {indicators.map((indicator) => (
                        <li key={indicator.field} title={indicator.label}>
                          {indicator.short}
                        </li>
                      ))}
                    </Indicators>
                  )}
                </Frame>
                {(item.domain || distanceOf) && (
                  <Caption>
                    {item.domain && <DomainMark domain={item.domain} />}
                    {distanceOf && <Distance item={item} distanceOf={distanceOf} />}
                  </Caption>
                )}
              </Tile>
            )
          })}
        </Row>
      ))}
    </Gallery>
  )
}

function Distance({ item, distanceOf }: { item: SearchResultItem; distanceOf: (item: SearchResultItem) => number | null }) {
  const distance = distanceOf(item)
  return distance === null ? null : <DistanceLine>Distance {distanceText(distance)}</DistanceLine>
}

/** The element's content width, measured before it is painted and again whenever it changes. */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null)
  const [width, setWidth] = useState<number | null>(null)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => setWidth(element.clientWidth)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${GAP}px;
`

const Row = styled.div`
  display: flex;
  gap: ${GAP}px;
  align-items: flex-start;
`

const Tile = styled.figure`
  flex: none;
  margin: 0;
`

// The picture fills its cell: the cell has the picture's own shape. A notice (image hidden, failed, on
// TOR) sits in the middle of it instead.
const Frame = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${theme.colour.canvas};
  border-radius: ${theme.radius};
  > a { display: grid; place-items: center; width: 100%; height: 100%; }
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
  p { margin: 0; padding: ${theme.space(1)}; font-size: ${theme.font.size.small}; text-align: center; }
`

// A long domain (an onion address) ends in an ellipsis under its picture; the whole name is its title.
const Caption = styled.figcaption`
  margin-top: ${theme.space(0.5)};
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
  white-space: nowrap;
  > span { display: flex; max-width: 100%; }
  > span > span:last-child { overflow: hidden; text-overflow: ellipsis; }
`

const DistanceLine = styled.span`
  display: block;
`

const Indicators = styled(PlainList)`
  position: absolute;
  top: ${theme.space(0.5)};
  left: ${theme.space(0.5)};
  li { ${badgeStyle} }
`
