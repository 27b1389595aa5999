// Postcodes in the formats of the British Isles for a school's town: a UK postcode's outward code from the
// postcode area whose post town is nearest (Northern Ireland's BT districts by their own towns), an Irish Eircode's
// routing key from the nearest routing-key town. The inward part or the unique identifier is drawn at random.

import type { Random } from '../../seed/random.js'
import type { Country } from './regionAnchors.js'
import type { Town } from './towns.js'

/** [area, post town latitude, longitude, first district, last district, countries it serves (E, S, W)]. */
type PostcodeArea = [string, number, number, number, number, string]

const UK_AREAS: PostcodeArea[] = [
  ['AB', 57.15, -2.1, 10, 56, 'S'], ['AL', 51.75, -0.34, 1, 10, 'E'], ['B', 52.48, -1.9, 1, 98, 'E'], ['BA', 51.38, -2.36, 1, 16, 'E'],
  ['BB', 53.75, -2.48, 1, 18, 'E'], ['BD', 53.79, -1.75, 1, 24, 'E'], ['BH', 50.72, -1.88, 1, 31, 'E'], ['BL', 53.58, -2.43, 0, 9, 'E'],
  ['BN', 50.82, -0.14, 1, 45, 'E'], ['BR', 51.4, 0.02, 1, 8, 'E'], ['BS', 51.45, -2.59, 1, 49, 'E'], ['CA', 54.89, -2.93, 1, 28, 'E'],
  ['CB', 52.2, 0.12, 1, 25, 'E'], ['CF', 51.48, -3.18, 3, 83, 'W'], ['CH', 53.19, -2.89, 1, 66, 'EW'], ['CM', 51.73, 0.47, 0, 24, 'E'],
  ['CO', 51.89, 0.9, 1, 16, 'E'], ['CR', 51.37, -0.1, 0, 9, 'E'], ['CT', 51.28, 1.08, 1, 21, 'E'], ['CV', 52.41, -1.51, 1, 47, 'E'],
  ['CW', 53.1, -2.44, 1, 12, 'E'], ['DA', 51.45, 0.22, 1, 18, 'E'], ['DD', 56.46, -2.97, 1, 11, 'S'], ['DE', 52.92, -1.48, 1, 75, 'E'],
  ['DG', 55.07, -3.61, 1, 16, 'S'], ['DH', 54.78, -1.57, 1, 9, 'E'], ['DL', 54.52, -1.55, 1, 17, 'E'], ['DN', 53.52, -1.13, 1, 41, 'E'],
  ['DT', 50.71, -2.44, 1, 11, 'E'], ['DY', 52.51, -2.08, 1, 14, 'E'], ['E', 51.53, -0.03, 1, 18, 'E'], ['EC', 51.515, -0.09, 1, 4, 'E'],
  ['EH', 55.95, -3.19, 1, 55, 'S'], ['EN', 51.65, -0.08, 1, 11, 'E'], ['EX', 50.72, -3.53, 1, 39, 'E'], ['FK', 56.0, -3.78, 1, 21, 'S'],
  ['FY', 53.82, -3.05, 1, 8, 'E'], ['G', 55.86, -4.25, 1, 84, 'S'], ['GL', 51.86, -2.24, 1, 56, 'E'], ['GU', 51.24, -0.57, 1, 52, 'E'],
  ['HA', 51.58, -0.34, 0, 9, 'E'], ['HD', 53.65, -1.78, 1, 9, 'E'], ['HG', 53.99, -1.54, 1, 5, 'E'], ['HP', 51.75, -0.47, 1, 27, 'E'],
  ['HR', 52.06, -2.72, 1, 9, 'E'], ['HS', 58.21, -6.39, 1, 9, 'S'], ['HU', 53.74, -0.33, 1, 20, 'E'], ['HX', 53.72, -1.86, 1, 7, 'E'],
  ['IG', 51.56, 0.07, 1, 11, 'E'], ['IP', 52.06, 1.15, 1, 33, 'E'], ['IV', 57.48, -4.22, 1, 63, 'S'], ['KA', 55.61, -4.5, 1, 30, 'S'],
  ['KT', 51.41, -0.3, 1, 24, 'E'], ['KW', 58.44, -3.09, 1, 17, 'S'], ['KY', 56.11, -3.16, 1, 16, 'S'], ['L', 53.41, -2.98, 1, 40, 'E'],
  ['LA', 54.05, -2.8, 1, 23, 'E'], ['LD', 52.24, -3.38, 1, 8, 'W'], ['LE', 52.64, -1.13, 1, 67, 'E'], ['LL', 53.32, -3.83, 11, 78, 'W'],
  ['LN', 53.23, -0.54, 1, 13, 'E'], ['LS', 53.8, -1.55, 1, 29, 'E'], ['LU', 51.88, -0.42, 1, 7, 'E'], ['M', 53.48, -2.24, 1, 50, 'E'],
  ['ME', 51.39, 0.5, 1, 20, 'E'], ['MK', 52.04, -0.76, 1, 46, 'E'], ['ML', 55.79, -3.99, 1, 12, 'S'], ['N', 51.57, -0.12, 1, 22, 'E'],
  ['NE', 54.97, -1.61, 1, 71, 'E'], ['NG', 52.95, -1.15, 1, 34, 'E'], ['NN', 52.24, -0.9, 1, 29, 'E'], ['NP', 51.58, -2.99, 4, 26, 'W'],
  ['NR', 52.63, 1.3, 1, 35, 'E'], ['NW', 51.55, -0.2, 1, 11, 'E'], ['OL', 53.54, -2.12, 1, 16, 'E'], ['OX', 51.75, -1.26, 1, 49, 'E'],
  ['PA', 55.85, -4.42, 1, 80, 'S'], ['PE', 52.57, -0.24, 1, 38, 'E'], ['PH', 56.4, -3.43, 1, 50, 'S'], ['PL', 50.38, -4.14, 1, 35, 'E'],
  ['PO', 50.8, -1.09, 1, 41, 'E'], ['PR', 53.76, -2.7, 1, 26, 'E'], ['RG', 51.45, -0.97, 1, 45, 'E'], ['RH', 51.24, -0.17, 1, 20, 'E'],
  ['RM', 51.58, 0.18, 1, 20, 'E'], ['S', 53.38, -1.47, 1, 81, 'E'], ['SA', 51.62, -3.94, 1, 73, 'W'], ['SE', 51.47, -0.05, 1, 28, 'E'],
  ['SG', 51.9, -0.2, 1, 19, 'E'], ['SK', 53.41, -2.15, 1, 23, 'E'], ['SL', 51.51, -0.59, 0, 9, 'E'], ['SM', 51.36, -0.19, 1, 7, 'E'],
  ['SN', 51.56, -1.78, 1, 26, 'E'], ['SO', 50.9, -1.4, 14, 53, 'E'], ['SP', 51.07, -1.79, 1, 11, 'E'], ['SR', 54.9, -1.38, 1, 8, 'E'],
  ['SS', 51.54, 0.71, 0, 17, 'E'], ['ST', 53.0, -2.18, 1, 21, 'E'], ['SW', 51.46, -0.17, 1, 20, 'E'], ['SY', 52.71, -2.75, 1, 25, 'EW'],
  ['TA', 51.02, -3.1, 1, 24, 'E'], ['TD', 55.61, -2.81, 1, 15, 'SE'], ['TF', 52.68, -2.45, 1, 13, 'E'], ['TN', 51.2, 0.27, 1, 40, 'E'],
  ['TQ', 50.46, -3.53, 1, 14, 'E'], ['TR', 50.26, -5.05, 1, 27, 'E'], ['TS', 54.57, -1.23, 1, 29, 'E'], ['TW', 51.45, -0.33, 1, 20, 'E'],
  ['UB', 51.51, -0.38, 1, 11, 'E'], ['W', 51.51, -0.2, 1, 14, 'E'], ['WA', 53.39, -2.59, 1, 16, 'E'], ['WC', 51.52, -0.12, 1, 2, 'E'],
  ['WD', 51.66, -0.4, 3, 25, 'E'], ['WF', 53.68, -1.5, 1, 17, 'E'], ['WN', 53.55, -2.63, 1, 8, 'E'], ['WR', 52.19, -2.22, 1, 15, 'E'],
  ['WS', 52.59, -1.98, 1, 15, 'E'], ['WV', 52.59, -2.13, 1, 16, 'E'], ['YO', 53.96, -1.08, 1, 62, 'E'], ['ZE', 60.15, -1.15, 1, 3, 'S'],
  // The Welsh borders and the Wirral are served from English post towns too.
  ['SY', 52.41, -4.08, 23, 25, 'W'], ['SA', 51.86, -4.31, 31, 48, 'W'], ['LL', 53.05, -3.0, 11, 14, 'W'],
]

