// A signed-in user's own account calls (spec-1 §7, spec-3 §7 "Settings"): the API key, settings, feedback
// to support (write-to-us) and usage metrics.

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  ApiKeyReply,
  FeedbackRequest,
  SettingsReply,
  SettingsRequest,
  UserMetricRequest,
} from '../../../shared/api/types/schemas/account.js'
import { FEEDBACK_PER_DAY, FEEDBACK_TOO_MANY } from '../../../shared/api/types/constants/account.js'
import { Done, NoQuery, UnreadBody } from '../../../shared/api/types/schemas/reply.js'
import { replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { findApiKey, renewApiKey } from '../store/api-keys.js'
import { feedbackSentSince, recordFeedback } from '../store/feedback.js'
import { recordMetric } from '../store/metrics.js'
import { findUserById, updateUserSettings } from '../store/users.js'
import { shownApiKey, userView } from '../accounts/user-view.js'
import { feedbackMessage } from '../mail/messages-feedback.js'
import { readableText } from '../readable-text.js'
import { DAY_MS } from '../../../shared/format/durations.js'
import type { Account } from '../plugins/authentication.js'
import type { ApiContext } from '../context.js'

/** Metric properties are a few labels, not data: a bound on what one event may store. */
export const METRIC_PROPERTIES_MAX = 16 * 1024
export const FEEDBACK_EMPTY = 'Please write a message.'
export const FEEDBACK_NOT_SENT = 'Your message could not be sent. Please try again in a few minutes.'
export const METRIC_TOO_LARGE = 'The metric properties are too large.'

/** The caller's account; the route's guard has already refused calls without one. */
function accountOf(request: FastifyRequest): Account {
  if (!request.account) throw new Error('signedIn route reached without an account')
  return request.account
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  app.get(
    '/v1/authenticate/api-key',
    { schema: { querystring: NoQuery, response: replies(ApiKeyReply) }, config: { guard: 'owner', audit: { action: 'api-key-read' } } },
    async (request): Promise<ApiKeyReply> => {
      const key = await findApiKey(ctx.store, accountOf(request).user.id)
      return { success: true, apiKey: key ? shownApiKey(key.prefix) : null, createdAt: key?.createdAt ?? null }
    },
  )

  // A key never renews itself: API keys only authenticate GET calls, so this PUT needs a session.
  app.put(
    '/v1/authenticate/api-key',
    { schema: { body: UnreadBody, response: replies(ApiKeyReply) }, config: { guard: 'owner', audit: { action: 'api-key-renew' } } },
    async (request): Promise<ApiKeyReply> => {
      const now = ctx.now()
      const apiKey = await renewApiKey(ctx.store, accountOf(request).user.id, now)
      request.audit.details = 'new key issued'
      return { success: true, apiKey, createdAt: now }
    },
  )

  app.post<{ Body: SettingsRequest }>(
    '/v1/settings',
    {
      schema: { body: SettingsRequest, response: replies(SettingsReply) },
      config: { guard: 'owner', audit: { action: 'settings-update' } },
    },
    async (request): Promise<SettingsReply> => {
      const { user } = accountOf(request)
      const change = { ...request.body }
      if (change.firstName !== undefined) change.firstName = readableText(change.firstName.trim(), 'The first name', 'firstName')
      if (change.lastName !== undefined) change.lastName = readableText(change.lastName.trim(), 'The last name', 'lastName')
      await updateUserSettings(ctx.store, user.id, change)
      request.audit.details = Object.keys(change).sort().join(', ') || 'no change'
      const updated = (await findUserById(ctx.store, user.id)) ?? user
      return { success: true, user: await userView(ctx.store, updated, ctx.now()) }
    },
  )

  app.post<{ Body: FeedbackRequest }>(
    '/v1/feedback',
    { schema: { body: FeedbackRequest, response: replies(Done) }, config: { guard: 'signedIn', audit: { action: 'feedback' } } },
    async (request) => {
      const { user } = accountOf(request)
      const message = readableText(request.body.message.trim(), 'The message', 'message', { lines: true })
      if (message === '') throw new CallFailure(400, FEEDBACK_EMPTY, 'message')
      if ((await feedbackSentSince(ctx.store, user.id, ctx.now() - DAY_MS)) >= FEEDBACK_PER_DAY) throw new CallFailure(429, FEEDBACK_TOO_MANY)
      // Mailed first and kept only once sent, so that a failure changes nothing and the user can send again.
      try {
        await ctx.mailer.send(feedbackMessage(ctx.supportEmail, { email: user.email, organization: user.organization }, message))
      } catch (err) {
        request.log.error({ err }, 'feedback could not be mailed')
        throw new CallFailure(500, FEEDBACK_NOT_SENT)
      }
      const id = await recordFeedback(ctx.store, { userId: user.id, email: user.email, organization: user.organization, message, createdAt: ctx.now() })
      request.audit.details = `feedback ${id}, ${message.length} characters`
      return { success: true }
    },
  )

  app.post<{ Body: UserMetricRequest }>(
    '/v1/metrics/user',
    { schema: { body: UserMetricRequest, response: replies(Done) }, config: { guard: 'signedIn', audit: { action: 'metrics' } } },
    async (request) => {
      const { type, event, properties = {} } = request.body
      if (JSON.stringify(properties).length > METRIC_PROPERTIES_MAX) throw new CallFailure(400, METRIC_TOO_LARGE)
      await recordMetric(ctx.store, { userId: accountOf(request).user.id, type, event, properties }, ctx.now())
      // The event can name a page and its query, which may hold search terms: only the type is logged.
      request.audit.details = type.slice(0, 40)
      return { success: true }
    },
  )
}

export default fp(plugin, { name: 'user-account', fastify: '5.x', dependencies: ['authentication', 'audit'] })
