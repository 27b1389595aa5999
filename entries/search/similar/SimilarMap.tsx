// The similar search's map view (spec-1 §2.8, §8): the results that have a location, each with its one-mile
// circle, under the message that says how many of them could be placed. The map loads in its own chunk.

import { useCallback, useMemo, useState } from 'react'
import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { theme } from '../../../shared/ui/theme.js'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { SightingPopup } from '../map/SightingPopup.js'
import type { MapCentre } from '../../../shared/map/mapView.js'
import { locatedResults, similarCircles, similarMapMessage, viewAround } from './similarMapRules.js'

interface Props {
  items: readonly SearchResultItem[]
  totalResults: number
  returnTo: string
}

export function SimilarMap({ items, totalResults, returnTo }: Props) {
  const located = useMemo(() => locatedResults(items), [items])
  const circles = useMemo(() => similarCircles(located), [located])
  const [view, setView] = useState<{ centre: MapCentre; zoom: number }>(() => viewAround(located))
  const popupFor = useCallback((shown: SearchResultItem[]) => <SightingPopup items={shown} returnTo={returnTo} />, [returnTo])
  return (
    <>
      <Message role="status">{similarMapMessage(located.length, totalResults)}</Message>
      {located.length > 0 && (
        <LazyMapCanvas
          label="Map of the similar results"
          centre={view.centre}
          zoom={view.zoom}
          markers={located}
          circles={circles}
          popupFor={popupFor}
          onMove={(centre, zoom) => setView({ centre, zoom })}
        />
      )}
    </>
  )
}

const Message = styled.p`
  margin: 0;
  color: ${theme.colour.muted};
`
