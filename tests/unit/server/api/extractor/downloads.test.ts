// GET /v1/exifextractor and /v1/exifextractor/* (spec-2 §7 "Write to us and downloads") over a folder of builds, as
// EXTRACTOR_DIR names an agency's own: each link gives a signed-in user the file of its platform under that file's
// name and type, audited; the list gives the sizes of those there and the reason for those not; a missing build is
// answered 404 with that reason; a visitor is refused. builds.test.ts downloads the real programs.

import t, { type Test } from 'tap'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EXTRACTOR_DOWNLOADS as DOWNLOADS, EXTRACTOR_VERSION } from '../../../../../shared/api/extractorDownloads.js'
import { EXTRACTOR_DOWNLOADS, MAC_ARM_NOT_BUILT, notBuilt } from '../../../../../server/api/routes/extractor.js'
import { assertAudited, harness } from '../harness.js'

/** A folder holding a file under each name given, its content naming it (not the test's own folder, the service's). */
function buildsFolder(t: Test, names: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'sightline-extractor-builds-'))
  t.teardown(() => rmSync(folder, { recursive: true, force: true }))
  for (const name of names) writeFileSync(join(folder, name), `the build ${name}\n`)
  return folder
}

async function signedIn(t: Test, folder: string) {
  const h = harness(t, { extractorDir: folder })
  await h.addUser({ email: 'ann@police.example' })
  const browser = h.browser()
  await browser.signIn('ann@police.example')
  return { h, get: (url: string) => browser.call({ method: 'GET', url }, 'ann@police.example') }
}

t.test('each of the five links gives its own file, under its name and type, and is audited', async (t) => {
  const folder = buildsFolder(t, DOWNLOADS.map((d) => d.fileName))
  const { h, get } = await signedIn(t, folder)
  const seen: string[] = []
  for (const url of Object.keys(EXTRACTOR_DOWNLOADS)) {
    const res = await get(url)
    t.equal(res.statusCode, 200, url)
    t.equal(res.body, `the build ${EXTRACTOR_DOWNLOADS[url]!.fileName}\n`, `${url} gives its own file`)
    seen.push(`${res.headers['content-type']} ${res.headers['content-disposition']}`)
  }
  t.same(seen, [
    `application/vnd.microsoft.portable-executable attachment; filename="sightline-extract-${EXTRACTOR_VERSION}-windows-x64.exe"`,
    `application/x-msi attachment; filename="sightline-extract-${EXTRACTOR_VERSION}-windows-x64.msi"`,
    `application/octet-stream attachment; filename="sightline-extract-${EXTRACTOR_VERSION}-macos-x64"`,
    `application/octet-stream attachment; filename="sightline-extract-${EXTRACTOR_VERSION}-macos-arm64"`,
    `application/octet-stream attachment; filename="sightline-extract-${EXTRACTOR_VERSION}-linux-x64"`,
  ])
  const rows = await assertAudited(t, h)
  t.same(
    rows.filter((row) => row.action === 'extractor-download').map((row) => row.details),
    DOWNLOADS.map((d) => d.fileName),
    'each download is in the audit log with its file',
  )
})

t.test('an agency that supplies its own Apple Silicon build has it served', async (t) => {
  const arm = DOWNLOADS.find((d) => d.platform === 'mac-arm')!
  const { get } = await signedIn(t, buildsFolder(t, [arm.fileName]))
  const res = await get(arm.href)
  t.equal(res.statusCode, 200)
  t.equal(res.body, `the build ${arm.fileName}\n`)
})

t.test('the list gives the size of each build there and the reason for each not there', async (t) => {
  const there = DOWNLOADS.filter((d) => d.platform === 'linux' || d.platform === 'win')
  const { get } = await signedIn(t, buildsFolder(t, there.map((d) => d.fileName)))
  const res = await get('/v1/exifextractor')
  t.equal(res.statusCode, 200)
  t.same(res.json(), {
    success: true,
    version: EXTRACTOR_VERSION,
    builds: DOWNLOADS.map((d) => {
      const built = there.includes(d)
      const size = built ? Buffer.byteLength(`the build ${d.fileName}\n`) : null
      return { platform: d.platform, fileName: d.fileName, size, missing: built ? null : d.platform === 'mac-arm' ? MAC_ARM_NOT_BUILT : notBuilt(d) }
    }),
  })
})

t.test('a build that is not there is answered 404 with the reason the list gives', async (t) => {
  const { get } = await signedIn(t, buildsFolder(t, []))
  const listed = (await get('/v1/exifextractor')).json().builds as { platform: string; missing: string }[]
  for (const download of DOWNLOADS) {
    const res = await get(download.href)
    t.equal(res.statusCode, 404, download.href)
    t.same(res.json(), { success: false, error: listed.find((b) => b.platform === download.platform)!.missing })
  }
  t.match(notBuilt(DOWNLOADS[4]!), /^The Linux build \(sightline-extract-[\d.]+-linux-x64\) is not on this service/)
})

t.test('a visitor who is not signed in gets 401, and neither a file nor the list', async (t) => {
  const h = harness(t, { extractorDir: buildsFolder(t, DOWNLOADS.map((d) => d.fileName)) })
  for (const url of ['/v1/exifextractor/linux', '/v1/exifextractor']) {
    const res = await h.browser().call({ method: 'GET', url }, '')
    t.equal(res.statusCode, 401, url)
    t.equal(res.json().success, false)
    t.notMatch(res.body, /the build/)
  }
})
