// The extractor downloads page (spec-2 §2 "Extractor downloads", §9): the five downloads, each built one a link to
// its route with its size that downloads a file of its own name, the Apple Silicon one named as not built with the
// reason its route answers, how to run it, the release notes up to v0.6.3, by keyboard and with no serious
// accessibility fault; the BigSearch screen links to the same five. The programs are built into the build under
// test first (npm run build:extractor, from its cache when nothing changed).

import { spawnSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { expect, test } from '../support/test.js'
import { formatFilesize } from '../../../shared/format/fileSize.js'
import { accountNamed } from '../support/accounts.js'
import { expectNoSeriousA11yViolations } from '../support/axe.js'
import { signedIn } from '../support/sign-in.js'
import { BUILD_DIR } from '../servers.js'
import { EXTRACTOR_DOWNLOADS, EXTRACTOR_VERSION } from '../../../shared/api/extractorDownloads.js'

const BUILT = EXTRACTOR_DOWNLOADS.filter((d) => d.platform !== 'mac-arm')
const APPLE_SILICON = EXTRACTOR_DOWNLOADS.find((d) => d.platform === 'mac-arm')!

test.beforeAll(() => {
  // A first build fetches Node.js builds from the registry: minutes; from the cache, a second.
  test.setTimeout(15 * 60_000)
  const build = spawnSync(process.execPath, ['scripts/build-extractor.mjs', '--quiet'], { encoding: 'utf8', env: { ...process.env, BUILD_OUT: BUILD_DIR } })
  if (build.status !== 0) throw new Error(`npm run build:extractor failed: ${build.stderr}`)
})

async function openDownloads(page: Page) {
  await signedIn(page, accountNamed('investigator'))
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'ExifExtractor' }).click()
  await expect(page).toHaveURL(/\/exifextractor$/)
  await expect(page.getByRole('heading', { name: 'ExifExtractor', level: 1 })).toBeVisible()
  return page.getByRole('list', { name: 'Extractor downloads' })
}

test('the page lists the five downloads: each built one with its size, Apple Silicon with why it is not built', async ({ page }) => {
  const downloads = await openDownloads(page)
  const listed = await (await page.request.get('/v1/exifextractor')).json()
  for (const { platform, label, href, fileName } of BUILT) {
    const item = downloads.getByRole('listitem').filter({ has: page.getByRole('link', { name: label, exact: true }) })
    await expect(item.getByRole('link')).toHaveAttribute('href', href)
    const size = listed.builds.find((b: { platform: string }) => b.platform === platform).size as number
    await expect(item).toContainText(`${fileName} · ${formatFilesize(size)}`)
  }
  await expect(downloads.getByRole('link', { name: APPLE_SILICON.label })).toHaveCount(0)
  const refusal = await page.request.get(APPLE_SILICON.href)
  expect(refusal.status()).toBe(404)
  const { error } = await refusal.json()
  await expect(downloads.getByRole('listitem').filter({ hasText: APPLE_SILICON.label })).toContainText(`Not available: ${error}`)
  await expect(downloads.getByRole('listitem')).toHaveCount(5)
  await expectNoSeriousA11yViolations(page)
})

test('each link downloads a file of its true name; the installer arrives whole', async ({ page }) => {
  const downloads = await openDownloads(page)
  const sizes = new Map<string, number>((await (await page.request.get('/v1/exifextractor')).json()).builds.map((b: { platform: string; size: number }) => [b.platform, b.size]))
  for (const { platform, label, fileName } of BUILT) {
    const [download] = await Promise.all([page.waitForEvent('download'), downloads.getByRole('link', { name: label, exact: true }).click()])
    expect(download.suggestedFilename()).toBe(fileName)
    if (platform === 'msi') {
      const { size } = await import('node:fs/promises').then((fs) => download.path().then((path) => fs.stat(path)))
      expect(size).toBe(sizes.get('msi'))
    } else await download.cancel()
  }
})

test('from the keyboard: Tab reaches the first download and Enter downloads it', async ({ page }) => {
  await openDownloads(page)
  const first = BUILT[0]!
  const link = page.getByRole('link', { name: first.label, exact: true })
  await expect(link).toBeVisible()
  for (let presses = 0; presses < 40 && !(await link.evaluate((el) => el === document.activeElement)); presses++) await page.keyboard.press('Tab')
  await expect(link).toBeFocused()
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')])
  expect(download.suggestedFilename()).toBe(first.fileName)
  await download.cancel()
})

test('how to run it on each system, and the release notes up to v0.6.3, newest first', async ({ page }) => {
  await openDownloads(page)
  for (const name of ['Windows', 'Mac (Intel)', 'Linux']) await expect(page.getByRole('heading', { name, level: 3, exact: true })).toBeVisible()
  await expect(page.getByText(`./sightline-extract-${EXTRACTOR_VERSION}-linux-x64 ~/cases/case123 --output ~/cases/case123.json`)).toBeVisible()
  await expect(page.getByText(`sightline-extract-${EXTRACTOR_VERSION}-windows-x64.exe D:\\Cases\\Case123`)).toBeVisible()
  const releases = page.getByRole('region', { name: 'Release notes' }).getByRole('heading', { level: 3 })
  await expect(releases.first()).toHaveText('v0.6.3')
  await expect(releases.last()).toHaveText('v0.1.0')
  await expect(page.getByRole('region', { name: 'Release notes' })).toContainText('Node.js is no longer needed')
})

test('the BigSearch screen links to the same five downloads', async ({ page }) => {
  const downloads = await openDownloads(page)
  // The links come with the list of builds, a moment after the page.
  await expect(downloads.getByRole('link')).toHaveCount(BUILT.length)
  const hrefs = await downloads.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs).toEqual(BUILT.map((d) => d.href))
  await page.goto('/bigsearch')
  await page.locator('summary', { hasText: 'How to upload an EXIF file' }).click()
  const onBigSearch = await page.getByRole('list', { name: 'Extractor downloads' }).getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))
  expect(onBigSearch).toEqual(EXTRACTOR_DOWNLOADS.map((d) => [d.label, d.href]))
})
