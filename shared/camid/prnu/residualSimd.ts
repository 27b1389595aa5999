// The noise residual in WebAssembly SIMD (assembly/residual.ts): some four times the JavaScript's speed, with the
// same filter. Each thread instantiates it once, at its first picture; where WebAssembly or its SIMD is not to be
// had (an older browser, a policy that forbids compiling it), `residualInSimd` answers undefined and residual.ts
// runs its JavaScript.

import { instantiateNow } from '../../wasm/instance.js'
import residualWasm from './assembly/residual.wasm'

interface ResidualModule {
  memory: WebAssembly.Memory
  /** Lays out the planes for a size; the picture's byte address, or 0 for a size the module does not take. */
  prepare(width: number, height: number): number
  /** The residual of the picture at prepare's address, written over it. */
  residual(): void
}

/** undefined until first asked; null when this thread cannot run it. */
let instance: ResidualModule | null | undefined

function residualModule(): ResidualModule | null {
  if (instance !== undefined) return instance
  try {
    instance = instantiateNow<ResidualModule>(residualWasm)
  } catch {
    instance = null
  }
  return instance
}

/** Sides the module takes: a width that is a multiple of 64 and a height of 16. */
export const takesSimd = (width: number, height: number) => width >= 64 && height >= 16 && width % 64 === 0 && height % 16 === 0

/** The residual of a width x height plane, a new plane; undefined when this size or this thread cannot have it. */
export function residualInSimd(plane: Float32Array, width: number, height: number): Float32Array | undefined {
  if (!takesSimd(width, height)) return undefined
  const module = residualModule()
  if (!module) return undefined
  const at = module.prepare(width, height)
  if (at === 0) return undefined
  const count = width * height
  // The view is made after prepare, which may have grown (and so replaced) the memory's buffer.
  new Float32Array(module.memory.buffer, at, count).set(plane)
  module.residual()
  return new Float32Array(module.memory.buffer, at, count).slice()
}
