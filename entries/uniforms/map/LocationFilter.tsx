// The filter panel's Location (spec-3 §2): a small map showing the area in force, which opens the location
// dialog when clicked; the area in words under it, and a button to remove it. The dialog comes in its own chunk
// the first time it opens; the map's code is fetched as the pointer or the keyboard nears the small map.

import { lazy, Suspense, useId, useState } from 'react'
import { styled } from 'styled-components'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { MAP_TRIGGER } from '../../../shared/map/useMapPreload.js'
import type { MapRectangle } from '../../../shared/map/rectangle.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { theme } from '../../../shared/ui/theme.js'
import { browserHubMapView } from './hubMapView.js'
import { readLocation, writeLocation } from './locationBounds.js'
import { rectangleText } from './rectangleText.js'

const LocationDialog = lazy(() => import('./LocationDialog.js').then((m) => ({ default: m.LocationDialog })))

interface Props {
  /** The bounds string in force, or ''. */
  location: string
  onChange: (location: string) => void
}

export function LocationFilter({ location, onChange }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const area = readLocation(location)
  const view = browserHubMapView()
  return (
    <Field>
      <Name id={`${id}-name`}>Location</Name>
      <Preview>
        <LazyMapCanvas label="Map of the location filter" height="9rem" interactive={false} centre={view.centre} zoom={view.zoom} minZoom={view.zoom} rectangle={area} frame={area} />
        <Opener type="button" {...{ [MAP_TRIGGER]: '' }} aria-labelledby={`${id}-name ${id}-words`} aria-describedby={`${id}-area`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <OpenerWords id={`${id}-words`}>{area ? 'Change the area' : 'Draw an area'}</OpenerWords>
        </Opener>
      </Preview>
      <Area id={`${id}-area`}>{area ? `Schools within ${rectangleText(area)}.` : 'Anywhere: click the map to draw an area.'}</Area>
      {area && (
        <Button variant="secondary" onClick={() => onChange('')}>
          Remove the location
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <LocationDialog
            current={area}
            onCancel={() => setOpen(false)}
            onSubmit={(drawn: MapRectangle) => {
              setOpen(false)
              onChange(writeLocation(drawn))
            }}
          />
        </Suspense>
      )}
    </Field>
  )
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(0.75)};
`

const Name = styled.span`
  font-weight: 600;
  font-size: ${theme.font.size.small};
`

const Preview = styled.div`
  position: relative;
  width: 100%;
`

// Lies over the whole map, its controls (the attribution) too: the small map itself takes no pointer or keyboard.
const Opener = styled.button`
  position: absolute;
  inset: 0;
  z-index: 3;
  display: flex;
  align-items: flex-start;
  justify-content: flex-start;
  padding: ${theme.space(0.75)};
  background: none;
  border: 0;
  border-radius: ${theme.radius};
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${theme.colour.brand}; outline-offset: 2px; }
`

const OpenerWords = styled.span`
  padding: ${theme.space(0.25)} ${theme.space(0.75)};
  font: inherit;
  font-size: ${theme.font.size.small};
  font-weight: 600;
  color: ${theme.colour.brandInk};
  background: ${theme.colour.brand};
  border-radius: ${theme.radius};
`

const Area = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`
