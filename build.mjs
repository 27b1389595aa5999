// Builds everything into dist/: one browser bundle per area with its lazy chunks, their manifest and
// pre-compressed copies, and the server bundles (one file per program, with packages left external). BUILD_NAME picks the variant.

import * as esbuild from 'esbuild'
import { chmod, copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
// The route table's list of entries: a module with no imports and only erasable TypeScript, which Node
// loads as it is, so the build and the edge can never disagree on the areas.
import { EARLY_SCRIPTS, ENTRIES, entryPoint } from './shared/routes/entries.ts'
import { assemblyPlugin } from './scripts/assembly.mjs'

const buildName = process.env.BUILD_NAME || 'standard'
// ARCHITECTURE.md: a build name containing "highside" makes the high-security variant.
const highside = buildName.toLowerCase().includes('highside')
const outDir = process.env.BUILD_OUT || 'dist'
const assetsDir = join(outDir, 'public', 'assets')
const quiet = process.argv.includes('--quiet')

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** One browser script as ONE hashed file beside the areas' assets, with no imports of its own; its address. */
async function buildSingleFile(name, source, format) {
  const result = await esbuild.build({
    entryPoints: { [name]: source },
    bundle: true,
    plugins: [assemblyPlugin],
    format,
    platform: 'browser',
    target: ['chrome109', 'firefox115', 'safari16'],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    minify: true,
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': '"production"', __HIGHSIDE__: String(highside) },
    logLevel: 'warning',
  })
  const [file] = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js'))
  return '/assets/' + relative(assetsDir, file).split('\\').join('/')
}

/**
 * The areas' Web Workers, each as its own file, named by the constant that hands its address to the areas: esbuild
 * cannot follow `new Worker(url)`, so each is built first. BigSearch's extraction worker holds the metadata reader
 * and hash-wasm, which only a user who extracts ever loads; Camera ID's fingerprint worker holds the fingerprint
 * estimate, which only a user who makes a fingerprint from photos loads.
 */
const WORKERS = {
  __EXTRACT_WORKER_URL__: ['extract-worker', 'entries/bigsearch/extract/extract.worker.ts'],
  __FINGERPRINT_WORKER_URL__: ['fingerprint-worker', 'entries/camid/fingerprint/fingerprint.worker.ts'],
}

/** Each worker's address, by its constant, as the areas' `define` takes it. */
async function buildWorkers() {
  const built = await Promise.all(Object.entries(WORKERS).map(async ([constant, [name, source]]) => [constant, JSON.stringify(await buildSingleFile(name, source, 'iife'))]))
  return Object.fromEntries(built)
}

/**
 * The command-line extractor (server/extractor/cli.ts) as ONE portable file, every package inlined, for whoever has
 * Node 20 or later (docs/bigsearch.md "The extractor"). What the service offers at /v1/exifextractor/* are programs
 * that need no Node.js, a step of their own: npm run build:extractor (scripts/build-extractor.mjs).
 */
async function buildExtractor() {
  const outfile = join(outDir, 'extractor', 'sightline-extract.mjs')
  await esbuild.build({
    entryPoints: ['server/extractor/cli.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    minify: true,
    legalComments: 'none',
    // exifr asks for fs and zlib with require(), which an ES module has not: give it Node's.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as __extractorRequire } from 'node:module';\nconst require = __extractorRequire(import.meta.url);" },
    define: { __HIGHSIDE__: String(highside) },
    logLevel: 'warning',
  })
  await chmod(outfile, 0o755)
}

/**
 * Each area is built on its own, split only into its own lazy parts: a page then loads its entry and the one or
 * two chunks its lazy parts share with it, not the dozens of small chunks that areas built together share. On a
 * slow link every file costs a round trip (six at a time over HTTP/1.1), which matters more than reusing the
 * shell's cached code when going from one area to another. Identical chunks of two areas get the same name.
 */
async function buildClient(workerUrls) {
  const [metafiles, earlyUrls] = await Promise.all([
    Promise.all(ENTRIES.map((area) => buildArea(area, workerUrls))),
    Promise.all(Object.keys(EARLY_SCRIPTS).map(async (area) => [area, await buildEarlyScript(area)])),
  ])
  return { metafile: { inputs: {}, outputs: Object.assign({}, ...metafiles.map((m) => m.outputs)) }, earlyUrls: Object.fromEntries(earlyUrls) }
}

// An area's early script (shared/routes/entries.ts EARLY_SCRIPTS) is built on its own into ONE file with no imports:
// the page asks for it first and it runs as soon as that one file is in, rather than after the area's shared
// chunks. The few kilobytes it repeats of the area's code are the price; the two copies share their state through
// the page (shared/api/earlyReplies.ts).
const buildEarlyScript = (area) => buildSingleFile(`${area}-early`, EARLY_SCRIPTS[area], 'esm')

/**
 * The high-security build leaves the chat out (ARCHITECTURE.md "The high-security build"): the one module that
 * imports the chat panel, shared/shell/ChatPanelSlot.ts, gets ChatPanel.highside.ts in its place, which has
 * none, so none of the chat's code enters the bundles rather than being bundled and switched off.
 */
const withoutChat = {
  name: 'without-chat',
  setup(build) {
    const slot = resolve('shared/shell/ChatPanelSlot.ts')
    build.onResolve({ filter: /^\.\/ChatPanel\.js$/ }, (args) =>
      resolve(args.importer) === slot ? { path: resolve('shared/shell/ChatPanel.highside.ts') } : undefined,
    )
  },
}

async function buildArea(area, workerUrls) {
  const result = await esbuild.build({
    entryPoints: { [area]: entryPoint(area) },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['chrome109', 'firefox115', 'safari16'],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    minify: true,
    jsx: 'automatic',
    legalComments: 'none',
    metafile: true,
    plugins: highside ? [withoutChat, assemblyPlugin] : [assemblyPlugin],
    define: {
      'process.env.NODE_ENV': '"production"',
      __HIGHSIDE__: String(highside),
      ...workerUrls,
    },
    logLevel: 'warning',
  })
  return result.metafile
}

/** Per entry: its file, the chunks it loads at once (to preload) and the chunks it may load later. */
function manifestOf({ metafile, earlyUrls }) {
  const outputs = metafile.outputs
  const urlOf = (file) => '/assets/' + relative(assetsDir, file).split('\\').join('/')
  const staticClosure = (file, seen = new Set()) => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path)
        staticClosure(imp.path, seen)
      }
    }
    return seen
  }
  const lazyClosure = (file, initial) => {
    const lazy = new Set()
    const visit = (from) => {
      for (const imp of outputs[from]?.imports ?? []) {
        if (imp.kind !== 'dynamic-import' || initial.has(imp.path) || lazy.has(imp.path)) continue
        lazy.add(imp.path)
        for (const dep of [imp.path, ...staticClosure(imp.path)]) {
          if (!initial.has(dep)) lazy.add(dep)
          visit(dep)
        }
      }
    }
    for (const f of [file, ...initial]) visit(f)
    return lazy
  }
  const entries = {}
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !file.endsWith('.js')) continue
    const area = ENTRIES.find((a) => output.entryPoint === entryPoint(a))
    if (!area) continue
    const initial = staticClosure(file)
    entries[area] = {
      script: urlOf(file),
      ...(earlyUrls[area] ? { early: earlyUrls[area] } : {}),
      imports: [...initial].map(urlOf),
      lazy: [...lazyClosure(file, initial)].map(urlOf),
      css: output.cssBundle ? [urlOf(output.cssBundle)] : [],
    }
  }
  return entries
}

