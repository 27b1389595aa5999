// buildApi: the built-in /v1 service (ARCHITECTURE.md): registers its routes in a fixed order and returns the app.

import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type Database from 'better-sqlite3'
import { answerClientError, answerError, answerFrameworkError, answerNotFound } from './failures.js'
import health from './routes/health.js'

export interface ApiSettings {
  /** An open database (store/db.ts); the app closes it when it closes. */
  db: Database.Database
  logger?: FastifyServerOptions['logger']
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
  // 3. The /v1 calls, one plugin per domain, come here as they are built.

  return app
}
