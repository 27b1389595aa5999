// The Hub's search (spec-3 §4 "Uniform search", §7 GET /uniforms/search). A school is found when it passes the
// school conditions (name, postcode or URN; regions; ages; the map's bounds) and, for each kind of picture the search
// describes, has a picture of that kind that fits: a logo for the logo description and labels, a uniform for the
// uniform description, and for each garment among the uniform labels a picture carrying one of its labels. Those
// pictures are the matching ones. Results come nearest first when a picture is given (similarToImage), best
// described first when a description is, else by name. The register's hidden test school is never found.
//
// The pictures a search weighs are read in one pass (a few tens of thousands at most in a register of schools)
// and ranked here: the description's words through their index (image-words.ts), the labels through their table,
// the picture's likeness through its features (kept in the process, feature-cache.ts).

import { sql } from 'kysely'
import {
  UNIFORM_HIDDEN_SCHOOL_ID,
  type SchoolImageType,
  type UniformPagingType,
  type UniformViewType,
} from '../../../../shared/api/types/constants/uniforms.js'
import { featureDistance } from '../../uniforms/features.js'
import { rowsOf } from '../engine/query.js'
import type { Store } from '../engine/store.js'
import { readImages, visibleTo, type SchoolImageRecord, type SchoolRecord, type Viewer } from './records.js'
import { regionCondition, schoolTextCondition, type Condition, type SchoolText } from './school-conditions.js'
import { picturesFeatures } from './feature-cache.js'
import { partsWithWords } from './image-words.js'
import { schoolsByIds } from './schools.js'
import { isOneOf } from '../value-lists.js'

const HIDDEN = Number(UNIFORM_HIDDEN_SCHOOL_ID)

export interface Bounds {
  north: number
  east: number
  south: number
  west: number
}

export interface UniformSearch {
  text: SchoolText | null
  regions: readonly string[]
  /** Null: unset. A school is found when its age range overlaps the one asked for. */
  minAge: number | null
  maxAge: number | null
  bounds: Bounds | null
  /** The words of the logo and uniform descriptions (stop words already left out). */
  logoWords: readonly string[]
  uniformWords: readonly string[]
  /** Logo label leaves, grouped by their tree's parent node: one of each group on one logo. */
  logoLabelGroups: readonly (readonly string[])[]
  /** Uniform label leaves, grouped by garment: for each group, a uniform picture carrying one of them. */
  uniformLabelGroups: readonly (readonly string[])[]
  /** The features of the picture the results should look like. */
  similarTo: Uint8Array | null
  /** Empty: both kinds shown. */
  viewTypes: readonly UniformViewType[]
  /** Garment nodes of the uniform label tree the uniform pictures shown are narrowed to; empty: all. */
  viewLabels: readonly string[]
  matchingImagesOnly: boolean
  pagingType: UniformPagingType
  page: number
  perPage: number
  /** SCHOOL paging: how many pictures each school carries. */
  imagesPerSchool: number
}

export interface UniformSearchResult {
  schools: { school: SchoolRecord; images: SchoolImageRecord[] }[]
  images: SchoolImageRecord[]
  totalSchools: number
  totalImages: number
}

/** A picture as the ranking reads it. */
interface Candidate {
  id: number
  schoolId: number
  type: SchoolImageType
  /** Lower is better; 0 when nothing ranks pictures. */
  score: number
  matching: boolean
  shown: boolean
}

const isLogo = (type: SchoolImageType) => type === 'LOGO'
const kindOf = (type: SchoolImageType): UniformViewType => (isLogo(type) ? 'LOGO' : 'UNIFORM')

function schoolConditions(store: Store, search: UniformSearch): Condition {
  const parts: Condition[] = [sql`s.id <> ${HIDDEN}`, schoolTextCondition(store, search.text, 's'), regionCondition(store, search.regions, 's')]
  if (search.minAge !== null) parts.push(sql`s.max_age >= ${search.minAge}`)
  if (search.maxAge !== null) parts.push(sql`s.min_age <= ${search.maxAge}`)
  if (search.bounds) {
    const { north, east, south, west } = search.bounds
    parts.push(sql`s.latitude BETWEEN ${south} AND ${north} AND s.longitude BETWEEN ${west} AND ${east}`)
  }
  return sql.join(parts, sql` AND `)
}

/** How far apart two tiers of description matches rank: more than any rank of a short text (bm25's, ts_rank's). */
const TIER = 1000

/**
 * How well the words describe each picture they describe; lower is better. First the pictures with every word in one
 * part of their description (one garment or badge: "navy blazer with a gold lion crest"), then those with every word
 * somewhere in it or its labels, each best described first; and when no picture has them all, those with any
 * (an investigator's words need not be the register's).
 */
async function describedBy(store: Store, words: readonly string[]): Promise<Map<number, number>> {
  if (words.length === 0) return new Map()
  let rows = await partsWithWords(store, words, true)
  let fallback = 0
  if (rows.length === 0 && words.length > 1) {
    rows = await partsWithWords(store, words, false)
    fallback = 2 * TIER
  }
  const scores = new Map<number, number>()
  for (const row of rows) {
    const score = fallback + (row.part === 0 ? TIER : 0) + row.rank
    const best = scores.get(row.imageId)
    if (best === undefined || score < best) scores.set(row.imageId, score)
  }
  return scores
}

