// EXTRACTOR_DIR (docs/operations.md "Settings"): the folder of an agency's own extractor builds, read once at
// start-up; a value that is not a folder stops start-up naming the variable.

import t from 'tap'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, loadApiConfig } from '../../../../../server/api/config.js'

t.test('unset, the service serves the builds beside its bundle', async (t) => {
  t.equal(loadApiConfig({}).extractorDir, null)
})

t.test('a folder is taken as an absolute path', async (t) => {
  const folder = t.testdir()
  t.equal(loadApiConfig({ EXTRACTOR_DIR: folder }).extractorDir, folder)
})

t.test('a missing folder or a file stops start-up naming EXTRACTOR_DIR', async (t) => {
  const folder = t.testdir()
  const file = join(folder, 'sightline-extract-0.6.3-linux-x64')
  writeFileSync(file, 'a program')
  for (const value of [join(folder, 'no such folder'), file]) {
    t.throws(() => loadApiConfig({ EXTRACTOR_DIR: value }), ConfigError)
    t.throws(() => loadApiConfig({ EXTRACTOR_DIR: value }), { message: /EXTRACTOR_DIR/ })
  }
})
