// A unit test's process loads the project's TypeScript hooks and none of tap's TypeScript plugin: that plugin's
// ts-node loader cost each of some 400 test processes about 2 s of CPU, and made the Camera ID pipeline's code
// slower where it compiled it (tests/support/tap-plugins.mjs builds tap without it before a run).

import t from 'tap'

const imports = process.execArgv.filter((arg) => arg.startsWith('--import') || arg.startsWith('--loader') || arg.startsWith('--require'))

t.test('a test process loads no TypeScript loader but the project’s own', async (t) => {
  t.comment(`this process: ${imports.join(' ') || 'no --import'}`)
  t.same(
    imports.filter((arg) => /@tapjs\/typescript|ts-node|tsx|tsimp/.test(arg)),
    [],
    'no loader of tap’s TypeScript plugin, ts-node, tsx or tsimp (tap was run on a build that differs from package.json’s: node tests/support/tap-plugins.mjs rebuilds it, as npm test does)',
  )
  t.ok(imports.some((arg) => arg.endsWith('tests/support/typescript-hooks.mjs')), 'the project’s hooks (package.json "tap" node-arg)')
})
