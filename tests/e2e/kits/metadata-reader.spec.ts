// The metadata reader's browser build (issue 12): esbuild bundles shared/metadata for the browser, as
// the BigSearch extractor will load it, and in Chromium it reads the 42 real-exif fixtures and the 3 made
// from them (issue 30: a FLIR West position, GPS as text, a Pentax camera-info serial) and agrees with
// ExifTool exactly as the Node run does (tests/unit/shared/metadata/exiftool-agreement.test.ts).

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as esbuild from 'esbuild'
import { expect, test } from '../support/test.js'
import { readMetadata } from '../../../shared/metadata/read-metadata.js'
import type { MetadataReading } from '../../../shared/metadata/fields.js'
import { compareWithExifTool, type Comparison, type ExifToolFile } from '../../unit/shared/metadata/agreement.js'
import { exifToolFiles, fixturePath, madeExifToolFiles } from '../../unit/shared/metadata/exiftool-fixtures.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
/** A made-up origin: every request to it is answered here, so the test needs no server. */
const ORIGIN = 'http://metadata-reader.test'

interface PageRun {
  reading: MetadataReading
  comparisons: Comparison[]
}

declare global {
  interface Window {
    readAndCompare: (file: ExifToolFile) => Promise<PageRun>
  }
}

/** The reader and the comparison, bundled for the browser as the product bundles its lazy chunks. */
async function browserBundle(): Promise<string> {
  const result = await esbuild.build({
    stdin: {
      contents: `
        import { readMetadata } from './shared/metadata/read-metadata.ts'
        import { compareWithExifTool } from './tests/unit/shared/metadata/agreement.ts'
        window.readAndCompare = async (file) => {
          const response = await fetch('/fixtures/' + encodeURIComponent(file.name))
          const reading = await readMetadata(await response.arrayBuffer())
          return { reading, comparisons: compareWithExifTool(file, reading) }
        }`,
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'chrome120',
    logLevel: 'error',
  })
  return result.outputFiles[0]!.text
}

test('in Chromium the reader agrees with ExifTool on every fixture, real and made, with the same values as in Node', async ({ page }) => {
  test.setTimeout(120_000)
  const script = await browserBundle()
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname
    if (path === '/reader.js') return route.fulfill({ contentType: 'text/javascript', body: script })
    if (path.startsWith('/fixtures/')) {
      return route.fulfill({ contentType: 'application/octet-stream', body: readFileSync(fixturePath(decodeURIComponent(path.slice('/fixtures/'.length)))) })
    }
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Metadata reader</title><script src="/reader.js"></script></head><body><main><h1>Metadata reader</h1></main></body></html>',
    })
  })
  await page.goto(`${ORIGIN}/`)
  await expect(page.getByRole('heading', { name: 'Metadata reader' })).toBeVisible()

  const real = exifToolFiles()
  expect(real).toHaveLength(42)
  const made = madeExifToolFiles()
  expect(made.map((file) => file.name)).toEqual(['made__FLIR_Vue_Pro_640_W.jpg', 'made__IMG_5910_gps-text.jpg', 'made__Pentax_K10D_camera-info.jpg'])
  for (const file of [...real, ...made]) {
    const { reading, comparisons } = await page.evaluate((f) => window.readAndCompare(f), file)
    const inNode = await readMetadata(new Uint8Array(readFileSync(fixturePath(file.name))))
    expect(reading, `${file.name}: the browser reads what Node reads`).toEqual(inNode)
    expect(comparisons, `${file.name}: the same comparison as in Node`).toEqual(compareWithExifTool(file, inNode))
    const unexplained = comparisons.filter((comparison) => !comparison.agrees && !comparison.exception)
    expect(unexplained, `${file.name}: agrees with ExifTool`).toEqual([])
  }
})
