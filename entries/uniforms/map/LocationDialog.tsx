// The Hub's location dialog (spec-3 §2 "Location", §5, §8): a large map on which the user draws a rectangle
// round the area to search, by dragging, or by moving the map with the keyboard and taking its view; a place
// search biased to the British Isles that moves the map; Cancel, and Submit once an area is drawn.

import { useId, useState } from 'react'
import { styled } from 'styled-components'
import { places } from '../../../shared/api/places.js'
import { UNIFORM_LOCATION_HINT, UNIFORM_NO_LOCATIONS, UNIFORM_PLACE_BIAS } from '../../../shared/api/types/constants/uniforms.js'
import { LazyMapCanvas } from '../../../shared/map/LazyMapCanvas.js'
import { PlaceSearch } from '../../../shared/map/PlaceSearch.js'
import type { MapCentre } from '../../../shared/map/mapView.js'
import type { MapRectangle } from '../../../shared/map/rectangle.js'
import { Dialog, DialogActions } from '../../../shared/ui/Dialog.js'
import { Button } from '../../../shared/ui/form/Button.js'
import { Switch } from '../../../shared/ui/form/Switch.js'
import { stack } from '../../../shared/ui/stack.js'
import { theme } from '../../../shared/ui/theme.js'
import { Toolbar } from '../../../shared/ui/Toolbar.js'
import { browserHubMapView, PLACE_VIEW_ZOOM } from './hubMapView.js'
import { rectangleText } from './rectangleText.js'

interface Props {
  /** The area in force, which the map opens on. */
  current: MapRectangle | null
  onSubmit: (area: MapRectangle) => void
  onCancel: () => void
}

export function LocationDialog({ current, onSubmit, onCancel }: Props) {
  const id = useId()
  const [area, setArea] = useState<MapRectangle | null>(current)
  /** Dragging draws a rectangle; off, it moves the map. */
  const [drawing, setDrawing] = useState(true)
  // Opens on the area in force; a place chosen moves the map off it to the place.
  const [frame, setFrame] = useState<MapRectangle | null>(current)
  const [view, setView] = useState<{ centre: MapCentre; zoom: number }>(() => browserHubMapView())
  const [shown, setShown] = useState<MapRectangle | null>(null)

  return (
    <Dialog title="Location" onClose={onCancel} describedBy={`${id}-how`}>
      <Body>
        <How id={`${id}-how`}>
          Draw a rectangle round the area to search: press on the map and drag (turn Draw by dragging off to move the map instead). From the keyboard,
          move the map with the arrow keys and the + and − keys, then choose Use the map’s view.
        </How>
        <PlaceSearch
          label="Place search"
          placeholder="City, town or postcode"
          hint={UNIFORM_LOCATION_HINT}
          noneFound={UNIFORM_NO_LOCATIONS}
          find={(q) => places.find(q, UNIFORM_PLACE_BIAS)}
          onChoose={(place) => {
            setFrame(null)
            setView({ centre: { lat: place.lat, lon: place.lon }, zoom: PLACE_VIEW_ZOOM })
          }}
        />
        <Toolbar $gap={1.5}>
          <Switch label="Draw by dragging" on={drawing} onChange={setDrawing} />
          <Button variant="secondary" disabled={shown === null} onClick={() => shown && setArea(shown)}>
            Use the map’s view
          </Button>
          <Button variant="secondary" disabled={area === null} onClick={() => setArea(null)}>
            Remove the rectangle
          </Button>
        </Toolbar>
        <LazyMapCanvas
          label="Location map: drag to draw the area to search"
          height="min(26rem, 46vh)"
          centre={view.centre}
          zoom={view.zoom}
          minZoom={Math.min(view.zoom, 3)}
          frame={frame}
          rectangle={area}
          onDraw={drawing ? setArea : undefined}
          onMove={(centre, zoom) => setView({ centre, zoom })}
          onView={setShown}
        />
        <Status role="status">{area ? `Area to search: ${rectangleText(area)}.` : 'No area drawn yet.'}</Status>
      </Body>
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={area === null} onClick={() => area && onSubmit(area)}>
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  )
}

const Body = styled.div`
  ${stack(1.5)}
`

const How = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
  color: ${theme.colour.muted};
`

const Status = styled.p`
  margin: 0;
  font-size: ${theme.font.size.small};
`
