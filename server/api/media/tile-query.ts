// Reading the tile path's query (spec-1 §7: id, x, y, z, accessToken): whole numbers in range, or a
// message that names the parameter.

import { CallFailure } from '../failures.js'

/** spec-1 §9: the map's maximum zoom. */
export const MAX_TILE_ZOOM = 20

export interface TileAddress {
  z: number
  x: number
  y: number
}

function wholeNumber(query: Record<string, unknown>, name: string, max: number): number {
  const raw = query[name]
  if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw) || Number(raw) > max) {
    throw new CallFailure(400, `${name} must be a whole number from 0 to ${max}.`, name)
  }
  return Number(raw)
}

export function tileAddressOf(query: Record<string, unknown>): TileAddress {
  const z = wholeNumber(query, 'z', MAX_TILE_ZOOM)
  const last = 2 ** z - 1
  return { z, x: wholeNumber(query, 'x', last), y: wholeNumber(query, 'y', last) }
}
