// npm run bench (Camera ID's pipeline): the CPU a 1024² picture costs, its drawing by the demo's synthetic camera
// and its noise residual, each in WebAssembly and in the JavaScript it stands in for, side by side in one run
// (alternating, picture by picture, so that both see the same machine), with the ratios.
// Usage: node --import ./tests/support/typescript-hooks.mjs tests/bench/camid-pipeline.ts [--pictures 40]

import { parseArgs } from 'node:util'
import { drawPictureRegion, drawPictureRegionInJavaScript, type PictureRegion } from '../../server/api/camid/sensor/syntheticCamera.js'
import { noiseResidual, noiseResidualInJavaScript } from '../../shared/camid/prnu/residual.js'
import { residualInSimd } from '../../shared/camid/prnu/residualSimd.js'
import { centreOffset } from '../../shared/camid/prnu/luma.js'

const { values: args } = parseArgs({ options: { pictures: { type: 'string', default: '40' } } })
const PICTURES = Number(args.pictures)
const CROP = 1024

/** This thread's CPU time in ms: what a step costs, whatever else the machine runs. */
function cpuMs(): number {
  const used = process.threadCpuUsage()
  return (used.user + used.system) / 1000
}

function crop(n: number): PictureRegion {
  const turns = [0, 1, 0, 3, 2][n % 5]!
  const storedWidth = turns % 2 === 0 ? 4000 : 3000, storedHeight = turns % 2 === 0 ? 3000 : 4000
  return { imageId: `bench-${n}`, sensorSeed: 0x5eeda11c, nativeWidth: 4000, nativeHeight: 3000, storedWidth, storedHeight, quarterTurns: turns, x: centreOffset(storedWidth, CROP), y: centreOffset(storedHeight, CROP), width: CROP, height: CROP }
}

if (!residualInSimd(new Float32Array(64 * 16), 64, 16)) throw new Error('WebAssembly SIMD is not available in this Node.js.')
const spent = { drawWasm: [] as number[], drawJs: [] as number[], residualWasm: [] as number[], residualJs: [] as number[] }
const timed = (into: number[], run: () => Float32Array) => {
  const started = cpuMs()
  const out = run()
  into.push(cpuMs() - started)
  return out
}
// One warm-up picture each way, then PICTURES measured, the order of the two swapped every other picture.
for (let n = -1; n < PICTURES; n++) {
  const region = crop(n + 1)
  const wasmFirst = n % 2 === 0
  const sink = n < 0 ? { drawWasm: [], drawJs: [], residualWasm: [], residualJs: [] } : spent
  for (const wasm of wasmFirst ? [true, false] : [false, true]) {
    const luma = timed(wasm ? sink.drawWasm : sink.drawJs, () => (wasm ? drawPictureRegion(region) : drawPictureRegionInJavaScript(region)))
    timed(wasm ? sink.residualWasm : sink.residualJs, () => (wasm ? noiseResidual(luma, CROP, CROP) : noiseResidualInJavaScript(luma, CROP, CROP)))
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const line = (name: string, js: number[], wasm: number[]) =>
  console.log(`${name.padEnd(24)} JavaScript ${median(js).toFixed(1).padStart(6)} ms   WebAssembly ${median(wasm).toFixed(1).padStart(6)} ms   ${(median(js) / median(wasm)).toFixed(2)}x`)
console.log(`Camera ID pipeline, CPU per ${CROP}² picture, median of ${PICTURES} (one thread):`)
line('drawing (demo camera)', spent.drawJs, spent.drawWasm)
line('noise residual', spent.residualJs, spent.residualWasm)
const both = (a: number[], b: number[]) => a.map((v, i) => v + b[i]!)
line('both', both(spent.drawJs, spent.residualJs), both(spent.drawWasm, spent.residualWasm))
