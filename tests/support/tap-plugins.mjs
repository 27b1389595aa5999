// Builds tap's test class with the plugins package.json's "tap" names, before the unit tests run, when the
// installed build holds others. A fresh install holds tap's default build, with @tapjs/typescript in it: its
// ts-node loader costs every test process some 2 s of CPU before the first test, and the project compiles its
// TypeScript itself (typescript-hooks.mjs). `tap` rebuilds a build that differs when it starts, but its runner
// goes on handing each test file the loaders of the build it had loaded, for the whole of that run.

import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { TapConfig } from '@tapjs/config'
import { signature } from '@tapjs/test'

const config = await TapConfig.load()
if (signature !== config.pluginSignature) {
  console.log('tap: building its test class with the plugins the project configures')
  // tap's own command by its package, so that the script runs alone as well as from npm's scripts.
  const tapPackage = fileURLToPath(import.meta.resolve('tap/package.json'))
  const tapCommand = join(dirname(tapPackage), JSON.parse(readFileSync(tapPackage, 'utf8')).bin.tap)
  const built = spawnSync(process.execPath, [tapCommand, 'build'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}
