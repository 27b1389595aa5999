// The map's frame and what lies over its canvas: the place names and cluster counts laid over it, the words
// for screen readers, the placeholder's cover until it draws, and the message when it cannot.

import { styled } from 'styled-components'
import { theme } from '../ui/theme.js'
import { PLACE_LABELS_CLASS } from './placeLabelLayer.js'
import { CLUSTER_COUNTS_CLASS } from './clusterCounts.js'
import { CITY_OFFSET } from './placeLabels.js'

export const Summary = styled.p`
  ${theme.visuallyHidden}
`

export const Frame = styled.div`
  position: relative;
  width: 100%;
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
  overflow: hidden;
  .${PLACE_LABELS_CLASS} { position: absolute; inset: 0; overflow: hidden; pointer-events: none; }
  .${PLACE_LABELS_CLASS} span {
    position: absolute;
    left: 0;
    top: 0;
    white-space: nowrap;
    font: 600 12px/16px ${theme.font.body};
    color: #222222;
    text-shadow: 0 0 2px #ffffff, 0 0 2px #ffffff, 0 0 3px #ffffff;
  }
  .${PLACE_LABELS_CLASS} .city { translate: ${CITY_OFFSET}px -50%; }
  .${CLUSTER_COUNTS_CLASS} { position: absolute; inset: 0; overflow: hidden; pointer-events: none; }
  .${CLUSTER_COUNTS_CLASS} span {
    position: absolute;
    left: 0;
    top: 0;
    translate: -50% -50%;
    font: 700 12px/1 ${theme.font.body};
    color: ${theme.colour.brandInk};
  }
  .${PLACE_LABELS_CLASS} .country {
    translate: -50% -50%;
    font-size: 11px;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: #4d4356;
  }
`

export const Cover = styled.div`
  position: absolute;
  inset: 0;
`

// Sized, not positioned: maplibre's own stylesheet makes its container position: relative.
export const Surface = styled.div`
  width: 100%;
  height: 100%;
`

export const Failure = styled.p`
  position: absolute;
  inset: auto ${theme.space(2)} ${theme.space(2)};
  margin: 0;
  padding: ${theme.space(1)};
  color: ${theme.colour.danger};
  background: ${theme.colour.dangerSoft};
  border-radius: ${theme.radius};
`
