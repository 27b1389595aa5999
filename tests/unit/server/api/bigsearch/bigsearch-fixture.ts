// A built-in service for the BigSearch call tests: the small sightings of the search tests, an investigator with
// MetadataSearch, uploads as the browser sends them (form data, or the JSON body of the high-security build), and
// the job engine run in the test's own process when the test says so.

import type { Test } from 'tap'
import type { BigSearchItem } from '../../../../../shared/api/types/bigsearch.js'
import { runQueuedJobs } from '../../../../../server/api/jobs/bigsearch-engine.js'
import { storeOnSqlite } from '../../../../../server/api/store/engine/sqlite.js'
import { PRODUCT_PARTS } from '../../../../../server/api/jobs/engine-parts.js'
import { searchSetup, SIGHTINGS, INVESTIGATOR } from '../search/sightings-fixture.js'
import type { Browser, Harness } from '../harness.js'
import type { ApiSettings } from '../../../../../server/api/app.js'

/** The engine's data on a test's SQLite database: its store, and the same handle for the sightings' leads. */
const onSqlite = (db: Parameters<typeof storeOnSqlite>[0]) => ({ store: storeOnSqlite(db), sightings: db })

export { INVESTIGATOR }
export const OTHER = 'olga@police.example'

/** Three files of a case: a camera and a picture the sightings hold, a name they hold, and nothing they hold. */
export const CASE: BigSearchItem[] = [
  {
    index: 0,
    fileName: 'IMG_0001.JPG',
    camera: { make: 'Canon', model: 'Canon EOS 5D Mark IV', serialNumber: '0000123' },
    duplicates: { md5: SIGHTINGS[0]!.md5! },
  },
  { index: 1, fileName: 'portrait.jpg', metadata: { artist: 'Marie Curie' } },
  { index: 2, fileName: 'nothing.jpg', camera: { make: 'Leica', model: 'M11', serialNumber: 'NOPE-404' } },
]

export const caseFile = (items: BigSearchItem[] = CASE) => JSON.stringify(items)

const BOUNDARY = '----sightline-test-boundary'

/** The form the standard build's upload screen sends. */
export function formUpload(content: string | Buffer, fileName = 'case.json', type = 'application/json') {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  }
}

export interface BigSearchSetup {
  h: Harness
  browser: Browser
  dataDir: string
  /** Uploads as the investigator (or `as`, with their browser). */
  upload(content: string | Buffer, options?: { fileName?: string; type?: string; browser?: Browser; as?: string }): ReturnType<Browser['call']>
  call(method: 'GET' | 'POST', url: string, options?: { headers?: Record<string, string>; browser?: Browser; as?: string }): ReturnType<Browser['call']>
  /** Runs the queued jobs to their end, as the engine's thread would. */
  runJobs(): Promise<number>
  /** A second investigator with MetadataSearch, signed in. */
  other(): Promise<Browser>
}

export async function bigSearchSetup(t: Test, settings: Partial<Omit<ApiSettings, 'db'>> = {}): Promise<BigSearchSetup> {
  const dataDir = t.testdir()
  const { h, browser } = await searchSetup(t, { dataDir, ...settings })
  const highside = settings.bigSearch?.highside ?? false
  return {
    h,
    browser,
    dataDir,
    upload(content, options = {}) {
      const from = options.browser ?? browser
      const sent = highside
        ? { payload: content, headers: { 'content-type': options.type ?? 'application/json' } }
        : formUpload(content, options.fileName, options.type)
      return from.call({ method: 'POST', url: '/v1/bigsearch/data', ...sent }, options.as ?? INVESTIGATOR)
    },
    call(method, url, options = {}) {
      return (options.browser ?? browser).call({ method, url, ...(options.headers ? { headers: options.headers } : {}) }, options.as ?? INVESTIGATOR)
    },
    runJobs: () => runQueuedJobs(onSqlite(h.db), PRODUCT_PARTS, { dataDir, highside, now: () => h.clock.now, log: () => {}, claim: { by: 'the test engine', leaseMs: 60_000 } }),
    async other() {
      await h.addUser({ email: OTHER }, ['MetadataSearch'])
      const second = h.browser()
      await second.signIn(OTHER)
      return second
    },
  }
}
