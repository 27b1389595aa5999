// The usage calls (spec-3 §2 usage screens, §3 "Usage statistics per licence", §7 "Licences"): one licence's
// usage for a range, the summary of all licences, and a licence's usage reports as CSV or PDF. A licence's
// usage needs UsageStats in it (or the global administrator); all licences, the global administrator.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { USAGE_REPORT_FORMATS, USAGE_REPORT_PERIODS, type UsageReportFormat, type UsageReportPeriod } from '../../../shared/api/types/usage.js'
import {
  UsageAllQuery,
  UsageAllReply,
  UsageQuery,
  UsageReply,
  UsageReportParams,
  UsageReportQuery,
} from '../../../shared/api/types/schemas/usage.js'
import type { LicenceParams } from '../../../shared/api/types/schemas/licences.js'
import { replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { existingLicence, licenceRead, rolesInLicence } from '../licences/licence-reads.js'
import { licenceUsersOf, type LicenceUsers } from '../store/licence-users.js'
import { usageRangeOf } from '../usage/ranges.js'
import { licenceUsage } from '../usage/licence-usage.js'
import { usageSummary } from '../usage/summary.js'
import { licenceReport } from '../usage/licence-reports.js'
import { usageSettingsOf } from '../usage/settings.js'
import { sendReport } from '../reports/send-report.js'
import { requireExportJustification } from '../plugins/justification.js'
import type { ApiContext } from '../context.js'

export const USAGE_STATS_ROLE = 'UsageStats'
export const CURRENT_USERS_ONLY_INVALID = 'currentUsersOnly must be true or false.'
export const PERIOD_INVALID = `period must be one of ${USAGE_REPORT_PERIODS.join(', ')}.`
export const REPORT_FORMAT_INVALID = `format must be ${USAGE_REPORT_FORMATS.join(' or ')}.`
export const REPORT_JUSTIFICATION_REQUIRED = 'A justification of 3 to 1,000 characters is required to download a usage report: give one and download again.'

/** spec-3 §6: UsageStats in the licence named by the path, or the global administrator. */
const GUARD = rolesInLicence(USAGE_STATS_ROLE)

/** The licence's users; 404 for a licence that does not exist. */
const licenceOf = async (ctx: ApiContext, id: string): Promise<LicenceUsers> => existingLicence(await licenceUsersOf(ctx.store, Number(id)))

function currentUsersOnlyOf(raw: string | undefined): boolean {
  if (raw === undefined || raw === '') return false
  if (raw !== 'true' && raw !== 'false') throw new CallFailure(400, CURRENT_USERS_ONLY_INVALID)
  return raw === 'true'
}

function periodOf(raw: string): UsageReportPeriod {
  if (!(USAGE_REPORT_PERIODS as readonly string[]).includes(raw)) throw new CallFailure(400, PERIOD_INVALID)
  return raw as UsageReportPeriod
}

function formatOf(raw: string | undefined): UsageReportFormat {
  if (raw === undefined || raw === '') return 'csv'
  if (!(USAGE_REPORT_FORMATS as readonly string[]).includes(raw)) throw new CallFailure(400, REPORT_FORMAT_INVALID)
  return raw as UsageReportFormat
}

/** The caller has gone (a closed tab, the edge's time limit): nobody would read the rest. */
const goneOf = (request: FastifyRequest) => () => request.raw.destroyed

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const settings = usageSettingsOf(ctx)

  // A static path: Fastify's router prefers it to /v1/licences/:id/... whatever the order of registration.
  app.get<{ Querystring: UsageAllQuery }>(
    '/v1/licences/usage/all',
    {
      schema: { querystring: UsageAllQuery, response: replies(UsageAllReply) },
      config: { guard: 'globalAdmin', audit: { action: 'licence-usage-all' } },
    },
    async (request): Promise<UsageAllReply> => {
      const currentUsersOnly = currentUsersOnlyOf(request.query.currentUsersOnly)
      request.audit.details = currentUsersOnly ? 'current users only' : 'all users'
      const data = await usageSummary(ctx.store, { currentUsersOnly, settings, now: ctx.now(), gone: goneOf(request) })
      return { success: true, data }
    },
  )

  app.get<{ Params: LicenceParams; Querystring: UsageQuery }>(
    '/v1/licences/:id/usage',
    licenceRead({ guard: GUARD, action: 'licence-usage', querystring: UsageQuery, reply: UsageReply }),
    async (request): Promise<UsageReply> => {
      const now = ctx.now()
      const range = usageRangeOf(request.query, now)
      request.audit.details = `licence ${request.params.id}: ${request.query.range ?? 'yearToDate'} ${new Date(range.from).toISOString()} to ${new Date(range.to).toISOString()}`
      const data = await licenceUsage(ctx.store, await licenceOf(ctx, request.params.id), range, now, goneOf(request))
      return { success: true, data }
    },
  )

  // The file is written as it is: its only schemas are the failures'.
  app.get<{ Params: UsageReportParams; Querystring: UsageReportQuery }>(
    '/v1/licences/:id/usage/report/:period',
    licenceRead({ guard: GUARD, action: 'licence-usage-report', params: UsageReportParams, querystring: UsageReportQuery }),
    async (request, reply) => {
      // spec-1 §5: an export asks for a justification of the same length; the audit plugin records it with this call.
      requireExportJustification(request, REPORT_JUSTIFICATION_REQUIRED)
      const period = periodOf(request.params.period)
      const currentUsersOnly = currentUsersOnlyOf(request.query.currentUsersOnly)
      const format = formatOf(request.query.format)
      request.audit.details = `licence ${request.params.id}: ${period} ${format}${currentUsersOnly ? ', current users only' : ''}`
      const licence = await licenceOf(ctx, request.params.id)
      const table = await licenceReport(ctx.store, licence, period, { currentUsersOnly, now: ctx.now(), gone: goneOf(request) })
      return sendReport(reply, table, format)
    },
  )
}

export default fp(plugin, { name: 'licence-usage', fastify: '5.x' })