/** Northern Ireland's BT districts by the towns they serve: [latitude, longitude, districts]. */
const BT_TOWNS: [number, number, number[]][] = [
  [54.6, -5.93, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]], [54.51, -6.04, [27, 28]], [54.66, -5.67, [22, 23]],
  [54.65, -5.67, [19, 20, 21]], [54.72, -6.21, [41]], [54.86, -6.28, [42, 43, 44]], [55.13, -6.67, [51, 52, 56, 57]], [55.0, -7.32, [47, 48]],
  [54.6, -7.3, [78, 79]], [54.35, -7.64, [74, 92, 93, 94]], [54.35, -6.65, [60, 61]], [54.18, -6.34, [34, 35]], [54.42, -6.45, [62, 63, 64, 65, 66, 67]],
  [54.5, -6.77, [70, 71]], [54.85, -5.82, [40]], [54.72, -5.81, [38]], [54.67, -5.9, [36, 37]], [54.33, -5.71, [30]], [54.64, -6.74, [80]],
  [54.85, -6.67, [45, 46]], [54.83, -7.46, [82]], [55.05, -6.94, [49]], [55.07, -6.51, [53]], [54.35, -6.26, [32]], [54.41, -5.89, [24]],
]

/** Irish Eircode routing keys by the town each is named after: [latitude, longitude, key]. */
const ROUTING_KEYS: [number, number, string][] = [
  [53.35, -6.26, 'D01'], [53.34, -6.25, 'D02'], [53.36, -6.22, 'D03'], [53.33, -6.23, 'D04'], [53.38, -6.18, 'D05'], [53.32, -6.26, 'D06'],
  [53.36, -6.28, 'D07'], [53.34, -6.29, 'D08'], [53.38, -6.25, 'D09'], [53.34, -6.35, 'D10'], [53.39, -6.29, 'D11'], [53.32, -6.31, 'D12'],
  [53.39, -6.15, 'D13'], [53.3, -6.25, 'D14'], [53.38, -6.37, 'D15'], [53.28, -6.27, 'D16'], [53.4, -6.2, 'D17'], [53.26, -6.17, 'D18'],
  [53.29, -6.37, 'D24'], [53.27, -6.13, 'A96'], [53.2, -6.1, 'A98'], [53.14, -6.06, 'A63'], [52.98, -6.04, 'A67'], [54.0, -6.4, 'A91'],
  [53.72, -6.35, 'A92'], [53.51, -6.4, 'A84'], [53.46, -6.22, 'K67'], [53.45, -6.15, 'K36'], [53.58, -6.11, 'K32'], [53.36, -6.45, 'K78'],
  [53.65, -6.68, 'C15'], [53.73, -6.88, 'A82'], [52.34, -6.46, 'Y35'], [52.5, -6.57, 'Y21'], [52.68, -6.29, 'Y25'], [52.39, -6.94, 'Y34'],
  [52.8, -6.15, 'Y14'], [52.84, -6.93, 'R93'], [52.65, -7.25, 'R95'], [53.03, -7.3, 'R32'], [53.27, -7.49, 'R35'], [53.1, -7.91, 'R42'],
  [53.53, -7.34, 'N91'], [53.42, -7.94, 'N37'], [53.73, -7.8, 'N39'], [53.22, -6.66, 'W91'], [53.18, -6.8, 'W12'], [53.36, -6.59, 'W23'],
  [53.0, -6.98, 'R14'], [51.9, -8.47, 'T12'], [51.93, -8.4, 'T23'], [51.87, -8.5, 'T12'], [52.14, -8.65, 'P51'], [51.55, -9.26, 'P81'],
  [51.92, -8.17, 'P25'], [51.62, -8.89, 'P85'], [52.14, -8.27, 'P61'], [51.85, -8.3, 'P24'], [51.71, -8.52, 'P17'], [52.27, -9.7, 'V92'],
  [52.06, -9.5, 'V93'], [52.44, -9.49, 'V31'], [52.66, -8.63, 'V94'], [52.45, -9.06, 'V42'], [52.84, -8.98, 'V95'], [52.71, -8.87, 'V14'],
  [52.47, -7.87, 'E25'], [52.35, -7.7, 'E91'], [52.86, -8.2, 'E45'], [52.68, -7.81, 'E41'], [52.26, -7.11, 'X91'], [52.09, -7.62, 'X35'],
  [53.27, -9.05, 'H91'], [53.33, -8.22, 'H53'], [53.51, -8.85, 'H54'], [53.2, -8.57, 'H62'], [53.85, -9.3, 'F23'], [54.12, -9.15, 'F26'],
  [53.8, -9.52, 'F28'], [54.27, -8.47, 'F91'], [53.63, -8.19, 'F42'], [53.95, -8.09, 'N41'], [54.95, -7.73, 'F92'], [54.65, -8.11, 'F94'],
  [53.99, -7.36, 'H12'], [54.25, -6.97, 'H18'], [53.98, -6.72, 'A81'],
]

