// A licence's audit calls (spec-3 §2 audit screen, §7 "Licences"): the entries of the calls made under it, a
// page at a time, the filter options, and the CSV or PDF export, which needs a justification and is itself
// audited. Each needs Audit or DomainAudit in that licence, or the global administrator; only-DomainAudit
// callers see the addresses at the licence's domains only (audit/licence-scope.ts). The log is only read.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AUDIT_RESULTS_CAP } from '../../../shared/api/types/audit.js'
import {
  AuditExportQuery,
  AuditOptionsReply,
  AuditQuery,
  AuditReply,
  type AuditEntry,
} from '../../../shared/api/types/schemas/audit.js'
import type { LicenceParams } from '../../../shared/api/types/schemas/licences.js'
import { existingLicence, licenceRead, rolesInLicence } from '../licences/licence-reads.js'
import { requireExportJustification } from '../plugins/justification.js'
import { countScopedCalls, findScopedCalls, type AuditRecord, type ScopedAuditQuery } from '../store/audit.js'
import { licenceUsersOf, type LicenceUsers } from '../store/licence-users.js'
import { describeFilters, readAuditFilters, readAuditPaging, readExportFormat, type AuditFilters } from '../audit/audit-filters.js'
import { auditReachOf, AUDIT_ROLE, DOMAIN_AUDIT_ROLE, searchedScope, visibleScope } from '../audit/licence-scope.js'
import { auditOptions } from '../audit/audit-options.js'
import { auditReport } from '../audit/audit-report.js'
import { sendReport } from '../reports/send-report.js'
import type { ApiContext } from '../context.js'

export const JUSTIFICATION_REQUIRED = 'A justification of 3 to 1,000 characters is required to export the audit log: give one and export again.'

/** spec-3 §6: Audit or DomainAudit in the licence named by the path, or the global administrator. */
const GUARD = rolesInLicence(AUDIT_ROLE, DOMAIN_AUDIT_ROLE)

/** The licence's users; 404 for a licence that does not exist. */
const licenceOf = async (ctx: ApiContext, params: LicenceParams): Promise<LicenceUsers> => existingLicence(await licenceUsersOf(ctx.store, Number(params.id)))

/** What the caller may search of this licence, narrowed by the filters. */
async function searchOf(request: FastifyRequest, ctx: ApiContext, users: LicenceUsers, filters: AuditFilters): Promise<ScopedAuditQuery> {
  const scope = searchedScope(users, await auditReachOf(request, ctx, users.licenceId), filters)
  return {
    licenceId: users.licenceId,
    ...(scope ? { scope } : {}),
    from: filters.from,
    to: filters.to,
    ...(filters.action ? { action: filters.action } : {}),
  }
}

const entryOf = (record: AuditRecord): AuditEntry => ({
  dateOfEntry: new Date(record.at).toISOString(),
  userEmail: record.userEmail,
  requestingApp: record.requestingApp,
  api: record.api,
  action: record.action,
  justification: record.justification,
  details: record.details,
  successful: record.success,
  error: record.error,
})

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.get<{ Params: LicenceParams; Querystring: AuditQuery }>(
    '/v1/licences/:id/audit',
    licenceRead({ guard: GUARD, action: 'licence-audit', querystring: AuditQuery, reply: AuditReply }),
    async (request): Promise<AuditReply> => {
      const filters = readAuditFilters(request.query)
      const paging = readAuditPaging(request.query)
      request.audit.details = `licence ${request.params.id}: ${describeFilters(filters)}, page ${paging.page}`
      const search = await searchOf(request, ctx, await licenceOf(ctx, request.params), filters)
      const total = await countScopedCalls(ctx.store, search, AUDIT_RESULTS_CAP)
      const limit = Math.min(paging.resultSize, AUDIT_RESULTS_CAP - paging.offset)
      const entries = await findScopedCalls(ctx.store, search, { offset: paging.offset, limit })
      return { success: true, data: entries.map(entryOf), total }
    },
  )

  app.get<{ Params: LicenceParams }>(
    '/v1/licences/:id/audit-options',
    licenceRead({ guard: GUARD, action: 'licence-audit-options', reply: AuditOptionsReply }),
    async (request): Promise<AuditOptionsReply> => {
      const users = await licenceOf(ctx, request.params)
      return { success: true, data: await auditOptions(ctx.store, visibleScope(users, await auditReachOf(request, ctx, users.licenceId))) }
    },
  )

  // The file is written as it is: its only schemas are the failures'.
  app.get<{ Params: LicenceParams; Querystring: AuditExportQuery }>(
    '/v1/licences/:id/audit/export',
    licenceRead({ guard: GUARD, action: 'licence-audit-export', querystring: AuditExportQuery }),
    async (request, reply) => {
      // spec-3 §7: the export carries a justification, which the audit plugin records with this call.
      requireExportJustification(request, JUSTIFICATION_REQUIRED)
      const format = readExportFormat(request.query.format)
      const filters = readAuditFilters(request.query)
      const users = await licenceOf(ctx, request.params)
      const search = await searchOf(request, ctx, users, filters)
      const total = await countScopedCalls(ctx.store, search, AUDIT_RESULTS_CAP)
      const entries = await findScopedCalls(ctx.store, search, { offset: 0, limit: AUDIT_RESULTS_CAP })
      request.audit.details = `licence ${users.licenceId} ${format}: ${describeFilters(filters)}, ${entries.length} entries`
      return sendReport(reply, auditReport({ licenceName: users.name, filters, entries, total, format, now: ctx.now() }), format)
    },
  )
}

export default fp(plugin, { name: 'licence-audit', fastify: '5.x' })
