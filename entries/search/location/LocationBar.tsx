// Beside the search bar (spec-1 §2.5): the Location button, which opens the Choose Location dialog, and the
// GPS DATA switch. The dialog is fetched when first opened, keeping it out of the page's first load. The
// page holds whether it is open, as the Add Filters dialog also opens it.

import { Suspense } from 'react'
import type { Filter } from '../../../shared/search/filters.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { GpsSwitch } from '../map/GpsSwitch.js'
import { withLocation } from './locationForm.js'
import { laterPart } from '../laterPartsLoader.js'

const ChooseLocationDialog = laterPart('ChooseLocationDialog')

interface Props {
  filters: readonly Filter[]
  onFilters: (filters: Filter[]) => void
  mustHaveGPS: boolean
  /** The map view, where the GPS switch is forced on. */
  mapView: boolean
  onMustHaveGPS: (on: boolean) => void
  /** Whether the Choose Location dialog is open. */
  choosing: boolean
  onChoosing: (open: boolean) => void
}

export function LocationBar({ filters, onFilters, mustHaveGPS, mapView, onMustHaveGPS, choosing, onChoosing }: Props) {
  return (
    <Toolbar>
      <Button variant="secondary" onClick={() => onChoosing(true)}>
        Location
      </Button>
      <GpsSwitch on={mustHaveGPS} forced={mapView} onChange={onMustHaveGPS} />
      {choosing && (
        <Suspense fallback={null}>
          <ChooseLocationDialog
            filters={filters}
            onClose={() => onChoosing(false)}
            onFilter={(location) => {
              onChoosing(false)
              onFilters(withLocation(filters, location))
            }}
          />
        </Suspense>
      )}
    </Toolbar>
  )
}
