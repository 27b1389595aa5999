// What the document says of one route beyond the schemas it declares: its area, name and anchor, who may call it
// and with which credentials, its limits, the media types of its body and a curl example. Run by @fastify/swagger
// on each route as it builds the document (its `transform`), so that a route added anywhere is described without
// being listed here.

import type { FastifySchema, RouteOptions } from 'fastify'
import type { TSchema } from 'typebox'
import { auditAction } from '../../../shared/audit/actions.js'
import { SearchReply, SimilarReply } from '../../../shared/api/types/schemas/sightings.js'
import { LeadsReply } from '../../../shared/api/types/schemas/bigsearch.js'
import { CamIdHitSightings } from '../../../shared/api/types/schemas/camid.js'
import { accessInWords, credentialInWords, credentialsOf, rolesOf, securityOf } from './access.js'
import { curlExample } from './curl-example.js'
import { areaOf } from './introduction.js'
import { documentPath, isDocumented, methodsOf, operationIdOf, WILDCARD_PARAMETER } from './documented-routes.js'

/** Names the audit log's action does not give well: several calls share their action. */
const SUMMARIES: Record<string, string> = {
  'GET /v1/bigsearch/status/:id': 'View a BigSearch job’s status',
  'POST /v1/bigsearch/reprocess/:id': 'Run a BigSearch job again',
  'POST /v1/bigsearch/cancel/:id': 'Cancel a BigSearch job',
  'GET /v1/bigsearch/data/:id': 'Download a BigSearch export',
  'GET /v1/authenticate/api-key': 'View your API key',
}

/**
 * The replies SQLite writes as JSON text, which their routes send as they are and so declare no schema for
 * (tests/unit/server/api/route-contracts.test.ts checks each against the schema named here).
 */
const REPLIES_WRITTEN_AS_TEXT: Record<string, TSchema> = {
  'GET /v1/sightings': SearchReply,
  'GET /v1/sightings/similar/pdna/full/*': SimilarReply,
  'GET /v1/bigsearch/leads/:id': LeadsReply,
  'GET /v1/cameraid/hits/:id/sightings': CamIdHitSightings,
}

/** What each status of a reply means, for the document's response descriptions (@fastify/swagger reads this key). */
const RESPONSE_WORDS: Record<string, string> = {
  200: 'Success.',
  '4xx': 'Refused: the error says why, and field names the value refused when it was one.',
  '5xx': 'The service failed or is busy (503 with Retry-After: try again after it).',
}

/** The route's reply schemas, each with its description, the success of a reply written as text among them. */
function responsesOf(name: string, declared: unknown): Record<string, unknown> {
  const given = { ...((declared ?? {}) as Record<string, object>) }
  const asText = REPLIES_WRITTEN_AS_TEXT[name]
  if (asText && !given[200]) given[200] = asText
  return Object.fromEntries(
    Object.entries(given).map(([status, schema]) => [status, { ...schema, 'x-response-description': RESPONSE_WORDS[status] ?? 'See the error.' }]),
  )
}

/** The bodies that are not sent as JSON, by call; the others are JSON. */
function bodyMediaTypes(name: string, highside: boolean): string[] | undefined {
  if (name === 'POST /v1/authenticate/token') return ['application/x-www-form-urlencoded']
  if (name === 'POST /v1/bigsearch/data') return highside ? ['application/json'] : ['multipart/form-data']
  if (name === 'POST /v1/uniforms/schools/:schoolId/images') return ['multipart/form-data']
  // The registration forms (spec-1 §7) take either form (server/api/form-fields.ts).
  if (name.startsWith('POST /v1/register') || name === 'POST /v1/trial') return ['application/x-www-form-urlencoded', 'application/json']
  return undefined
}

export interface OperationContext {
  baseUrl: string
  highside: boolean
  limitsOf: (method: string, route: Pick<RouteOptions, 'url' | 'bodyLimit' | 'schema'>) => string[]
}

