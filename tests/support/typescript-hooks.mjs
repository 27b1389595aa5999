// Runs the project's TypeScript in the unit tests (tap's node-arg `--import`): each .ts/.tsx file is compiled by
// esbuild, as the build compiles it, once per content, into a cache folder that every test file and every later
// run reads. The hooks run in the test's own thread (module.registerHooks) and hand every other module straight
// to Node: a test file of the service loads nearly a thousand modules of node_modules, and a general-purpose
// loader that looks at each of them (tsx) made importing the service cost 1.2 s of CPU per test file under
// tap, against 0.55 s through these hooks.

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire, registerHooks } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { assemblySourceOf, compileAssembly } from '../../scripts/assembly.mjs'

const TYPESCRIPT = /\.(m?ts|tsx)$/
const require = createRequire(import.meta.url)
const root = fileURLToPath(new URL('../../', import.meta.url))

/** What the compiler is told of the project's settings: the JSX runtime and class fields as TypeScript emits them. */
const tsconfigRaw = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'))
const esbuildVersion = JSON.parse(readFileSync(require.resolve('esbuild/package.json'), 'utf8')).version

/**
 * The cache folder: TS_CACHE_DIR, else one per user in the temporary folder. An entry is named by the hash of
 * everything its output depends on (the source, its path for the source map, the settings, esbuild's version),
 * so a stale entry can never be read; entries are written whole under a temporary name, then renamed into place,
 * so two test files compiling the same module at once never read half of one.
 */
const cacheDir = process.env.TS_CACHE_DIR || join(tmpdir(), `sightline-ts-${process.getuid?.() ?? 'user'}`)
mkdirSync(cacheDir, { recursive: true })
const settingsKey = JSON.stringify([esbuildVersion, tsconfigRaw.compilerOptions])

// esbuild is loaded only when a module is not in the cache.
let esbuild
const compiler = () => (esbuild ??= require('esbuild'))

function compile(path, source) {
  const key = createHash('sha256').update(settingsKey).update('\0').update(path).update('\0').update(source).digest('hex')
  const entry = join(cacheDir, `${key}.mjs`)
  try {
    return readFileSync(entry, 'utf8')
  } catch {
    // not compiled yet
  }
  const { code } = compiler().transformSync(source, {
    loader: path.endsWith('x') ? 'tsx' : 'ts',
    format: 'esm',
    target: 'node24',
    sourcemap: 'inline',
    sourcefile: path,
    tsconfigRaw,
  })
  const partial = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`
  writeFileSync(partial, code)
  renameSync(partial, entry)
  return code
}

/** A specifier naming a file by path: relative, absolute or a file: URL (tap's mocks import `file:…?tapmock=…`). */
const namesAFile = (specifier) => specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/') || specifier.startsWith('file:')

registerHooks({
  /** The project's imports name a module by the file it compiles to (`./store.js` for store.ts), as the bundler reads them. */
  resolve(specifier, context, nextResolve) {
    if (namesAFile(specifier) && (context.parentURL?.startsWith('file:') || specifier.startsWith('file:'))) {
      const url = new URL(specifier, context.parentURL)
      if (url.protocol === 'file:' && url.pathname.endsWith('.js')) {
        for (const extension of ['.ts', '.tsx']) {
          const source = new URL(url)
          source.pathname = url.pathname.slice(0, -3) + extension
          if (existsSync(source)) return { url: source.href, format: 'module', shortCircuit: true }
        }
      }
      if (url.protocol === 'file:' && assemblySourceOf(fileURLToPath(url))) return { url: url.href, format: 'module', shortCircuit: true }
    }
    return nextResolve(specifier, context)
  },
  load(url, context, nextLoad) {
    // `./assembly/name.wasm`: the bytes of ./assembly/name.ts compiled, as the build's plugin gives them.
    const assembly = url.startsWith('file:') ? assemblySourceOf(fileURLToPath(url)) : undefined
    if (assembly) {
      const bytes = compileAssembly(assembly).toString('base64')
      return { format: 'module', source: `export default new Uint8Array(Buffer.from('${bytes}', 'base64'))`, shortCircuit: true }
    }
    if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname)) return nextLoad(url, context)
    const path = fileURLToPath(url)
    return { format: 'module', source: compile(path, readFileSync(path, 'utf8')), shortCircuit: true }
  },
})

// Stack traces name the TypeScript lines, through the inline source maps.
process.setSourceMapsEnabled(true)
