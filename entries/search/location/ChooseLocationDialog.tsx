// The Choose Location dialog (spec-1 §2.5, §5, §9): latitude, longitude, distance and unit; a small map
// where a click sets the centre and the circle shows the distance; an address search that moves there.
// Filter stays disabled until the four make a valid location.

import { useId, useState } from 'react'
import { styled } from 'styled-components'
import type { Filter } from '../../../shared/search/filters.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { compactControlStyle } from '../../../shared/ui/form/compactControlStyle.js'
import { theme } from '../../../shared/ui/theme.js'
import { stack } from '../../../shared/ui/stack.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { DEFAULT_CENTRE, MAP_COMPONENT_ZOOM, PLACE_ZOOM, type MapCentre } from '../../../shared/map/mapView.js'
import { PlaceSearch } from '../../../shared/map/PlaceSearch.js'
import {
  formCentre, formFromFilters, formRadiusMetres, locationFilter, locationProblem, OFFERED_UNITS, withCentre, withPlace, type LocationForm,
} from './locationForm.js'

/** A location already set opens closer in than the whole world. */
const EXISTING_LOCATION_ZOOM = 10

interface Props {
  filters: readonly Filter[]
  onFilter: (location: Filter) => void
  onClose: () => void
}

export function ChooseLocationDialog({ filters, onFilter, onClose }: Props) {
  const id = useId()
  const [form, setForm] = useState<LocationForm>(() => formFromFilters(filters))
  const [view, setView] = useState<{ centre: MapCentre; zoom: number }>(() => {
    const centre = formCentre(form)
    return centre ? { centre, zoom: EXISTING_LOCATION_ZOOM } : { centre: DEFAULT_CENTRE, zoom: MAP_COMPONENT_ZOOM }
  })
  const problem = locationProblem(form)
  const centre = formCentre(form)
  const radius = formRadiusMetres(form)
  const filter = locationFilter(form)
  const change = (part: Partial<LocationForm>) => setForm({ ...form, ...part })
  // Typed coordinates bring the map to them once the user leaves the field.
  const showTyped = () => centre && setView({ centre, zoom: view.zoom })

  return (
    <Dialog title="Choose Location" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (filter) onFilter(filter)
        }}
      >
        <Fields>
          <Field>
            <label htmlFor={`${id}-lat`}>Latitude</label>
            <input id={`${id}-lat`} inputMode="decimal" value={form.lat} placeholder="-90 to 90" onChange={(e) => change({ lat: e.target.value })} onBlur={showTyped} />
          </Field>
          <Field>
            <label htmlFor={`${id}-lon`}>Longitude</label>
            <input id={`${id}-lon`} inputMode="decimal" value={form.lon} placeholder="-180 to 180" onChange={(e) => change({ lon: e.target.value })} onBlur={showTyped} />
          </Field>
          <Field>
            <label htmlFor={`${id}-distance`}>Distance</label>
            <input id={`${id}-distance`} inputMode="numeric" value={form.distance} placeholder="A whole number" onChange={(e) => change({ distance: e.target.value })} />
          </Field>
          <Field>
            <label htmlFor={`${id}-unit`}>Unit</label>
            <select id={`${id}-unit`} value={form.unit} onChange={(e) => change({ unit: e.target.value as LocationForm['unit'] })}>
              <option value="">Choose a unit</option>
              {OFFERED_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {unit}
                </option>
              ))}
            </select>
          </Field>
        </Fields>
        {problem && <Hint id={`${id}-problem`}>{problem}</Hint>}
        <PlaceSearch
          onChoose={(place) => {
            setForm(withPlace(form, place))
            setView({ centre: { lat: place.lat, lon: place.lon }, zoom: PLACE_ZOOM })
          }}
        />
        <MapBox>
          <LazyMapCanvas
            label="Location map: click to set the centre"
            centre={view.centre}
            zoom={view.zoom}
            circle={centre && radius !== null ? { centre, radiusMetres: radius } : null}
            onPick={(point) => setForm(withCentre(form, point))}
            onMove={(moved, zoom) => setView({ centre: moved, zoom })}
            height="18rem"
          />
        </MapBox>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={filter === null} aria-describedby={problem ? `${id}-problem` : undefined}>
            Filter
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${theme.space(1.5)};
  @media ${theme.narrow} {
    grid-template-columns: 1fr 1fr;
  }
`

const Field = styled.div`
  ${stack(0.5)}
  label { font-weight: 600; font-size: ${theme.font.size.small}; }
  input, select { ${compactControlStyle} }
`

const Hint = styled.p`
  margin: ${theme.space(1)} 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const MapBox = styled.div`
  margin-top: ${theme.space(2)};
`
