// The accessibility check every screen's browser test makes: axe-core on the page as drawn, failing on any
// serious or critical violation and naming each with the elements at fault.

import AxeBuilder from '@axe-core/playwright'
import axe, { type AxeResults } from 'axe-core'
import { expect, type Page } from '@playwright/test'

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const { violations } = await axeReading(page)
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(serious, `axe-core on ${page.url()}`).toEqual([])
}

type WithAxe = typeof globalThis & { axe?: typeof axe }

/**
 * axe-core's every rule run on the page, as `axe.run` reads a document. The product's pages hold no frames: axe-core is
 * put into the page once (a check again on the same page finds it there) and run in it. @axe-core/playwright put it in
 * twice a check, then opened a blank page of its own to join the frames' readings and put it in a third time (five
 * axe-heavy spec files: 354 s that way, 262 s this). A page with frames is still read its way, frame by frame.
 */
async function axeReading(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).analyze()
  const present = await page.evaluate((version) => (globalThis as WithAxe).axe?.version === version, axe.version)
  if (!present) await page.evaluate(axe.source)
  return page.evaluate(() => (globalThis as WithAxe).axe!.run(document))
}
