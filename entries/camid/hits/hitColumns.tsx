// The columns of a query's hits (spec-2 §3 "Hit"): the score to 4 decimals, when the hit was found, how many
// sightings the picture has, and the button that opens them. The service sorts them, the strongest first.

import type { CamIdHit } from '../../../shared/api/types/camid.js'
import { formatTimestamp } from '../../../shared/format/dates.js'
import { groupedNumber } from '../../../shared/format/numbers.js'
import type { TableColumn } from '../../../shared/ui/table/tableColumn.js'
import { SmallButton } from '../queries/ReferenceCell.js'

export const scoreText = (score: number) => score.toFixed(4)

/** The id of a hit's opener, for focus to return to when its sightings close. */
export const hitOpenerId = (hit: Pick<CamIdHit, 'id'>) => `hit-${hit.id}-sightings`

export function hitColumns(open: (hit: CamIdHit) => void, openHitId: string): readonly TableColumn<CamIdHit>[] {
  return [
    { id: 'score', label: 'Score', rowHeader: true, cell: (hit) => scoreText(hit.score) },
    { id: 'hitDate', label: 'Found', cell: (hit) => formatTimestamp(hit.hitDate) },
    { id: 'sightings', label: 'Sightings', cell: (hit) => groupedNumber(hit.sightings) },
    {
      id: 'open',
      label: 'Open',
      cell: (hit) => (
        <SmallButton
          id={hitOpenerId(hit)}
          type="button"
          aria-label={`Show the sightings of the hit scoring ${scoreText(hit.score)}`}
          aria-expanded={openHitId === hit.id}
          onClick={() => open(hit)}
        >
          Show sightings
        </SmallButton>
      ),
    },
  ]
}
