// npm run bench: per entry, the JavaScript a first visit loads (raw, gzip, brotli) and the lazy chunks it may load later.

import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const dist = process.env.BUILD_OUT || 'dist'
const manifest = JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8'))
const fileOf = (url) => join(dist, 'public', url)
const size = (path) => statSync(path).size
const bytes = (n) => String(n).padStart(9)

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
  const initial = [assets.script, ...assets.imports]
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
