// The build's hashed files under /assets/: cached for a year, served pre-compressed (br, then gzip).
// SECURITY.md "Static files": only the files the build wrote are routes; no listing, no redirects.

import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { join } from 'node:path'

export interface AssetsOptions {
  distDir: string
}

async function assets(app: FastifyInstance, opts: AssetsOptions) {
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
