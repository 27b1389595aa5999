// A marker's popup (spec-1 §2.5, §2.8, §8): each sighting at that spot with its thumbnail (never a
// known-abuse image: the shared image says it was removed), its coordinates, its domain's badge and a
// link to its page.

import { Link } from 'wouter'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { SightingImage } from '../../../shared/ui/SightingImage.js'
import { PlainList } from '../../../shared/ui/PlainList.js'
import { theme } from '../../../shared/ui/theme.js'
import { DomainMark } from '../components/DomainMark.js'
import { sightingHref } from '../components/ResultImage.js'
import { coordinatesText } from '../../../shared/map/mapView.js'

/** Popup thumbnails are drawn smaller than the 200 px they load at. */
const POPUP_IMAGE_WIDTH = '200px'

export function SightingPopup({ items, returnTo }: { items: readonly SearchResultItem[]; returnTo: string }) {
  return (
    <List $direction="column" $gap={1.5}>
      {items.map((item) => (
        <li key={item.id}>
          <Picture>
            <SightingImage imageKey={item.id} alt={`Sighting ${item.id}`} knownAbuse={item.knownChildAbuseImageArachnid} sourceUrl={item.url} />
          </Picture>
          {item.cameraName && <Camera>{item.cameraName}</Camera>}
          {item.location && <Camera>{coordinatesText(item.location)}</Camera>}
          {item.domain && (
            <Camera>
              <DomainMark domain={item.domain} />
            </Camera>
          )}
          <Link href={sightingHref(item)} state={{ imageData: item, returnTo }}>
            Open sighting
          </Link>
        </li>
      ))}
    </List>
  )
}

const List = styled(PlainList)`
  max-height: 22rem;
  overflow-y: auto;
  font: ${theme.font.size.small} ${theme.font.body};
  color: ${theme.colour.ink};
  a { color: ${theme.colour.brand}; font-weight: 600; }
`

const Picture = styled.div`
  width: ${POPUP_IMAGE_WIDTH};
  max-width: 100%;
  img { width: 100%; height: auto; }
`

const Camera = styled.p`
  margin: ${theme.space(0.5)} 0;
  color: ${theme.colour.muted};
`
