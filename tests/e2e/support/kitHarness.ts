// Serves a kit's test page (a .tsx under support/ that mounts itself on #root) at a path of the server
// under test: esbuild bundles it once per run, and the page's requests for the path get it instead of
// the server's answer. The address then behaves as in an area: pushState, reload and Back.

import * as esbuild from 'esbuild'
import type { Page } from '@playwright/test'

const bundles = new Map<string, Promise<string>>()

function bundle(entry: string): Promise<string> {
  let built = bundles.get(entry)
  if (!built) {
    built = esbuild
      .build({ entryPoints: [entry], bundle: true, write: false, format: 'esm', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error' })
      .then((result) => result.outputFiles[0]!.text)
    bundles.set(entry, built)
  }
  return built
}

/** Opens the page built from entry at path (with query, if any). */
export async function openHarness(page: Page, entry: string, path: string, query = ''): Promise<void> {
  const script = await bundle(entry)
  await page.route(
    (url) => url.pathname === `${path}.js`,
    (route) => route.fulfill({ contentType: 'text/javascript', body: script }),
  )
  await page.route(
    (url) => url.pathname === path,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kit</title></head><body><div id="root"></div><script type="module" src="${path}.js"></script></body></html>`,
      }),
  )
  await page.goto(query ? `${path}?${query}` : path)
}
