// Whether the API document describes every route the service registers: the routes as the service's own registry
// has them (an onRoute hook on the app before it starts), the calls the document should hold, and the ones it
// lacks. Used by the document's unit test and by the /docs page's browser test.

import type { FastifyInstance, RouteOptions } from 'fastify'
import { documentPath, isDocumented, methodsOf } from '../../../../../server/api/openapi/documented-routes.js'

export interface RegisteredRoute {
  method: string
  url: string
  route: RouteOptions
}

/**
 * Every route the app registers, HEAD (Fastify's copy of each GET) left out. Call before the app is ready, so that
 * the hook is there before any plugin adds its routes; the list fills as the app starts.
 */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    for (const method of methodsOf(route)) routes.push({ method, url: route.url, route })
  })
  return routes
}

/** A call as the document names it: `GET /v1/sightings/{id}`. */
export const callName = (method: string, path: string) => `${method.toUpperCase()} ${path}`

/** The calls the document should hold: each documented route under its document path. */
export function expectedCalls(routes: readonly RegisteredRoute[]): string[] {
  return routes.filter(({ route }) => isDocumented(route)).map(({ method, url }) => callName(method, documentPath(url)))
}

type DocumentPaths = { paths?: Record<string, Record<string, unknown>> }

/** The calls the document holds. */
export function documentedCalls(document: DocumentPaths): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) => Object.keys(item).map((method) => callName(method, path)))
}

/** The expected calls the document lacks. */
export function missingFromDocument(expected: readonly string[], document: DocumentPaths): string[] {
  const held = new Set(documentedCalls(document))
  return expected.filter((call) => !held.has(call))
}
