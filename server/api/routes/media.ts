// The thumbnail path and the built-in offline basemap (spec-1 §7), as the edge forwards them: its thumbnail
// hosts default to /thumbnails here (standard /media/{shard}/{id} and high-security /thumb/{id} alike), its
// tile path to /tiles.

import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { Thumbnails } from '../media/thumbnails.js'
import { pictureSizeOf, sendPicture } from '../media/picture-reply.js'
import { tileAddressOf } from '../media/tile-query.js'
import { Basemap } from '../media/tiles/basemap.js'
import { basemapStyle, BASEMAP_ID } from '../media/tiles/basemap-style.js'
import { MapStyle, MapStyleQuery, ThumbnailParams, ThumbnailQuery, TileQuery } from '../../../shared/api/types/schemas/media.js'
import { FAILURES, replies } from '../reply-schemas.js'
import { SIGHTING_GUARD } from './sightings.js'
import type { ApiContext } from '../context.js'

export const THUMBNAIL_PATH = '/thumbnails'
export const TILE_PATH = '/tiles'
/** The basemap holds no investigation data; it changes only with the package that ships it. */
const TILE_CACHING = 'public, max-age=86400'

async function plugin(app: FastifyInstance, ctx: ApiContext) {
  const thumbnails = new Thumbnails(ctx.store, ctx.dataDir)
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
      const size = pictureSizeOf(request.query.size)
      const { imageId } = request.params
      request.audit.details = `${imageId.slice(0, 64)} size ${size}`
      return sendPicture(reply, await thumbnails.picture(imageId, size))
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
