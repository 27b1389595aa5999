// The offline basemap's style as this page uses it (issue 4 "Map tiles"): the service writes its tile
// addresses from its public URL, which need not be the address this page was served from; tiles are
// always asked of this page's own origin, so the map works wherever the page is served and asks no one else.

import type { StyleSpecification } from 'maplibre-gl'

export const TILE_PATH = '/tiles'

export function styleUrl(tileToken: string): string {
  return `${TILE_PATH}/style.json?accessToken=${encodeURIComponent(tileToken)}`
}

/** A tile address on this origin: the path and query kept, the host replaced. Placeholders stay unescaped. */
export function localTileUrl(url: string, origin: string): string {
  const rest = url.replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i, '')
  return `${origin}${rest.startsWith('/') ? rest : `/${rest}`}`
}

/**
 * The style with every vector source's tiles on this origin, and nothing left that would reach out:
 * no glyphs and no sprite (the basemap draws no text labels).
 */
export function localStyle(style: StyleSpecification, origin: string): StyleSpecification {
  const sources: StyleSpecification['sources'] = {}
  for (const [name, source] of Object.entries(style.sources)) {
    sources[name] =
      'tiles' in source && Array.isArray(source.tiles) ? { ...source, tiles: source.tiles.map((t) => localTileUrl(t, origin)) } : source
  }
  const { glyphs: _glyphs, sprite: _sprite, ...rest } = style
  return { ...rest, sources }
}
