// The project's WebAssembly, compiled from AssemblyScript: a module imports `./assembly/name.wasm`, and gets the
// bytes of `./assembly/name.ts` compiled, as a Uint8Array. The build (esbuild's plugin below) and the unit tests'
// hooks (tests/support/typescript-hooks.mjs) both compile through compileAssembly, so the bundles and the tests run
// the same bytes. A source is one file: it imports nothing of the project's.

import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const require = createRequire(import.meta.url)

/**
 * The compiler's settings: optimised, SIMD (every browser the areas target that has WebAssembly SIMD; the callers
 * fall back to JavaScript elsewhere), no garbage collector (the modules keep their planes in memory they lay out
 * themselves), and no imports (no `abort`: the modules check their input before they run).
 */
export const ASSEMBLY_FLAGS = ['-O3', '--runtime', 'stub', '--enable', 'simd', '--noAssert', '--use', 'abort=']

/** An import naming a module of WebAssembly: `…/assembly/name.wasm`. */
export const ASSEMBLY_IMPORT = /\/assembly\/[\w-]+\.wasm$/

/** The AssemblyScript source of a `…/assembly/name.wasm` path, or undefined when there is none. */
export function assemblySourceOf(wasmPath) {
  if (!ASSEMBLY_IMPORT.test(wasmPath.split('\\').join('/'))) return undefined
  const source = wasmPath.slice(0, -'.wasm'.length) + '.ts'
  return existsSync(source) ? source : undefined
}

const CACHE = join(ROOT, 'node_modules', '.cache', 'sightline-assembly')
const ascPackage = () => JSON.parse(readFileSync(require.resolve('assemblyscript/package.json'), 'utf8'))

/**
 * The WebAssembly of one AssemblyScript file. Compiled once per content (a few seconds), into a cache named by the
 * hash of the source, the flags and the compiler's version, written whole under a temporary name and renamed into
 * place, so that test processes compiling the same source at once never read half of one.
 */
export function compileAssembly(sourcePath) {
  const source = readFileSync(sourcePath, 'utf8')
  const asc = ascPackage()
  const key = createHash('sha256').update(JSON.stringify([asc.version, ASSEMBLY_FLAGS])).update('\0').update(source).digest('hex')
  const entry = join(CACHE, `${key}.wasm`)
  if (existsSync(entry)) return readFileSync(entry)
  mkdirSync(CACHE, { recursive: true })
  const partial = `${entry}.${process.pid}.${Math.random().toString(36).slice(2)}`
  const bin = join(dirname(require.resolve('assemblyscript/package.json')), asc.bin.asc)
  try {
    // The compiler's own command, in a process of its own: the unit tests' hooks must have the bytes synchronously.
    execFileSync(process.execPath, [bin, sourcePath, ...ASSEMBLY_FLAGS, '--outFile', partial], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    renameSync(partial, entry)
  } catch (error) {
    rmSync(partial, { force: true })
    const said = error.stderr?.toString() || error.message
    throw new Error(`AssemblyScript could not compile ${sourcePath}:\n${said}`)
  }
  return readFileSync(entry)
}

/** esbuild's plugin: `…/assembly/name.wasm` imports become the compiled bytes (esbuild's binary loader, a Uint8Array). */
export const assemblyPlugin = {
  name: 'assembly',
  setup(build) {
    build.onResolve({ filter: ASSEMBLY_IMPORT }, (args) => {
      const path = join(args.resolveDir, args.path)
      const source = assemblySourceOf(path)
      return source ? { path, namespace: 'assembly', pluginData: { source }, watchFiles: [source] } : undefined
    })
    build.onLoad({ filter: /.*/, namespace: 'assembly' }, (args) => ({ contents: compileAssembly(args.pluginData.source), loader: 'binary' }))
  },
}
