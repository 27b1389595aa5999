// npm run bench (BigSearch, the largest case): a case of BIGSEARCH_MAX_ITEMS files (default 50,000), each with its
// own MD5, SHA-1, place and time besides a few shared cameras and names, the kind of case that gives the most leads
// for its size, so the job engine's merge and the leads call meet their worst. Prints the time from upload to
// COMPLETE, the leads reply (its JSON, the bytes sent compressed, the time to read it) and, in Chromium, the time
// until the job page shows its leads and the page's JS heap then.
// Usage: BUILD_OUT=dist node tests/bench/bigsearch-largest.mjs [--items 50000] [--data-dir DIR]

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { findChromium } from '../e2e/browser/find-chromium.mjs'
import { signInDemoWhenReady, startEdge } from '../support/edge-process.mjs'

const { values: args } = parseArgs({ options: { items: { type: 'string', default: '50000' }, 'data-dir': { type: 'string' } } })
const itemCount = Number(args.items.replace(/_/g, ''))
const dist = resolve(process.env.BUILD_OUT || 'dist')
const dataDir = resolve(args['data-dir'] ?? mkdtempSync(join(tmpdir(), 'sightline-bigsearch-largest-')))
const workDir = mkdtempSync(join(tmpdir(), 'sightline-bigsearch-largest-file-'))

function item(index) {
  const hex = (n, width) => n.toString(16).padStart(width, '0')
  return {
    index,
    fileName: `Evidence/Device-01/DCIM/${100 + (index % 40)}CANON/IMG_${String(index).padStart(7, '0')}.JPG`,
    camera: { make: 'Canon', model: 'Canon EOS 600D', serialNumber: String(123063022000 + (index % 97)) },
    location: { latitude: 51.5 + (index % 1000) / 10000, longitude: -0.12 - (index % 700) / 10000 },
    metadata: {
      artist: `Photographer ${index % 50}`,
      software: 'Adobe Photoshop Lightroom 6.1 (Windows)',
      dateTimeOriginal: `2015-06-${String(1 + (index % 28)).padStart(2, '0')}T10:${String(index % 60).padStart(2, '0')}:26`,
    },
    duplicates: { md5: hex(index, 32), sha1: hex(index, 40) },
  }
}

const file = join(workDir, 'case.json')
writeFileSync(file, `[${Array.from({ length: itemCount }, (_, i) => JSON.stringify(item(i))).join(',\n')}]`)
const { base, stop } = await startEdge({ dist, dataDir, env: { BIGSEARCH_MAX_ITEMS: String(itemCount) } })
let browser = null
process.on('exit', () => rmSync(workDir, { recursive: true, force: true }))
try {
  const { cookie } = await signInDemoWhenReady(base, dataDir)
  const headers = { Accept: 'application/json', 'x-requesting-app': 'lowside', cookie }
  console.log(`\nbigsearch-largest: a case of ${itemCount.toLocaleString('en')} files, each with its own hashes, place and time`)

  const started = performance.now()
  const form = new FormData()
  form.append('file', new Blob([readFileSync(file)], { type: 'application/json' }), 'largest-case.json')
  const uploaded = await fetch(`${base}/v1/bigsearch/data`, { method: 'POST', headers, body: form })
  const { checksum, error } = await uploaded.json()
  if (!checksum) throw new Error(`upload refused (${uploaded.status}): ${error}`)
  let status
  for (;;) {
    status = await (await fetch(`${base}/v1/bigsearch/status/${checksum}`, { headers })).json()
    if (['COMPLETE', 'ERROR', 'CANCELLED'].includes(status.status)) break
    await new Promise((done) => setTimeout(done, 500))
  }
  const seconds = (performance.now() - started) / 1000
  console.log(`upload to ${status.status} in ${seconds.toFixed(1)} s (${Math.round(itemCount / seconds)} files/s)${status.statusText ? `: ${status.statusText}` : ''}`)

  if (status.status === 'COMPLETE') {
    // The bytes as sent: fetch decodes, so the compressed size is read from a second, undecoded request.
    const readStarted = performance.now()
    const text = await (await fetch(`${base}/v1/bigsearch/leads/${checksum}`, { headers })).text()
    const readMs = performance.now() - readStarted
    const leads = JSON.parse(text).leads.length
    const wire = await new Promise((done, fail) => {
      const url = new URL(`${base}/v1/bigsearch/leads/${checksum}`)
      request(url, { headers: { ...headers, 'accept-encoding': 'br' } }, (res) => {
        let bytes = 0
        res.on('data', (chunk) => (bytes += chunk.length))
        res.on('end', () => done({ bytes, encoding: res.headers['content-encoding'] }))
      })
        .on('error', fail)
        .end()
    })
    console.log(
      `leads: ${leads.toLocaleString('en')}, ${(text.length / 1e6).toFixed(1)} MB of JSON, sent as ${(wire.bytes / 1e6).toFixed(1)} MB (${wire.encoding ?? 'not compressed'}), read in ${Math.round(readMs)} ms`,
    )

    const browserPath = findChromium().path
    if (!browserPath) console.log('no Chromium found (run the browser tests once, or set CHROMIUM_PATH): the page is not measured')
    else {
      browser = await chromium.launch({ executablePath: browserPath, headless: true })
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
      await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: base })))
      const page = await context.newPage()
      const opened = performance.now()
      await page.goto(`${base}/bigsearch/${checksum}`)
      await page.getByRole('heading', { name: 'Leads' }).waitFor({ timeout: 120_000 })
      const shownMs = performance.now() - opened
      const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0)
      console.log(`the job page shows its leads ${Math.round(shownMs)} ms after it is opened; the page's JS heap then ${Math.round(heap / 1e6)} MB`)
    }
  }
  await fetch(`${base}/v1/bigsearch/jobs/${checksum}`, { method: 'DELETE', headers })
} finally {
  await browser?.close()
  await stop()
  if (args['data-dir'] === undefined) rmSync(dataDir, { recursive: true, force: true })
}
