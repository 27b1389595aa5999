// The HTML document of every page: title, the entry's script and preloads, and the bootstrap JSON.

import type { Bootstrap } from '../../shared/api/types/bootstrap.js'
import { BOOTSTRAP_ELEMENT_ID } from '../../shared/api/types/bootstrap.js'
import type { EntryAssets } from './manifest.js'
import { pageTitle } from '../../shared/shell/title.js'
import { LEGACY_BROWSER_SCRIPT_PATH } from './legacy-browser.js'


function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** JSON safe inside a script element: no `</script>`, no HTML comment openers, no line separators. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export function renderPage(assets: EntryAssets, bootstrap: Bootstrap, styleNonce: string): string {
  const preloads = assets.imports.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
  const styles = assets.css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    // styled-components reads the nonce of its style tags from here (SECURITY.md: no 'unsafe-inline').
    `<meta property="csp-nonce" nonce="${escapeHtml(styleNonce)}">`,
    `<title>${escapeHtml(pageTitle(bootstrap.section))}</title>`,
    `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${inlineJson(bootstrap)}</script>`,
    // The early script is asked for first: over HTTP/1.1 a browser fetches six files at a time, and behind the
    // area's files it would start the page's call late. After the bootstrap JSON, which it reads; async: it
    // runs as soon as its one file is in.
    ...(assets.early ? [`<script type="module" async fetchpriority="high" src="${escapeHtml(assets.early)}"></script>`] : []),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ...styles,
    // The entry before the chunks it imports: it is the largest file, and a browser fetching six at a time
    // would otherwise ask for it last, when the small chunks it waits on with it are already in.
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    ...preloads,
    // Only browsers without module support run this: they get a notice instead of a blank page.
    `<script nomodule defer src="${LEGACY_BROWSER_SCRIPT_PATH}"></script>`,
    '</head>',
    '<body>',
    '<div id="root"></div>',
    '<noscript>Sightline needs JavaScript to be enabled.</noscript>',
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
