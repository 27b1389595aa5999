// Beside the search bar (spec-1 §2.5): the Location button, which opens the Choose Location dialog, and the
// GPS DATA switch. The dialog is fetched when first opened, keeping it out of the page's first load.

import { lazy, Suspense, useState } from 'react'
import { styled } from 'styled-components'
import type { Filter } from '../../../shared/search/filters.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { theme } from '../../../shared/ui/theme.js'
import { GpsSwitch } from '../map/GpsSwitch.js'
import { withLocation } from './locationForm.js'

const ChooseLocationDialog = lazy(() => import('./ChooseLocationDialog.js').then((m) => ({ default: m.ChooseLocationDialog })))

interface Props {
  filters: readonly Filter[]
  onFilters: (filters: Filter[]) => void
  mustHaveGPS: boolean
  /** The map view, where the GPS switch is forced on. */
  mapView: boolean
  onMustHaveGPS: (on: boolean) => void
}

export function LocationBar({ filters, onFilters, mustHaveGPS, mapView, onMustHaveGPS }: Props) {
  const [choosing, setChoosing] = useState(false)
  return (
    <Bar>
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        Location
      </Button>
      <GpsSwitch on={mustHaveGPS} forced={mapView} onChange={onMustHaveGPS} />
      {choosing && (
        <Suspense fallback={null}>
          <ChooseLocationDialog
            filters={filters}
            onClose={() => setChoosing(false)}
            onFilter={(location) => {
              setChoosing(false)
              onFilters(withLocation(filters, location))
            }}
          />
        </Suspense>
      )}
    </Bar>
  )
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
`