/** The labels among `wanted` that each picture carries. */
async function labelsCarried(store: Store, wanted: readonly string[]): Promise<Map<number, Set<string>>> {
  const carried = new Map<number, Set<string>>()
  if (wanted.length === 0) return carried
  const rows = await rowsOf(
    store,
    sql<{ id: number; label: string }>`SELECT image_id AS id, label FROM uniform_image_labels WHERE ${isOneOf(store, sql`label`, [...new Set(wanted)])}`,
  )
  for (const row of rows) {
    let labels = carried.get(row.id)
    if (!labels) carried.set(row.id, (labels = new Set()))
    labels.add(row.label)
  }
  return carried
}

const carriesOneOfEach = (labels: Set<string> | undefined, groups: readonly (readonly string[])[]) =>
  groups.every((group) => group.some((label) => labels?.has(label) === true))
const carriesAny = (labels: Set<string> | undefined, groups: readonly (readonly string[])[]) =>
  groups.some((group) => group.some((label) => labels?.has(label) === true))

export async function searchSchools(store: Store, search: UniformSearch, viewer: Viewer): Promise<UniformSearchResult> {
  const where = schoolConditions(store, search)
  const schoolIds = (await rowsOf(store, sql<{ id: number }>`SELECT s.id FROM uniform_schools s WHERE ${where}`)).map((r) => r.id)

  const logoCriteria = search.logoWords.length > 0 || search.logoLabelGroups.length > 0
  const uniformCriteria = search.uniformWords.length > 0 || search.uniformLabelGroups.length > 0
  const logoRank = await describedBy(store, search.logoWords)
  const uniformRank = await describedBy(store, search.uniformWords)
  const labels = await labelsCarried(store, [...search.logoLabelGroups.flat(), ...search.uniformLabelGroups.flat(), ...search.viewLabels])

  // The pictures of the schools found, read by their school (the school conditions again, inside the statement).
  const rows = await rowsOf(
    store,
    sql<{ id: number; schoolId: number; type: SchoolImageType }>`SELECT i.id, i.school_id AS "schoolId", i.type FROM uniform_images i
      WHERE i.school_id IN (SELECT s.id FROM uniform_schools s WHERE ${where}) AND ${visibleTo(viewer, 'i')}`,
  )
  const features = search.similarTo
    ? await picturesFeatures(
        store,
        rows.map((row) => row.id),
        search.similarTo.length,
      )
    : null

  const candidates: Candidate[] = []
  for (const row of rows) {
    const logo = isLogo(row.type)
    const carried = labels.get(row.id)
    let matching = !logoCriteria && !uniformCriteria
    let score = 0
    if (logo && logoCriteria) {
      const rank = logoRank.get(row.id)
      matching = (search.logoWords.length === 0 || rank !== undefined) && (search.logoLabelGroups.length === 0 || carriesOneOfEach(carried, search.logoLabelGroups))
      score = rank ?? 0
    } else if (!logo && uniformCriteria) {
      const rank = uniformRank.get(row.id)
      matching = (search.uniformWords.length === 0 || rank !== undefined) && (search.uniformLabelGroups.length === 0 || carriesAny(carried, search.uniformLabelGroups))
      score = rank ?? 0
    }
    if (search.similarTo) {
      // A picture not yet measured again by the measure in use (uniforms/remeasure.ts) cannot be ranked: left out.
      const likeness = features?.get(row.id)
      if (!likeness) continue
      score = featureDistance(search.similarTo, likeness)
    }
    const kindShown = search.viewTypes.length === 0 || search.viewTypes.includes(kindOf(row.type))
    const garmentShown = logo || search.viewLabels.length === 0 || search.viewLabels.some((garment) => carried?.has(garment) === true)
    candidates.push({ id: row.id, schoolId: row.schoolId, type: row.type, score, matching, shown: kindShown && garmentShown })
  }

  // The schools each kind of criterion is met at, and each school's best score.
  const bySchool = new Map<number, Candidate[]>()
  for (const c of candidates) {
    let list = bySchool.get(c.schoolId)
    if (!list) bySchool.set(c.schoolId, (list = []))
    list.push(c)
  }
  const meets = (schoolId: number): boolean => {
    const pictures = bySchool.get(schoolId) ?? []
    if (logoCriteria && !pictures.some((c) => c.matching && isLogo(c.type))) return false
    if (uniformCriteria) {
      const uniforms = pictures.filter((c) => c.matching && !isLogo(c.type))
      if (uniforms.length === 0) return false
      if (!search.uniformLabelGroups.every((group) => uniforms.some((c) => group.some((label) => labels.get(c.id)?.has(label) === true)))) return false
    }
    if (search.similarTo && pictures.length === 0) return false
    return true
  }
  const ranked = search.similarTo !== null || search.logoWords.length > 0 || search.uniformWords.length > 0
  const bestScore = new Map<number, number>()
  const matchedSchools = schoolIds.filter(meets)
  for (const id of matchedSchools) {
    const scores = (bySchool.get(id) ?? []).filter((c) => c.matching).map((c) => c.score)
    if (search.similarTo) bestScore.set(id, Math.min(...scores, Infinity))
    else {
      // Both descriptions weigh: the best logo and the best uniform add up.
      const best = (logo: boolean) => {
        const scores = (bySchool.get(id) ?? []).filter((c) => c.matching && isLogo(c.type) === logo).map((c) => c.score)
        return scores.length === 0 ? 0 : Math.min(...scores)
      }
      bestScore.set(id, best(true) + best(false))
    }
  }
  const matchedSet = new Set(matchedSchools)

  // Pictures listed: of the found schools, the kinds and garments shown; the matching ones when the search
  // describes pictures (or when only they are asked for), best first.
  const listed = candidates
    .filter((c) => matchedSet.has(c.schoolId) && c.shown && (c.matching || (!logoCriteria && !uniformCriteria)))
    .sort((a, b) => a.score - b.score || a.id - b.id)
  const totalImages = listed.length

  if (search.pagingType === 'IMAGE') {
    const offset = (search.page - 1) * search.perPage
    const pageIds =
      ranked || listed.length === 0 ? listed.slice(offset, offset + search.perPage).map((c) => c.id) : await imagesByName(store, listed, offset, search.perPage)
    const scoreOf = new Map(listed.map((c) => [c.id, c.score]))
    const images = await imagesByIds(store, pageIds)
    const schools = await schoolsByIds(store, [...new Set(images.map((i) => i.schoolId))])
    return {
      schools: schools.map((school) => ({ school, images: [] })),
      images: search.similarTo ? images.map((image) => ({ ...image, distance: scoreOf.get(image.id) ?? 0 })) : images,
      totalSchools: matchedSchools.length,
      totalImages,
    }
  }

  const orderedSchools = ranked ? [...matchedSchools].sort((a, b) => bestScore.get(a)! - bestScore.get(b)! || a - b) : await schoolsByName(store, matchedSchools)
  const offset = (search.page - 1) * search.perPage
  const pageSchools = await schoolsByIds(store, orderedSchools.slice(offset, offset + search.perPage))
  const perSchool = new Map<number, Candidate[]>()
  for (const c of candidates) {
    if (!c.shown || (search.matchingImagesOnly && !c.matching)) continue
    let list = perSchool.get(c.schoolId)
    if (!list) perSchool.set(c.schoolId, (list = []))
    list.push(c)
  }
  const cardIds = pageSchools.flatMap((school) =>
    (perSchool.get(school.id) ?? [])
      .sort((a, b) => Number(b.matching) - Number(a.matching) || a.score - b.score || Number(!isLogo(a.type)) - Number(!isLogo(b.type)) || a.id - b.id)
      .slice(0, search.imagesPerSchool)
      .map((c) => c.id),
  )
  const scoreOf = new Map(candidates.map((c) => [c.id, c.score]))
  const cardImages = (await imagesByIds(store, cardIds)).map((image) => (search.similarTo ? { ...image, distance: scoreOf.get(image.id) ?? 0 } : image))
  const imagesOf = new Map<number, SchoolImageRecord[]>()
  for (const image of cardImages) {
    let list = imagesOf.get(image.schoolId)
    if (!list) imagesOf.set(image.schoolId, (list = []))
    list.push(image)
  }
  return {
    schools: pageSchools.map((school) => ({ school, images: imagesOf.get(school.id) ?? [] })),
    images: [],
    totalSchools: matchedSchools.length,
    totalImages,
  }
}

