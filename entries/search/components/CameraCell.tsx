// The list's Camera cell: the camera named once (Canon's "Canon EOS 600D", not "Canon - Canon EOS 600D"),
// then each serial on a line of its own that is never cut. A serial is what links pictures to one body, so a
// narrow column (a phone) may wrap it but must never hide it behind an ellipsis as it may a long model.

import { styled } from 'styled-components'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { cameraModelName } from '../../../shared/format/camera.js'
import { theme } from '../../../shared/ui/theme.js'
import { clamp } from './clamp.js'

type Camera = Pick<SearchResultItem, 'make' | 'model' | 'serialNumber' | 'internalSerialNumber' | 'cameraName'>

/** The serials of a result as the cell labels them, those it has. */
function serialLines(item: Camera): { label: string; value: string }[] {
  const lines = [
    { label: 'Serial', value: item.serialNumber },
    { label: 'Internal serial', value: item.internalSerialNumber },
  ]
  return lines.filter((line): line is { label: string; value: string } => !!line.value && line.value.trim() !== '')
}

export function CameraCell({ item }: { item: Camera }) {
  const name = cameraModelName(item.make, item.model)
  const serials = serialLines(item)
  if (!name && !serials.length) return null
  return (
    <>
      {name && <Name title={item.cameraName}>{name}</Name>}
      {serials.map(({ label, value }) => (
        <Serial key={label}>
          <SerialLabel>{label} </SerialLabel>
          {value}
        </Serial>
      ))}
    </>
  )
}

const Name = styled.span`
  ${clamp}
`

const Serial = styled.span`
  display: block;
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.small};
  overflow-wrap: anywhere;
`

const SerialLabel = styled.span`
  font-family: ${theme.font.body};
  color: ${theme.colour.muted};
`
