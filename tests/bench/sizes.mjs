// npm run bench: per entry, the JavaScript a first visit loads (raw, gzip, brotli) and the lazy chunks it may load later.

import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.env.BUILD_OUT || 'dist'
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))
const fileOf = (url) => join(dist, 'public', url)
const size = (path) => statSync(path).size
const bytes = (n) => String(n).padStart(9)
/** What a first visit loads at once: the early script (when the area has one), the entry and its chunks. */
const initialOf = (assets) => [...(assets.early ? [assets.early] : []), assets.script, ...assets.imports]

function weigh(urls) {
  return urls.reduce(
    (sum, url) => ({
      raw: sum.raw + size(fileOf(url)),
      gzip: sum.gzip + size(fileOf(url) + '.gz'),
      brotli: sum.brotli + size(fileOf(url) + '.br'),
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
}

console.log(`build ${manifest.buildName}${manifest.highside ? ' (high-security)' : ''}`)
console.log('initial JS per entry (bytes)        raw      gzip    brotli  files')
for (const [entry, assets] of Object.entries(manifest.entries)) {
  const initial = initialOf(assets)
  const w = weigh(initial)
  console.log(`  ${entry.padEnd(26)}${bytes(w.raw)} ${bytes(w.gzip)} ${bytes(w.brotli)}  ${initial.length}`)
}
console.log('lazy chunks per entry')
for (const [entry, assets] of Object.entries(manifest.entries)) {
  if (!assets.lazy.length) {
    console.log(`  ${entry.padEnd(26)}none`)
    continue
  }
  for (const url of assets.lazy) {
    const w = weigh([url])
    console.log(`  ${entry.padEnd(26)}${bytes(w.raw)} ${bytes(w.gzip)} ${bytes(w.brotli)}  ${url}`)
  }
}

// First-load targets per entry (issues "Administration", "BigSearch", "The search area", and issue 33 for the
// public entry, whose sign-in page carries none of its other pages nor a signed-in user's frame): the entry's JS with
// the shell, brotli, and none of the heavy libraries in it: chart.js comes with the usage screens, the CSV
// and PDF exports are made by the service (papaparse, jspdf), the metadata reader and hash-wasm come only with
// the extraction worker, maplibre-gl only with the map. Each library is told by a string only its own code
// holds, which minifying keeps.
const TARGET_KB = { public: 90, admin: 115, bigsearch: 115, camid: 115, search: 110, uniforms: 115 }
const HEAVY_MARKS = {
  'chart.js': /can't acquire context/,
  jspdf: /\bjsPDF\b/,
  papaparse: /__parsed_extra/,
  'metadata reader': /maker note/,
  'hash-wasm': /WebAssembly\.compile/,
  'maplibre-gl': /maplibregl/i,
}
const heavyIn = (urls) => {
  const text = urls.map((url) => readFileSync(fileOf(url), 'utf8')).join('\n')
  return Object.entries(HEAVY_MARKS).filter(([, mark]) => mark.test(text)).map(([name]) => name)
}
for (const [entry, targetKb] of Object.entries(TARGET_KB)) {
  const assets = manifest.entries[entry]
  if (!assets) continue
  const initial = initialOf(assets)
  const kb = weigh(initial).brotli / 1024
  const heavy = heavyIn(initial)
  console.log(`${entry} first load: ${kb.toFixed(1)} KB brotli (target ≤ ${targetKb} KB, ${kb <= targetKb ? 'met' : 'MISSED'}); heavy libraries in it: ${heavy.length ? heavy.join(', ') : 'none'}`)
  const lazyHeavy = heavyIn(assets.lazy)
  console.log(`${entry} lazy chunks hold: ${lazyHeavy.length ? lazyHeavy.join(', ') : 'none of them'}`)
}
