// No entry's first load carries the heavy parts that only some screens use: the metadata reader and exifr
// (issue 12: the importer and the in-browser extractor load them), the map library, and the chart and
// export libraries (issue 13). The client is bundled as build.mjs bundles it, and each entry's first load is
// its file and the chunks it imports statically. An early script (shared/routes/entries.ts) is checked on its own.

import t from 'tap'
import * as esbuild from 'esbuild'
import { EARLY_SCRIPTS, ENTRIES, entryPoint } from '../../../shared/routes/entries.js'
import { assemblyPlugin } from '../../../scripts/assembly.mjs'

/** Source paths that must stay out of every first load. */
const LAZY_ONLY = [
  /(^|\/)shared\/metadata\//,
  /node_modules\/exifr\//,
  /node_modules\/maplibre-gl\//,
  /node_modules\/chart\.js\//,
  /node_modules\/jspdf/,
  /node_modules\/papaparse\//,
]

t.test('no entry loads the metadata reader, the map, chart or export libraries at once', async (t) => {
  const { metafile } = await esbuild.build({
    entryPoints: Object.fromEntries(ENTRIES.map((area) => [area, entryPoint(area)])),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: 'first-load-check',
    write: false,
    jsx: 'automatic',
    metafile: true,
    plugins: [assemblyPlugin],
    define: { 'process.env.NODE_ENV': '"production"', __HIGHSIDE__: 'false' },
    logLevel: 'error',
  })
  const outputs = metafile.outputs
  const firstLoad = (file: string, seen = new Set<string>([file])): Set<string> => {
    for (const imported of outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !seen.has(imported.path)) {
        seen.add(imported.path)
        firstLoad(imported.path, seen)
      }
    }
    return seen
  }
  const entryPoints = new Set<string>(ENTRIES.map(entryPoint))
  let checked = 0
  for (const [file, output] of Object.entries(outputs)) {
    // The areas' own entries; the lazy modules they import later are entry points to esbuild too.
    if (!output.entryPoint || !entryPoints.has(output.entryPoint) || !file.endsWith('.js')) continue
    checked++
    const sources = [...firstLoad(file)].flatMap((chunk) => Object.keys(outputs[chunk]?.inputs ?? {}))
    t.ok(sources.length > 0, `${output.entryPoint}: its first load was read`)
    t.same(sources.filter((source) => LAZY_ONLY.some((pattern) => pattern.test(source))), [], `${output.entryPoint}: none of them in the first load`)
  }
  t.equal(checked, ENTRIES.length, 'every entry was checked')
})

/** What an early script must not carry: its one file is asked for before everything else, so it stays small. */
const NOT_IN_EARLY_SCRIPTS = [/(^|\/)shared\/routes\/table\.ts$/, /(^|\/)shared\/api\/client\.ts$/, /node_modules\/react/, /node_modules\/@preact\//]

t.test('each early script is one file of its own, without the heavy libraries, the route table, the client or React', async (t) => {
  const scripts = Object.entries(EARLY_SCRIPTS)
  t.ok(scripts.length > 0, 'the search page has one')
  for (const [area, source] of scripts) {
    const { metafile } = await esbuild.build({
      entryPoints: [source!],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      outdir: 'early-check',
      metafile: true,
      plugins: [assemblyPlugin],
      define: { 'process.env.NODE_ENV': '"production"', __HIGHSIDE__: 'false' },
      logLevel: 'error',
    })
    const [output] = Object.values(metafile.outputs)
    t.same(output!.imports, [], `${area}: no imports, one file`)
    const carried = Object.entries(output!.inputs).filter(([, input]) => input.bytesInOutput > 0).map(([path]) => path)
    t.ok(carried.includes(source!), `${area}: its own code was read`)
    t.same(carried.filter((path) => [...LAZY_ONLY, ...NOT_IN_EARLY_SCRIPTS].some((pattern) => pattern.test(path))), [], `${area}: none of them in it`)
  }
})
