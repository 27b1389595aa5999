// Browser tests: Debian's Chromium (never a downloaded browser) against the built product, started as a
// deployment starts it: the edge with its built-in service, once normal and once in restricted mode.

import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BASE_URL, PORT, RESTRICTED_PORT, RESTRICTED_URL } from './tests/e2e/servers.js'

const dataDir = (name: string) => mkdtempSync(join(tmpdir(), `sightline-e2e-${name}-`))

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node dist/server/edge.mjs',
      url: `${BASE_URL}/healthz`,
      env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir('standard') },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node dist/server/edge.mjs',
      url: `${RESTRICTED_URL}/healthz`,
      env: { PORT: String(RESTRICTED_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir('restricted'), RESTRICTED: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
