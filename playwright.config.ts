// Browser tests: the Chromium that `npm test` found or installed before any test (never one a test
// downloads) against the built product, started as a
// deployment starts it: the edge with its built-in service (normal and restricted), one edge whose
// upstream cannot be reached, and the high-security build's edge with its built-in service.

import { defineConfig } from '@playwright/test'
import { findChromium } from './tests/e2e/browser/find-chromium.mjs'
import { BASE_URL, BUILD_DIR, CTD_ADDRESS, HIGHSIDE_BUILD_DIR, HIGHSIDE_PORT, HIGHSIDE_URL, PORT, RESTRICTED_PORT, RESTRICTED_URL, UNREACHABLE_PORT, UNREACHABLE_URL, dataDir } from './tests/e2e/servers.js'

/**
 * Every server runs as `npm start` runs it: with the demo accounts, and Secure `__Host-` cookies, which
 * Chromium accepts from a loopback address over plain HTTP.
 */
const serverEnv = (port: number, dir: string, extra: Record<string, string> = {}) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dir,
  DEMO: '1',
  ...extra,
})

const chromium = findChromium()
if (!chromium.path) throw new Error(chromium.error ?? 'No Chromium for the browser tests: run node tests/e2e/browser/ensure-chromium.mjs, or npm test, which installs one.')

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  // Two workers, one file each at a time: every file signs in its own accounts and makes its own licences.
  workers: 2,
  // On CI a test that fails is run once more, and one that then passes is reported as flaky in the output:
  // two browsers, four servers and the runner share two cores there, and a moment of starvation past a step's
  // wait is not the product failing. Here a failure shows at once.
  retries: process.env.CI ? 1 : 0,
  // Two browsers and the servers share two cores: a test and a step may take twice Playwright's defaults
  // (an axe-core read of a long result list alone takes seconds).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: chromium.path,
      // WebGL for the map through SwiftShader, in software: no GPU on a CI machine. Only WebGL is let fall back to
      // it: drawing every page through SwiftShader as well (--use-gl=angle --use-angle=swiftshader) cost the 35
      // administration tests 9% more CPU.
      args: ['--no-sandbox', '--enable-unsafe-swiftshader', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `node ${BUILD_DIR}/server/edge.mjs`,
      url: `${BASE_URL}/healthz`,
      env: serverEnv(PORT, dataDir('standard'), { CTD_URL: CTD_ADDRESS }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ${BUILD_DIR}/server/edge.mjs`,
      url: `${RESTRICTED_URL}/healthz`,
      env: serverEnv(RESTRICTED_PORT, dataDir('restricted'), { RESTRICTED: '1' }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // Its /v1 upstream is a closed port: sign-in meets "Cannot connect to the server.".
      command: `node ${BUILD_DIR}/server/edge.mjs`,
      url: `${UNREACHABLE_URL}/login`,
      env: serverEnv(UNREACHABLE_PORT, dataDir('unreachable'), { API_UPSTREAM: 'http://127.0.0.1:9' }),
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The high-security variant is made at build time (build.mjs): its own build, port and data folder.
      command: `node ${HIGHSIDE_BUILD_DIR}/server/edge.mjs`,
      url: `${HIGHSIDE_URL}/healthz`,
      env: serverEnv(HIGHSIDE_PORT, dataDir('highside')),
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
