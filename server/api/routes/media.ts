// The thumbnail path and the built-in offline basemap (spec-1 §7), as the edge forwards them: its thumbnail
// hosts default to /thumbnails here (standard /media/{shard}/{id} and high-security /thumb/{id} alike), its
// tile path to /tiles.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { THUMB_SIZE, ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'
import { CallFailure, failure } from '../failures.js'
import { Thumbnails, type ThumbnailSize } from '../media/thumbnails.js'
import { tileAddressOf } from '../media/tile-query.js'
import { Basemap } from '../media/tiles/basemap.js'
import { basemapStyle, BASEMAP_ID } from '../media/tiles/basemap-style.js'
import { MapStyle, MapStyleQuery, ThumbnailParams, ThumbnailQuery, TileQuery } from '../../../shared/api/types/schemas/media.js'
import { FAILURES, replies } from '../reply-schemas.js'
import { SIGHTING_GUARD } from './sightings.js'
import type { ApiContext } from '../context.js'

export const THUMBNAIL_PATH = '/thumbnails'
export const TILE_PATH = '/tiles'
export const NO_IMAGE = 'Image not found.'
/**
 * A picture is decided afresh on every request (who may see it changes with their licence), so no cache keeps
 * it: a browser's cache would show it again after the licence entry was removed, and to the next user of the
 * same browser profile.
 */
const THUMBNAIL_CACHING = 'private, no-store'
/** The basemap holds no investigation data; it changes only with the package that ships it. */
const TILE_CACHING = 'public, max-age=86400'

function sizeOf(raw: unknown): ThumbnailSize {
  if (raw === undefined || raw === String(THUMB_SIZE)) return THUMB_SIZE
  if (raw === String(ORIGINAL_SIZE)) return ORIGINAL_SIZE
  throw new CallFailure(400, `size must be ${THUMB_SIZE} or ${ORIGINAL_SIZE}.`)
}

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const thumbnails = new Thumbnails(ctx.db, ctx.dataDir)
  const basemap = new Basemap(ctx.dataDir)

  // Thumbnails load in <img> with the session cookie. A picture is part of its sighting (spec-1 §6: sighting
  // detail needs MetadataSearch), so it has the guard of GET /v1/sightings/:id, for sessions, API keys and tokens
  // alike, read from the database on every request. The picture itself is binary and written as it is; only a
  // failure has a JSON shape.
  app.get<{ Params: ThumbnailParams; Querystring: ThumbnailQuery }>(
    `${THUMBNAIL_PATH}/:imageId`,
    {
      schema: { params: ThumbnailParams, querystring: ThumbnailQuery, response: FAILURES },
      config: { guard: SIGHTING_GUARD, audit: { action: 'thumbnail' } },
    },
    async (request, reply) => {
      const size = sizeOf(request.query.size)
      const { imageId } = request.params
      request.audit.details = `${imageId.slice(0, 64)} size ${size}`
      const picture = await thumbnails.picture(imageId, size)
      if (!picture) return reply.code(404).header('cache-control', 'no-store').send(failure(NO_IMAGE))
      return reply
        .header('content-type', picture.contentType)
        .header('cache-control', THUMBNAIL_CACHING)
        .header('referrer-policy', 'no-referrer')
        .header('x-content-type-options', 'nosniff')
        .send(picture.data)
    },
  )

  // The basemap holds no investigation data, so anyone may draw it; a tile is binary (Protocol Buffers).
  app.get<{ Querystring: TileQuery }>(
    TILE_PATH,
    { schema: { querystring: TileQuery, response: FAILURES }, config: { guard: 'public', audit: { action: 'map-tile' } } },
    async (request, reply) => {
      const tile = await basemap.tile(tileAddressOf(request.query))
      return reply.header('content-type', 'application/x-protobuf').header('cache-control', TILE_CACHING).send(tile)
    },
  )

  app.get<{ Querystring: MapStyleQuery }>(
    `${TILE_PATH}/style.json`,
    { schema: { querystring: MapStyleQuery, response: replies(MapStyle) }, config: { guard: 'public', audit: { action: 'map-style' } } },
    async (request, reply) => {
      const token = typeof request.query.accessToken === 'string' ? request.query.accessToken : ''
      return reply.header('cache-control', TILE_CACHING).send(basemapStyle(`${ctx.publicUrl}${TILE_PATH}`, BASEMAP_ID, token))
    },
  )
}

export default fp(plugin, { name: 'media', fastify: '5.x' })
