// The search results as the browser tests watch them: the list fetch's reply, the thumbnail requests the
// page makes, a sighting marked as known abuse the way the data feed marks one, and the build's map chunk.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Page, Request, Response } from '@playwright/test'
import type { SearchReply } from '../../../shared/api/types/sightings.js'
import { BUILD_DIR, dataDir, type ServerName } from '../servers.js'

/** A result item and a list reply as the service sends them (spec-1 §3.5). */
export type { SearchReply, SearchResultItem as ResultItem } from '../../../shared/api/types/sightings.js'

/**
 * The next response to a request `matches` that the service answered. A call the edge or the service refused
 * as busy (503) is made again by the page's client (shared/api/client.ts), so its refusal is not the answer:
 * on two busy cores the servers shared by the tests do refuse a call now and then.
 */
export function nextAnswer(page: Page, matches: (request: Request) => boolean): Promise<Response> {
  return page.waitForResponse((r) => r.status() !== 503 && matches(r.request()))
}

/** The next list fetch's response. */
export function nextSearchResponse(page: Page): Promise<Response> {
  return nextAnswer(page, (r) => new URL(r.url()).pathname === '/v1/sightings' && r.method() === 'GET')
}

/** The next list fetch's reply, as the page receives it. */
export async function nextSearchReply(page: Page): Promise<SearchReply> {
  return (await (await nextSearchResponse(page)).json()) as SearchReply
}

/** The image key a thumbnail request asks for (spec-1 §7: /media/{shard}/{key} or /thumb/{key}), or null. */
export function thumbnailKeyOf(request: Request | string): string | null {
  const url = new URL(typeof request === 'string' ? request : request.url())
  const found = /^\/(?:media\/\d+|thumb)\/([^/]+)$/.exec(url.pathname)
  return found ? decodeURIComponent(found[1]!) : null
}

/** Every thumbnail the page asks for from now on, by image key, in order. */
export function watchThumbnails(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    const key = thumbnailKeyOf(request)
    if (key !== null) asked.push(key)
  })
  return asked
}

/** The image id a result's link names (/sighting/{id}). */
export function sightingIdOf(href: string | null): string {
  const found = /\/sighting\/([^/?#]+)/.exec(href ?? '')
  if (!found) throw new Error(`not a sighting link: ${href}`)
  return decodeURIComponent(found[1]!)
}

/**
 * Marks a sighting as known abuse in a running server's database, as the data feed's flag arrives there
 * (the service reads the row on each call; SQLite lets this write while the service runs).
 */
export function markKnownAbuse(imageId: string, server: ServerName = 'standard'): void {
  const db = new Database(join(dataDir(server), 'sightline.db'))
  try {
    // The running service may be writing (another worker's import): wait for it as long as a step may.
    db.pragma('busy_timeout = 30000')
    const changed = db.prepare('UPDATE sightings SET known_abuse = 1 WHERE image_id = ?').run(imageId).changes
    if (changed !== 1) throw new Error(`no sighting ${imageId} to mark`)
  } finally {
    db.close()
  }
}

/**
 * The built script files of an area that carry maplibre-gl: the map's own chunk(s), which the area fetches only when a
 * map shows. Each area's build has its own (the search area's and the Hub's).
 */
export function mapChunkPaths(entry: 'search' | 'uniforms' = 'search'): string[] {
  const manifest = JSON.parse(readFileSync(join(BUILD_DIR, 'manifest.json'), 'utf8')) as { entries: Record<string, { lazy: string[] }> }
  const lazy = manifest.entries[entry]?.lazy ?? []
  return lazy.filter((url) => url.endsWith('.js') && readFileSync(join(BUILD_DIR, 'public', url), 'utf8').includes('maplibregl'))
}
