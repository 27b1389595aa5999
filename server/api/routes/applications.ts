// The applications calls of spec-3 §7: list, create (the secret shown once), update, and approve, activate,
// deactivate and delete in bulk with results keyed by id. AppCreator or the global administrator; a creator
// sees and changes only their own applications, and only the global administrator approves, each as of the
// version they reviewed, and never their own.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  Application,
  ApplicationIds,
  ApplicationList,
  ApplicationParams,
  ApplicationReply,
  ApplicationRequest,
  ApproveRequest,
  BulkReply,
  type BulkResult,
  CreatedApplicationReply,
} from '../../../shared/api/types/schemas/applications.js'
import { APPLICATIONS_PER_CREATOR } from '../../../shared/api/types/applications.js'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { PERMISSION_DENIED } from '../../../shared/api/types/reply.js'
import { replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { applicationFieldsOf } from '../accounts/application-form.js'
import {
  activateApplications,
  approveApplications,
  createApplication,
  deactivateApplications,
  deleteApplications,
  listApplications,
  updateApplication,
  type Actor,
  type ApplicationRecord,
  type BulkOutcome,
  type BulkRefusal,
} from '../store/applications.js'
import type { ApiContext } from '../context.js'

export const APP_CREATOR = 'AppCreator'
export const APPLICATION_NOT_FOUND = 'This application could not be found.'
/** docs/operations.md "Limits on what users create". */
export const APPLICATION_LIMIT_REACHED = `You have reached the limit of ${APPLICATIONS_PER_CREATOR} applications. Delete one to create another.`

/** What each refusal of a bulk call tells, keyed by id. */
export const BULK_REFUSALS: Record<BulkRefusal, string> = {
  'not-found': APPLICATION_NOT_FOUND,
  'not-allowed': 'Not allowed: this application is not yours.',
  'already-approved': 'This application is already approved.',
  'already-active': 'This application is already active.',
  'already-inactive': 'This application is already inactive.',
  'not-approved': 'This application is not approved yet.',
  'changed-since-review': 'This application has changed since you reviewed it: reload the list, review it again, then approve it.',
  'own-application': 'You cannot approve your own application: another global administrator must review and approve it.',
}

export const versionsMissing = (ids: readonly number[]) =>
  `The versions must give the version you reviewed of each application to approve: ${ids.join(', ')} ${ids.length === 1 ? 'has' : 'have'} none.`

/** The version reviewed of each id; a request leaving one out is refused whole, as a malformed approval. */
function reviewedVersions({ ids, versions }: ApproveRequest): Map<number, number> {
  const missing = ids.filter((id) => versions[String(id)] === undefined)
  if (missing.length > 0) throw new CallFailure(400, versionsMissing([...new Set(missing)]), 'versions')
  return new Map(ids.map((id) => [id, versions[String(id)] as number]))
}

/** spec-3 §6: "Applications panel, create applications: AppCreator or global admin". */
const CREATOR_OR_ADMIN = { licenceRole: APP_CREATOR, orGlobalAdmin: true } as const

function actorOf(request: FastifyRequest): Actor {
  const account = request.account
  if (!account) throw new Error('guarded route reached without an account')
  return { userId: account.user.id, isAdmin: account.user.isAdmin }
}

function toApplication(application: ApplicationRecord): Application {
  return {
    id: application.id,
    name: application.name,
    description: application.description,
    callbackURL: application.callbackUrl,
    postLogoutRedirectUri: application.postLogoutRedirectUri,
    version: application.version,
    clientId: application.clientId,
    creator: application.creator,
    createdDate: new Date(application.createdAt).toISOString(),
    approvedBy: application.approvedBy,
    state: application.state,
  }
}

function toResults(outcome: BulkOutcome): Record<string, BulkResult> {
  const results: Record<string, BulkResult> = {}
  for (const [id, refusal] of outcome) results[id] = refusal === null ? { success: true } : { success: false, error: BULK_REFUSALS[refusal] }
  return results
}

/** The name of the application being created, for the audit log even when the creation is refused. */
const nameAskedFor = (request: FastifyRequest) => `name ${(request.body as ApplicationRequest).name.trim()}`

/** The ids asked for, for the audit log even when the call is refused. */
const idsAskedFor = (request: FastifyRequest) => `ids ${(request.body as ApplicationIds).ids.join(',')}`

/** The audit note of a bulk call once done: which ids changed and which were refused. */
function bulkDetails(outcome: BulkOutcome): string {
  const ids = (done: boolean) => [...outcome].filter(([, refusal]) => (refusal === null) === done).map(([id]) => id)
  return `done ${ids(true).join(',') || 'none'}; refused ${ids(false).join(',') || 'none'}`
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.get(
    '/v1/applications',
    { schema: { querystring: NoQuery, response: replies(ApplicationList) }, config: { guard: CREATOR_OR_ADMIN, audit: { action: 'applications' } } },
    async (request): Promise<ApplicationList> => {
      return { success: true, applications: (await listApplications(ctx.store, actorOf(request))).map(toApplication) }
    },
  )

  app.post<{ Body: ApplicationRequest }>(
    '/v1/applications',
    {
      schema: { body: ApplicationRequest, response: replies(CreatedApplicationReply) },
      config: { guard: CREATOR_OR_ADMIN, audit: { action: 'application-create', details: nameAskedFor } },
    },
    async (request): Promise<CreatedApplicationReply> => {
      const fields = applicationFieldsOf(request.body)
      const created = await createApplication(ctx.store, actorOf(request).userId, fields, ctx.now(), APPLICATIONS_PER_CREATOR)
      if (!created) throw new CallFailure(400, APPLICATION_LIMIT_REACHED)
      // The client id is public; the secret goes in this reply only, never in the log.
      request.audit.details = `application ${created.application.id} (${created.application.clientId})`
      return { success: true, application: { ...toApplication(created.application), clientSecret: created.clientSecret } }
    },
  )

  app.post<{ Params: ApplicationParams; Body: ApplicationRequest }>(
    '/v1/applications/:id',
    {
      schema: { params: ApplicationParams, body: ApplicationRequest, response: replies(ApplicationReply) },
      config: {
        guard: CREATOR_OR_ADMIN,
        audit: { action: 'application-update', details: (request) => `application ${(request.params as ApplicationParams).id}` },
      },
    },
    async (request): Promise<ApplicationReply> => {
      const fields = applicationFieldsOf(request.body)
      const outcome = await updateApplication(ctx.store, actorOf(request), Number(request.params.id), fields)
      if (outcome.kind === 'not-found') throw new CallFailure(404, APPLICATION_NOT_FOUND)
      if (outcome.kind === 'not-allowed') throw new CallFailure(403, PERMISSION_DENIED)
      return { success: true, application: toApplication(outcome.application) }
    },
  )

  /** A bulk call: its path, audit action, guard, body and the store function that decides each id. */
  const bulk = <Body extends ApplicationIds>(
    method: 'POST' | 'DELETE',
    url: string,
    action: string,
    guard: typeof CREATOR_OR_ADMIN | 'globalAdmin',
    body: typeof ApplicationIds | typeof ApproveRequest,
    change: (actor: Actor, body: Body) => Promise<BulkOutcome>,
  ) =>
    app.route<{ Body: Body }>({
      method,
      url,
      schema: { body, response: replies(BulkReply) },
      config: { guard, audit: { action, details: idsAskedFor } },
      handler: async (request): Promise<BulkReply> => {
        const outcome = await change(actorOf(request), request.body as Body)
        request.audit.details = bulkDetails(outcome)
        return { success: true, results: toResults(outcome) }
      },
    })

  bulk<ApproveRequest>('POST', '/v1/applications/approve', 'applications-approve', 'globalAdmin', ApproveRequest, (actor, body) =>
    approveApplications(ctx.store, actor.userId, body.ids, reviewedVersions(body)),
  )
  bulk('POST', '/v1/applications/activate', 'applications-activate', CREATOR_OR_ADMIN, ApplicationIds, (actor, { ids }) =>
    activateApplications(ctx.store, actor, ids),
  )
  bulk('POST', '/v1/applications/deactivate', 'applications-deactivate', CREATOR_OR_ADMIN, ApplicationIds, (actor, { ids }) =>
    deactivateApplications(ctx.store, actor, ids),
  )
  bulk('DELETE', '/v1/applications', 'applications-delete', CREATOR_OR_ADMIN, ApplicationIds, (actor, { ids }) =>
    deleteApplications(ctx.store, actor, ids),
  )
}

export default fp(plugin, { name: 'applications', fastify: '5.x' })
