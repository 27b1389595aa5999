// The Uniform Intelligence Hub's calls (spec-3 §7 "Uniforms"): the terms, the filter options, the search, the
// contribute list, a school and its images, the PII flag, a contribution with its version tag, and image uploads.
// Reads are cancelable, so that a screen left behind, or a search overtaken by the next, drops its reply.

import { api as defaultApi, type ApiClient, type Cancelable, type WithHeaders } from './client.js'
import { API_BASE } from './request.js'
import type { Params } from './query.js'
import type { Reply } from './types/reply.js'
import type {
  ContributionPayload,
  SchoolImageReply,
  SchoolImagesReply,
  SchoolImagesUploadedReply,
  SchoolReply,
  UniformContributionsConfigReply,
  UniformContributionsReply,
  UniformSearchConfigReply,
  UniformSearchReply,
  UniformTermsReply,
} from './types/uniforms.js'
import type { UniformPagingType, UniformViewType, UploadImageStyle } from './types/constants/uniforms.js'

/** spec-3 §3 "Uniform search form" as the search call takes it; an empty or absent value is not sent. */
export interface UniformSearchRequest {
  text?: string
  /** "northEastLat,northEastLng,southWestLat,southWestLng". */
  location?: string
  logoDescription?: string
  uniformDescription?: string
  logoLabels?: readonly string[]
  uniformLabels?: readonly string[]
  regions?: readonly string[]
  similarToImage?: string
  /** Null: unset (spec-3 §5: a bound at the slider's extreme). */
  minAge?: number | null
  maxAge?: number | null
  matchingImagesOnly?: boolean
  viewTypes?: readonly UniformViewType[]
  viewLabels?: readonly string[]
  pagingType: UniformPagingType
  page: number
  resultsPerPage: number
}

/** The version tag a contribution is sent back with (spec-3 §3 "Contribution payload"). */
export const VERSION_HEADER = 'etag'

export interface UniformCalls {
  /** POST /v1/uniforms/terms: the caller accepts the Hub's terms; the reply is the user as it now is. */
  acceptTerms(): Promise<Reply<UniformTermsReply>>
  /** GET /v1/uniforms/search/config: regions, logo labels and uniform labels, as trees. */
  searchConfig(): Cancelable<Reply<UniformSearchConfigReply>>
  /** GET /v1/uniforms/contributions/config: the regions of the contribute tab. */
  contributionsConfig(): Cancelable<Reply<UniformContributionsConfigReply>>
  search(request: UniformSearchRequest): Cancelable<Reply<UniformSearchReply>>
  /** GET /v1/uniforms/contributions: one page (from 1) of schools by name, postcode or URN and region. */
  contributions(request: { text?: string; regions?: readonly string[]; page: number; resultsPerPage: number }): Cancelable<Reply<UniformContributionsReply>>
  school(schoolId: string): Cancelable<Reply<SchoolReply>>
  /** GET /v1/uniforms/schools/{id}/images: one page (from 1) of the school's images. */
  schoolImages(schoolId: string, page: number, resultsPerPage: number): Cancelable<Reply<SchoolImagesReply>>
  /** GET /v1/uniforms/schools/{id}/images/{imageId}: one image, its view recorded in the audit. */
  schoolImage(schoolId: string, imageId: string): Cancelable<Reply<SchoolImageReply>>
  /** The address of an image's bytes, for an <img>. */
  imageContentUrl(schoolId: string, imageId: string, md5: string): string
  /** POST /v1/uniforms/schools/{id}/images/{imageId}/pii-events: raise the flag (it is never lowered). */
  flagPii(schoolId: string, imageId: string): Promise<Reply<SchoolImageReply>>
  /** GET /v1/uniforms/contributions/{id}: the school, with its version tag in `headers.etag`. */
  contribution(schoolId: string): Cancelable<Reply<SchoolReply & WithHeaders>>
  /** POST /v1/uniforms/contributions/{id}: the changed fields, if the school is still at `version`; 412 otherwise. */
  contribute(schoolId: string, version: string, payload: ContributionPayload): Promise<Reply<SchoolReply & WithHeaders>>
  /** POST /v1/uniforms/schools/{id}/images: one image file with its style. */
  uploadImage(schoolId: string, file: Blob, fileName: string, style: UploadImageStyle): Promise<Reply<SchoolImagesUploadedReply>>
}

