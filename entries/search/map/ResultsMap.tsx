// The map view of the search results (spec-1 §2.5, §8): the located results as clustered markers, or the
// apology when no result has a location. The page draws the count notices above it (ResultsNotices).

import { useCallback, useRef } from 'react'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { theme } from '../../../shared/ui/theme.js'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { SightingPopup } from './SightingPopup.js'
import { locatedCount } from '../../../shared/map/markerFeatures.js'
import { DEFAULT_CENTRE, MAP_COMPONENT_ZOOM, type MapCentre } from '../../../shared/map/mapView.js'
import { useWindowHeight } from '../../../shared/map/useWindowHeight.js'

export const NO_LOCATED_RESULTS = 'Sorry, there were no results with location for that query.'

interface Props {
  items: readonly SearchResultItem[]
  totalResults: number
  centre: MapCentre | null
  zoom: number | null
  onMove: (centre: MapCentre, zoom: number) => void
  returnTo: string
}

export function ResultsMap({ items, totalResults, centre, zoom, onMove, returnTo }: Props) {
  if (totalResults === 0 || locatedCount(items) === 0) return <Apology role="status">{NO_LOCATED_RESULTS}</Apology>
  return <WindowHighMap items={items} centre={centre} zoom={zoom} onMove={onMove} returnTo={returnTo} />
}

/** The map from where it starts down to the window's bottom, drawn once that height is measured. */
function WindowHighMap({ items, centre, zoom, onMove, returnTo }: Omit<Props, 'totalResults'>) {
  const popupFor = useCallback((shown: SearchResultItem[]) => <SightingPopup items={shown} returnTo={returnTo} />, [returnTo])
  const place = useRef<HTMLDivElement>(null)
  const height = useWindowHeight(place)
  return (
    <div ref={place}>
      {height && (
        <LazyMapCanvas
          height={height}
          label="Map of the results"
          centre={centre ?? DEFAULT_CENTRE}
          zoom={zoom ?? MAP_COMPONENT_ZOOM}
          // issue 15: a URL with no view opens on the results themselves, not on spec-1 §9's default.
          fit={centre === null && zoom === null}
          markers={items}
          popupFor={popupFor}
          onMove={onMove}
        />
      )}
    </div>
  )
}

const Apology = styled.p`
  margin: 0;
  padding: ${theme.space(3)};
  text-align: center;
  color: ${theme.colour.muted};
  background: ${theme.colour.canvas};
  border-radius: ${theme.radius};
`
