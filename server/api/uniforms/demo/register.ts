// The demo register of schools for the Uniform Intelligence Hub: schools in the real towns of the British Isles,
// as many as asked, the same for the same seed. Each has a name, a type and ages, its register's number, a
// postcode, a place in the region tree, a uniform policy, and the pictures of its logo and uniform. One record is
// the register's own test school (UNIFORM_HIDDEN_SCHOOL_ID), which the service keeps out of every result.

import { UNIFORM_HIDDEN_SCHOOL_ID } from '../../../../shared/api/types/constants/uniforms.js'
import { Random } from '../../seed/random.js'
import { ExternalIds } from './identifiers.js'
import { schoolImages, type DemoImage } from './images.js'
import { navyBlazerGoldLionLook, schoolLook } from './looks.js'
import { schoolName, websiteOf } from './names.js'
import { postcodeFor } from './postcodes.js'
import { regionPathOf } from './regions.js'
import { schoolKind } from './schoolTypes.js'
import { TownPicker, type Town } from './towns.js'

import type { NewSchool } from '../../store/uniforms/register.js'

export type { DemoImage } from './images.js'

/** A school of the demo register as the store takes it (store/uniforms/register.ts NewSchool), with its pictures. */
export type DemoSchool = Omit<NewSchool, 'id' | 'regionPath'> & { id: string; images: DemoImage[] }

/** Every this many schools, one wears the navy blazer with a gold lion crest that a description search can find. */
const NAVY_LION_EVERY = 250
const NAVY_LION_AT = 2
const WEBSITE_RATE = 0.85
const NO_LOCATION_RATE = 0.02
const CHURCH_NAME = /^(St |Holy |Sacred |Our Lady|Christ the|All Saints)|Catholic|Church|C of E|\bRC\b/

let towns: TownPicker | null = null

export function demoSchools(options: { count: number; seed: number }): DemoSchool[] {
  towns ??= new TownPicker()
  const random = new Random(options.seed)
  const ids = new ExternalIds(random)
  const schools: DemoSchool[] = []
  for (let i = 0; i < options.count; i++) {
    const hidden = i === options.count - 1
    const signature = !hidden && i % NAVY_LION_EVERY === NAVY_LION_AT
    schools.push(demoSchool(hidden ? UNIFORM_HIDDEN_SCHOOL_ID : String(i + 1), towns, ids, random, { hidden, signature }))
  }
  return schools
}

function demoSchool(id: string, picker: TownPicker, ids: ExternalIds, random: Random, role: { hidden: boolean; signature: boolean }): DemoSchool {
  const town = (role.hidden && picker.named('Birmingham', 'England')) || picker.pick(random)
  let kind = schoolKind(town.country, random)
  if (role.signature) kind = { ...kind, type: 'Secondary', minAge: 11, maxAge: 18, phase: 'senior', uniformWorn: true }
  const name = role.hidden ? 'Register Test School' : schoolName(town, kind.type, random)
  const hints = { phase: kind.phase, country: town.country, church: CHURCH_NAME.test(name) }
  const look = role.signature ? navyBlazerGoldLionLook(random) : schoolLook(hints, random)
  const roll = random.next()
  // Filed and addressed by where the school is: a city's schools fall in its different areas and districts.
  const place = placeIn(town, random)
  const at = { ...town, ...place }
  const located = !random.chance(NO_LOCATION_RATE)
  return {
    id,
    name,
    status: roll < 0.94 ? 'OPEN' : roll < 0.98 ? 'CLOSED' : 'PROPOSED',
    website: random.chance(WEBSITE_RATE) ? websiteOf(name, town.country, kind.type, random) : null,
    postcode: postcodeFor(at, random),
    externalId: ids.next(town.country, kind.type),
    minAge: kind.minAge,
    maxAge: kind.maxAge,
    uniformWorn: kind.uniformWorn,
    location: located ? place : null,
    schoolType: kind.type,
    town: town.name,
    region: regionPathOf(at) ?? [town.country],
    images: schoolImages(look, kind.uniformWorn, random),
  }
}

/** A point in the town's built-up area: further out in a city than in a village. */
function placeIn(town: Town, random: Random): { latitude: number; longitude: number } {
  const spread = Math.min(0.07, 0.006 + Math.sqrt(town.population) / 30_000)
  const latitude = town.latitude + random.gaussian(0, spread)
  const longitude = town.longitude + random.gaussian(0, spread / Math.cos((town.latitude * Math.PI) / 180))
  return { latitude: Math.round(latitude * 1e6) / 1e6, longitude: Math.round(longitude * 1e6) / 1e6 }
}
