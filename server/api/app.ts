// buildApi: the built-in /v1 service (ARCHITECTURE.md): registers its routes in a fixed order and returns the app.

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type Database from 'better-sqlite3'
import { answerClientError, answerError, answerFrameworkError, answerNotFound } from './failures.js'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import formbody from '@fastify/formbody'
import health from './routes/health.js'
import audit from './plugins/audit.js'
import authentication from './plugins/authentication.js'
import authenticate from './routes/authenticate.js'
import userAccount from './routes/user-account.js'
import registration from './routes/registration.js'
import sightings from './routes/sightings.js'
import media from './routes/media.js'
import places from './routes/places.js'
import savedSearches from './routes/saved-searches.js'
import type { ApiContext } from './context.js'
import type { Mailer } from './mail/mailer.js'

export interface ApiSettings extends Partial<Omit<ApiContext, 'db'>> {
  /** An open database (store/db.ts); the app closes it when it closes. */
  db: Database.Database
  logger?: FastifyServerOptions['logger']
}

/** Mail for a service built without a mailer (tests of calls that send none): refuses loudly. */
const NO_MAIL: Mailer = {
  send: async () => {
    throw new Error('This service was built without a mailer')
  },
}

/** Largest JSON body a call accepts; upload routes set their own (SECURITY.md "Server defaults"). */
export const BODY_LIMIT = 1024 * 1024

export function buildApi(settings: ApiSettings): FastifyInstance {
  const app = Fastify({
    logger: settings.logger ?? false,
    bodyLimit: BODY_LIMIT,
    // Fastify leaves both at 0 (no limit); SECURITY.md asks for explicit ones.
    requestTimeout: 60_000,
    connectionTimeout: 120_000,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true },
    // Fastify's defaults would quietly turn "true" into true and drop fields a schema does not name; a call
    // with a wrong type or an unknown field must instead be refused and change nothing (ARCHITECTURE.md).
    // Query strings are text: a schema for one declares strings and the route reads numbers from them.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  })
  const { db } = settings
  app.addHook('onClose', async () => {
    db.close()
  })

  // 1. Failure replies first, so that every route's errors, and every path no route serves, get the
  //    spec-1 §7 shape; an unserved /v1 call answers 404 "Unknown call: METHOD /v1/...".
  app.setErrorHandler(answerError)
  app.setNotFoundHandler(answerNotFound)
  // 2. Health, for the edge and the launcher.
  app.register(health, { db })
  const ctx: ApiContext = {
    db,
    now: settings.now ?? Date.now,
    mailer: settings.mailer ?? NO_MAIL,
    publicUrl: (settings.publicUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    supportEmail: settings.supportEmail ?? 'support@sightline.local',
    cookieSecure: settings.cookieSecure ?? true,
    // Without a folder (tests of calls that keep no files), files go under the system's temporary folder.
    dataDir: settings.dataDir ?? join(tmpdir(), 'sightline-api'),
  }
  // 3. Form bodies (the register calls are form-encoded, spec-1 §7).
  app.register(formbody, { bodyLimit: BODY_LIMIT })
  // 4. The audit log records every call, whoever makes it and however it ends (spec-3 §3).
  app.register(audit, ctx)
  // 5. Who is calling: the session cookie, or the API key for read calls.
  app.register(authentication, ctx)
  // 6. The /v1 calls, one plugin per domain.
  app.register(authenticate, ctx)
  app.register(userAccount, ctx)
  app.register(registration, ctx)
  app.register(sightings, ctx)
  app.register(media, ctx)
  app.register(places, ctx)
  app.register(savedSearches, ctx)

  return app
}
