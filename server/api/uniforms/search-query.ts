// GET /v1/uniforms/search's query as the store's search (spec-3 §3 "Uniform search form", §5): every value checked,
// and a refusal naming the parameter and what it may be. Labels must be leaves of their tree; regions nodes of the
// register's region tree.

import {
  UNIFORM_AGE_MAX,
  UNIFORM_AGE_MIN,
  UNIFORM_GARMENTS,
  UNIFORM_MAP_PAGE_SIZE,
  UNIFORM_PAGE_SIZES,
  UNIFORM_PAGING_TYPES,
  UNIFORM_PHOTOS_PER_CARD,
  UNIFORM_SEARCH_PAGE_SIZE_DEFAULT,
  UNIFORM_VIEW_TYPES,
  type UniformPagingType,
  type UniformViewType,
} from '../../../shared/api/types/constants/uniforms.js'
import type { UniformSearchQuery } from '../../../shared/api/types/schemas/uniforms.js'
import type { FilterNode } from '../../../shared/api/types/uniforms.js'
import { CallFailure } from '../failures.js'
import type { Bounds, UniformSearch } from '../store/uniforms/search.js'
import type { SchoolText } from '../store/uniforms/school-conditions.js'

/** The furthest page a search may ask for: past it, a narrower search serves better. */
export const UNIFORM_PAGE_MAX = 10_000

export const ageInvalid = (name: string) => `${name} must be a whole number from ${UNIFORM_AGE_MIN} to ${UNIFORM_AGE_MAX}.`
export const AGES_CROSSED = 'minAge must not be above maxAge.'
export const LOCATION_INVALID =
  'location must be four numbers, "northEastLat,northEastLng,southWestLat,southWestLng", with the north-east corner north of and east of the south-west one.'
export const PAGING_TYPE_INVALID = `pagingType must be ${UNIFORM_PAGING_TYPES.join(' or ')}.`
export const PAGE_INVALID = `page must be a whole number from 1 to ${UNIFORM_PAGE_MAX}.`
export const RESULTS_PER_PAGE_INVALID = `resultsPerPage must be one of ${UNIFORM_PAGE_SIZES.join(', ')}, or ${UNIFORM_MAP_PAGE_SIZE} for SCHOOL paging (the map).`
export const VIEW_TYPES_INVALID = `viewTypes must be ${UNIFORM_VIEW_TYPES.join(' or ')}.`
export const viewLabelsInvalid = (value: string) => `viewLabels: "${value}" is not a garment: the garments are ${UNIFORM_GARMENTS.join(', ')}.`
export const labelUnknown = (name: string, value: string) => `${name}: "${value}" is not a label of its tree.`
export const regionUnknown = (name: string, value: string) => `${name}: "${value}" is not a region.`
export const SIMILAR_INVALID = 'similarToImage must be the id of a school image.'
export const MATCHING_INVALID = 'matchingImagesOnly must be true or false.'
export const descriptionEmpty = (name: string) => `${name} holds no word to search for.`

/** Words too common in a description to tell one picture from another. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'with', 'of', 'in', 'on', 'or', 'to', 'at', 'its', 'has', 'is'])

export const listOf = (value: string | readonly string[] | undefined): string[] =>
  value === undefined ? [] : (typeof value === 'string' ? [value] : [...value]).map((v) => v.trim()).filter((v) => v !== '')

function wholeNumber(raw: string | undefined, min: number, max: number, message: string): number | null {
  if (raw === undefined || raw.trim() === '') return null
  if (!/^\d{1,6}$/.test(raw.trim())) throw new CallFailure(400, message)
  const value = Number(raw.trim())
  if (value < min || value > max) throw new CallFailure(400, message)
  return value
}

/** spec-3 §5: an age at the slider's extreme is unset. */
function ageOf(raw: string | undefined, name: string): number | null {
  const value = wholeNumber(raw, UNIFORM_AGE_MIN, UNIFORM_AGE_MAX, ageInvalid(name))
  return value === UNIFORM_AGE_MIN || value === UNIFORM_AGE_MAX ? null : value
}

const COORDINATE = /^[+-]?\d{1,3}(\.\d{1,15})?$/

export function boundsOf(raw: string | undefined): Bounds | null {
  if (raw === undefined || raw.trim() === '') return null
  const parts = raw.split(',').map((part) => part.trim())
  if (parts.length !== 4 || !parts.every((part) => COORDINATE.test(part))) throw new CallFailure(400, LOCATION_INVALID)
  const [north, east, south, west] = parts.map(Number) as [number, number, number, number]
  const latitudes = [north, south].every((v) => v >= -90 && v <= 90)
  const longitudes = [east, west].every((v) => v >= -180 && v <= 180)
  if (!latitudes || !longitudes || north < south || east < west) throw new CallFailure(400, LOCATION_INVALID)
  return { north, east, south, west }
}

/** spec-3 §2: words match in part; text in double quotes matches as written. */
export function schoolTextOf(raw: string | undefined): SchoolText | null {
  const text = raw?.trim() ?? ''
  if (text === '') return null
  const phrases: string[] = []
  const rest = text.replace(/"([^"]*)"/g, (_, phrase: string) => {
    if (phrase.trim() !== '') phrases.push(phrase.trim())
    return ' '
  })
  const words = rest.replaceAll('"', ' ').split(/\s+/).filter((word) => word !== '')
  return words.length === 0 && phrases.length === 0 ? null : { words, phrases }
}

