// The API document (docs/api.md): an OpenAPI 3.1 description of every /v1 call, made by @fastify/swagger from the
// schemas and guards the routes declare, served at GET /v1/openapi.json to anyone (spec-1 §2.1: the /docs page
// draws it). Registered before any route, so that its hook sees every route added after it, inside other
// plugins too (server/api/app.ts).

import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { ApiDocument } from '../../../shared/api/types/schemas/apiDocument.js'
import { API_DOCUMENT_PATH } from '../../../shared/api/types/apiDocument.js'
import { replies } from '../reply-schemas.js'
import { sessionCookieName } from './authentication.js'
import { describeRoute } from '../openapi/operation.js'
import { limitsReader } from '../openapi/limits.js'
import { API_VERSION, areaTags, DOCUMENT_TITLE, introduction, securitySchemes } from '../openapi/introduction.js'
import { finishedDocument } from '../openapi/finished-document.js'
import type { ApiContext } from '../context.js'

/**
 * The document changes only when the service does: a browser keeps it five minutes, then asks again with its
 * ETag, and an unchanged document is answered 304 without a body.
 */
const CACHE_CONTROL = 'public, max-age=300, must-revalidate'

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const baseUrl = ctx.publicUrl
  const context = { baseUrl, highside: ctx.bigSearch.highside, limitsOf: limitsReader(ctx, app.initialConfig.bodyLimit ?? 1024 * 1024) }
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: DOCUMENT_TITLE, version: API_VERSION, description: introduction(baseUrl) },
      servers: [{ url: baseUrl }],
      tags: areaTags(),
      components: { securitySchemes: securitySchemes(baseUrl, sessionCookieName(ctx)) },
    },
    // OpenAPI 3.1's schemas are JSON Schema 2020-12, which has const.
    convertConstToEnum: false,
    transform: ({ route }) => describeRoute(route, context),
    transformObject: (made) => ('openapiObject' in made ? finishedDocument(made.openapiObject) : made.swaggerObject),
  })

  let etag: string | null = null
  const document = () => {
    const made = app.swagger()
    etag ??= `"${createHash('sha256').update(JSON.stringify(made)).digest('base64url').slice(0, 27)}"`
    return { made, etag }
  }

  app.get(
    API_DOCUMENT_PATH,
    { schema: { querystring: NoQuery, response: replies(ApiDocument) }, config: { guard: 'public', audit: { action: 'api-document' } } },
    async (request, reply) => {
      const { made, etag: tag } = document()
      reply.header('cache-control', CACHE_CONTROL).header('etag', tag)
      if (request.headers['if-none-match'] === tag) return reply.code(304).send()
      return made
    },
  )
}

export default fp(plugin, { name: 'openapi', fastify: '5.x' })
