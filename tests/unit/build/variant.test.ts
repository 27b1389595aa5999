// The high-security variant is a compile-time constant: its bundles hold no metrics code and load
// thumbnails from /thumb; the standard build's do the opposite.

import t from 'tap'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

function buildInto(dir: string, buildName: string): string {
  execFileSync(process.execPath, ['build.mjs', '--quiet'], { env: { ...process.env, BUILD_NAME: buildName, BUILD_OUT: dir }, stdio: 'inherit' })
  const assets = join(dir, 'public', 'assets')
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(assets, f), 'utf8'))
    .join('\n')
}

t.test('highside and standard builds differ in what they contain', async (t) => {
  const dir = t.testdir()
  const highside = buildInto(join(dir, 'highside'), 'onprem-highside-2026')
  const standard = buildInto(join(dir, 'standard'), 'standard')
  const manifest = JSON.parse(readFileSync(join(dir, 'highside', 'manifest.json'), 'utf8'))
  t.equal(manifest.highside, true)
  t.equal(manifest.buildName, 'onprem-highside-2026')

  t.notMatch(highside, 'metrics/user', 'no metrics call in the high-security bundles')
  t.match(highside, '/thumb', 'thumbnails from /thumb in the high-security bundles')
  t.match(highside, '"highside"', 'calls say they come from the high-security channel')

  t.match(standard, 'metrics/user', 'the standard bundles send user metrics')
  t.notMatch(standard, '/thumb', 'no /thumb path in the standard bundles')
})
