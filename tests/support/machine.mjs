// What the test set-up steps ask of the machine (tests/e2e/browser/ensure-chromium.mjs, tests/postgres/): whether a
// program can run, and installing Debian's packages when this process may (root, or sudo without a password).

import { accessSync, constants, existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

const run = (command, args, env = {}) => spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0

/** `[]` as root, `['sudo', '-n']` when sudo needs no password, undefined when neither. */
function asRoot() {
  if (process.getuid?.() === 0) return []
  return spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0 ? ['sudo', '-n'] : undefined
}

/** Installs Debian's `packages` (saying `why` first); false when this is not Debian or the process may not. */
export function installDebianPackages(packages, why) {
  const root = asRoot()
  if (!existsSync('/etc/debian_version') || !root) return false
  const apt = (...args) => (root.length > 0 ? run(root[0], [...root.slice(1), 'apt-get', ...args], APT_ENV) : run('apt-get', args, APT_ENV))
  console.log(why)
  return apt('update', '-qq') && apt('install', '-y', '-qq', '--no-install-recommends', ...packages)
}

const APT_ENV = { DEBIAN_FRONTEND: 'noninteractive' }
