// The Hub's search as the address holds it (spec-3 §3 "Uniform search form", §4 "Uniform search"): every filter,
// the view, the page and its size, read from and written to the query string, so that a reload or a shared link
// shows the same search; the rules of a change (any filter change goes back to page 1, turning Uniforms off
// drops the garments, Clear all); and the call a search makes, or none while no filter is in force.

import type { Static } from 'typebox'
import type { UniformSearchRequest } from '../../../shared/api/uniforms.js'
import { readUrlState, UrlType, writeUrlState } from '../../../shared/state/urlState.js'
import {
  UNIFORM_AGE_MAX, UNIFORM_AGE_MIN, UNIFORM_DESCRIPTION_MAX, UNIFORM_FILTER_VALUES_MAX, UNIFORM_GARMENTS, UNIFORM_MAP_PAGE_SIZE, UNIFORM_TEXT_MAX, UNIFORM_VIEW_TYPES, type UniformGarment, type UniformPagingType, type UniformViewType,
} from '../../../shared/api/types/constants/uniforms.js'
import { HUB_SEARCH_PAGING, pageSizeParam } from '../../../shared/ui/table/tablePaging.js'
import { LOCATION_PATTERN } from '../map/locationBounds.js'

/** spec-3 §9 "Views", in the toggle's order. */
export const UNIFORM_VIEWS = ['list', 'compact', 'grid', 'map'] as const
export type UniformView = (typeof UNIFORM_VIEWS)[number]

export const SEARCH_PATH = '/uniforms/search'

const values = () => UrlType.List(UrlType.String({ minLength: 1, maxLength: 200 }), { maxItems: UNIFORM_FILTER_VALUES_MAX, uniqueItems: true })
const age = (fallback: number) => UrlType.Integer({ default: fallback, minimum: UNIFORM_AGE_MIN, maximum: UNIFORM_AGE_MAX })

/**
 * The query string, in this order: the similar-image link (spec-3 §2) reads
 * similar-to-image={id}&view=grid&matching-images-only=1, which is how this shape writes it.
 */
export const SearchParams = UrlType.Object({
  text: UrlType.String({ default: '', maxLength: UNIFORM_TEXT_MAX }),
  location: UrlType.String({ default: '', pattern: LOCATION_PATTERN }),
  'logo-description': UrlType.String({ default: '', maxLength: UNIFORM_DESCRIPTION_MAX }),
  'uniform-description': UrlType.String({ default: '', maxLength: UNIFORM_DESCRIPTION_MAX }),
  'logo-labels': values(),
  'uniform-labels': values(),
  regions: values(),
  'similar-to-image': UrlType.String({ default: '', pattern: '^[0-9]{1,15}$' }),
  'min-age': age(UNIFORM_AGE_MIN),
  'max-age': age(UNIFORM_AGE_MAX),
  view: UrlType.Enum(UNIFORM_VIEWS, { default: 'list' }),
  // 1 or nothing, as the similar-image link writes it.
  'matching-images-only': UrlType.Integer({ default: 0, minimum: 0, maximum: 1 }),
  'view-types': UrlType.List(UrlType.Enum(UNIFORM_VIEW_TYPES), { uniqueItems: true }),
  'view-labels': UrlType.List(UrlType.Enum(UNIFORM_GARMENTS), { uniqueItems: true }),
  page: UrlType.Integer({ default: 1, minimum: 1, maximum: 100_000 }),
  size: pageSizeParam(HUB_SEARCH_PAGING),
})
type SearchParams = Static<typeof SearchParams>

export type AgeRange = readonly [number, number]
export const FULL_AGE_RANGE: AgeRange = [UNIFORM_AGE_MIN, UNIFORM_AGE_MAX]

/** The filters: what Clear all empties, and what a search needs one of. */
export interface SearchFilters {
  text: string
  /** A bounds string, or ''. */
  location: string
  logoDescription: string
  uniformDescription: string
  logoLabels: readonly string[]
  uniformLabels: readonly string[]
  regions: readonly string[]
  /** An image's id, or ''. */
  similarToImage: string
  ageRange: AgeRange
}

export interface SearchForm extends SearchFilters {
  view: UniformView
  matchingImagesOnly: boolean
  /** Empty: images of both kinds. */
  viewTypes: readonly UniformViewType[]
  viewLabels: readonly UniformGarment[]
  page: number
  size: (typeof HUB_SEARCH_PAGING)['sizes'][number]
}

export const NO_FILTERS: SearchFilters = {
  text: '',
  location: '',
  logoDescription: '',
  uniformDescription: '',
  logoLabels: [],
  uniformLabels: [],
  regions: [],
  similarToImage: '',
  ageRange: FULL_AGE_RANGE,
}

