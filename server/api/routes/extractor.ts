// The extractor downloads (spec-2 §2 "Extractor downloads", §7 "Write to us and downloads"): the five
// GET /v1/exifextractor/* links of the BigSearch upload screen, for any signed-in user (spec-2 §6). Each answers the
// command-line extractor's portable build (build.mjs: dist/extractor/sightline-extract.mjs, one file that runs on
// Node 20 or later), named for the platform asked for. Native builds (Windows EXE and MSI, Mac Intel and Apple
// Silicon, Linux) and the downloads page come in a later issue; until then every link gives the same file.

import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { NoQuery } from '../../../shared/api/types/schemas/reply.js'
import { failure } from '../failures.js'
import { FAILURES } from '../reply-schemas.js'

/** spec-2 §7's five links, and the name each download is saved under. */
export const EXTRACTOR_DOWNLOADS = {
  '/v1/exifextractor/win': 'sightline-extract-windows.mjs',
  '/v1/exifextractor/msi': 'sightline-extract-windows-installer.mjs',
  '/v1/exifextractor/mac/x64': 'sightline-extract-mac-intel.mjs',
  '/v1/exifextractor/mac/arm': 'sightline-extract-mac-apple-silicon.mjs',
  '/v1/exifextractor/linux': 'sightline-extract-linux.mjs',
} as const

export const EXTRACTOR_NOT_BUILT = 'The extractor is not part of this build.'

export interface ExtractorOptions {
  /** The portable build to serve; by default the one build.mjs writes beside the service's bundle. */
  file?: string
}

/** The service runs bundled as dist/server/api.mjs; the extractor is built to dist/extractor/. */
function bundledExtractor(): string {
  return fileURLToPath(new URL('../extractor/sightline-extract.mjs', import.meta.url))
}

async function plugin(app: FastifyInstance, opts: ExtractorOptions) {
  const file = opts.file ?? bundledExtractor()
  for (const [url, fileName] of Object.entries(EXTRACTOR_DOWNLOADS)) {
    app.get(
      url,
      { schema: { querystring: NoQuery, response: FAILURES }, config: { guard: 'signedIn', audit: { action: 'extractor-download', details: () => fileName } } },
      async (_request, reply) => {
        const found = await stat(file).catch(() => null)
        if (!found?.isFile()) return reply.code(404).send(failure(EXTRACTOR_NOT_BUILT))
        return reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('content-length', found.size)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-cache')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(file))
      },
    )
  }
}

export default fp(plugin, { name: 'extractor', fastify: '5.x' })
