// The limits the document states for each call beside what its schemas already bound (lengths, patterns, ranges):
// the largest body the route takes, and the per-user counts and rates some calls keep (docs/operations.md
// "Limits on what users create"), in the words of their refusals. The counts are read from the settings and
// constants the calls themselves use, so that the document says what the running service does.

import type { RouteOptions } from 'fastify'
import { sizeInWords } from '../../../shared/api/body-limits.js'
import { MAX_FILTERS } from '../../../shared/search/filters.js'
import { CAMID_QUERIES_RUNNING_MAX, CAMID_QUERY_LIMIT } from '../../../shared/api/types/constants/camid.js'
import { UNIFORM_CONTRIBUTIONS_PER_DAY, UNIFORM_UPLOAD_MAX_BYTES, UNIFORM_UPLOADS_PER_DAY } from '../../../shared/api/types/constants/uniforms.js'
import { APPLICATIONS_PER_CREATOR } from '../../../shared/api/types/constants/applications.js'
import { FEEDBACK_PER_DAY } from '../../../shared/api/types/constants/account.js'
import { groupedNumber as count } from '../../../shared/format/numbers.js'
import type { ApiContext } from '../context.js'

/** The per-user limits of the calls that keep one, by `METHOD /path` as the route declares it. */
export function perUserLimits(ctx: ApiContext): Record<string, string[]> {
  const { activeJobs, storedJobs, maxItems } = ctx.bigSearch
  return {
    'POST /v1/authenticate': [
      'Failed sign-ins are limited per browser, per account and per address: past the limit the reply is 429 “Too many failed sign-ins. Try again in N minutes.” (docs/sign-in.md).',
    ],
    'GET /v1/sightings': [`At most ${MAX_FILTERS} filters in one search.`],
    'POST /v1/searches': [`At most ${count(ctx.savedSearchLimit)} saved searches per user.`, `At most ${MAX_FILTERS} filters in one search.`],
    'POST /v1/bigsearch/data': [
      `At most ${activeJobs} jobs queued or searching at once and ${count(storedJobs)} jobs kept per user.`,
      `At most ${count(maxItems)} media files in one file.`,
    ],
    'POST /v1/cameraid/queries/:fileName': [
      `At most ${count(CAMID_QUERY_LIMIT)} queries kept and ${CAMID_QUERIES_RUNNING_MAX} waiting or running at once per user.`,
    ],
    'POST /v1/uniforms/schools/:schoolId/images': [
      `At most ${UNIFORM_UPLOADS_PER_DAY} images per contributor in any 24 hours (429 past it).`,
      `Each image a JPEG or PNG of at most ${sizeInWords(UNIFORM_UPLOAD_MAX_BYTES)}.`,
    ],
    'POST /v1/uniforms/contributions/:schoolId': [`At most ${UNIFORM_CONTRIBUTIONS_PER_DAY} contributions per contributor in any 24 hours (429 past it).`],
    'POST /v1/applications': [`At most ${APPLICATIONS_PER_CREATOR} applications per creator.`],
    'POST /v1/feedback': [`At most ${FEEDBACK_PER_DAY} messages per user in any 24 hours (429 past it).`],
  }
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A limits reader for one service: its default body limit and its settings. */
export function limitsReader(ctx: ApiContext, defaultBodyLimit: number) {
  const perUser = perUserLimits(ctx)
  return (method: string, route: Pick<RouteOptions, 'url' | 'bodyLimit' | 'schema'>): string[] => {
    const limits: string[] = []
    if (BODY_METHODS.has(method) && route.schema?.body !== undefined) {
      limits.push(`Body at most ${sizeInWords(route.bodyLimit ?? defaultBodyLimit)} (413 past it).`)
    }
    return [...limits, ...(perUser[`${method} ${route.url}`] ?? [])]
  }
}