/** The words of a description the index can find, common ones left out; null when none was given. */
export function descriptionWords(raw: string | undefined, name: string): string[] {
  const text = raw?.trim() ?? ''
  if (text === '') return []
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
  if (words.length === 0) throw new CallFailure(400, descriptionEmpty(name))
  return [...new Set(words)]
}

/** Every node of the tree by value, with its parent's value ('' at the top). */
export function nodesOf(tree: readonly FilterNode[]): Map<string, { node: FilterNode; parent: string }> {
  const nodes = new Map<string, { node: FilterNode; parent: string }>()
  const walk = (list: readonly FilterNode[], parent: string) => {
    for (const node of list) {
      nodes.set(node.value, { node, parent })
      walk(node.children, node.value)
    }
  }
  walk(tree, '')
  return nodes
}

/**
 * The chosen labels as groups of leaves, one group per parent node: a chosen node that is not a leaf stands for its
 * leaves. Unknown labels are refused, naming the parameter.
 */
export function labelGroupsOf(values: readonly string[], tree: readonly FilterNode[], name: string): string[][] {
  const nodes = nodesOf(tree)
  const groups = new Map<string, Set<string>>()
  const add = (parent: string, leaf: string) => {
    let group = groups.get(parent)
    if (!group) groups.set(parent, (group = new Set()))
    group.add(leaf)
  }
  const addLeaves = (node: FilterNode, parent: string) => {
    if (node.children.length === 0) add(parent, node.value)
    else for (const child of node.children) addLeaves(child, parent === '' ? node.value : parent)
  }
  for (const value of values) {
    const found = nodes.get(value)
    if (!found) throw new CallFailure(400, labelUnknown(name, value))
    addLeaves(found.node, found.parent === '' ? found.node.value : found.parent)
  }
  return [...groups.values()].map((group) => [...group])
}

function regionsOf(values: readonly string[], regionTree: readonly FilterNode[], name: string): string[] {
  const nodes = nodesOf(regionTree)
  for (const value of values) if (!nodes.has(value)) throw new CallFailure(400, regionUnknown(name, value))
  return [...new Set(values)]
}

export interface SearchTrees {
  regions: readonly FilterNode[]
  logoLabels: readonly FilterNode[]
  uniformLabels: readonly FilterNode[]
}

/** The query as the store's search; `similarTo` is the features of the picture named, read by the caller. */
export function uniformSearchOf(
  query: UniformSearchQuery,
  trees: SearchTrees,
  similarTo: Uint8Array | null,
): UniformSearch {
  const pagingType = (query.pagingType ?? 'SCHOOL') as UniformPagingType
  if (!UNIFORM_PAGING_TYPES.includes(pagingType)) throw new CallFailure(400, PAGING_TYPE_INVALID)
  const perPage = wholeNumber(query.resultsPerPage, 1, UNIFORM_MAP_PAGE_SIZE, RESULTS_PER_PAGE_INVALID) ?? UNIFORM_SEARCH_PAGE_SIZE_DEFAULT
  const sizes: readonly number[] = pagingType === 'SCHOOL' ? [...UNIFORM_PAGE_SIZES, UNIFORM_MAP_PAGE_SIZE] : UNIFORM_PAGE_SIZES
  if (!sizes.includes(perPage)) throw new CallFailure(400, RESULTS_PER_PAGE_INVALID)
  const page = wholeNumber(query.page, 1, UNIFORM_PAGE_MAX, PAGE_INVALID) ?? 1
  const minAge = ageOf(query.minAge, 'minAge')
  const maxAge = ageOf(query.maxAge, 'maxAge')
  if (minAge !== null && maxAge !== null && minAge > maxAge) throw new CallFailure(400, AGES_CROSSED)
  const viewTypes = listOf(query.viewTypes) as UniformViewType[]
  if (!viewTypes.every((type) => UNIFORM_VIEW_TYPES.includes(type))) throw new CallFailure(400, VIEW_TYPES_INVALID)
  const viewLabels = listOf(query.viewLabels)
  const notGarment = viewLabels.find((label) => !(UNIFORM_GARMENTS as readonly string[]).includes(label))
  if (notGarment !== undefined) throw new CallFailure(400, viewLabelsInvalid(notGarment))
  const matching = query.matchingImagesOnly?.trim().toLowerCase()
  if (matching !== undefined && matching !== '' && matching !== 'true' && matching !== 'false') throw new CallFailure(400, MATCHING_INVALID)
  return {
    text: schoolTextOf(query.text),
    regions: regionsOf(listOf(query.regions), trees.regions, 'regions'),
    minAge,
    maxAge,
    bounds: boundsOf(query.location),
    logoWords: descriptionWords(query.logoDescription, 'logoDescription'),
    uniformWords: descriptionWords(query.uniformDescription, 'uniformDescription'),
    logoLabelGroups: labelGroupsOf(listOf(query.logoLabels), trees.logoLabels, 'logoLabels'),
    uniformLabelGroups: labelGroupsOf(listOf(query.uniformLabels), trees.uniformLabels, 'uniformLabels'),
    similarTo,
    viewTypes: [...new Set(viewTypes)],
    viewLabels: [...new Set(viewLabels)],
    matchingImagesOnly: matching === 'true',
    pagingType,
    page,
    perPage,
    imagesPerSchool: UNIFORM_PHOTOS_PER_CARD,
  }
}

/** The id a similar search names, or null; refused when it is no image id. */
export function similarImageIdOf(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return null
  if (!/^\d{1,15}$/.test(raw.trim())) throw new CallFailure(400, SIMILAR_INVALID)
  return Number(raw.trim())
}