/** The pictures with these ids, in the order given. */
async function imagesByIds(store: Store, ids: readonly number[]): Promise<(SchoolImageRecord & { distance?: number })[]> {
  if (ids.length === 0) return []
  const images = await readImages(store, isOneOf(store, sql`i.id`, ids))
  const byId = new Map(images.map((image) => [image.id, image]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The schools' ids by name whatever its case, then id. */
async function schoolsByName(store: Store, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await rowsOf(store, sql<{ id: number }>`SELECT s.id FROM uniform_schools s WHERE ${isOneOf(store, sql`s.id`, ids)} ORDER BY lower(s.name), s.id`)
  return rows.map((row) => row.id)
}

/** One page of the listed pictures by their school's name, logos first, then in the order they were added. */
async function imagesByName(store: Store, listed: readonly Candidate[], offset: number, limit: number): Promise<number[]> {
  const ids = listed.map((c) => c.id)
  const rows = await rowsOf(
    store,
    sql<{ id: number }>`SELECT i.id FROM uniform_images i JOIN uniform_schools s ON s.id = i.school_id WHERE ${isOneOf(store, sql`i.id`, ids)}
      ORDER BY lower(s.name), s.id, CASE WHEN i.type = 'LOGO' THEN 0 ELSE 1 END, i.id LIMIT ${limit} OFFSET ${offset}`,
  )
  return rows.map((row) => row.id)
}
