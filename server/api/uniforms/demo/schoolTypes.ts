// The kinds of school in the register, how common each is in each country, the ages each takes (within the Hub's
// 2 to 19), and how often its pupils wear a uniform.

import type { Random } from '../../seed/random.js'
import type { Country } from './regionAnchors.js'

export const SCHOOL_TYPES = ['Primary', 'Infant', 'Junior', 'Secondary', 'All-through', 'Nursery', 'Special', 'Independent', 'Grammar', 'Sixth form college'] as const
export type SchoolType = (typeof SCHOOL_TYPES)[number]

/** Juniors wear sweatshirts, polo shirts and gingham; seniors blazers, shirts and ties. */
export type Phase = 'junior' | 'senior'

/** Per country, each type's share of its schools (per thousand). */
const MIX: Record<Country, Partial<Record<SchoolType, number>>> = {
  England: { Primary: 540, Infant: 50, Junior: 40, Secondary: 160, Nursery: 40, Special: 50, Independent: 70, Grammar: 20, 'All-through': 20, 'Sixth form college': 10 },
  Scotland: { Primary: 680, Secondary: 190, Nursery: 40, Special: 50, Independent: 40 },
  Wales: { Primary: 700, Secondary: 140, 'All-through': 40, Special: 50, Independent: 50, Nursery: 20 },
  'Northern Ireland': { Primary: 600, Secondary: 140, Grammar: 120, Nursery: 70, Special: 60, Independent: 10 },
  Ireland: { Primary: 700, Secondary: 230, Special: 50, Independent: 20 },
}

/** [youngest, oldest] choices by type, with Scotland's and Ireland's later start of secondary school. */
function ageChoices(type: SchoolType, country: Country): [number, number][] {
  const late = country === 'Scotland' || country === 'Ireland'
  switch (type) {
    case 'Primary':
      return late ? [[4, 12], [5, 12], [4, 13]] : [[4, 11], [3, 11], [4, 11], [2, 11]]
    case 'Infant':
      return [[4, 7], [3, 7]]
    case 'Junior':
      return [[7, 11]]
    case 'Secondary':
      return late ? [[12, 18], [11, 18], [12, 19]] : [[11, 16], [11, 18], [11, 18], [11, 19]]
    case 'All-through':
      return [[4, 18], [3, 19], [2, 19], [4, 19]]
    case 'Nursery':
      return [[2, 4], [3, 5], [2, 5]]
    case 'Special':
      return [[2, 19], [3, 19], [11, 19], [4, 11], [5, 19]]
    case 'Independent':
      return [[3, 18], [4, 18], [11, 18], [7, 13], [2, 11]]
    case 'Grammar':
      return [[11, 18]]
    case 'Sixth form college':
      return [[16, 19]]
  }
}

export interface SchoolKind {
  type: SchoolType
  minAge: number
  maxAge: number
  phase: Phase
  uniformWorn: boolean | null
}

export function schoolKind(country: Country, random: Random): SchoolKind {
  const type = pickWeighted(MIX[country], random)
  const [minAge, maxAge] = random.pick(ageChoices(type, country))
  const phase: Phase = maxAge <= 13 ? 'junior' : 'senior'
  return { type, minAge, maxAge, phase, uniformWorn: uniformPolicy(type, random) }
}

/** Nearly every school wears a uniform; nurseries and sixth form colleges mostly do not; some are not known. */
function uniformPolicy(type: SchoolType, random: Random): boolean | null {
  const [yes, no] = type === 'Nursery' ? [0.3, 0.5] : type === 'Sixth form college' ? [0.05, 0.8] : type === 'Independent' ? [0.92, 0.02] : [0.82, 0.05]
  const roll = random.next()
  return roll < yes ? true : roll < yes + no ? false : null
}

export function pickWeighted<T extends string>(weights: Partial<Record<T, number>>, random: Random): T {
  const entries = Object.entries(weights) as [T, number][]
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = random.next() * total
  for (const [value, weight] of entries) {
    roll -= weight
    if (roll < 0) return value
  }
  return entries[entries.length - 1]![0]
}