/** Letters a UK inward code's unit may use (C, I, K, M, O and V are never used). */
const UNIT_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'
/** Characters an Eircode's unique identifier uses. */
const EIRCODE_CHARACTERS = '0123456789ACDEFHKNPRTVWXY'

function squaredDistance(latitude: number, longitude: number, toLatitude: number, toLongitude: number): number {
  const stretch = Math.cos((latitude * Math.PI) / 180)
  return (toLatitude - latitude) ** 2 + ((toLongitude - longitude) * stretch) ** 2
}

function nearest<T>(rows: readonly T[], position: (row: T) => [number, number], town: Town): T {
  let best = rows[0] as T
  let bestDistance = Infinity
  for (const row of rows) {
    const [lat, lon] = position(row)
    const distance = squaredDistance(town.latitude, town.longitude, lat, lon)
    if (distance < bestDistance) {
      bestDistance = distance
      best = row
    }
  }
  return best
}

const COUNTRY_LETTER: Partial<Record<Country, string>> = { England: 'E', Scotland: 'S', Wales: 'W' }

/** A postcode for a school in the town: "M14 6PL", "BT9 5BX", "D04 X285". */
export function postcodeFor(town: Town, random: Random): string {
  if (town.country === 'Ireland') {
    const [, , key] = nearest(ROUTING_KEYS, ([lat, lon]) => [lat, lon], town)
    return `${key} ${random.chars(EIRCODE_CHARACTERS, 4)}`
  }
  const inward = `${random.int(0, 9)}${random.chars(UNIT_LETTERS, 2)}`
  if (town.country === 'Northern Ireland') {
    const [, , districts] = nearest(BT_TOWNS, ([lat, lon]) => [lat, lon], town)
    return `BT${random.pick(districts)} ${inward}`
  }
  const letter = COUNTRY_LETTER[town.country]!
  const areas = UK_AREAS.filter((area) => area[5].includes(letter))
  const [area, , , first, last] = nearest(areas, ([, lat, lon]) => [lat, lon], town)
  return `${area}${random.int(first, last)} ${inward}`
}

/** The shapes the register's postcodes take, for the tests and the service's checks. */
export const UK_POSTCODE = /^[A-Z]{1,2}[0-9]{1,2} [0-9][ABD-HJLNP-UW-Z]{2}$/
export const EIRCODE = /^(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W) [0-9AC-FHKNPRTV-Y]{4}$/
