// The towns demo schools are in: the places of the offline gazetteer (GeoNames, server/api/places/cities.ts) in
// Great Britain, Northern Ireland and Ireland, chosen in proportion to their population, as schools are.

import { cityTable } from '../../places/cities.js'
import type { Random } from '../../seed/random.js'
import type { Country } from './regionAnchors.js'
import { countryOfPlace, type GazetteerPlace } from './regions.js'

export interface Town extends GazetteerPlace {
  /** The name a school or a letter uses (English, as the register writes it). */
  name: string
  country: Country
  latitude: number
  longitude: number
  population: number
}

/** The gazetteer names some Irish towns in Irish only; the school register writes the English name. */
const ENGLISH_NAMES: Record<string, string> = {
  Luimneach: 'Limerick',
  Gaillimh: 'Galway',
  'Loch Garman': 'Wexford',
  'Cluain Meala': 'Clonmel',
  'Droichead Nua': 'Newbridge',
  'An Muileann gCearr': 'Mullingar',
  'Cill Airne': 'Killarney',
  'Trá Mhór': 'Tramore',
  'An Ros': 'Rush',
  Leifear: 'Lifford',
  'Ráth Luirc': 'Charleville',
  'Londonderry County Borough': 'Londonderry',
  'City of Westminster': 'Westminster',
  'Saint Peters': 'St Peters',
}

export class TownPicker {
  private readonly towns: Town[] = []
  private readonly cumulative: Float64Array

  constructor() {
    const table = cityTable()
    for (let id = 0; id < table.count; id++) {
      if (table.population(id) <= 0) continue
      const countryCode = table.country(id)
      const adminCode = table.adminCode(id)
      const country = countryOfPlace(countryCode, adminCode)
      if (!country) continue
      const name = table.name(id)
      this.towns.push({ name: ENGLISH_NAMES[name] ?? name, country, countryCode, adminCode, latitude: table.latitude(id), longitude: table.longitude(id), population: table.population(id) })
    }
    this.cumulative = new Float64Array(this.towns.length)
    let total = 0
    this.towns.forEach((town, i) => {
      total += town.population
      this.cumulative[i] = total
    })
  }

  get count(): number {
    return this.towns.length
  }

  /** A town, more likely the more people live there. */
  pick(random: Random): Town {
    return this.towns[random.weightedIndex(this.cumulative)]!
  }

  /** The first town of the name in the country (a fixed record's town). */
  named(name: string, country: Country): Town | null {
    return this.towns.find((town) => town.name === name && town.country === country) ?? null
  }
}
