// The school's images as a justified gallery (spec-3 §2 school page, §9: rows about 300 high, 50 images a page
// with Show more), each opening the page on it; the selected one is marked.

import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { Link } from 'wouter'
import { styled } from 'styled-components'
import { UNIFORM_GALLERY_ROW_HEIGHT } from '../../../shared/api/types/constants/uniforms.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Loader } from '../../../shared/ui/form/Loader.js'
import { justifiedRows } from '../../../shared/ui/justifiedRows.js'
import { theme } from '../../../shared/ui/theme.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import { SchoolPhoto } from './SchoolPhoto.js'
import { schoolImageHref } from './schoolLinks.js'
import type { Gallery } from './schoolState.js'

/** Space between images, in CSS pixels. */
const GAP = 8

/** The gallery's width, measured, and followed as the window changes. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const element = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    if (!element.current) return
    const measure = () => setWidth(Math.floor(element.current?.clientWidth ?? 0))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element.current)
    return () => observer.disconnect()
  }, [])
  return [element, width]
}

interface Props {
  gallery: Gallery
  selectedImageId: string | undefined
  onShowMore: () => void
}

export function SchoolGallery({ gallery, selectedImageId, onShowMore }: Props) {
  const [element, width] = useWidth()
  const rows = width > 0 ? justifiedRows(gallery.images, width, UNIFORM_GALLERY_ROW_HEIGHT, GAP) : []
  const more = gallery.total !== null && gallery.images.length < gallery.total
  return (
    <Section aria-labelledby="school-gallery-title">
      <Heading id="school-gallery-title">{gallery.total === null ? 'Images' : `Images (${groupedNumber(gallery.total)})`}</Heading>
      <div ref={element}>
        {gallery.total === 0 && <Muted>This school has no images yet.</Muted>}
        <Rows aria-labelledby="school-gallery-title">
          {rows.map((row) =>
            row.items.map(({ index, width: w, height: h }) => {
              const image = gallery.images[index]!
              return (
                <li key={image.id}>
                  <Tile href={schoolImageHref(image.schoolId, image.id)} aria-current={image.id === selectedImageId ? 'true' : undefined}>
                    <SchoolPhoto image={image} width={w} height={h} />
                  </Tile>
                </li>
              )
            }),
          )}
        </Rows>
      </div>
      {gallery.loading && <Loader label="Loading images…" />}
      {more && !gallery.loading && (
        <Button variant="secondary" onClick={onShowMore}>
          Show more
        </Button>
      )}
    </Section>
  )
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(1.5)};
  > div { align-self: stretch; }
`

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`

const Rows = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${GAP}px;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Tile = styled(Link)`
  display: block;
  line-height: 0;
  border-radius: 3px;
  img { border-radius: 3px; background: ${theme.colour.canvas}; object-fit: cover; }
  &[aria-current='true'] img { outline: 3px solid ${theme.colour.brand}; outline-offset: -3px; }
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const Muted = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`
