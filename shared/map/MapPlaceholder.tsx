// What stands in the map's place until it can draw (issue 15): a sea with the lines of latitude and
// longitude, the basemap's colours, and the words for screen readers, instead of a blank box.

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'

export const LOADING_MAP = 'Loading map...'

/** Lines every 30 degrees on a plate carrée of 360 × 180 units. */
const MERIDIANS = Array.from({ length: 11 }, (_, i) => (i + 1) * 30)
const PARALLELS = Array.from({ length: 5 }, (_, i) => (i + 1) * 30)

export function MapPlaceholder({ height }: { height?: string }) {
  return (
    <Sea style={height ? { height } : undefined} role="status">
      <svg viewBox="0 0 360 180" preserveAspectRatio="none" aria-hidden="true">
        {MERIDIANS.map((x) => (
          <line key={`m${x}`} x1={x} y1={0} x2={x} y2={180} />
        ))}
        {PARALLELS.map((y) => (
          <line key={`p${y}`} x1={0} y1={y} x2={360} y2={y} />
        ))}
      </svg>
      <Words>{LOADING_MAP}</Words>
    </Sea>
  )
}

// The basemap's sea (server/api/media/tiles/basemap-style.ts), so that the map's arrival changes little.
const Sea = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  background: #aacbe0;
  svg { position: absolute; inset: 0; width: 100%; height: 100%; }
  line { stroke: #ffffff; stroke-opacity: 0.5; stroke-width: 1; vector-effect: non-scaling-stroke; }
`

const Words = styled.p`
  position: relative;
  margin: 0;
  padding: ${theme.space(0.5)} ${theme.space(1)};
  color: ${theme.colour.ink};
  background: ${theme.colour.paper};
  border-radius: ${theme.radius};
  font-size: ${theme.font.size.small};
`
