// The Hub's search (spec-3 §4 "Uniform search", §7 GET /uniforms/search). A school is found when it passes the
// school conditions (name, postcode or URN; regions; ages; the map's bounds) and, for each kind of picture the search
// describes, has a picture of that kind that fits: a logo for the logo description and labels, a uniform for the
// uniform description, and for each garment among the uniform labels a picture carrying one of its labels. Those
// pictures are the matching ones. Results come nearest first when a picture is given (similarToImage), best
// described first when a description is, else by name. The register's hidden test school is never found.
//
// The pictures a search weighs are read in one pass (a few tens of thousands at most in a register of schools)
// and ranked here: the description's words through FTS5, the labels through their table, the picture's likeness
// through its features.

import type Database from 'better-sqlite3'
import {
  UNIFORM_HIDDEN_SCHOOL_ID,
  type SchoolImageType,
  type UniformPagingType,
  type UniformViewType,
} from '../../../../shared/api/types/constants/uniforms.js'
import { featureDistance } from '../../uniforms/features.js'
import { cachedStatement } from '../statements.js'
import { IMAGE_COLUMNS, imageOf, visibleTo, type SchoolImageRecord, type SchoolRecord, type Viewer } from './records.js'
import { regionCondition, schoolTextCondition, type Condition, type SchoolText } from './school-conditions.js'
import { picturesFeatures } from './feature-cache.js'
import { schoolsByIds } from './schools.js'

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

function schoolConditions(search: UniformSearch): Condition {
  const parts: Condition[] = [
    { sql: `s.id <> ${HIDDEN}`, values: [] },
    schoolTextCondition(search.text, 's'),
    regionCondition(search.regions, 's'),
  ]
  if (search.minAge !== null) parts.push({ sql: 's.max_age >= ?', values: [search.minAge] })
  if (search.maxAge !== null) parts.push({ sql: 's.min_age <= ?', values: [search.maxAge] })
  if (search.bounds) {
    const { north, east, south, west } = search.bounds
    parts.push({ sql: 's.latitude BETWEEN ? AND ? AND s.longitude BETWEEN ? AND ?', values: [south, north, west, east] })
  }
  return { sql: parts.map((p) => p.sql).join(' AND '), values: parts.flatMap((p) => p.values) }
}

/** An FTS5 query of the words, each quoted so that no word is read as an operator, all of them or any. */
const ftsQuery = (words: readonly string[], joiner: 'AND' | 'OR') => words.map((word) => `"${word.replaceAll('"', '""')}"`).join(` ${joiner} `)

/** How far apart two tiers of description matches rank: more than any bm25 score of a short text. */
const TIER = 1000

/**
 * How well the words describe each picture they describe; lower is better. First the pictures with every word in one
 * part of their description (one garment or badge: "navy blazer with a gold lion crest"), then those with every word
 * somewhere in it or its labels, each best described first (bm25); and when no picture has them all, those with any
 * (an investigator's words need not be the register's).
 */
function describedBy(db: Database.Database, words: readonly string[]): Map<number, number> {
  if (words.length === 0) return new Map()
  const statement = cachedStatement(db, 'SELECT image_id AS id, part, bm25(uniform_image_words) AS rank FROM uniform_image_words WHERE uniform_image_words MATCH ?')
  let rows = statement.all(ftsQuery(words, 'AND')) as { id: number; part: number; rank: number }[]
  let fallback = 0
  if (rows.length === 0 && words.length > 1) {
    rows = statement.all(ftsQuery(words, 'OR')) as { id: number; part: number; rank: number }[]
    fallback = 2 * TIER
  }
  const scores = new Map<number, number>()
  for (const row of rows) {
    const score = fallback + (row.part === 0 ? TIER : 0) + row.rank
    const best = scores.get(row.id)
    if (best === undefined || score < best) scores.set(row.id, score)
  }
  return scores
}

