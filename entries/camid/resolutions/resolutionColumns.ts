// The optimal resolutions split into the columns the page shows them in (spec-2 §9: six), read down each
// column: the first column holds the first items, each column as many as the first (the last may hold fewer).

import type { CamIdResolution } from '../../../shared/api/types/camid.js'

/** "4000 x 3000": the longest edge, then the shortest. */
export const resolutionText = (item: Pick<CamIdResolution, 'longestEdge' | 'shortestEdge'>) => `${item.longestEdge} x ${item.shortestEdge}`

export function intoColumns<T>(items: readonly T[], columns: number): T[][] {
  const perColumn = Math.max(1, Math.ceil(items.length / columns))
  return Array.from({ length: columns }, (_, column) => items.slice(column * perColumn, (column + 1) * perColumn))
}
