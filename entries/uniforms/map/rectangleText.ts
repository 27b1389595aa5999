// A drawn area in words, for the dialog's status and the filter panel (the canvas cannot be read).

import type { MapRectangle } from '../../../shared/map/rectangle.js'

const degrees = (value: number, positive: string, negative: string) => `${Math.abs(value).toFixed(2)}°${value >= 0 ? positive : negative}`

/** "50.10°N to 52.30°N, 1.20°W to 0.40°E". */
export function rectangleText({ north, south, east, west }: MapRectangle): string {
  return `${degrees(south, 'N', 'S')} to ${degrees(north, 'N', 'S')}, ${degrees(west, 'E', 'W')} to ${degrees(east, 'E', 'W')}`
}
