// The Hub's Search tab in the browser tests: the search account on the tab with its filters loaded, the search
// replies the page receives, read as the service gave them, and pictures kept of each screen when E2E_SHOTS is set.

import { expect, type Page, type Response } from '@playwright/test'
import type { School, SchoolImage } from '../../../shared/api/types/uniforms.js'
import { accountNamed, type DemoAccount } from '../support/accounts.js'
import { openHubPage } from './contributing.js'

export interface SearchReply {
  /** The query the page sent. */
  query: URLSearchParams
  schools: School[]
  images: SchoolImage[]
  totalSchools: number
  totalImages: number
}

/**
 * A search call's answer, not the filters' call that shares its path's start. A search refused as busy (503) is
 * made again by the page's client after its Retry-After (shared/api/client.ts), so the refusal is not the answer.
 */
export const isSearchReply = (response: Response) =>
  new URL(response.url()).pathname === '/v1/uniforms/search' && response.request().method() === 'GET' && response.status() !== 503

export async function readSearchReply(response: Response): Promise<SearchReply> {
  expect(response.ok(), `the search answered: ${response.status()}`).toBe(true)
  const { data } = (await response.json()) as { data: Omit<SearchReply, 'query'> }
  return { query: new URL(response.url()).searchParams, ...data }
}

/** The reply to the search the action leads the page to make. */
export async function searchAfter(page: Page, action: () => Promise<unknown>, timeout = 20_000): Promise<SearchReply> {
  const [response] = await Promise.all([page.waitForResponse(isSearchReply, { timeout }), action()])
  return readSearchReply(response)
}

/** Signed in (terms accepted) on the Search tab at this query string, its filter trees drawn. */
export async function openSearch(page: Page, query = '', account: DemoAccount = accountNamed('uniforms')): Promise<void> {
  await openHubPage(page, account, `/uniforms/search${query ? `?${query}` : ''}`)
  await expect(page.getByRole('group', { name: 'Regions' })).toBeVisible({ timeout: 20_000 })
}

/** The Search tab at this query string, and the reply to the search it makes on arriving. */
export async function openSearchWith(page: Page, query: string, account?: DemoAccount): Promise<SearchReply> {
  return searchAfter(page, () => openSearch(page, query, account))
}

/** A search asked of the service outside the page (as the signed-in account), to find a school to open. */
export async function searchCall(page: Page, query: Record<string, string>): Promise<SearchReply> {
  const params = new URLSearchParams({ pagingType: 'SCHOOL', page: '1', resultsPerPage: '50', ...query })
  const reply = await page.request.get(`/v1/uniforms/search?${params}`)
  expect(reply.ok(), await reply.text()).toBe(true)
  const { data } = (await reply.json()) as { data: Omit<SearchReply, 'query'> }
  return { query: params, ...data }
}

/**
 * How long a school page may take to show: the service draws the demo's pictures when first asked for, and on two
 * shared cores the page's first calls may wait behind a list's worth of drawing.
 */
export const SCHOOL_PAGE_TIMEOUT = 30_000

export const resultsPane = (page: Page) => page.getByRole('region', { name: 'Results' })

/** "Found 12 schools". */
export const foundCount = (page: Page) => resultsPane(page).getByRole('status').filter({ hasText: /^Found / })

/** Every control on the page, and in an open dialog, has a name a screen reader can read: its label, its words or its picture's. */
export async function expectControlsNamed(page: Page): Promise<void> {
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main select, main textarea, [role="dialog"] button, [role="dialog"] input, [role="dialog"] select')]
      .filter((control) => {
        const labelled = control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || (control as HTMLInputElement).labels?.length
        const pictured = [...control.querySelectorAll('img')].some((img) => (img.getAttribute('alt') ?? '').trim() !== '')
        return !labelled && !pictured && !(control.textContent ?? '').trim()
      })
      .map((control) => control.outerHTML.slice(0, 120)),
  )
  expect(unnamed).toEqual([])
}

export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return
  // The pictures in view are drawn on first asking: the shot waits for them.
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 20_000 }).catch(() => {})
  await page.screenshot({ path: `${process.env.E2E_SHOTS}/${name}.png` })
}
