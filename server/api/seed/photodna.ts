// PhotoDNA-like vectors for the demo data: 144 bytes per picture. A re-posted picture is its original's
// vector with small changes (re-encoding, resizing), so similar search finds the copies nearest first.

import type { Random } from './random.js'

export const PHOTODNA_BYTES = 144

/** A new picture's vector: 6×6 cells × 4 gradient values, smooth across neighbours like a real one. */
export function basePhotoDna(random: Random): Uint8Array {
  const vector = new Uint8Array(PHOTODNA_BYTES)
  let level = random.int(40, 200)
  for (let i = 0; i < PHOTODNA_BYTES; i++) {
    level = Math.max(0, Math.min(255, level + random.gaussian(0, 28)))
    vector[i] = Math.round(level)
  }
  return vector
}

/** A near-duplicate: every byte moved by a few steps at most. */
export function perturbedPhotoDna(random: Random, base: Uint8Array, strength = 3): Uint8Array {
  const vector = new Uint8Array(PHOTODNA_BYTES)
  for (let i = 0; i < PHOTODNA_BYTES; i++) {
    vector[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + Math.round(random.gaussian(0, strength))))
  }
  return vector
}