/** The labels among `wanted` that each picture carries. */
function labelsCarried(db: Database.Database, wanted: readonly string[]): Map<number, Set<string>> {
  const carried = new Map<number, Set<string>>()
  if (wanted.length === 0) return carried
  const rows = cachedStatement(db, 'SELECT image_id AS id, label FROM uniform_image_labels WHERE label IN (SELECT value FROM json_each(?))').all(
    JSON.stringify([...new Set(wanted)]),
  ) as { id: number; label: string }[]
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

export function searchSchools(db: Database.Database, search: UniformSearch, viewer: Viewer): UniformSearchResult {
  const where = schoolConditions(search)
  const schoolIds = (cachedStatement(db, `SELECT s.id FROM uniform_schools s WHERE ${where.sql}`).all(...where.values) as { id: number }[]).map((r) => r.id)

  const logoCriteria = search.logoWords.length > 0 || search.logoLabelGroups.length > 0
  const uniformCriteria = search.uniformWords.length > 0 || search.uniformLabelGroups.length > 0
  const logoRank = describedBy(db, search.logoWords)
  const uniformRank = describedBy(db, search.uniformWords)
  const labels = labelsCarried(db, [...search.logoLabelGroups.flat(), ...search.uniformLabelGroups.flat(), ...search.viewLabels])

  // The pictures of the schools found, read by their school (the school conditions again, inside the statement).
  const rows = cachedStatement(
    db,
    `SELECT i.id, i.school_id AS schoolId, i.type FROM uniform_images i
      WHERE i.school_id IN (SELECT s.id FROM uniform_schools s WHERE ${where.sql}) AND ${visibleTo(viewer, 'i')}`,
  ).all(...where.values) as { id: number; schoolId: number; type: SchoolImageType }[]
  const features = search.similarTo
    ? picturesFeatures(
        db,
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
    const pageIds = ranked || listed.length === 0 ? listed.slice(offset, offset + search.perPage).map((c) => c.id) : imagesByName(db, listed, offset, search.perPage)
    const scoreOf = new Map(listed.map((c) => [c.id, c.score]))
    const images = imagesByIds(db, pageIds)
    const schools = schoolsByIds(db, [...new Set(images.map((i) => i.schoolId))])
    return {
      schools: schools.map((school) => ({ school, images: [] })),
      images: search.similarTo ? images.map((image) => ({ ...image, distance: scoreOf.get(image.id) ?? 0 })) : images,
      totalSchools: matchedSchools.length,
      totalImages,
    }
  }

  const orderedSchools = ranked ? [...matchedSchools].sort((a, b) => bestScore.get(a)! - bestScore.get(b)! || a - b) : schoolsByName(db, matchedSchools)
  const offset = (search.page - 1) * search.perPage
  const pageSchools = schoolsByIds(db, orderedSchools.slice(offset, offset + search.perPage))
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
  const cardImages = imagesByIds(db, cardIds).map((image) => (search.similarTo ? { ...image, distance: scoreOf.get(image.id) ?? 0 } : image))
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
function imagesByIds(db: Database.Database, ids: readonly number[]): (SchoolImageRecord & { distance?: number })[] {
  if (ids.length === 0) return []
  const rows = cachedStatement(db, `SELECT ${IMAGE_COLUMNS} FROM uniform_images i WHERE i.id IN (SELECT value FROM json_each(?))`).all(JSON.stringify(ids)) as unknown[]
  const byId = new Map(rows.map(imageOf).map((image) => [image.id, image]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The schools' ids by name, then id. */
function schoolsByName(db: Database.Database, ids: readonly number[]): number[] {
  if (ids.length === 0) return []
  const rows = cachedStatement(db, 'SELECT s.id FROM uniform_schools s WHERE s.id IN (SELECT value FROM json_each(?)) ORDER BY s.name COLLATE NOCASE, s.id').all(
    JSON.stringify(ids),
  ) as { id: number }[]
  return rows.map((row) => row.id)
}

/** One page of the listed pictures by their school's name, logos first, then in the order they were added. */
function imagesByName(db: Database.Database, listed: readonly Candidate[], offset: number, limit: number): number[] {
  const rows = cachedStatement(
    db,
    `SELECT i.id FROM uniform_images i JOIN uniform_schools s ON s.id = i.school_id WHERE i.id IN (SELECT value FROM json_each(?))
      ORDER BY s.name COLLATE NOCASE, s.id, i.type <> 'LOGO', i.id LIMIT ? OFFSET ?`,
  ).all(JSON.stringify(listed.map((c) => c.id)), limit, offset) as { id: number }[]
  return rows.map((row) => row.id)
}
