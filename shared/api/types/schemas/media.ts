// The thumbnail path and the offline basemap's tile and style paths (spec-1 §7) as TypeBox schemas: what
// the <img> tags and the map ask for, and the style the map reads. The browser imports this module only for
// types; a thumbnail or a tile itself is binary and has no schema.

import { Type, type Static } from 'typebox'

/** GET /thumbnails/{imageId}. */
export const ThumbnailParams = Type.Object({ imageId: Type.String() })
export type ThumbnailParams = Static<typeof ThumbnailParams>

/** Its size, as text: the route tells a bad one in its own words (200 or -1). */
export const ThumbnailQuery = Type.Object({ size: Type.Optional(Type.String()) })
export type ThumbnailQuery = Static<typeof ThumbnailQuery>

/**
 * GET /tiles?id=&x=&y=&z=&accessToken=: as text, read by the route so that a bad one is told with its range.
 * The id names the basemap and the token is the deployment's public one; neither is checked here.
 */
export const TileQuery = Type.Object({
  id: Type.Optional(Type.String()),
  x: Type.Optional(Type.String()),
  y: Type.Optional(Type.String()),
  z: Type.Optional(Type.String()),
  accessToken: Type.Optional(Type.String()),
})
export type TileQuery = Static<typeof TileQuery>

/** GET /tiles/style.json?accessToken=: the token is written into the tile address the style gives. */
export const MapStyleQuery = Type.Object({ accessToken: Type.Optional(Type.String()) })
export type MapStyleQuery = Static<typeof MapStyleQuery>

/**
 * The MapLibre style of the basemap: the parts the service promises, and whatever else MapLibre's style
 * format holds, written as it is (additionalProperties), so that no part of the style is dropped.
 */
export const MapStyle = Type.Object(
  {
    version: Type.Literal(8),
    name: Type.String(),
    sources: Type.Record(Type.String(), Type.Unknown()),
    layers: Type.Array(Type.Unknown()),
  },
  { additionalProperties: true },
)
export type MapStyle = Static<typeof MapStyle>
