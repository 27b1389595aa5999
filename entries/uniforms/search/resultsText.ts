// The words over and in place of the Hub's results (spec-3 §2, §8, §9): "Found N school(s)" or "Found N image(s)",
// counts shown up to 10,000 and then with a plus sign, and the empty texts.

import { UNIFORM_NO_IMAGES, UNIFORM_NO_SCHOOLS, type UniformPagingType } from '../../../shared/api/types/constants/uniforms.js'
import { groupedNumber } from '../../../shared/format/numbers.js'

/** spec-3 §9: "Count display caps at 10,000 with a plus sign." */
export const COUNT_CAP = 10_000

export function countText(count: number): string {
  return count > COUNT_CAP ? `${groupedNumber(COUNT_CAP)}+` : groupedNumber(count)
}

/** "Found 1 school", "Found 10,000+ images". */
export function foundText(pagingType: UniformPagingType, total: number): string {
  const [one, many] = pagingType === 'IMAGE' ? ['image', 'images'] : ['school', 'schools']
  return `Found ${countText(total)} ${total === 1 ? one : many}`
}

export function noneFoundText(pagingType: UniformPagingType): string {
  return pagingType === 'IMAGE' ? UNIFORM_NO_IMAGES : UNIFORM_NO_SCHOOLS
}

/** What the results say before any filter is chosen: no search is made without one (spec-3 §4). */
export const CHOOSE_A_FILTER = 'Choose a filter to search: a region, a description, a label, a location, text or an age range.'
