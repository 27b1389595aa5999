// GET /v1/exifextractor/* (spec-2 §7 "Write to us and downloads"): each of the five links gives a signed-in user
// the extractor's portable build as an attachment named for its platform, audited; a visitor is refused, and a
// service built without the extractor says so.

import t, { type Test } from 'tap'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXTRACTOR_DOWNLOADS, EXTRACTOR_NOT_BUILT } from '../../../../../server/api/routes/extractor.js'
import { assertAudited, harness } from '../harness.js'

const PORTABLE = '#!/usr/bin/env node\nconsole.log("the extractor")\n'

function builtExtractor(t: Test): string {
  const folder = mkdtempSync(join(tmpdir(), 'sightline-extractor-'))
  t.teardown(() => rmSync(folder, { recursive: true, force: true }))
  const file = join(folder, 'sightline-extract.mjs')
  writeFileSync(file, PORTABLE)
  return file
}

t.test('a signed-in user downloads the portable build from each of the five links, under its platform name', async (t) => {
  const h = harness(t, { extractorFile: builtExtractor(t) })
  await h.addUser({ email: 'ann@police.example' })
  const browser = h.browser()
  await browser.signIn('ann@police.example')
  const names: string[] = []
  for (const url of Object.keys(EXTRACTOR_DOWNLOADS)) {
    const res = await browser.call({ method: 'GET', url }, 'ann@police.example')
    t.equal(res.statusCode, 200, url)
    t.equal(res.body, PORTABLE, `${url} gives the file as it was built`)
    t.equal(res.headers['content-type'], 'text/javascript; charset=utf-8')
    names.push(String(res.headers['content-disposition']))
  }
  t.same(names, [
    'attachment; filename="sightline-extract-windows.mjs"',
    'attachment; filename="sightline-extract-windows-installer.mjs"',
    'attachment; filename="sightline-extract-mac-intel.mjs"',
    'attachment; filename="sightline-extract-mac-apple-silicon.mjs"',
    'attachment; filename="sightline-extract-linux.mjs"',
  ])
  const rows = await assertAudited(t, h)
  const downloads = rows.filter((row) => row.action === 'extractor-download')
  t.same(downloads.map((row) => row.details), Object.values(EXTRACTOR_DOWNLOADS), 'each download is in the audit log with its file')
})

t.test('a visitor who is not signed in gets 401 and no file', async (t) => {
  const h = harness(t, { extractorFile: builtExtractor(t) })
  const res = await h.browser().call({ method: 'GET', url: '/v1/exifextractor/linux' }, '')
  t.equal(res.statusCode, 401)
  t.equal(res.json().success, false)
  t.notMatch(res.body, /the extractor/)
})

t.test('a service built without the extractor answers 404 with the reason', async (t) => {
  const h = harness(t, { extractorFile: join(tmpdir(), 'no-such-folder', 'sightline-extract.mjs') })
  await h.addUser({ email: 'ann@police.example' })
  const browser = h.browser()
  await browser.signIn('ann@police.example')
  const res = await browser.call({ method: 'GET', url: '/v1/exifextractor/mac/arm' }, 'ann@police.example')
  t.equal(res.statusCode, 404)
  t.same(res.json(), { success: false, error: EXTRACTOR_NOT_BUILT })
})
