// The GPS DATA switch (spec-1 §2.5): only sightings with a location. The map view forces it on, so there it
// shows on and cannot be turned off.

import { useId } from 'react'
import { styled } from 'styled-components'
import { theme } from '../../../shared/ui/theme.js'
import { ToolbarField } from '../../../shared/ui/Toolbar.js'

interface Props {
  on: boolean
  /** Set in the map view, where only located sightings can be shown. */
  forced: boolean
  onChange: (on: boolean) => void
}

export function GpsSwitch({ on, forced, onChange }: Props) {
  const id = useId()
  return (
    <Switch>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on || forced}
        disabled={forced}
        aria-describedby={forced ? `${id}-why` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>GPS DATA</label>
      {forced && (
        <Why id={`${id}-why`}>
          The map shows only sightings with a location.
        </Why>
      )}
    </Switch>
  )
}

const Switch = styled(ToolbarField)`
  font-weight: 600;
  input { width: 2.25rem; height: 1.25rem; accent-color: ${theme.colour.brand}; }
`

const Why = styled.span`
  font-weight: 400;
  color: ${theme.colour.muted};
`
