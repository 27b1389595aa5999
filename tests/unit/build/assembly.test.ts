// scripts/assembly.mjs, which the build's plugin and the unit tests' hooks both compile WebAssembly through: which
// imports it takes, that a source that does not compile is refused with its name and the compiler's words, and
// that a source compiles once to the same bytes.

import t from 'tap'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { assemblySourceOf, compileAssembly } from '../../../scripts/assembly.mjs'
import { instantiateNow } from '../../../shared/wasm/instance.js'

t.test('an import of …/assembly/name.wasm is taken when name.ts stands beside it, and no other', async (t) => {
  const dir = t.testdir({ assembly: { 'kept.ts': 'export function one(): i32 { return 1 }\n' }, 'other.ts': '' })
  t.equal(assemblySourceOf(join(dir, 'assembly', 'kept.wasm')), join(dir, 'assembly', 'kept.ts'))
  t.equal(assemblySourceOf(join(dir, 'assembly', 'missing.wasm')), undefined, 'no source beside it')
  t.equal(assemblySourceOf(join(dir, 'other.wasm')), undefined, 'not in an assembly folder')
  t.equal(assemblySourceOf(join(dir, 'assembly', 'kept.ts')), undefined, 'not a .wasm import')
})

t.test('a source compiles to a module with its exports, the same bytes each time', async (t) => {
  const dir = t.testdir({ assembly: { 'add.ts': `export function add(a: i32, b: i32): i32 { return a + b } // ${process.pid}\n` } })
  const source = join(dir, 'assembly', 'add.ts')
  const bytes = compileAssembly(source)
  const { add } = instantiateNow<{ add: (a: number, b: number) => number }>(bytes)
  t.equal(add(2, 40), 42)
  t.same(compileAssembly(source), bytes, 'the second time, from the cache')
})

t.test('a source that does not compile is refused, naming the file and what the compiler said', async (t) => {
  const dir = t.testdir()
  mkdirSync(join(dir, 'assembly'))
  const source = join(dir, 'assembly', 'broken.ts')
  writeFileSync(source, 'export function broken(): i32 { return undefinedName }\n')
  t.throws(() => compileAssembly(source), { message: new RegExp(`AssemblyScript could not compile ${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\n[\\s\\S]*undefinedName`) })
})
