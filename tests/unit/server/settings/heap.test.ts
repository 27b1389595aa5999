// The young generation of the service's processes (server/settings/heap.ts): API_SEMI_SPACE_MB read and
// refused as any whole-number setting, and written into a process's node options once.

import t from 'tap'
import { DEFAULT_SEMI_SPACE_MB, semiSpaceMb, serviceExecArgv, withSemiSpace } from '../../../../server/settings/heap.js'
import { ConfigError } from '../../../../server/settings/env.js'

t.test('API_SEMI_SPACE_MB defaults, reads a whole number of MB, and names itself when bad', async (t) => {
  t.equal(semiSpaceMb({}), DEFAULT_SEMI_SPACE_MB)
  t.equal(semiSpaceMb({ API_SEMI_SPACE_MB: ' 8 ' }), 8)
  for (const bad of ['0', '65', '2.5', 'small']) {
    t.throws(() => semiSpaceMb({ API_SEMI_SPACE_MB: bad }), new ConfigError('API_SEMI_SPACE_MB', `must be a whole number from 1 to 64, got "${bad}"`))
  }
})

t.test('the flag replaces one given before and keeps the other node options', async (t) => {
  t.strictSame(withSemiSpace([], 2), ['--max-semi-space-size=2'])
  t.strictSame(withSemiSpace(['--import=tsx', '--max-semi-space-size=16', '--max_semi_space_size=8', '--enable-source-maps'], 4), [
    '--import=tsx',
    '--enable-source-maps',
    '--max-semi-space-size=4',
  ])
})

t.test('the primary is started with the setting, or without the flag when the value is bad, so that it names it', async (t) => {
  t.strictSame(serviceExecArgv(['--enable-source-maps'], { API_SEMI_SPACE_MB: '3' }), ['--enable-source-maps', '--max-semi-space-size=3'])
  t.strictSame(serviceExecArgv(['--enable-source-maps'], {}), ['--enable-source-maps', `--max-semi-space-size=${DEFAULT_SEMI_SPACE_MB}`])
  t.strictSame(serviceExecArgv(['--enable-source-maps'], { API_SEMI_SPACE_MB: 'lots' }), ['--enable-source-maps'])
})
