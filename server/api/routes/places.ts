// GET /v1/places: the place search of the Choose Location dialog, from the offline gazetteer, so that the
// high-security site needs no internet (issue 4 "Map tiles"); GET /v1/places/nearest: the name of the place
// a location filter's centre lies at, from the same gazetteer (issue 15).

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { PLACE_QUERY_MAX, PLACES_DEFAULT_LIMIT, PLACES_MAX_LIMIT } from '../../../shared/api/types/places.js'
import { PlaceNearestQuery, PlaceNearestReply, PlacesQuery, PlacesReply } from '../../../shared/api/types/schemas/places.js'
import { replies } from '../reply-schemas.js'
import { CallFailure } from '../failures.js'
import { Gazetteer } from '../places/gazetteer.js'
import type { ApiContext } from '../context.js'

export const QUERY_REQUIRED = `q must be 1 to ${PLACE_QUERY_MAX} characters.`
export const LIMIT_INVALID = `limit must be a whole number from 1 to ${PLACES_MAX_LIMIT}.`
export const LATITUDE_INVALID = 'lat must be a number from -90 to 90.'
export const LONGITUDE_INVALID = 'lon must be a number from -180 to 180.'
export const NEAR_INVALID = 'nearLat, nearLon and withinKm go together: a latitude from -90 to 90, a longitude from -180 to 180 and a distance from 1 to 20000 km.'

const DECIMAL = /^[+-]?(\d{1,3}(\.\d{1,15})?|\.\d{1,15})$/

function coordinateOf(raw: unknown, limit: number, message: string): number {
  if (typeof raw !== 'string' || !DECIMAL.test(raw.trim()) || Math.abs(Number(raw)) > limit) throw new CallFailure(400, message)
  return Number(raw)
}

function queryOf(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : ''
  if (text === '' || text.length > PLACE_QUERY_MAX) throw new CallFailure(400, QUERY_REQUIRED)
  return text
}

function limitOf(raw: unknown): number {
  if (raw === undefined) return PLACES_DEFAULT_LIMIT
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw) || Number(raw) < 1 || Number(raw) > PLACES_MAX_LIMIT) {
    throw new CallFailure(400, LIMIT_INVALID)
  }
  return Number(raw)
}

function nearOf(query: PlacesQuery): { latitude: number; longitude: number; withinKm: number } | null {
  const { nearLat, nearLon, withinKm } = query
  if (nearLat === undefined && nearLon === undefined && withinKm === undefined) return null
  if (nearLat === undefined || nearLon === undefined || withinKm === undefined) throw new CallFailure(400, NEAR_INVALID)
  const latitude = coordinateOf(nearLat, 90, NEAR_INVALID)
  const longitude = coordinateOf(nearLon, 180, NEAR_INVALID)
  if (!/^\d{1,5}$/.test(withinKm) || Number(withinKm) < 1 || Number(withinKm) > 20_000) throw new CallFailure(400, NEAR_INVALID)
  return { latitude, longitude, withinKm: Number(withinKm) }
}

async function plugin(app: FastifyInstance, _ctx: ApiContext) {
  const gazetteer = new Gazetteer()
  app.get<{ Querystring: PlacesQuery }>(
    '/v1/places',
    {
      schema: { querystring: PlacesQuery, response: replies(PlacesReply) },
      config: { guard: 'signedIn', audit: { action: 'place-search' } },
    },
    async (request): Promise<PlacesReply> => {
      const query = queryOf(request.query.q)
      const limit = limitOf(request.query.limit)
      const near = nearOf(request.query)
      request.audit.details = query.slice(0, PLACE_QUERY_MAX)
      return { success: true, places: gazetteer.search(query, limit, near ?? undefined) }
    },
  )
  app.get<{ Querystring: PlaceNearestQuery }>(
    '/v1/places/nearest',
    {
      schema: { querystring: PlaceNearestQuery, response: replies(PlaceNearestReply) },
      config: { guard: 'signedIn', audit: { action: 'place-name' } },
    },
    async (request): Promise<PlaceNearestReply> => {
      const lat = coordinateOf(request.query.lat, 90, LATITUDE_INVALID)
      const lon = coordinateOf(request.query.lon, 180, LONGITUDE_INVALID)
      request.audit.details = `${lat},${lon}`
      const nearest = gazetteer.nearest(lat, lon)
      return { success: true, place: nearest?.place ?? null, distanceMetres: nearest === null ? null : Math.round(nearest.distanceMetres) }
    },
  )
}

export default fp(plugin, { name: 'places', fastify: '5.x' })
