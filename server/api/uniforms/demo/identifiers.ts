// Each register's own number for a school, in its real format and never given twice: a URN of six digits in
// England (academies from 135000) and Wales (from 400000), a Scottish seed code of seven digits, a Northern Irish
// DE reference "NNN-NNNN" (board, management type, school), an Irish roll number of five digits and a check letter.

import type { Random } from '../../seed/random.js'
import type { Country } from './regionAnchors.js'
import type { SchoolType } from './schoolTypes.js'

/** Northern Ireland's management-type digits by kind of school. */
const DE_TYPES: Partial<Record<SchoolType, string[]>> = {
  Nursery: ['03', '05'],
  Primary: ['01', '06', '16'],
  Secondary: ['21', '23', '25', '26'],
  Grammar: ['41', '42', '43'],
  Special: ['07'],
  Independent: ['50'],
}

export const EXTERNAL_ID_FORMATS: Record<Country, RegExp> = {
  England: /^1[0-9]{5}$/,
  Wales: /^40[0-9]{4}$/,
  Scotland: /^[58][0-9]{6}$/,
  'Northern Ireland': /^[1-5][0-9]{2}-[0-9]{4}$/,
  Ireland: /^[0-9]{5}[A-Z]$/,
}

export class ExternalIds {
  private readonly given = new Set<string>()

  constructor(private readonly random: Random) {}

  next(country: Country, type: SchoolType): string {
    for (;;) {
      const id = this.draw(country, type)
      if (this.given.has(id)) continue
      this.given.add(id)
      return id
    }
  }

  private draw(country: Country, type: SchoolType): string {
    const r = this.random
    switch (country) {
      case 'England':
        return String(r.chance(0.45) ? r.int(135000, 149999) : r.int(100000, 134999))
      case 'Wales':
        return String(r.int(400000, 403999))
      case 'Scotland':
        return `${type === 'Independent' ? 8 : 5}${r.digits(6)}`
      case 'Northern Ireland':
        return `${r.int(1, 5)}${r.pick(DE_TYPES[type] ?? ['01'])}-${r.digits(4)}`
      case 'Ireland':
        return `${r.int(10000, 99999)}${r.chars('ABCDEFGHIJKLMNOPQRSTUVW', 1)}`
    }
  }
}
