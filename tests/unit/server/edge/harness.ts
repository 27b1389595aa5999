// Test harness for the edge: an upstream that speaks the /v1 conventions with users the test chooses,
// and an edge built on the real build output (dist/) pointed at it.

import Fastify, { type FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { buildEdge, type EdgeSettings } from '../../../../server/edge/app.js'
import { loadEdgeConfig } from '../../../../server/edge/config.js'
import type { User } from '../../../../shared/api/types/user.js'

export const DIST = resolve('dist')

export function demoUser(overrides: Partial<User> = {}): User {
  return {
    email: 'investigator@example.org',
    roles: [],
    licenceRoles: { 'lic-1': ['MetadataSearch'] },
    settings: { showImages: true, showMenu: true },
    needsJustification: false,
    showCaidHeader: false,
    acceptedUniformTerms: false,
    firstLogin: false,
    ...overrides,
  }
}

export interface TestUpstream {
  url: string
  app: FastifyInstance
  /** Requests the upstream saw, newest last. */
  seen: { method: string; url: string; headers: Record<string, unknown> }[]
  close(): Promise<void>
}

/** An upstream whose POST /v1/authenticate signs in `users` by email (any password except "wrong"). */
export async function startUpstream(users: User[] = [demoUser()], extra?: (app: FastifyInstance) => void): Promise<TestUpstream> {
  // A test that ends with a call still held open closes at once, not after Node's keep-alive time.
  const app = Fastify({ forceCloseConnections: true })
  const seen: TestUpstream['seen'] = []
  app.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers } })
  })
  app.post('/v1/authenticate', async (request, reply) => {
    const { username, password } = (request.body ?? {}) as { username?: string; password?: string }
    const user = users.find((u) => u.email === username)
    if (!user || password === 'wrong') return reply.code(200).send({ success: false, error: 'Invalid email or password.' })
    return reply.header('set-cookie', 'upstream_session=abc; Path=/; HttpOnly').send({ success: true, user })
  })
  app.get('/v1/authenticate', async (request, reply) => {
    // x-test-fail: the status of a check the service could not answer (busy, failed), with its failure body.
    const fail = Number(request.headers['x-test-fail'])
    if (fail) return reply.code(fail).send({ success: false, error: fail === 503 ? 'The server is busy. Try again in 2 seconds.' : 'Something went wrong.' })
    const email = String((request.headers.cookie ?? '').match(/upstream_user=([^;]+)/)?.[1] ?? '')
    const user = users.find((u) => u.email === decodeURIComponent(email))
    return user ? { success: true, user } : { success: false, error: 'Not signed in.' }
  })
  app.post('/v1/logout', async () => ({ success: true, redirectAllowed: false }))
  app.get('/v1/expired', async (_request, reply) => reply.code(401).send({ success: false, error: 'Session expired.' }))
  app.get('/v1/echo', async (request) => ({ success: true, headers: request.headers }))
  app.get('/healthz', async () => ({ ok: true }))
  extra?.(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return { url: `http://127.0.0.1:${port}`, app, seen, close: () => app.close() }
}

export const TEST_KEY = randomBytes(32)

export function edgeSettings(apiUpstream: string, env: Record<string, string> = {}, overrides: Partial<EdgeSettings> = {}): EdgeSettings {
  const config = loadEdgeConfig({ DATA_DIR: '/tmp/sightline-test', ...env })
  return { ...config, apiUpstream, sessionKeys: [TEST_KEY], distDir: DIST, ...overrides }
}

export async function startEdge(apiUpstream: string, env: Record<string, string> = {}, overrides: Partial<EdgeSettings> = {}) {
  return buildEdge(edgeSettings(apiUpstream, env, overrides))
}

type Injectable = Awaited<ReturnType<typeof buildEdge>>

/** Signs in through the edge's proxy and returns the cookie header a browser would then send. */
export async function signIn(edge: Injectable, email: string): Promise<string> {
  const res = await edge.inject({ method: 'POST', url: '/v1/authenticate', payload: { username: email, password: 'secret' } })
  return cookieHeaderFrom(res.headers['set-cookie'])
}

/** The Cookie header a browser sends back for these Set-Cookie headers (values stay encoded, as sent). */
export function cookieHeaderFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []
  return all.map((line) => line.split(';', 1)[0]).join('; ')
}

/** The scripts and preloads a page's HTML asks for. */
export function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
}

export function bootstrapOf(html: string): Record<string, any> {
  const json = html.match(/<script type="application\/json" id="bootstrap">(.*?)<\/script>/s)?.[1]
  if (!json) throw new Error('no bootstrap in the page')
  return JSON.parse(json)
}
