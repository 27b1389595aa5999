// Which of the service's routes the API document describes, and under what path. It describes the /v1 API, the
// one an agency's engineers script: every route under /v1 except the edge's own ('internal' guard). The routes
// outside /v1 (/healthz, /tiles, /thumbnails) are the edge's health check and the pages' media, which a caller
// outside reaches under the edge's own addresses, not these; the internal ones answer only the edge.

import type { RouteOptions } from 'fastify'

export const API_PREFIX = '/v1/'

/** Fastify's methods of a route; HEAD is Fastify's own copy of each GET, left out of the document. */
export function methodsOf(route: Pick<RouteOptions, 'method'>): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method]
  return methods.map((method) => method.toUpperCase()).filter((method) => method !== 'HEAD')
}

/** Whether the document describes this route. */
export function isDocumented(route: Pick<RouteOptions, 'url' | 'config'>): boolean {
  return route.url.startsWith(API_PREFIX) && route.config?.guard !== 'internal'
}

/** The name the wildcard segment of a route (`*`: the rest of the path, slashes and all) takes in the document. */
export const WILDCARD_PARAMETER = 'rest'

/**
 * A route's path as OpenAPI writes it: `/v1/sightings/:id` as `/v1/sightings/{id}`, a wildcard as `{rest}`
 * (OpenAPI has no parameter that spans segments; its value is sent encoded, as the similar search's hash is).
 */
export function documentPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, `{${WILDCARD_PARAMETER}}`)
}

/** A stable id for a call, also the /docs page's anchor: `get-v1-sightings-id`. */
export function operationIdOf(method: string, url: string): string {
  const words = url.split(/[^A-Za-z0-9]+/).filter((word) => word !== '')
  return [method.toLowerCase(), ...words, ...(url.endsWith('*') ? [WILDCARD_PARAMETER] : [])].join('-')
}
