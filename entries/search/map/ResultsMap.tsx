// The map view of the search results (spec-1 §2.5, §8, §9): the located results as clustered markers, the
// first-1,000 notice only above 1,000, and the apology when no result has a location.

import { useCallback } from 'react'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { Banner } from '../../../shared/ui/form/Banner.js'
import { theme } from '../../../shared/ui/theme.js'
import { FIRST_THOUSAND_NOTICE, showsFirstThousandNotice, showsTenThousandTip, TEN_THOUSAND_TIP } from '../counts.js'
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
    <>
      {showsFirstThousandNotice(totalResults, 'map') && <Banner tone="info">{FIRST_THOUSAND_NOTICE}</Banner>}
      {showsTenThousandTip(totalResults) && <Banner tone="info">{TEN_THOUSAND_TIP}</Banner>}
      <LazyMapCanvas
        label="Map of the results"
        centre={centre ?? DEFAULT_CENTRE}
        zoom={zoom ?? MAP_COMPONENT_ZOOM}
        sightings={items}
        popupFor={popupFor}
        onMove={onMove}
      />
    </>
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
