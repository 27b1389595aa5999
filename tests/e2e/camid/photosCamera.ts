// Photos of one demo camera at its native size, as an investigator would hold them: found through the search
// API (the sightings of one serial number at one resolution: the smallest of the database's resolutions that has
// such a camera and few pictures, so that the originals are quick to draw and the query quick to run) and
// downloaded as originals (size -1), which the service draws through that camera's sensor.

import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import type { CamIdResolutionList } from '../../../shared/api/types/camid.js'
import type { SearchResultItem } from '../../../shared/api/types/sightings.js'
import { ORIGINAL_SIZE } from '../../../shared/images/thumbnails.js'

export interface CameraPhotos {
  serialNumber: string
  width: number
  height: number
  /** The photos' files, as a user picks them. */
  files: string[]
  /** Their bytes in all. */
  bytes: number
}

/** How many photos the fingerprint is made from: one more than the least, as a careful user gives. */
export const PHOTOS = 6

/** A resolution with more sightings than this makes a query that runs for minutes on the shared machine. */
const MOST_PICTURES = 300

const isOnion = (item: SearchResultItem) => (item.domain ?? '').endsWith('.onion')

/** The sightings of a serial at one size, from a page of them. */
function bySerialAt(items: readonly SearchResultItem[]): Map<string, SearchResultItem[]> {
  const groups = new Map<string, SearchResultItem[]>()
  for (const item of items) {
    if (!item.serialNumber || isOnion(item) || item.knownChildAbuseImageArachnid || !item.width || !item.height) continue
    const key = `${item.serialNumber} ${item.width}x${item.height}`
    groups.set(key, [...(groups.get(key) ?? []), item])
  }
  return groups
}

/**
 * `camid` lists the resolutions (a Camera ID call); `searcher` searches and downloads (it needs MetadataSearch).
 * The pictures' ids are distinct: one picture seen twice is one photo.
 */
export async function cameraPhotos(camid: APIRequestContext, searcher: APIRequestContext, folder: string): Promise<CameraPhotos> {
  const resolutions = (await (await camid.get('/v1/cameraid/resolutions')).json()) as CamIdResolutionList
  const bySize = [...resolutions.items].sort((a, b) => a.longestEdge * a.shortestEdge - b.longestEdge * b.shortestEdge)
  for (const item of bySize) {
    const reply = await searcher.get(`/v1/sightings?longestEdge=${item.longestEdge}&shortestEdge=${item.shortestEdge}&resultSize=200`)
    expect(reply.ok()).toBe(true)
    const { results, totalResults } = (await reply.json()) as { results: SearchResultItem[]; totalResults: number }
    if (totalResults > MOST_PICTURES) continue
    for (const group of bySerialAt(results).values()) {
      const distinct = [...new Map(group.map((sighting) => [sighting.id, sighting])).values()]
      if (distinct.length < PHOTOS) continue
      const chosen = distinct.slice(0, PHOTOS)
      mkdirSync(folder, { recursive: true })
      const files: string[] = []
      let bytes = 0
      for (const [i, sighting] of chosen.entries()) {
        const original = await searcher.get(`/media/0/${encodeURIComponent(sighting.id)}?size=${ORIGINAL_SIZE}`, { timeout: 60_000 })
        expect(original.ok(), `the original of ${sighting.id}`).toBe(true)
        expect(original.headers()['content-type']).toBe('image/jpeg')
        const body = await original.body()
        const file = join(folder, `camera-photo-${i + 1}.jpg`)
        writeFileSync(file, body)
        files.push(file)
        bytes += body.length
      }
      return { serialNumber: chosen[0]!.serialNumber!, width: chosen[0]!.width!, height: chosen[0]!.height!, files, bytes }
    }
  }
  throw new Error(`No demo camera has ${PHOTOS} photos at one resolution`)
}
