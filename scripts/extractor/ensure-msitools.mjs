// Finds Debian's msitools (its wixl package makes the Windows installer, msiinfo reads one back) or installs it, as
// tests/e2e/browser/ensure-chromium.mjs does Chromium: with apt-get when running as root (or with sudo that needs
// no password) on Debian, so that a clean CI clone and the Docker image's build stage get it by themselves.

import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const MSITOOLS_HELP = [
  "The Windows installer (MSI) is made with Debian's msitools, which could not be installed here. Install it, then build again:",
  '  Debian or Ubuntu:  sudo apt-get install -y msitools wixl',
  '  Fedora:            sudo dnf install -y msitools',
  '  macOS (Homebrew):  brew install msitools',
].join('\n')

const found = (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0

/** `[]` as root, `['sudo', '-n']` when sudo needs no password, undefined when neither. */
function asRoot() {
  if (process.getuid?.() === 0) return []
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : undefined
}

function aptGet(root, args, log) {
  const [command, ...prefix] = [...root, 'apt-get']
  const run = spawnSync(command, [...prefix, ...args], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (run.status !== 0) log(String(run.stderr).trim())
  return run.status === 0
}

function installDebianMsitools(log) {
  const root = asRoot()
  if (!existsSync('/etc/debian_version') || !root) return false
  log("Installing Debian's msitools and wixl for the Windows installer (once)…")
  return aptGet(root, ['update', '-qq'], log) && aptGet(root, ['install', '-y', '-qq', '--no-install-recommends', 'msitools', 'wixl'], log)
}

/** True when wixl and msiinfo can be run, after installing them if they were missing and this machine allows it. */
export function ensureMsitools(log = (line) => console.log(line)) {
  if (found('wixl') && found('msiinfo')) return true
  installDebianMsitools(log)
  return found('wixl') && found('msiinfo')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!ensureMsitools()) {
    console.error(MSITOOLS_HELP)
    process.exit(1)
  }
  console.log('msitools: wixl and msiinfo are here.')
}
