// The stored justification (spec-1 §4.4) as a signal, so the top bar's field and the blocking dialog redraw
// together when either sets it.

import { signal, type ReadonlySignal } from '@preact/signals-react'
import { readJustification, storeJustification, isValidJustification } from './justification.js'

const current = signal(readJustification())

export const justification: ReadonlySignal<string> = current

/** Stores a valid justification and returns true; anything outside the length rule changes nothing. */
export function setJustification(text: string): boolean {
  if (!isValidJustification(text)) return false
  storeJustification(text)
  current.value = readJustification()
  return true
}