type Schema = FastifySchema & Record<string, unknown>

/** The params schema with the wildcard segment under the name the document's path gives it. */
function renamedWildcard(params: unknown): unknown {
  const schema = params as { properties?: Record<string, unknown>; required?: string[] } | undefined
  if (!schema?.properties || !('*' in schema.properties)) return params
  const { '*': rest, ...others } = schema.properties
  return {
    ...schema,
    properties: { ...others, [WILDCARD_PARAMETER]: { ...(rest as object), description: 'The rest of the path, URL-encoded.' } },
    required: (schema.required ?? []).map((name) => (name === '*' ? WILDCARD_PARAMETER : name)),
  }
}

/** What the open-ended query of a call holds, where the call has one (spec-1 §4.5 for the search). */
const OPEN_QUERIES: Record<string, { name: string; description: string }> = {
  'GET /v1/sightings': {
    name: 'filters',
    description:
      'The search’s filters, each as name=value in the address (make=Canon&model=EOS%205D), a name given twice for either value; page and resultSize for paging. The search page’s address shows the filters of any search it runs.',
  },
}

/**
 * A query schema that names no parameters, but takes any (the search's filters), as the one parameter OpenAPI has
 * for that: an object whose fields are each sent as name=value.
 */
function describedQuery(name: string, querystring: unknown): unknown {
  const schema = querystring as { properties?: unknown } | undefined
  if (!schema || schema.properties !== undefined) return querystring
  const open = OPEN_QUERIES[name] ?? { name: 'parameters', description: 'Any parameters, each as name=value.' }
  return { type: 'object', style: 'form', explode: true, properties: { [open.name]: { ...schema, description: open.description } } }
}

function description(access: string, credentials: string[], limits: string[]): string {
  const lines = [`**Who may call:** ${access}`]
  if (credentials.length > 0) lines.push('', '**Authenticate with any of:**', ...credentials.map((c) => `- ${c}`))
  if (limits.length > 0) lines.push('', '**Limits:**', ...limits.map((l) => `- ${l}`))
  return lines.join('\n')
}

/** The route as the document describes it; hidden when the document leaves it out (documented-routes.ts). */
export function describeRoute(route: RouteOptions, context: OperationContext): { schema: Schema; url: string } {
  const schema = (route.schema ?? {}) as Schema
  if (!isDocumented(route)) return { schema: { ...schema, hide: true }, url: route.url }
  const method = methodsOf(route)[0] ?? 'GET'
  const name = `${method} ${route.url}`
  const guard = route.config?.guard
  const credentials = credentialsOf(method, route.url, guard)
  const limits = context.limitsOf(method, route)
  const action = route.config?.audit?.action
  const summary = SUMMARIES[name] ?? (action ? auditAction(action)?.displayName : undefined) ?? name
  const access = accessInWords(guard)
  const curl = curlExample({
    method,
    url: route.url,
    baseUrl: context.baseUrl,
    highside: context.highside,
    credential: credentials[0] ?? null,
    query: schema.querystring,
    body: schema.body,
  })
  const consumes = bodyMediaTypes(name, context.highside)
  return {
    url: documentPath(route.url),
    schema: {
      ...schema,
      ...(schema.params ? { params: renamedWildcard(schema.params) } : {}),
      ...(schema.querystring ? { querystring: describedQuery(name, schema.querystring) } : {}),
      response: responsesOf(name, schema.response),
      ...(consumes ? { consumes } : {}),
      operationId: operationIdOf(method, route.url),
      summary,
      description: description(access, credentials.map(credentialInWords), limits),
      tags: [areaOf(route.url)],
      ...(credentials.length > 0 ? { security: securityOf(credentials) } : {}),
      'x-sightline-guard': guard ?? null,
      'x-sightline-access': access,
      'x-sightline-roles': rolesOf(guard),
      'x-sightline-credentials': credentials.map(credentialInWords),
      'x-sightline-limits': limits,
      'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: curl }],
    },
  }
}
