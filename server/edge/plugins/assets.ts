// The build's hashed files under /assets/: cached for a year, served pre-compressed (br, then gzip).
// SECURITY.md "Static files": only the files the build wrote are routes; no listing, no redirects.

import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { join } from 'node:path'
import { LEGACY_BROWSER_SCRIPT, LEGACY_BROWSER_SCRIPT_PATH } from '../legacy-browser.js'

export interface AssetsOptions {
  distDir: string
}

/** The tab icon: the brand's colour with the product's initial, small enough to keep inline. */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0f4c81"/>' +
  '<text x="16" y="23" font-family="Arial,sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">S</text></svg>'

async function assets(app: FastifyInstance, opts: AssetsOptions) {
  // Browsers ask for /favicon.ico whatever the page says; both names answer the same icon.
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, (_request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(ICON_SVG),
    )
  }
  app.get(LEGACY_BROWSER_SCRIPT_PATH, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=86400').send(LEGACY_BROWSER_SCRIPT),
  )
  await app.register(fastifyStatic, {
    root: join(opts.distDir, 'public', 'assets'),
    prefix: '/assets/',
    wildcard: false,
    list: false,
    redirect: false,
    index: false,
    dotfiles: 'deny',
    preCompressed: true,
    cacheControl: true,
    maxAge: '365d',
    immutable: true,
    etag: true,
    lastModified: false,
  })
}

export default fp(assets, { name: 'assets', fastify: '5.x' })
