// Sightings for the browser tests: real photos imported with the product's own importer, into the data
// folder of a running server (SQLite lets the importer write while the service reads), and a wait for the
// demo sightings the service writes in the background on its first start.

import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { BUILD_DIR, dataDir, type ServerName } from '../servers.js'
import { REAL_EXIF } from '../../fixtures/bigsearch/real-exif.js'

/** Imports these fixture photos as new sightings, now. */
export function importPhotos(names: readonly string[], server: ServerName = 'standard', flags: string[] = []): void {
  const folder = mkdtempSync(join(tmpdir(), 'sightline-photos-'))
  try {
    for (const name of names) copyFileSync(join(REAL_EXIF, name), join(folder, name))
    execFileSync('node', [join(BUILD_DIR, 'server', 'import.mjs'), folder, '--data-dir', dataDir(server), ...flags], { stdio: 'pipe' })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Waits until the demo sightings are searchable (the first start writes them after listening). */
export async function demoSightingsReady(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const reply = await request.get('/v1/sightings?exists=location&resultSize=1')
        return reply.ok() ? ((await reply.json()) as { totalResults: number }).totalResults : 0
      },
      { message: 'demo sightings with a location', timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBeGreaterThan(1000)
}

/** Great-circle distance in metres. */
export function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h))
}
