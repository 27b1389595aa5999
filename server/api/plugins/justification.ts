// The justification rule of the built-in service (spec-1 §4.4, §5; spec-2 §6: "A user with needsJustification
// must supply one"): a user whose account needs a justification makes no call on investigation data without
// one of 3 to 1,000 characters, however they call (session, API key or an application's token); and an export
// needs one of that length from everyone. The browser's dialog asks for it; this is where it is enforced, so that
// a caller who skips the dialog is refused rather than logged with none. A refusal is a 400 naming the rule, and
// the audit plugin logs it as a failed call with what it asked for (it runs after the guards' 403).

import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { JUSTIFICATION_HEADER } from '../../../shared/api/headers.js'
import { isValidJustification, JUSTIFICATION_MAX, JUSTIFICATION_MIN } from '../../../shared/session/justification.js'
import { CallFailure } from '../failures.js'
import { justificationText } from './audit.js'

const LENGTH = `${JUSTIFICATION_MIN} to ${JUSTIFICATION_MAX.toLocaleString('en-GB')} characters`

export const JUSTIFICATION_NEEDED = `Your account needs a justification of ${LENGTH} with every call, such as a case reference: set one and try again.`

/**
 * The calls a user who needs a justification makes without one, each with its reason: they manage only the session
 * and the user's own account and display, so that the page can load and show the justification dialog, or they
 * are reached by an address that cannot carry the header and were decided by a call that did. Calls whose guard is
 * 'public' or 'internal' are open to callers with no account at all, and are left out here by that guard.
 */
const EXEMPT: Readonly<Record<string, string>> = {
  'PUT /v1/authenticate': 'renews the session the page runs in',
  'GET /v1/authenticate/api-key': "reads the user's own key on the settings page",
  'PUT /v1/authenticate/api-key': "renews the user's own key on the settings page",
  'POST /v1/settings': "the user's own display settings and name, which the dialog's page shows",
  'POST /v1/metrics/user': "the page's own view events, which name no investigation data",
  'POST /v1/feedback': 'a message to support (write to us)',
  // An <img> sends no header. A picture is served only to a caller who may see its sighting (routes/media.ts),
  // and is one of the results a call that carried the justification listed.
  'GET /thumbnails/:imageId': 'a picture loads in <img>, which sends no header',
  // A link sends no header: its one-time token was issued by the export call, which needed a justification.
  'GET /v1/bigsearch/data/:id': 'the one-time download link of an export that carried its justification',
}

/** The extractor's downloads (spec-2 §7) are links too, and hold the tool, no investigation data. */
const EXTRACTOR_DOWNLOADS = '/v1/exifextractor/'

function isExempt(request: FastifyRequest): boolean {
  const guard = request.routeOptions.config?.guard
  if (guard === 'public' || guard === 'internal') return true
  const route = request.routeOptions.url ?? ''
  return `${request.method} ${route}` in EXEMPT || (request.method === 'GET' && route.startsWith(EXTRACTOR_DOWNLOADS))
}

/** Whether the call carries a justification of the length spec-1 §5 asks for. */
export function hasValidJustification(request: FastifyRequest): boolean {
  const raw = request.headers[JUSTIFICATION_HEADER]
  const text = justificationText(Array.isArray(raw) ? (raw[0] ?? null) : (raw ?? null))
  return text !== null && isValidJustification(text)
}

/**
 * For an export's handler: refuses the call with 400 and `message` unless it carries a valid justification, from
 * any caller (spec-1 §5: "An export justification dialog requires the same length").
 */
export function requireExportJustification(request: FastifyRequest, message: string): void {
  if (!hasValidJustification(request)) throw new CallFailure(400, message)
}

async function justification(app: FastifyInstance) {
  // After the audit plugin has noted what the call concerns and the guards have let it through.
  app.addHook('preHandler', async (request) => {
    if (!request.account?.user.needsJustification || isExempt(request)) return
    if (!hasValidJustification(request)) throw new CallFailure(400, JUSTIFICATION_NEEDED)
  })
}

export default fp(justification, { name: 'justification', fastify: '5.x', dependencies: ['authentication', 'audit', 'guards'] })
