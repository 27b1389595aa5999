// A lead card's icon: a small drawing of its category, for the eye only (the title names the lead).

import { styled } from 'styled-components'
import type { LeadCategory } from '../../../shared/api/types/bigsearch.js'
import { theme } from '../../../shared/ui/theme.js'

const PATHS: Readonly<Record<LeadCategory | 'UNKNOWN', string>> = {
  CAMERA: 'M4 8h3l2-3h6l2 3h3v11H4z M12 10a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7',
  DATE: 'M5 6h14v13H5z M5 10h14 M9 4v4 M15 4v4',
  METADATA: 'M6 4h9l3 3v13H6z M9 10h6 M9 13h6 M9 16h4',
  IDENTICAL: 'M4 6h10v10H4z M10 10h10v10H10z',
  VISUALLY_SIMILAR: 'M3 12c3-5 15-5 18 0c-3 5-15 5-18 0z M12 9.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  LOCATION: 'M12 21s-6-6.5-6-11a6 6 0 0 1 12 0c0 4.5-6 11-6 11z M12 8a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  LOCATION_AND_DATE: 'M9 20s-5-5.5-5-9a5 5 0 0 1 10 0c0 3.5-5 9-5 9z M17 12a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M17 14v2h1.5',
  USERNAME: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8 M4 20c1-4 4-6 8-6s7 2 8 6',
  UNKNOWN: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18 M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.8.4-1 1-1 1.7 M12 16.5v.5',
}

export function LeadIcon({ category }: { category: LeadCategory | null }) {
  return (
    <Icon viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path d={PATHS[category ?? 'UNKNOWN']} />
    </Icon>
  )
}

const Icon = styled.svg`
  flex-shrink: 0;
  padding: 4px;
  fill: none;
  stroke: ${theme.colour.brand};
  stroke-width: 1.6;
  stroke-linecap: round;
  stroke-linejoin: round;
  background: ${theme.colour.canvas};
  border-radius: 50%;
`
