// buildApi: the built-in /v1 service (ARCHITECTURE.md): registers its routes in a fixed order and returns the app.

import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Store } from './store/engine/store.js'
import { sharedSchemaCompilers } from './schema-compilers.js'
import { answerClientError, answerError, answerFrameworkError, answerNotFound, describeSchemaErrors } from './failures.js'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import formbody from '@fastify/formbody'
import loadShedding, { type LoadSheddingOptions } from './plugins/load-shedding.js'
import accessLog from '../settings/access-log.js'
import health from './routes/health.js'
import audit from './plugins/audit.js'
import authentication from './plugins/authentication.js'
import guards from './plugins/guards.js'
import justification from './plugins/justification.js'
import sessionRoles from './plugins/session-roles.js'
import authenticate from './routes/authenticate.js'
import userAccount from './routes/user-account.js'
import registration from './routes/registration.js'
import sightings from './routes/sightings.js'
import media from './routes/media.js'
import places from './routes/places.js'
import savedSearches from './routes/saved-searches.js'
import licences from './routes/licences.js'
import licenceAudit from './routes/licence-audit.js'
import licenceUsage from './routes/licence-usage.js'
import applications from './routes/applications.js'
import trials from './routes/trials.js'
import extractor from './routes/extractor.js'
import bodyLimits from './plugins/body-limits.js'
import jsonDepth from './plugins/json-depth.js'
import edgeRefusals from './routes/edge-refusals.js'
import openapi from './plugins/openapi.js'
import { DEFAULT_UPLOAD_LIMIT_MB, DEFAULT_UPLOAD_TIMEOUT_MS, type UploadSettings } from '../settings/uploads.js'
import { CALL_BODY_LIMIT } from '../../shared/api/body-limits.js'
import type { ApiContext, BigSearchSettings } from './context.js'
import { PASSWORD_COST } from './store/passwords.js'
import {
  DEFAULT_BIGSEARCH_ACTIVE_JOBS,
  DEFAULT_BIGSEARCH_MAX_ITEMS,
  DEFAULT_BIGSEARCH_STORED_JOBS,
  DEFAULT_POLICE_DOMAIN_SUFFIX,
  DEFAULT_SAVED_SEARCH_LIMIT,
} from './config.js'
import { HIGHSIDE } from '../../shared/variant.js'
import { bigSearchLimitOf } from '../settings/uploads.js'
import bigSearch from './routes/bigsearch.js'
import camId from './routes/camid.js'
import uniforms from './routes/uniforms.js'
import type { Mailer } from './mail/mailer.js'

export interface ApiSettings extends Partial<Omit<ApiContext, 'store' | 'bigSearch'>> {
  /** BigSearch's rules and limits; each unset one takes its default (config.ts, shared/variant.ts). */
  bigSearch?: Partial<BigSearchSettings>
  /** The service's data (store/engine/open.ts), on either engine; the app closes it when it closes. */
  store: Store
  logger?: FastifyServerOptions['logger']
  /** The upload calls' own body limit and time; the defaults of UPLOAD_LIMIT_MB and UPLOAD_TIMEOUT_MS. */
  uploads?: UploadSettings
  /** The secret of the internal calls of the edge that launched this service; none, no internal calls. */
  edgeAuditSecret?: string | null
  /** The folder of extractor builds that /v1/exifextractor/* serves (EXTRACTOR_DIR); by default the one beside the bundle. */
  extractorDir?: string
  /** Refuse calls while the event loop lags (a running service; tests of other calls leave it off). */
  loadShedding?: LoadSheddingOptions
}

/** Mail for a service built without a mailer (tests of calls that send none): refuses loudly. */
const NO_MAIL: Mailer = {
  send: async () => {
    throw new Error('This service was built without a mailer')
  },
}

/** Largest JSON body a call accepts; upload routes get their own (plugins/body-limits.ts). */
export const BODY_LIMIT = CALL_BODY_LIMIT

const DEFAULT_UPLOADS: UploadSettings = { bodyLimit: DEFAULT_UPLOAD_LIMIT_MB * 1024 * 1024, timeoutMs: DEFAULT_UPLOAD_TIMEOUT_MS }

