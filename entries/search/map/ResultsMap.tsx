// The map view of the search results (spec-1 §2.5, §8): the located results as clustered markers, or the
// apology when no result has a location. The page draws the count notices above it (ResultsNotices).

import { useCallback } from 'react'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { theme } from '../../../shared/ui/theme.js'
import { LazyMapCanvas } from './LazyMapCanvas.js'
import { SightingPopup } from './SightingPopup.js'
import { locatedCount } from './sightingFeatures.js'
import { DEFAULT_CENTRE, MAP_COMPONENT_ZOOM, type MapCentre } from './mapView.js'

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
  const popupFor = useCallback((shown: SearchResultItem[]) => <SightingPopup items={shown} returnTo={returnTo} />, [returnTo])
  if (totalResults === 0 || locatedCount(items) === 0) return <Apology role="status">{NO_LOCATED_RESULTS}</Apology>
  return (
    <LazyMapCanvas
      label="Map of the results"
      centre={centre ?? DEFAULT_CENTRE}
      zoom={zoom ?? MAP_COMPONENT_ZOOM}
      // issue 15: a URL with no view opens on the results themselves, not on spec-1 §9's default.
      fit={centre === null && zoom === null}
      sightings={items}
      popupFor={popupFor}
      onMove={onMove}
    />
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