const schoolPath = (schoolId: string) => `/uniforms/schools/${encodeURIComponent(schoolId)}`
const imagePath = (schoolId: string, imageId: string) => `${schoolPath(schoolId)}/images/${encodeURIComponent(imageId)}`

/** The request as query values: empty texts and lists, and unset ages, are left out. */
export function uniformSearchParams(request: UniformSearchRequest): Params {
  const text = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)
  const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? values : undefined)
  return {
    text: text(request.text),
    location: text(request.location),
    logoDescription: text(request.logoDescription),
    uniformDescription: text(request.uniformDescription),
    logoLabels: list(request.logoLabels),
    uniformLabels: list(request.uniformLabels),
    regions: list(request.regions),
    similarToImage: text(request.similarToImage),
    minAge: request.minAge ?? undefined,
    maxAge: request.maxAge ?? undefined,
    matchingImagesOnly: request.matchingImagesOnly ? 'true' : undefined,
    viewTypes: list(request.viewTypes),
    viewLabels: list(request.viewLabels),
    pagingType: request.pagingType,
    page: request.page,
    resultsPerPage: request.resultsPerPage,
  }
}

export function uniformCalls(api: ApiClient = defaultApi): UniformCalls {
  return {
    acceptTerms: () => api.post<UniformTermsReply>('/uniforms/terms', { json: {} }),
    searchConfig: () => api.cancelable.get<UniformSearchConfigReply>('/uniforms/search/config'),
    contributionsConfig: () => api.cancelable.get<UniformContributionsConfigReply>('/uniforms/contributions/config'),
    search: (request) => api.cancelable.get<UniformSearchReply>('/uniforms/search', { query: uniformSearchParams(request) }),
    contributions: ({ text, regions, page, resultsPerPage }) =>
      api.cancelable.get<UniformContributionsReply>('/uniforms/contributions', {
        query: { text: text?.trim() || undefined, region: regions && regions.length > 0 ? regions : undefined, page, 'results-per-page': resultsPerPage },
      }),
    school: (schoolId) => api.cancelable.get<SchoolReply>(schoolPath(schoolId)),
    schoolImages: (schoolId, page, resultsPerPage) =>
      api.cancelable.get<SchoolImagesReply>(`${schoolPath(schoolId)}/images`, { query: { page, resultsPerPage } }),
    schoolImage: (schoolId, imageId) => api.cancelable.get<SchoolImageReply>(imagePath(schoolId, imageId)),
    imageContentUrl: (schoolId, imageId, md5) => `${API_BASE}${imagePath(schoolId, imageId)}/content?md5=${encodeURIComponent(md5)}`,
    flagPii: (schoolId, imageId) => api.post<SchoolImageReply>(`${imagePath(schoolId, imageId)}/pii-events`, { json: { containsPii: true } }),
    contribution: (schoolId) =>
      api.cancelable.get<SchoolReply & WithHeaders>(`/uniforms/contributions/${encodeURIComponent(schoolId)}`, { readHeaders: [VERSION_HEADER] }),
    contribute: (schoolId, version, payload) =>
      api.post<SchoolReply & WithHeaders>(`/uniforms/contributions/${encodeURIComponent(schoolId)}`, {
        json: payload,
        headers: { 'if-match': version },
        readHeaders: [VERSION_HEADER],
      }),
    uploadImage: (schoolId, file, fileName, style) => {
      const form = new FormData()
      form.append('type', style)
      form.append('file', file, fileName)
      return api.post<SchoolImagesUploadedReply>(`${schoolPath(schoolId)}/images`, { body: form })
    },
  }
}
