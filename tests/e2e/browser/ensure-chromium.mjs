// The first step of `npm test`: makes sure the browser tests have a Chromium before any test runs. It
// finds one (find-chromium.mjs) or installs one by the means this machine allows: Debian's package when
// running as root (or with sudo that needs no password) on Debian, Playwright's installer elsewhere.
// When neither works it stops with one message that names the command to run by hand. Where only Debian's full
// browser is there, it adds the headless shell when it can.

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findChromium } from './find-chromium.mjs'
import { installDebianPackages } from '../../support/machine.mjs'

const HELP = [
  'The browser tests need Chromium, and none could be installed here. Install one, then run npm test again:',
  '  Debian or Ubuntu:  sudo apt-get install -y chromium-headless-shell',
  '  elsewhere:         npx playwright install chromium',
  '  or name one:       CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n')

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status === 0

function installDebianHeadlessShell() {
  return (
    installDebianPackages(['chromium-headless-shell'], "Installing Chromium's headless shell from Debian's packages for the browser tests (about a minute, once)…") &&
    existsSync(DEBIAN_HEADLESS_SHELL)
  )
}

function installPlaywrightChromium() {
  console.log("Installing Chromium with Playwright's installer for the browser tests (once)…")
  return run(process.execPath, ['node_modules/@playwright/test/cli.js', 'install', 'chromium'])
}

let found = findChromium()
if (found.error) {
  console.error(found.error)
  process.exit(1)
}
if (!found.path) {
  if (!installDebianHeadlessShell()) installPlaywrightChromium()
  found = findChromium()
} else if (found.path === DEBIAN_CHROMIUM && !process.env.CHROMIUM_PATH && installDebianHeadlessShell()) {
  // Debian's full browser runs the tests too, at some 1.6 times the time of the headless shell beside it
  // (find-chromium.mjs): the shell is added where it can be, else the tests go on with the browser there is.
  found = findChromium()
}
if (!found.path) {
  console.error(HELP)
  process.exit(1)
}
console.log(`Browser tests use Chromium at ${found.path} (${found.source}).`)
