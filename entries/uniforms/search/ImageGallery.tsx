// The compact and grid views (spec-3 §2, §9): the page's images, each fitted into a square of 150 or 300 pixels,
// each opening its school's page on it; the grid names each image's school under it.

import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { School, SchoolImage } from '../../../shared/api/types/uniforms.js'
import { UNIFORM_COMPACT_SIZE, UNIFORM_GRID_SIZE } from '../../../shared/api/types/constants/uniforms.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { fittedSize, photoText, SchoolPhoto } from '../school/SchoolPhoto.js'
import { schoolImageHref } from '../school/schoolLinks.js'

interface Props {
  images: readonly SchoolImage[]
  /** The schools the images belong to. */
  schools: readonly School[]
  view: 'compact' | 'grid'
}

export function ImageGallery({ images, schools, view }: Props) {
  const box = view === 'grid' ? UNIFORM_GRID_SIZE : UNIFORM_COMPACT_SIZE
  const nameOf = new Map(schools.map((school) => [school.id, school.name]))
  return (
    <Gallery aria-label={view === 'grid' ? 'Images found' : 'Images found, compact'} $gap={view === 'grid' ? 1.5 : 0.75}>
      {images.map((image) => {
        const school = nameOf.get(image.schoolId) ?? 'A school'
        return (
          <li key={image.id}>
            <Tile href={schoolImageHref(image.schoolId, image.id)} style={{ width: `${box + 2}px` }}>
              <Frame style={{ height: `${box + 2}px` }}>
                <SchoolPhoto image={image} alt={`${photoText(image)}, ${school}`} {...fittedSize(image, box)} />
              </Frame>
              {view === 'grid' && <Caption aria-hidden="true">{school}</Caption>}
            </Tile>
          </li>
        )
      })}
    </Gallery>
  )
}

const Gallery = styled(PlainList)``

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(0.5)};
  text-decoration: none;
  color: ${theme.colour.ink};
  border-radius: ${theme.radius};
  &:focus-visible { outline: 2px solid ${theme.colour.brand}; outline-offset: 2px; }
`

// Its 1-pixel border round the image's square (the tile and the frame are 2 pixels larger than the box).
const Frame = styled.span`
  box-sizing: border-box;
  display: grid;
  place-items: center;
  background: ${theme.colour.paper};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
`

const Caption = styled.span`
  font-size: ${theme.font.size.small};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`
