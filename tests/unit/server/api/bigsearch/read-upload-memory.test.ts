// A large upload is streamed, never held (issue 14: memory stays bounded whatever the file's size). BigSearch data
// files of ~10 and ~50 MB are read in child processes whose heap is capped at 48 MB, below what the items of the large
// file would take if held (the child would then die out of memory): both are read whole, and resident memory grows by
// no more than the capped heap and the reader's buffers, whatever the size. (How far a heap grows below its cap is
// the collector's choice: the two growths differ by up to the cap, so they are not compared with each other.)

import t, { type Test } from 'tap'
import { spawnSync } from 'node:child_process'
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = mkdtempSync(join(tmpdir(), 'read-upload-memory-'))
t.teardown(() => rmSync(dir, { recursive: true, force: true }))

async function writeLargeFile(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path)
  out.write('[')
  let written = 0
  let index = 0
  while (written < bytes) {
    const item = {
      index,
      fileName: `DCIM/100CANON/IMG_${String(index).padStart(6, '0')}.JPG`,
      camera: { make: 'Canon', model: 'Canon EOS 600D', serialNumber: String(123063022000 + (index % 97)), lensSerialNumber: '0000129324' },
      location: { latitude: 51.5 + (index % 1000) / 10000, longitude: -0.12 - (index % 700) / 10000 },
      metadata: { artist: 'Patrik', software: 'Adobe Photoshop Lightroom 6.1 (Windows)', dateTimeOriginal: '2015-06-11T10:29:26' },
      duplicates: { md5: index.toString(16).padStart(32, '0'), sha1: index.toString(16).padStart(40, 'a') },
    }
    const text = `${index ? ',\n' : ''}${JSON.stringify(item)}`
    if (!out.write(text)) await new Promise((resolve) => out.once('drain', () => resolve(undefined)))
    written += text.length
    index++
  }
  out.end(']\n')
  await new Promise((resolve) => out.once('finish', () => resolve(undefined)))
  return index
}

const READER = `
import { inspectUpload } from ${JSON.stringify(fileURLToPath(new URL('../../../../../server/api/bigsearch/read-upload.ts', import.meta.url)))}
const before = process.memoryUsage().rss
let peak = before
const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss) }, 5)
const started = performance.now()
const inspection = await inspectUpload(process.argv[1], { highside: false })
clearInterval(timer)
peak = Math.max(peak, process.memoryUsage().rss)
console.log(JSON.stringify({ inspection, growth: peak - before, seconds: (performance.now() - started) / 1000 }))
`

interface Reading {
  size: number
  itemCount: number
  inspection: unknown
  growth: number
  seconds: number
}

async function readInChild(t: Test, megabytes: number): Promise<Reading> {
  const path = join(dir, `large-${megabytes}.json`)
  const itemCount = await writeLargeFile(path, megabytes * 1024 * 1024)
  // Held whole, the large file's items would not fit in the heap, capped at 48 MB.
  const child = spawnSync(process.execPath, ['--import=tsx', '--max-old-space-size=48', '--max-semi-space-size=1', '--input-type=module', '-e', READER, path], {
    encoding: 'utf8',
    cwd: fileURLToPath(new URL('../../../../../', import.meta.url)),
  })
  t.equal(child.status, 0, child.stderr)
  const result = JSON.parse(child.stdout.trim().split('\n').pop()!) as Omit<Reading, 'size' | 'itemCount'>
  return { ...result, size: statSync(path).size, itemCount }
}

const HEAP_CAP_BYTES = 48 * 1024 * 1024
/** What one parsed item of writeLargeFile's takes on a V8 heap, at the least (641 bytes measured on Node 24). */
const BYTES_PER_HELD_ITEM = 600
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

t.test('a 50 MB upload is read with memory that grows by far less than its size', async (t) => {
  const small = await readInChild(t, 10)
  const large = await readInChild(t, 50)
  t.same(large.inspection, { accepted: true, kind: { kind: 'bigsearch-data' }, mediaCount: large.itemCount })
  t.same(small.inspection, { accepted: true, kind: { kind: 'bigsearch-data' }, mediaCount: small.itemCount })
  // What a reading process holds once started is its capped heap and the reader's buffers, whatever the size.
  for (const reading of [small, large]) {
    t.ok(reading.growth < HEAP_CAP_BYTES + 16e6, `resident memory grew by ${mb(reading.growth)} for a ${mb(reading.size)} file (${reading.itemCount} items in ${reading.seconds.toFixed(1)} s)`)
  }
  t.ok(large.itemCount * BYTES_PER_HELD_ITEM > 1.25 * HEAP_CAP_BYTES, 'held, the large file\'s items would not fit in the heap')
})
