// The heatmap of a location lead in the detail panel (spec-2 §3 "optionally a heatmap (base64 png)"): where its
// sightings lie in the square around its circle, its cells scaled up crisp, with what it shows in words for a
// screen reader and its scale in a caption. A lead without one shows nothing.

import { styled } from 'styled-components'
import type { Lead } from '../../../shared/api/types/bigsearch.js'
import { theme } from '../../../shared/ui/theme.js'
import { milesText, placeText } from '../leads/leadText.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** The picture's size on screen: its 32 cells at 6 pixels each (HEATMAP_CELLS on the service). */
const SHOWN_PX = 192

const sightingsWord = (n: number) => `${groupedNumber(n)} ${n === 1 ? 'sighting' : 'sightings'}`

/** "Where the 37 sightings within 1 mile of Leeds, United Kingdom lie", with the date window of a dated lead. */
export function heatmapAltText(lead: Lead): string {
  const { value } = lead
  if (!('distanceInMiles' in value)) return ''
  const window = value.startAt && value.endAt ? `, taken from ${value.startAt.replace('T', ' ')} to ${value.endAt.replace('T', ' ')},` : ''
  return `Where the ${sightingsWord(lead.sightings)} within ${milesText(value.distanceInMiles)} of ${placeText(value)}${window} lie`
}

export function LeadHeatmap({ lead }: { lead: Lead }) {
  const { value } = lead
  if (!lead.heatmap || !('distanceInMiles' in value)) return null
  const radius = value.distanceInMiles
  return (
    <Figure>
      <Picture src={`data:image/png;base64,${lead.heatmap}`} alt={heatmapAltText(lead)} width={SHOWN_PX} height={SHOWN_PX} />
      <figcaption>{`North up; the square is ${milesText(2 * radius)} across, the circle ${milesText(radius)} around the place. Darker cells hold more sightings.`}</figcaption>
    </Figure>
  )
}

const Figure = styled.figure`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space(1.5)};
  margin: 0;
  figcaption { max-width: 24rem; font-size: ${theme.font.size.small}; color: ${theme.colour.muted}; }
`

// Each cell a crisp square: smoothing would blur a single sighting into its neighbours.
const Picture = styled.img`
  image-rendering: pixelated;
  background: ${theme.colour.canvas};
  border: 1px solid ${theme.colour.line};
  border-radius: ${theme.radius};
`
