// Signing in to the high-security build's server (spec-1 §2.4, §8): it has no direct login, only one on behalf of
// an agency's application. The test registers an application with the operator's command, as the README tells
// an operator to, and signs in through /login with its client_id; the edge keeps the browser's session, and the
// application's callback (which the browser is then sent to) is answered by the test itself.

import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { expect, type Page } from '@playwright/test'
import type { DemoAccount } from './accounts.js'
import { fillCredentials } from './sign-in.js'
import { HIGHSIDE_BUILD_DIR, HIGHSIDE_URL, dataDir } from '../servers.js'

const CALLBACK = 'https://portal.agency.example/callback'

let clientId: string | null = null

/** The client_id of an application registered once per test worker on the high-security server. */
function registeredClientId(): string {
  if (clientId) return clientId
  const printed = execFileSync(
    process.execPath,
    [join(HIGHSIDE_BUILD_DIR, 'server', 'applications.mjs'), 'create', '--name', `Browser tests ${randomBytes(4).toString('hex')}`, '--callback-url', CALLBACK],
    { env: { ...process.env, DATA_DIR: dataDir('highside') }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const found = /^client_id:\s+(\S+)$/m.exec(printed)?.[1]
  if (!found) throw new Error(`The applications command printed no client_id:\n${printed}`)
  clientId = found
  return found
}

/** Signs in on the high-security server for a registered application; the browser then holds the edge's session. */
export async function signInHighside(page: Page, account: DemoAccount): Promise<void> {
  await page.route(`${new URL(CALLBACK).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Agency portal</title>Signed in' }))
  const verifier = randomBytes(32).toString('base64url')
  const login = new URLSearchParams({
    response_type: 'code',
    client_id: registeredClientId(),
    redirect_uri: CALLBACK,
    scope: 'sightings',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })
  await page.goto(`${HIGHSIDE_URL}/login?${login}`)
  await fillCredentials(page, account.email, account.password)
  await expect(page).toHaveURL((url) => url.href.startsWith(CALLBACK))
}