export function buildApi(settings: ApiSettings): FastifyInstance {
  const uploads = settings.uploads ?? DEFAULT_UPLOADS
  const app = Fastify({
    logger: settings.logger ?? false,
    // Fastify's request lines hold the whole address, search terms and tokens included: settings/access-log.ts
    // writes one line per call instead, with the route only.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    // Fastify leaves both at 0 (no limit); SECURITY.md asks for explicit ones. An upload arrives at the
    // client's pace and may take its own time to be answered, so both allow for it.
    requestTimeout: Math.max(60_000, uploads.timeoutMs),
    connectionTimeout: Math.max(120_000, uploads.timeoutMs + 5_000),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    // Fastify's defaults would quietly turn "true" into true and drop fields a schema does not name; a call
    // with a wrong type or an unknown field must instead be refused and change nothing (ARCHITECTURE.md).
    // Query strings are text: a schema for one declares strings and the route reads numbers from them.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    schemaController: { compilersFactory: sharedSchemaCompilers },
    schemaErrorFormatter: describeSchemaErrors,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  const { store } = settings
  app.addHook('onClose', () => store.close())

  // 1. Failure replies first, so that every route's errors, and every path no route serves, get the
  //    spec-1 §7 shape; an unserved /v1 call answers 404 "Unknown call: METHOD /v1/...".
  app.setErrorHandler(answerError)
  app.setNotFoundHandler(answerNotFound)
  // 2. The access log, which sees every reply; health, for the edge and the launcher; then, in a running
  //    service, refusal while overloaded.
  app.register(accessLog)
  app.register(health, { store })
  if (settings.loadShedding) app.register(loadShedding, settings.loadShedding)
  const ctx: ApiContext = {
    store,
    now: settings.now ?? Date.now,
    mailer: settings.mailer ?? NO_MAIL,
    publicUrl: (settings.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    supportEmail: settings.supportEmail ?? 'support@sightline.local',
    cookieSecure: settings.cookieSecure ?? true,
    // Without a folder (tests of calls that keep no files), files go under the system's temporary folder.
    dataDir: settings.dataDir ?? join(tmpdir(), 'sightline-api'),
    passwordCost: settings.passwordCost ?? PASSWORD_COST,
    savedSearchLimit: settings.savedSearchLimit ?? DEFAULT_SAVED_SEARCH_LIMIT,
    usageExcludedLicenceId: settings.usageExcludedLicenceId ?? null,
    policeDomainSuffix: settings.policeDomainSuffix ?? DEFAULT_POLICE_DOMAIN_SUFFIX,
    bigSearch: {
      highside: HIGHSIDE,
      uploadLimit: bigSearchLimitOf(uploads),
      activeJobs: DEFAULT_BIGSEARCH_ACTIVE_JOBS,
      storedJobs: DEFAULT_BIGSEARCH_STORED_JOBS,
      maxItems: DEFAULT_BIGSEARCH_MAX_ITEMS,
      clockOffsetMs: 0,
      ...settings.bigSearch,
    },
    // A job queued by a call is the job engine's to run (server/api/jobs/), which also looks for queued jobs
    // now and then: without a word from here it starts them a moment later.
    jobQueued: settings.jobQueued ?? (() => {}),
  }
  // The API document, before any /v1 route is added: its hook describes each one (plugins/openapi.ts).
  app.register(openapi, ctx)
  // 3. Body limits, before any route is added (the upload calls get theirs), form bodies (the register
  //    calls are form-encoded, spec-1 §7) and the JSON parser that bounds a body's depth.
  app.register(bodyLimits, { uploads })
  app.register(formbody, { bodyLimit: BODY_LIMIT })
  app.register(jsonDepth)
  // 4. The audit log records every call, whoever makes it and however it ends (spec-3 §3).
  app.register(audit, ctx)
  // 5. Who is calling: the session cookie, or the API key for read calls; then whether each route's
  //    declared guard lets them (after the audit plugin, so that its notes are taken before a refusal).
  app.register(authentication, ctx)
  app.register(guards, ctx)
  // Then whether a user who must justify their use gave a justification (spec-1 §4.4).
  app.register(justification)
  // The roles a session holds now, on every reply, for the edge's record of the session.
  app.register(sessionRoles, ctx)
  // 6. The /v1 calls, one plugin per domain; on PostgreSQL, those of the sightings family refused as not yet there.
  app.register(authenticate, ctx)
  app.register(userAccount, ctx)
  app.register(registration, ctx)
  app.register(sightings, ctx)
  app.register(media, ctx)
  app.register(places, ctx)
  app.register(savedSearches, ctx)
  app.register(licences, ctx)
  app.register(licenceAudit, ctx)
  app.register(licenceUsage, ctx)
  app.register(applications, ctx)
  app.register(trials, ctx)
  app.register(bigSearch, ctx)
  app.register(camId, ctx)
  app.register(uniforms, ctx)
  app.register(extractor, { dir: settings.extractorDir })
  // 7. The edge's report of the calls it refused itself, when an edge launched this service.
  if (settings.edgeAuditSecret) app.register(edgeRefusals, { ctx, secret: settings.edgeAuditSecret })

  return app
}