/**
 * Marks the files of each area's first load (its early script, entry and the chunks the entry imports) for
 * eager compilation, with V8's compile hint comment (other engines read a comment): their functions nearly all
 * run as the page loads and draws, and compiled from the start, on a thread of their own as the file streams
 * in, they are no longer compiled one by one on the page's thread at their first call. On a search page's first
 * load the first results came 24 to 32 ms sooner. The later parts (the map library among them) stay lazily compiled.
 */
const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

async function markFirstLoads(entries) {
  const firstLoad = new Set(Object.values(entries).flatMap((entry) => [entry.script, ...(entry.early ? [entry.early] : []), ...entry.imports]))
  await Promise.all(
    [...firstLoad].map(async (url) => {
      const path = join(assetsDir, url.slice('/assets/'.length))
      const code = await readFile(path, 'utf8')
      if (!code.startsWith(EAGER_COMPILE_HINT)) await writeFile(path, EAGER_COMPILE_HINT + code)
    }),
  )
}

/** Writes .br and .gz beside every asset; the edge serves them by Accept-Encoding. */
async function precompress() {
  const files = (await readdir(assetsDir)).filter((f) => !f.endsWith('.br') && !f.endsWith('.gz'))
  await Promise.all(
    files.map(async (name) => {
      const path = join(assetsDir, name)
      const data = await readFile(path)
      const [br, gzipped] = await Promise.all([
        brotli(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        gz(data, { level: 9 }),
      ])
      await Promise.all([writeFile(path + '.br', br), writeFile(path + '.gz', gzipped)])
    }),
  )
  return files.length
}

async function buildServer() {
  await esbuild.build({
    entryPoints: {
      edge: 'server/edge/main.ts',
      api: 'server/api/main.ts',
      // The BigSearch job engine's thread (server/api/jobs/job-thread-link.ts starts it from this file).
      'bigsearch-jobs': 'server/api/jobs/job-thread.ts',
      // The thread that merges a finished job's leads (server/api/jobs/merge-in-thread.ts starts it from this file).
      'bigsearch-merge': 'server/api/jobs/merge-thread.ts',
      // The first pass over an upload, in a capped thread (server/api/bigsearch/inspect-in-thread.ts starts it).
      'bigsearch-inspect': 'server/api/bigsearch/inspect-thread.ts',
      // A Camera ID query, in a thread of its own (server/api/camid/query-in-thread.ts starts it from this file).
      'camid-query': 'server/api/camid/query-thread.ts',
      // A generated sighting's original drawn with its camera's sensor (server/api/camid/sensor-original.ts).
      'camid-original': 'server/api/camid/sensor-original-thread.ts',
      // A contributor's picture made anew without its metadata (server/api/uniforms/upload/reencode.ts).
      'uniforms-reencode': 'server/api/uniforms/upload/reencode-thread.ts',
      // The register's drawn pictures, drawn and encoded off the service's thread (server/api/uniforms/drawing/draw-link.ts).
      'uniforms-draw': 'server/api/uniforms/drawing/draw-thread.ts',
      // The threads that index a whole database at once (server/api/camid/index-all.ts, npm run seed -- --camid-index).
      'camid-digest': 'server/api/camid/digest-thread.ts',
      // Command-line tools of the built-in service: npm run seed, npm run import, and the agency's first
      // application (README "Signing in through an agency's application").
      seed: 'server/api/seed/cli.ts',
      import: 'server/api/import/cli.ts',
      applications: 'server/api/applications/cli.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    outdir: join(outDir, 'server'),
    outExtension: { '.js': '.mjs' },
    packages: 'external',
    plugins: [assemblyPlugin],
    sourcemap: 'linked',
    define: { __HIGHSIDE__: String(highside) },
    logLevel: 'warning',
  })
  // Each engine's migrations beside the service's bundle: SQLite's, and PostgreSQL's for DATABASE_URL.
  for (const [from, to] of [['server/api/db/migrations', 'migrations'], ['server/api/db/postgres', 'migrations-postgres']]) {
    const target = join(outDir, 'server', to)
    await mkdir(target, { recursive: true })
    for (const name of await readdir(from)) {
      if (name.endsWith('.sql')) await copyFile(join(from, name), join(target, name))
    }
  }
}

const started = Date.now()
await rm(outDir, { recursive: true, force: true })
const [client] = await Promise.all([buildWorkers().then(buildClient), buildServer(), buildExtractor()])
const entries = manifestOf(client)
await markFirstLoads(entries)
const assetCount = await precompress()
const manifest = { buildName, highside, builtAt: new Date().toISOString(), entries }
await writeFile(join(outDir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
if (!quiet) {
  console.log(`built ${buildName}${highside ? ' (high-security variant)' : ''}: ${assetCount} assets in ${Date.now() - started} ms → ${outDir}/`)
}