export function readSearchForm(query: URLSearchParams | string): SearchForm {
  const p = readUrlState(SearchParams, query)
  const [low, high] = [p['min-age'], p['max-age']]
  return {
    text: p.text,
    location: p.location,
    logoDescription: p['logo-description'],
    uniformDescription: p['uniform-description'],
    logoLabels: p['logo-labels'],
    uniformLabels: p['uniform-labels'],
    regions: p.regions,
    similarToImage: p['similar-to-image'],
    ageRange: low <= high ? [low, high] : [high, low],
    view: p.view,
    matchingImagesOnly: p['matching-images-only'] === 1,
    viewTypes: p['view-types'],
    viewLabels: p['view-labels'],
    page: p.page,
    size: p.size,
  }
}

/** The query string of a search; parameters at their defaults are left out. */
export function writeSearchForm(form: SearchForm): URLSearchParams {
  const params: SearchParams = {
    text: form.text,
    location: form.location,
    'logo-description': form.logoDescription,
    'uniform-description': form.uniformDescription,
    'logo-labels': [...form.logoLabels],
    'uniform-labels': [...form.uniformLabels],
    regions: [...form.regions],
    'similar-to-image': form.similarToImage,
    'min-age': form.ageRange[0],
    'max-age': form.ageRange[1],
    view: form.view,
    'matching-images-only': form.matchingImagesOnly ? 1 : 0,
    'view-types': [...form.viewTypes],
    'view-labels': [...form.viewLabels],
    page: form.page,
    size: form.size,
  }
  return writeUrlState(SearchParams, params)
}

export const searchHref = (form: SearchForm): string => {
  const query = writeSearchForm(form).toString()
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH
}

/** spec-3 §2: the link form for images like this one, nearest first, in the grid, matching images only. */
export function similarImageHref(imageId: string): string {
  return searchHref({ ...readSearchForm(''), similarToImage: imageId, view: 'grid', matchingImagesOnly: true })
}

const isFullAgeRange = ([low, high]: AgeRange) => low === UNIFORM_AGE_MIN && high === UNIFORM_AGE_MAX

/** Whether any filter is in force: without one no search is made (spec-3 §4). */
export function hasActiveFilter(form: SearchFilters): boolean {
  return (
    [form.text, form.location, form.logoDescription, form.uniformDescription, form.similarToImage].some((value) => value.trim() !== '') ||
    [form.logoLabels, form.uniformLabels, form.regions].some((list) => list.length > 0) ||
    !isFullAgeRange(form.ageRange)
  )
}

/** spec-3 §4: grid and compact page images; list and map page schools. */
export const pagingTypeOf = (view: UniformView): UniformPagingType => (view === 'grid' || view === 'compact' ? 'IMAGE' : 'SCHOOL')

/** The search call for the form, or null while no filter is in force. */
export function searchRequest(form: SearchForm): UniformSearchRequest | null {
  if (!hasActiveFilter(form)) return null
  const [low, high] = form.ageRange
  const map = form.view === 'map'
  return {
    text: form.text,
    location: form.location,
    logoDescription: form.logoDescription,
    uniformDescription: form.uniformDescription,
    logoLabels: form.logoLabels,
    uniformLabels: form.uniformLabels,
    regions: form.regions,
    similarToImage: form.similarToImage,
    // spec-3 §5: a bound at the slider's extreme is not set.
    minAge: low === UNIFORM_AGE_MIN ? null : low,
    maxAge: high === UNIFORM_AGE_MAX ? null : high,
    matchingImagesOnly: form.matchingImagesOnly,
    viewTypes: form.viewTypes,
    viewLabels: form.viewLabels,
    pagingType: pagingTypeOf(form.view),
    // spec-3 §4, §9: the map shows the first 500 schools.
    page: map ? 1 : form.page,
    resultsPerPage: map ? UNIFORM_MAP_PAGE_SIZE : form.size,
  }
}

/** Any filter change goes back to the first page (spec-3 §4). */
export const withFilters = (form: SearchForm, change: Partial<SearchFilters>): SearchForm => ({ ...form, ...change, page: 1 })

/** spec-3 §4: Clear all sets the ages to 2-19 and empties every other filter, the result types and garments too. */
export const clearAll = (form: SearchForm): SearchForm => ({ ...form, ...NO_FILTERS, viewTypes: [], viewLabels: [], page: 1 })

/** The view decides what a page holds, so a new view starts at its first page. */
export const withView = (form: SearchForm, view: UniformView): SearchForm => ({ ...form, view, page: 1 })

export const withPage = (form: SearchForm, page: number): SearchForm => ({ ...form, page })

export const withSize = (form: SearchForm, size: SearchForm['size']): SearchForm => ({ ...form, size, page: 1 })

export const withMatchingImagesOnly = (form: SearchForm, on: boolean): SearchForm => ({ ...form, matchingImagesOnly: on, page: 1 })

/** spec-3 §4: turning the Uniforms type off clears the garments. */
export function withViewTypes(form: SearchForm, viewTypes: readonly UniformViewType[]): SearchForm {
  return { ...form, viewTypes, viewLabels: viewTypes.includes('UNIFORM') ? form.viewLabels : [], page: 1 }
}

export const withViewLabels = (form: SearchForm, viewLabels: readonly UniformGarment[]): SearchForm => ({ ...form, viewLabels, page: 1 })
