// The whole sign-in of an agency's application against a high-security build, as an agency runs it: the
// operator's command registers the application, the built edge serves /login, and a real OAuth client
// library (oauth4webapi) acting as the application sends a user through /login with PKCE, redeems the
// code and calls GET /v1/sightings with the token. A wrong verifier, a reused code, a foreign
// redirect_uri and an unapproved application are each refused.

import t, { type Test } from 'tap'
import * as oauth from 'oauth4webapi'
import Database from 'better-sqlite3'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { builtHighsideProduct } from '../fault/processes.js'

const CALLBACK = 'https://portal.agency.example/callback'
const SCOPE = 'sightings'
/** The OAuth parameters the login page passes on to its sign-in call (shared/api/types/account.ts). */
const LOGIN_PARAMETERS = ['client_id', 'redirect_uri', 'state', 'scope', 'code_challenge_method', 'code_challenge']
/** Plain HTTP on loopback: the test's edge has no TLS, which oauth4webapi otherwise insists on. */
const INSECURE = { [oauth.allowInsecureRequests]: true }

interface Registered {
  clientId: string
  clientSecret: string
}

function node(args: string[], env: Record<string, string>): string {
  return execFileSync(process.execPath, args, { env: { ...process.env, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
}

/** The operator's first step (docs/sign-in.md): the application, and its client id and secret as printed once. */
function registerApplication(dist: string, dataDir: string, name: string): Registered {
  const printed = node([join(dist, 'server', 'applications.mjs'), 'create', '--name', name, '--callback-url', CALLBACK], { DATA_DIR: dataDir })
  const value = (label: string) => new RegExp(`^${label}:\\s+(\\S+)$`, 'm').exec(printed)?.[1] ?? ''
  return { clientId: value('client_id'), clientSecret: value('client_secret') }
}

async function startEdge(t: Test, dist: string, dataDir: string): Promise<string> {
  const edge: ChildProcess = spawn(process.execPath, [join(dist, 'server', 'edge.mjs')], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO: '1', API_WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  t.teardown(async () => {
    if (edge.exitCode !== null) return
    const exited = once(edge, 'exit')
    edge.kill('SIGTERM')
    await exited
  })
  let output = ''
  edge.stdout!.setEncoding('utf8')
  while (true) {
    const [chunk] = (await Promise.race([once(edge.stdout!, 'data'), once(edge, 'exit').then(() => [''])])) as [string]
    if (chunk === '') throw new Error(`the edge stopped before listening:\n${output}`)
    output += chunk
    const base = /edge listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
    if (base) {
      // Its output is not read any further: keep the pipe from filling.
      edge.stdout!.resume()
      return base
    }
  }
}

/** The demo investigator (MetadataSearch only) from DATA_DIR/demo-accounts.txt: email, password, roles. */
function investigator(dataDir: string): { email: string; password: string } {
  const line = readFileSync(join(dataDir, 'demo-accounts.txt'), 'utf8')
    .split('\n')
    .map((l) => l.split('\t'))
    .find(([, , roles]) => roles === 'MetadataSearch')
  if (!line) throw new Error('no demo account with MetadataSearch alone')
  return { email: line[0]!, password: line[1]! }
}

t.test('an agency application signs its user in through the high-security build with PKCE', async (t) => {
  const dir = t.testdir()
  const dist = builtHighsideProduct(t)
  const dataDir = join(dir, 'data')
  t.equal(JSON.parse(readFileSync(join(dist, 'manifest.json'), 'utf8')).highside, true, 'the high-security variant')

  const portal = registerApplication(dist, dataDir, 'Agency portal')
  t.match(portal, { clientId: /^[A-Za-z0-9_-]{20,}$/, clientSecret: /^slcs_[A-Za-z0-9_-]{40,}$/ }, 'printed once by the command')
  const unapproved = registerApplication(dist, dataDir, 'Awaiting approval')
  const db = new Database(join(dataDir, 'sightline.db'))
  db.prepare("UPDATE applications SET state = 'pending' WHERE client_id = ?").run(unapproved.clientId)
  db.close()

  const base = await startEdge(t, dist, dataDir)
  const user = investigator(dataDir)
  const as: oauth.AuthorizationServer = {
    issuer: base,
    authorization_endpoint: `${base}/login`,
    token_endpoint: `${base}/v1/authenticate/token`,
  }
  const client: oauth.Client = { client_id: portal.clientId }
  const clientAuth = oauth.ClientSecretBasic(portal.clientSecret)

  /** The user's trip through /login: the page, then its sign-in call with the page's OAuth parameters. */
  async function signInThroughLogin(t: Test, app: oauth.Client, verifier: string): Promise<{ status: number; callback: URL | null; state: string }> {
    const state = oauth.generateRandomState()
    const login = new URL(as.authorization_endpoint!)
    login.search = new URLSearchParams({
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: CALLBACK,
      scope: SCOPE,
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    }).toString()
    const page = await fetch(login)
    t.equal(page.status, 200, 'the login page is served for an application')
    t.match(page.headers.get('content-type'), /text\/html/)
    const passed = Object.fromEntries([...login.searchParams].filter(([name]) => LOGIN_PARAMETERS.includes(name)))
    const res = await fetch(`${base}/v1/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-requesting-app': 'highside' },
      body: JSON.stringify({ ...passed, username: user.email, password: user.password }),
    })
    const body = (await res.json()) as { auth?: { redirectUri: string } }
    return { status: res.status, callback: body.auth ? new URL(body.auth.redirectUri) : null, state }
  }

  /** The code the application's callback receives, checked by the library against the state it sent. */
  async function codeParameters(t: Test, verifier: string): Promise<URLSearchParams> {
    const { callback, state } = await signInThroughLogin(t, client, verifier)
    t.ok(callback, 'the sign-in answers the application\'s address')
    t.equal(`${callback!.origin}${callback!.pathname}`, CALLBACK)
    return oauth.validateAuthResponse(as, client, callback!, state)
  }

  const redeem = async (params: URLSearchParams, verifier: string, redirectUri = CALLBACK) =>
    oauth.processAuthorizationCodeResponse(
      as,
      client,
      await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, redirectUri, verifier, INSECURE),
    )

  const search = (token: string) => oauth.protectedResourceRequest(token, 'GET', new URL(`${base}/v1/sightings?resultSize=5`), undefined, undefined, INSECURE)

  const refusedWith = async (t: Test, attempt: Promise<unknown>, error: string) => {
    const err = await attempt.then(
      () => null,
      (e: unknown) => e,
    )
    t.ok(err instanceof oauth.ResponseBodyError, 'refused in the RFC\'s error body')
    t.equal((err as oauth.ResponseBodyError).error, error)
    t.equal((err as oauth.ResponseBodyError).status, 400)
  }

  const verifier = oauth.generateRandomCodeVerifier()
  const params = await codeParameters(t, verifier)
  const tokens = await redeem(params, verifier)
  t.match(tokens, { access_token: /^slt_/, token_type: 'bearer', expires_in: 3600, scope: SCOPE })
  const found = await search(tokens.access_token)
  t.equal(found.status, 200, 'GET /v1/sightings answers the token of a user with MetadataSearch')
  t.type(((await found.json()) as { totalResults: unknown }).totalResults, 'number')

  await t.test('a wrong verifier is refused', async (t) => {
    const params = await codeParameters(t, oauth.generateRandomCodeVerifier())
    await refusedWith(t, redeem(params, oauth.generateRandomCodeVerifier()), 'invalid_grant')
  })

  await t.test('a reused code is refused, and the token it gave stops working', async (t) => {
    await refusedWith(t, redeem(params, verifier), 'invalid_grant')
    const err = await search(tokens.access_token).then(
      () => null,
      (e: unknown) => e,
    )
    t.ok(err instanceof oauth.WWWAuthenticateChallengeError, 'the search answers 401 with a challenge')
    t.equal((err as oauth.WWWAuthenticateChallengeError).status, 401)
    t.match((err as oauth.WWWAuthenticateChallengeError).cause[0], { scheme: 'bearer', parameters: { error: 'invalid_token' } })
  })

  await t.test('a foreign redirect_uri is refused', async (t) => {
    const own = oauth.generateRandomCodeVerifier()
    await refusedWith(t, redeem(await codeParameters(t, own), own, 'https://evil.example/callback'), 'invalid_grant')
  })

  await t.test('an unapproved application gets no code, and no token', async (t) => {
    const own = oauth.generateRandomCodeVerifier()
    const signIn = await signInThroughLogin(t, { client_id: unapproved.clientId }, own)
    t.equal(signIn.status, 400, '/login refuses to sign in for it')
    t.equal(signIn.callback, null)
    const form = new URLSearchParams({ code: 'any', redirect_uri: CALLBACK, code_verifier: own, grant_type: 'authorization_code' })
    const err = await oauth
      .genericTokenEndpointRequest(as, { client_id: unapproved.clientId }, oauth.ClientSecretBasic(unapproved.clientSecret), 'authorization_code', form, INSECURE)
      .then((res) => oauth.processGenericTokenEndpointResponse(as, { client_id: unapproved.clientId }, res))
      .then(
        () => null,
        (e: unknown) => e,
      )
    t.ok(err instanceof oauth.WWWAuthenticateChallengeError, 'the token call answers 401 with a challenge')
    t.equal((err as oauth.WWWAuthenticateChallengeError).status, 401)
  })
})
